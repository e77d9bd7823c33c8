import Foundation
import SwiftSyntax
import Trellis
import TrellisBundledLayouts

/// The custom layouts of the TrellisBundledLayouts module (Apple's sample layouts), by name:
/// `BasicVStack(alignment:)`, `MyEqualWidthHStack()`, `MyEqualWidthVStack()`, `MyRadialLayout()`
/// (with `.rank(_:)` or `.layoutValue(key: Rank.self, value:)`), `FlowLayout(alignment:spacing:lineSpacing:)`.
extension Registry {
    func registerExampleLayouts() {
        addType("BasicVStack", signatures: ["BasicVStack(alignment:)"], isLayout: true) { a, ev in
            let alignment = try a.take("alignment", HorizontalAlignment.self, ev) ?? .center
            try a.finish()
            return .native(BasicVStack(alignment: alignment))
        }
        addType("MyEqualWidthHStack", signatures: ["MyEqualWidthHStack()"], isLayout: true) { a, _ in
            try a.finish()
            return .native(MyEqualWidthHStack())
        }
        addType("MyEqualWidthVStack", signatures: ["MyEqualWidthVStack()"], isLayout: true) { a, _ in
            try a.finish()
            return .native(MyEqualWidthVStack())
        }
        addType("MyRadialLayout", signatures: ["MyRadialLayout()"], isLayout: true) { a, _ in
            try a.finish()
            return .native(MyRadialLayout())
        }
        addType("FlowLayout", signatures: ["FlowLayout(alignment:spacing:lineSpacing:)"], isLayout: true) { a, ev in
            let alignment = try a.take("alignment", HorizontalAlignment.self, ev) ?? .leading
            let spacing = try a.take("spacing", CGFloat.self, ev)
            let lineSpacing = try a.take("lineSpacing", CGFloat.self, ev)
            try a.finish()
            return .native(FlowLayout(alignment: alignment, spacing: spacing, lineSpacing: lineSpacing))
        }
        // Layout value keys the examples read.
        addType("Rank")
        addModifier("rank", "rank(_ value: Int)") { v, a, ev in v.rank(try a.require(nil, Int.self, ev)) }
        addModifier("layoutValue", "layoutValue(key:value:)") { v, a, ev in
            guard let (key, node) = a.takeRaw("key") else {
                throw EvaluationError(a.node, "layoutValue needs key: and value:, like .layoutValue(key: Rank.self, value: 2)")
            }
            guard case let .type(t) = key else {
                throw EvaluationError(node, "layoutValue needs a key type: .layoutValue(key: MyKey.self, value: 2)")
            }
            if let decl = ev.program.structs[t.name], decl.isLayoutValueKey {
                // A key the file declares: the value as its `defaultValue` is typed.
                guard let (value, valueNode) = a.takeRaw("value") else {
                    throw EvaluationError(a.node, "missing argument 'value:' in call to layoutValue(key:value:)")
                }
                var typed = value
                if let type = decl.property("defaultValue")?.type { typed = try ev.cast(value, to: type, node: valueNode) }
                return FileLayoutValueKeys.setting(decl, typed, on: v)
            }
            guard t.name == "Rank" else {
                throw EvaluationError(node, "'\(t.name)' is not a LayoutValueKey; declare 'struct \(t.name): LayoutValueKey { static let defaultValue: Int = 0 }' in the file")
            }
            return v.layoutValue(key: Rank.self, value: try a.require("value", Int.self, ev))
        }
    }
}
