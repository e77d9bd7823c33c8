import Foundation
import SwiftSyntax
import Trellis

/// View modifiers with SwiftUI's labels and overloads.
extension Registry {
    static let flexibleFrameLabels: Set<String> = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    func registerModifiers() {
        registerLayoutModifiers()
        registerTraitModifiers()
        registerEnvironmentModifiers()
        registerStyleLayers()
        registerDrawingModifiers()
        registerTextStyling()
        registerShapeMethods()
        registerGridViews()
        registerSafeArea()
    }

    private func registerLayoutModifiers() {
        addModifier("frame", "frame(width:height:alignment:) or frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)") { v, a, ev in
            if !a.items.contains(where: { Registry.flexibleFrameLabels.contains($0.label ?? "") }) {
                if a.isEmpty { return v.frame() }
                let w = try a.take("width", CGFloat.self, ev)
                let h = try a.take("height", CGFloat.self, ev)
                let alignment = try a.take("alignment", Alignment.self, ev) ?? .center
                return v.frame(width: w, height: h, alignment: alignment)
            }
            return v.frame(minWidth: try a.take("minWidth", CGFloat.self, ev), idealWidth: try a.take("idealWidth", CGFloat.self, ev),
                           maxWidth: try a.take("maxWidth", CGFloat.self, ev), minHeight: try a.take("minHeight", CGFloat.self, ev),
                           idealHeight: try a.take("idealHeight", CGFloat.self, ev), maxHeight: try a.take("maxHeight", CGFloat.self, ev),
                           alignment: try a.take("alignment", Alignment.self, ev) ?? .center)
        }
        addModifier("padding", "padding(_ edges:_ length:), padding(_ length:) or padding(_ insets:)") { v, a, ev in
            guard let (first, node) = a.takeRaw(nil) else { return v.padding() }
            switch first {
            case .int, .double:
                return v.padding(try CGFloat.convert(first, ev, node, what: "padding(_:)"))
            case let .native(insets as EdgeInsets):
                return v.padding(insets)
            default:
                let edges = try Edge.Set.convert(first, ev, node, what: "the edges of padding(_:_:)")
                let length = try a.take(nil, CGFloat.self, ev)
                return v.padding(edges, length)
            }
        }
        addModifier("fixedSize", "fixedSize() or fixedSize(horizontal:vertical:)") { v, a, ev in
            if a.isEmpty { return v.fixedSize() }
            return v.fixedSize(horizontal: try a.take("horizontal", Bool.self, ev) ?? true,
                               vertical: try a.take("vertical", Bool.self, ev) ?? true)
        }
        addModifier("offset", "offset(x:y:) or offset(_ offset: CGSize)") { v, a, ev in
            if let size = try a.take(nil, CGSize.self, ev) { return v.offset(size) }
            return v.offset(x: try a.take("x", CGFloat.self, ev) ?? 0, y: try a.take("y", CGFloat.self, ev) ?? 0)
        }
        addModifier("position", "position(x:y:) or position(_ position: CGPoint)") { v, a, ev in
            if let p = try a.take(nil, CGPoint.self, ev) { return v.position(p) }
            return v.position(x: try a.take("x", CGFloat.self, ev) ?? 0, y: try a.take("y", CGFloat.self, ev) ?? 0)
        }
        addModifier("aspectRatio", "aspectRatio(_ ratio:contentMode:)") { v, a, ev in
            if let (r, node) = a.takeRaw(nil) {
                let mode = try a.require("contentMode", ContentMode.self, ev)
                if case let .native(size as CGSize) = r { return v.aspectRatio(size, contentMode: mode) }
                if case .none = r { return v.aspectRatio(nil, contentMode: mode) }
                return v.aspectRatio(try CGFloat.convert(r, ev, node, what: "aspectRatio(_:contentMode:)"), contentMode: mode)
            }
            return v.aspectRatio(nil, contentMode: try a.take("contentMode", ContentMode.self, ev) ?? .fit)
        }
        addModifier("scaledToFit", "scaledToFit()") { v, _, _ in v.scaledToFit() }
        addModifier("scaledToFill", "scaledToFill()") { v, _, _ in v.scaledToFill() }
        addModifier("alignmentGuide", "alignmentGuide(_ guide:computeValue:)") { v, a, ev in
            guard let (g, node) = a.takeRaw(nil) else {
                throw EvaluationError(a.node, "alignmentGuide needs a guide: .alignmentGuide(.leading) { d in … }")
            }
            guard let c = a.takeClosure("computeValue") else {
                throw EvaluationError(a.node, "alignmentGuide needs a closure: .alignmentGuide(.leading) { d in d[.trailing] }")
            }
            let compute: (ViewDimensions) -> CGFloat = ev.lateNumber(c, what: "the alignment guide") { .native($0) }
            if let h = try? HorizontalAlignment.convert(g, ev, node, what: "") {
                return v.alignmentGuide(h, computeValue: compute)
            }
            let vertical = try VerticalAlignment.convert(g, ev, node, what: "the guide of alignmentGuide(_:computeValue:)")
            return v.alignmentGuide(vertical, computeValue: compute)
        }
    }

    private func registerTraitModifiers() {
        addModifier("layoutPriority", "layoutPriority(_ value: Double)") { v, a, ev in
            v.layoutPriority(try a.require(nil, Double.self, ev))
        }
        addModifier("zIndex", "zIndex(_ value: Double)") { v, a, ev in
            v.zIndex(try a.require(nil, Double.self, ev))
        }
        addModifier("opacity", "opacity(_ opacity: Double)") { v, a, ev in
            v.opacity(try a.require(nil, Double.self, ev))
        }
        addModifier("hidden", "hidden()") { v, _, _ in v.hidden() }
        addModifier("id", "id(_ id:)") { v, a, ev in
            guard let (value, node) = a.takeRaw(nil) else { throw EvaluationError(a.node, "id(_:) needs a value") }
            switch value {
            case let .string(s): return v.id(s)
            case let .int(i): return v.id(i)
            case let .double(d): return v.id(d)
            case let .bool(b): return v.id(b)
            default: return v.id(try ev.text(of: value, node))
            }
        }
    }

    private func registerEnvironmentModifiers() {
        addModifier("environment", "environment(_ keyPath:_ value:)") { v, a, ev in
            guard let (k, keyNode) = a.takeRaw(nil), case let .keyPath(path) = k, path.count == 1 else {
                throw EvaluationError(a.node, "environment(_:_:) needs a key path and a value: .environment(\\.layoutDirection, .rightToLeft)")
            }
            guard let entry = ev.registry.environmentKeys[path[0]] else {
                throw EvaluationError(keyNode, "unknown environment key '\\.\(path[0])'; supported: \(ev.registry.environmentKeys.keys.sorted().map { "\\.\($0)" }.joined(separator: ", "))")
            }
            guard let set = entry.set else {
                throw EvaluationError(keyNode, "'\\.\(path[0])' is read-only")
            }
            guard let (value, valueNode) = a.takeRaw(nil) else {
                throw EvaluationError(a.node, "environment(_:_:) needs a value for \\.\(path[0])")
            }
            var environment = EnvironmentValues()
            try set(&environment, value, ev, valueNode)
            return v.transformEnvironment(\.self) { env in
                // Re-applied on the environment of the place, so only this key changes.
                try? set(&env, value, ev, valueNode)
            }
        }
        addModifier("font", "font(_ font: Font?)") { v, a, ev in v.font(try a.take(nil, Font.self, ev)) }
        addModifier("multilineTextAlignment", "multilineTextAlignment(_ alignment:)") { v, a, ev in
            v.multilineTextAlignment(try a.require(nil, TextAlignment.self, ev))
        }
        addModifier("truncationMode", "truncationMode(_ mode:)") { v, a, ev in
            v.truncationMode(try a.require(nil, Text.TruncationMode.self, ev))
        }
        addModifier("dynamicTypeSize", "dynamicTypeSize(_ size:)") { v, a, ev in
            v.dynamicTypeSize(try a.require(nil, DynamicTypeSize.self, ev))
        }
    }
}
