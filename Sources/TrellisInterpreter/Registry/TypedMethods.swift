import Foundation
import SwiftSyntax
import Trellis

/// Methods that keep their receiver's type (Text → Text, Color → Color, Font → Font), and the
/// methods and properties of plain values (arrays, strings, geometry proxies, dimensions).
/// Registered before the general view modifiers of the same name would be reached.
extension Registry {
    func registerTypedMethods() {
        addMethod("opacity", on: .color, "opacity(_ opacity: Double)") { r, a, ev in
            guard case let .view(.color(c, _)) = r else { return r }
            let o = try a.require(nil, Double.self, ev)
            try a.finish()
            return .view(.color(c.opacity(o)))
        }
        func image(_ name: String, _ signature: String, _ body: @escaping (Image, Arguments, Evaluator) throws -> Image) {
            addMethod(name, on: .image, signature) { r, a, ev in
                guard case let .view(.image(i, _)) = r else { return r }
                let result = try body(i, a, ev)
                try a.finish()
                return .view(.image(result))
            }
        }
        image("resizable", "resizable(capInsets:resizingMode:)") { i, a, ev in
            i.resizable(capInsets: try a.take("capInsets", EdgeInsets.self, ev) ?? EdgeInsets(),
                        resizingMode: try a.take("resizingMode", Image.ResizingMode.self, ev) ?? .stretch)
        }
        image("renderingMode", "renderingMode(_ renderingMode:)") { i, a, ev in
            i.renderingMode(try a.take(nil, Image.TemplateRenderingMode.self, ev))
        }
        image("interpolation", "interpolation(_ interpolation:)") { i, a, ev in
            i.interpolation(try a.require(nil, Image.Interpolation.self, ev))
        }
        image("antialiased", "antialiased(_ isAntialiased: Bool)") { i, a, ev in i.antialiased(try a.require(nil, Bool.self, ev)) }
        registerFontMethods()
        registerValueMethods()
        registerLayoutValues()
        // Typed entries must be found before the general view modifier of the same name.
        for (name, list) in methods {
            methods[name] = list.filter { if case .view = $0.receiver { return false } else { return true } }
                + list.filter { if case .view = $0.receiver { return true } else { return false } }
        }
    }

    private func registerFontMethods() {
        func font(_ name: String, _ signature: String, _ body: @escaping (Font, Arguments, Evaluator) throws -> Font) {
            addMethod(name, on: .font, signature) { r, a, ev in
                guard case let .native(f as Font) = r else { return r }
                let result = try body(f, a, ev)
                try a.finish()
                return .native(result)
            }
        }
        font("bold", "bold()") { f, _, _ in f.bold() }
        font("italic", "italic()") { f, _, _ in f.italic() }
        font("monospaced", "monospaced()") { f, _, _ in f.monospaced() }
        font("weight", "weight(_ weight: Font.Weight)") { f, a, ev in f.weight(try a.require(nil, Font.Weight.self, ev)) }
        font("monospacedDigit", "monospacedDigit()") { f, _, _ in f.monospacedDigit() }
        font("smallCaps", "smallCaps()") { f, _, _ in f.smallCaps() }
    }

    private func registerValueMethods() {
        addMethod("uppercased", on: .string, "uppercased()") { r, a, _ in
            try a.finish()
            if case let .string(s) = r { return .string(s.uppercased()) }
            return r
        }
        addMethod("lowercased", on: .string, "lowercased()") { r, a, _ in
            try a.finish()
            if case let .string(s) = r { return .string(s.lowercased()) }
            return r
        }
        addMethod("enumerated", on: .array, "enumerated()") { r, a, _ in
            try a.finish()
            return .array(Registry.elements(r).enumerated().map { .tuple([.init(label: "offset", value: .int($0.offset)), .init(label: "element", value: $0.element)]) })
        }
        addMethod("reversed", on: .array, "reversed()") { r, a, _ in
            try a.finish()
            return .array(Registry.elements(r).reversed())
        }
        addMethod("isMultiple", on: .number, "isMultiple(of:)") { r, a, ev in
            let of = try a.require("of", Int.self, ev)
            try a.finish()
            guard case let .int(i) = r, of != 0 else { return .bool(false) }
            return .bool(i.isMultiple(of: of))
        }
        addMethod("truncatingRemainder", on: .number, "truncatingRemainder(dividingBy:)") { r, a, ev in
            let by = try a.require("dividingBy", Double.self, ev)
            try a.finish()
            return .double(try Double.convert(r, ev, a.node, what: "").truncatingRemainder(dividingBy: by))
        }
    }

    static func elements(_ v: Value) -> [Value] {
        switch v {
        case let .array(items): return items
        case let .range(r): return r.map { .int($0) }
        case let .native(s as LayoutSubviews): return s.map { .native($0) }
        default: return []
        }
    }

    /// Properties of plain and engine values (`proxy.size.width`, `d.height`, `items.count`).
    func property(of v: Value, _ name: String, _ ev: Evaluator, _ node: some SyntaxProtocol) throws -> Value? {
        switch v {
        case let .array(items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? Value.none
            case "last": return items.last ?? Value.none
            case "indices": return .range(items.indices)
            default: return nil
            }
        case let .range(r):
            switch name {
            case "count": return .int(r.count)
            case "isEmpty": return .bool(r.isEmpty)
            case "lowerBound": return .int(r.lowerBound)
            case "upperBound": return .int(r.upperBound)
            case "first": return r.first.map { .int($0) } ?? Value.none
            case "last": return r.last.map { .int($0) } ?? Value.none
            default: return nil
            }
        case let .string(s):
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            default: return nil
            }
        case let .native(n):
            return nativeProperty(n, name) ?? layoutProperty(n, name)
        case .int, .double:
            return numberProperty(v, name)
        default:
            return nil
        }
    }

    private func nativeProperty(_ n: Any, _ name: String) -> Value? {
        func d(_ x: CGFloat) -> Value { .double(Double(x)) }
        switch n {
        case let p as GeometryProxy:
            switch name {
            case "size": return .native(p.size)
            case "safeAreaInsets": return .native(p.safeAreaInsets)
            default: return nil
            }
        case let s as CGSize:
            switch name {
            case "width": return d(s.width)
            case "height": return d(s.height)
            default: return nil
            }
        case let p as CGPoint:
            switch name {
            case "x": return d(p.x)
            case "y": return d(p.y)
            default: return nil
            }
        case let dims as ViewDimensions:
            switch name {
            case "width": return d(dims.width)
            case "height": return d(dims.height)
            default: return nil
            }
        case let e as EdgeInsets:
            switch name {
            case "top": return d(e.top)
            case "leading": return d(e.leading)
            case "bottom": return d(e.bottom)
            case "trailing": return d(e.trailing)
            default: return nil
            }
        case let u as UnitPoint:
            switch name {
            case "x": return d(u.x)
            case "y": return d(u.y)
            default: return nil
            }
        case let size as DynamicTypeSize:
            return name == "isAccessibilitySize" ? .bool(size.isAccessibilitySize) : nil
        default:
            return nil
        }
    }
}
