import Foundation
import SwiftSyntax
import Trellis

/// Layout values: the stack layouts, `AnyLayout`, and the sample custom layouts that ship with
/// the package (TrellisBundledLayouts), usable by name as `Name(args…) { content }` or held in a `let`.
extension Registry {
    func registerLayouts() {
        addType("HStackLayout", signatures: ["HStackLayout(alignment:spacing:)"], isLayout: true) { a, ev in
            let alignment = try a.take("alignment", VerticalAlignment.self, ev) ?? .center
            let spacing = try a.take("spacing", CGFloat.self, ev)
            try a.finish()
            return .native(HStackLayout(alignment: alignment, spacing: spacing))
        }
        addType("VStackLayout", signatures: ["VStackLayout(alignment:spacing:)"], isLayout: true) { a, ev in
            let alignment = try a.take("alignment", HorizontalAlignment.self, ev) ?? .center
            let spacing = try a.take("spacing", CGFloat.self, ev)
            try a.finish()
            return .native(VStackLayout(alignment: alignment, spacing: spacing))
        }
        addType("ZStackLayout", signatures: ["ZStackLayout(alignment:)"], isLayout: true) { a, ev in
            let alignment = try a.take("alignment", Alignment.self, ev) ?? .center
            try a.finish()
            return .native(ZStackLayout(alignment: alignment))
        }
        addType("AnyLayout", signatures: ["AnyLayout(_ layout:)"], isLayout: true) { a, ev in
            guard let (v, node) = a.takeRaw(nil) else {
                throw EvaluationError(a.node, "AnyLayout needs a layout: AnyLayout(HStackLayout())")
            }
            try a.finish()
            guard case let .native(n) = v, let layout = n as? any Layout else {
                throw mismatch(v, "a layout (HStackLayout(), VStackLayout(), ZStackLayout() or a custom layout)", node, what: "AnyLayout(_:)")
            }
            return .native(AnyLayout(layout))
        }
        registerExampleLayouts()
    }
}
