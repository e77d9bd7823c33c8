import Foundation
import SwiftSyntax
import Trellis

/// Text styling: the view modifiers that style every Text inside (`.bold()`, `.lineLimit(2...4)`,
/// `.tracking(1)`, …) and the Text methods that return a Text (so `Text("a").bold() + Text("b")`
/// still concatenates).
extension Registry {
    func registerTextStyling() {
        addModifier("lineLimit", "lineLimit(_ number: Int?), lineLimit(_ limit:reservesSpace:) or lineLimit(_ range:)") { v, a, ev in
            guard let (first, node) = a.takeRaw(nil) else {
                throw EvaluationError(a.node, "lineLimit needs a number, nil or a range: .lineLimit(2), .lineLimit(1...3)")
            }
            switch first {
            case .none: return v.lineLimit(nil)
            case let .range(r):
                guard let last = r.last else { throw EvaluationError(node, "lineLimit needs a non-empty range") }
                return v.lineLimit(r.lowerBound...last)
            case let .native(r as PartialRangeFrom<Int>): return v.lineLimit(r)
            case let .native(r as PartialRangeThrough<Int>): return v.lineLimit(r)
            default:
                let n = try Int.convert(first, ev, node, what: "lineLimit(_:)")
                if let reserves = try a.take("reservesSpace", Bool.self, ev) { return v.lineLimit(n, reservesSpace: reserves) }
                return v.lineLimit(n)
            }
        }
        addModifier("lineSpacing", "lineSpacing(_ lineSpacing: CGFloat)") { v, a, ev in v.lineSpacing(try a.require(nil, CGFloat.self, ev)) }
        addModifier("minimumScaleFactor", "minimumScaleFactor(_ factor: CGFloat)") { v, a, ev in
            v.minimumScaleFactor(try a.require(nil, CGFloat.self, ev))
        }
        addModifier("allowsTightening", "allowsTightening(_ flag: Bool)") { v, a, ev in v.allowsTightening(try a.require(nil, Bool.self, ev)) }
        addModifier("textCase", "textCase(_ textCase: Text.Case?)") { v, a, ev in v.textCase(try a.take(nil, Text.Case.self, ev)) }
        addModifier("bold", "bold(_ isActive: Bool = true)") { v, a, ev in v.bold(try a.take(nil, Bool.self, ev) ?? true) }
        addModifier("italic", "italic(_ isActive: Bool = true)") { v, a, ev in v.italic(try a.take(nil, Bool.self, ev) ?? true) }
        addModifier("fontWeight", "fontWeight(_ weight: Font.Weight?)") { v, a, ev in v.fontWeight(try a.take(nil, Font.Weight.self, ev)) }
        addModifier("fontDesign", "fontDesign(_ design: Font.Design?)") { v, a, ev in v.fontDesign(try a.take(nil, Font.Design.self, ev)) }
        addModifier("monospaced", "monospaced(_ isActive: Bool = true)") { v, a, ev in v.monospaced(try a.take(nil, Bool.self, ev) ?? true) }
        addModifier("monospacedDigit", "monospacedDigit()") { v, _, _ in v.monospacedDigit() }
        addModifier("kerning", "kerning(_ kerning: CGFloat)") { v, a, ev in v.kerning(try a.require(nil, CGFloat.self, ev)) }
        addModifier("tracking", "tracking(_ tracking: CGFloat)") { v, a, ev in v.tracking(try a.require(nil, CGFloat.self, ev)) }
        addModifier("baselineOffset", "baselineOffset(_ baselineOffset: CGFloat)") { v, a, ev in
            v.baselineOffset(try a.require(nil, CGFloat.self, ev))
        }
        for name in ["underline", "strikethrough"] {
            addModifier(name, "\(name)(_ isActive:pattern:color:)") { v, a, ev in
                let active = try a.take(nil, Bool.self, ev) ?? true
                let pattern = try a.take("pattern", Text.LineStyle.Pattern.self, ev) ?? .solid
                let color = try a.take("color", Color.self, ev)
                return name == "underline" ? v.underline(active, pattern: pattern, color: color)
                    : v.strikethrough(active, pattern: pattern, color: color)
            }
        }
        addModifier("imageScale", "imageScale(_ scale: Image.Scale)") { v, a, ev in v.imageScale(try a.require(nil, Image.Scale.self, ev)) }
        addModifier("symbolVariant", "symbolVariant(_ variant: SymbolVariants)") { v, a, ev in
            v.symbolVariant(try a.require(nil, SymbolVariants.self, ev))
        }

        addStaticNative("Text.Case", ["uppercase": Text.Case.uppercase, "lowercase": Text.Case.lowercase])
        addStaticNative("Text.LineStyle.Pattern", ["solid": Text.LineStyle.Pattern.solid, "dot": Text.LineStyle.Pattern.dot,
                                                   "dash": Text.LineStyle.Pattern.dash, "dashot": Text.LineStyle.Pattern.dashot,
                                                   "dashDotDot": Text.LineStyle.Pattern.dashDotDot])
        addStaticNative("Image.Scale", ["small": Image.Scale.small, "medium": Image.Scale.medium, "large": Image.Scale.large])
        addStaticNative("SymbolVariants", ["none": SymbolVariants.none, "fill": SymbolVariants.fill, "circle": SymbolVariants.circle,
                                           "square": SymbolVariants.square, "rectangle": SymbolVariants.rectangle,
                                           "slash": SymbolVariants.slash])
        registerTextMethods()
    }

    /// Text methods that return Text.
    private func registerTextMethods() {
        func text(_ name: String, _ signature: String, _ body: @escaping (Text, Arguments, Evaluator) throws -> Text) {
            addMethod(name, on: .text, signature) { r, a, ev in
                guard case let .view(.text(t, _)) = r else { return r }
                let result = try body(t, a, ev)
                try a.finish()
                return .view(.text(result))
            }
        }
        text("font", "font(_ font: Font?)") { t, a, ev in t.font(try a.take(nil, Font.self, ev)) }
        text("bold", "bold(_ isActive: Bool = true)") { t, a, ev in t.bold(try a.take(nil, Bool.self, ev) ?? true) }
        text("italic", "italic(_ isActive: Bool = true)") { t, a, ev in t.italic(try a.take(nil, Bool.self, ev) ?? true) }
        text("fontWeight", "fontWeight(_ weight: Font.Weight?)") { t, a, ev in t.fontWeight(try a.take(nil, Font.Weight.self, ev)) }
        text("fontDesign", "fontDesign(_ design: Font.Design?)") { t, a, ev in t.fontDesign(try a.take(nil, Font.Design.self, ev)) }
        text("monospaced", "monospaced(_ isActive: Bool = true)") { t, a, ev in t.monospaced(try a.take(nil, Bool.self, ev) ?? true) }
        text("monospacedDigit", "monospacedDigit()") { t, _, _ in t.monospacedDigit() }
        text("foregroundColor", "foregroundColor(_ color: Color?)") { t, a, ev in t.foregroundColor(try a.take(nil, Color.self, ev)) }
        text("foregroundStyle", "foregroundStyle(_ style:)") { t, a, ev in t.foregroundStyle(try a.require(nil, AnyShapeStyle.self, ev)) }
        text("kerning", "kerning(_ kerning: CGFloat)") { t, a, ev in t.kerning(try a.require(nil, CGFloat.self, ev)) }
        text("tracking", "tracking(_ tracking: CGFloat)") { t, a, ev in t.tracking(try a.require(nil, CGFloat.self, ev)) }
        text("baselineOffset", "baselineOffset(_ offset: CGFloat)") { t, a, ev in t.baselineOffset(try a.require(nil, CGFloat.self, ev)) }
        text("underline", "underline(_ isActive:pattern:color:)") { t, a, ev in
            let active = try a.take(nil, Bool.self, ev) ?? true
            let color = try a.take("color", Color.self, ev)
            if let pattern = try a.take("pattern", Text.LineStyle.Pattern.self, ev) { return t.underline(active, pattern: pattern, color: color) }
            return t.underline(active, color: color)
        }
        text("strikethrough", "strikethrough(_ isActive:pattern:color:)") { t, a, ev in
            let active = try a.take(nil, Bool.self, ev) ?? true
            let color = try a.take("color", Color.self, ev)
            if let pattern = try a.take("pattern", Text.LineStyle.Pattern.self, ev) { return t.strikethrough(active, pattern: pattern, color: color) }
            return t.strikethrough(active, color: color)
        }
    }
}
