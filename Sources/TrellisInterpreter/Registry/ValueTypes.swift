import Foundation
import SwiftSyntax
@_spi(Interpreter) import Trellis

/// Engine value types: alignments, edges, axes, fonts, sizes, Dynamic Type, size classes, and
/// Swift's number conversions and math functions.
extension Registry {
    func registerValueTypes() {
        addStaticNative("HorizontalAlignment", ["leading": HorizontalAlignment.leading, "center": HorizontalAlignment.center,
                                                "trailing": HorizontalAlignment.trailing])
        addType("HorizontalAlignment", signatures: ["HorizontalAlignment(_ id: AlignmentID.Type)"]) { a, ev in
            .native(HorizontalAlignment(try Registry.customGuide(a, ev)))
        }
        addStaticNative("VerticalAlignment", ["top": VerticalAlignment.top, "center": VerticalAlignment.center,
                                              "bottom": VerticalAlignment.bottom,
                                              "firstTextBaseline": VerticalAlignment.firstTextBaseline,
                                              "lastTextBaseline": VerticalAlignment.lastTextBaseline])
        addType("VerticalAlignment", signatures: ["VerticalAlignment(_ id: AlignmentID.Type)"]) { a, ev in
            .native(VerticalAlignment(try Registry.customGuide(a, ev)))
        }
        addStaticNative("Alignment", [
            "center": Alignment.center, "leading": Alignment.leading, "trailing": Alignment.trailing,
            "top": Alignment.top, "bottom": Alignment.bottom, "topLeading": Alignment.topLeading,
            "topTrailing": Alignment.topTrailing, "bottomLeading": Alignment.bottomLeading,
            "bottomTrailing": Alignment.bottomTrailing,
            "centerFirstTextBaseline": Alignment.centerFirstTextBaseline, "centerLastTextBaseline": Alignment.centerLastTextBaseline,
            "leadingFirstTextBaseline": Alignment.leadingFirstTextBaseline, "leadingLastTextBaseline": Alignment.leadingLastTextBaseline,
            "trailingFirstTextBaseline": Alignment.trailingFirstTextBaseline, "trailingLastTextBaseline": Alignment.trailingLastTextBaseline,
        ])
        addType("Alignment", signatures: ["Alignment(horizontal:vertical:)"]) { a, ev in
            let h = try a.require("horizontal", HorizontalAlignment.self, ev)
            let v = try a.require("vertical", VerticalAlignment.self, ev)
            try a.finish()
            return .native(Alignment(horizontal: h, vertical: v))
        }
        addStaticNative("UnitPoint", [
            "zero": UnitPoint.zero, "center": UnitPoint.center, "leading": UnitPoint.leading, "trailing": UnitPoint.trailing,
            "top": UnitPoint.top, "bottom": UnitPoint.bottom, "topLeading": UnitPoint.topLeading,
            "topTrailing": UnitPoint.topTrailing, "bottomLeading": UnitPoint.bottomLeading, "bottomTrailing": UnitPoint.bottomTrailing,
        ])
        addType("UnitPoint", signatures: ["UnitPoint(x:y:)"]) { a, ev in
            let x = try a.take("x", CGFloat.self, ev) ?? 0
            let y = try a.take("y", CGFloat.self, ev) ?? 0
            try a.finish()
            return .native(UnitPoint(x: x, y: y))
        }

        addStaticNative("Edge", ["top": Edge.top, "leading": Edge.leading, "bottom": Edge.bottom, "trailing": Edge.trailing])
        addStaticNative("Edge.Set", ["top": Edge.Set.top, "leading": Edge.Set.leading, "bottom": Edge.Set.bottom,
                                     "trailing": Edge.Set.trailing, "all": Edge.Set.all, "horizontal": Edge.Set.horizontal,
                                     "vertical": Edge.Set.vertical])
        addStaticNative("Axis", ["horizontal": Axis.horizontal, "vertical": Axis.vertical])
        addStaticNative("Axis.Set", ["horizontal": Axis.Set.horizontal, "vertical": Axis.Set.vertical])
        addType("EdgeInsets", signatures: ["EdgeInsets(top:leading:bottom:trailing:)"]) { a, ev in
            let top = try a.take("top", CGFloat.self, ev) ?? 0
            let leading = try a.take("leading", CGFloat.self, ev) ?? 0
            let bottom = try a.take("bottom", CGFloat.self, ev) ?? 0
            let trailing = try a.take("trailing", CGFloat.self, ev) ?? 0
            try a.finish()
            return .native(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
        }
        addType("CGSize", signatures: ["CGSize(width:height:)"]) { a, ev in
            let w = try a.take("width", CGFloat.self, ev) ?? 0
            let h = try a.take("height", CGFloat.self, ev) ?? 0
            try a.finish()
            return .native(CGSize(width: w, height: h))
        }
        addStaticNative("CGSize", ["zero": CGSize.zero])
        addType("CGPoint", signatures: ["CGPoint(x:y:)"]) { a, ev in
            let x = try a.take("x", CGFloat.self, ev) ?? 0
            let y = try a.take("y", CGFloat.self, ev) ?? 0
            try a.finish()
            return .native(CGPoint(x: x, y: y))
        }
        addStaticNative("CGPoint", ["zero": CGPoint.zero])

        addStaticNative("ContentMode", ["fit": ContentMode.fit, "fill": ContentMode.fill])
        addStaticNative("TextAlignment", ["leading": TextAlignment.leading, "center": TextAlignment.center, "trailing": TextAlignment.trailing])
        addStaticNative("Text.TruncationMode", ["head": Text.TruncationMode.head, "middle": Text.TruncationMode.middle,
                                                "tail": Text.TruncationMode.tail])
        var sizes: [String: Any] = [:]
        for s in DynamicTypeSize.allCases { sizes[String(describing: s)] = s }
        addStaticNative("DynamicTypeSize", sizes)
        addStaticNative("UserInterfaceSizeClass", ["compact": UserInterfaceSizeClass.compact, "regular": UserInterfaceSizeClass.regular])
        addStaticNative("LayoutDirection", ["leftToRight": LayoutDirection.leftToRight, "rightToLeft": LayoutDirection.rightToLeft])
        addStaticNative("ColorScheme", ["light": ColorScheme.light, "dark": ColorScheme.dark])

        registerFonts()
        registerNumbers()
    }

    /// `VerticalAlignment(Mid.self)`: the file's `enum Mid: AlignmentID`.
    static func customGuide(_ a: Arguments, _ ev: Evaluator) throws -> AlignmentGuideIdentity {
        guard let (v, node) = a.takeRaw(nil) else {
            throw EvaluationError(a.node, "\(a.callee) needs an alignment ID type: \(a.callee)(MyGuide.self)")
        }
        try a.finish()
        guard case let .type(t) = v, let decl = ev.program.enums[t.name] else {
            throw EvaluationError(node, "\(a.callee)(_:) needs an enum of this file that conforms to AlignmentID, written 'Name.self'")
        }
        guard decl.isAlignmentID else {
            throw EvaluationError(node, "'\(decl.name)' must conform to AlignmentID to be used as an alignment guide")
        }
        return ev.file.guide(decl)
    }

    private func registerFonts() {
        let styles: [String: Font] = [
            "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
            "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote, "caption": .caption,
            "caption2": .caption2,
        ]
        addStaticNative("Font", styles)
        var textStyles: [String: Any] = [:]
        for s in Font.TextStyle.allCases { textStyles[String(describing: s)] = s }
        addStaticNative("Font.TextStyle", textStyles)
        addStaticNative("Font.Weight", ["ultraLight": Font.Weight.ultraLight, "thin": Font.Weight.thin, "light": Font.Weight.light,
                                        "regular": Font.Weight.regular, "medium": Font.Weight.medium, "semibold": Font.Weight.semibold,
                                        "bold": Font.Weight.bold, "heavy": Font.Weight.heavy, "black": Font.Weight.black])
        addStaticNative("Font.Design", ["default": Font.Design.default, "serif": Font.Design.serif,
                                        "rounded": Font.Design.rounded, "monospaced": Font.Design.monospaced])
        addStaticFunction("Font", "system", "system(size:weight:design:) or system(_ style:design:weight:)") { a, ev in
            if let size = try a.take("size", CGFloat.self, ev) {
                let weight = try a.take("weight", Font.Weight.self, ev)
                let design = try a.take("design", Font.Design.self, ev)
                try a.finish()
                return .native(Font.system(size: size, weight: weight, design: design))
            }
            let style = try a.require(nil, Font.TextStyle.self, ev)
            let design = try a.take("design", Font.Design.self, ev)
            let weight = try a.take("weight", Font.Weight.self, ev)
            try a.finish()
            return .native(Font.system(style, design: design, weight: weight))
        }
        addStaticFunction("Font", "custom", "custom(_ name:size:) or custom(_ name:fixedSize:)") { a, ev in
            let name = try a.require(nil, String.self, ev)
            if let fixed = try a.take("fixedSize", CGFloat.self, ev) {
                try a.finish()
                return .native(Font.custom(name, fixedSize: fixed))
            }
            let size = try a.require("size", CGFloat.self, ev)
            if let style = try a.take("relativeTo", Font.TextStyle.self, ev) {
                try a.finish()
                return .native(Font.custom(name, size: size, relativeTo: style))
            }
            try a.finish()
            return .native(Font.custom(name, size: size))
        }
    }

    private func registerNumbers() {
        for name in ["Double", "CGFloat", "Float"] {
            addType(name, signatures: ["\(name)(_ value:)"]) { a, ev in
                // `CGFloat(7 / 2)` converts the Int quotient, as Swift's literal typing does.
                if let item = a.items.first(where: { $0.label == nil && !$0.used }), let q = Registry.integerQuotient(item.node) {
                    _ = a.takeRaw(nil)
                    try a.finish()
                    return .double(Double(q))
                }
                let v = try a.require(nil, Double.self, ev)
                try a.finish()
                return .double(v)
            }
            for (member, value) in ["infinity": Double.infinity, "nan": .nan, "zero": 0, "pi": .pi,
                                    "greatestFiniteMagnitude": .greatestFiniteMagnitude] {
                addStatic(name, member) { .double(value) }
            }
        }
        addStatic("Int", "max") { .int(Int.max) }
        addStatic("Int", "min") { .int(Int.min) }
        addStatic("Int", "zero") { .int(0) }
        addType("Int", signatures: ["Int(_ value:)"]) { a, ev in
            guard let (v, node) = a.takeRaw(nil) else { throw EvaluationError(a.node, "Int(_:) needs a value") }
            try a.finish()
            switch v {
            case let .int(i): return .int(i)
            case .string(let s): return Int(s).map { .int($0) } ?? .none
            default:
                let d = try Double.convert(v, ev, node, what: "Int(_:)")
                guard d.isFinite, abs(d) < 9.2e18 else { throw EvaluationError(node, "\(d) cannot be converted to Int") }
                return .int(Int(d))
            }
        }
        addType("String", signatures: ["String(_ value:)", "String(repeating:count:)"]) { a, ev in
            if let (v, node) = a.takeRaw("repeating") {
                let part = try ev.text(of: v, node)
                let count = try a.require("count", Int.self, ev)
                try a.finish()
                guard count >= 0 else { throw EvaluationError(a.node, "String(repeating:count:) needs a count of 0 or more, not \(count)") }
                let (bytes, overflow) = part.utf8.count.multipliedReportingOverflow(by: count)
                try ev.checkStringLength(overflow ? Int.max : bytes, a.node)
                return .string(String(repeating: part, count: count))
            }
            guard let (v, node) = a.takeRaw(nil) else { return .string("") }
            try a.finish()
            return .string(try ev.text(of: v, node))
        }
        addType("Array", signatures: ["Array(_ sequence:)", "Array(repeating:count:)"]) { a, ev in
            if let (element, _) = a.takeRaw("repeating") {
                let count = try a.require("count", Int.self, ev)
                try a.finish()
                guard count >= 0, count <= EvaluationLimits.maximumForEachItems else {
                    throw EvaluationError(a.node, "Array(repeating:count:) needs a count from 0 to \(EvaluationLimits.maximumForEachItems)")
                }
                try ev.checkArrayCount(count, a.node)
                return .array(Array(repeating: element, count: count))
            }
            guard let (v, node) = a.takeRaw(nil) else { return .array([]) }
            try a.finish()
            switch v {
            case .array: return v
            case let .range(r):
                guard r.count <= EvaluationLimits.maximumForEachItems * 10 else {
                    throw EvaluationError(node, "Array(_:) of \(r.count) items is over the limit")
                }
                return .array(r.map { .int($0) })
            default: throw mismatch(v, "a range or an array", node, what: "Array(_:)")
            }
        }
    }

    /// The Int value of `a / b` written with two integer literals.
    static func integerQuotient(_ node: Syntax) -> Int? {
        guard let e = node.as(InfixOperatorExprSyntax.self), e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
              let a = e.leftOperand.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
              let b = e.rightOperand.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }), b != 0 else { return nil }
        return a / b
    }

    static let builtinFunctions: Set<String> = ["min", "max", "abs", "floor", "ceil", "round", "sqrt", "sin", "cos", "tan", "atan2", "pow",
                                                "stride", "zip"]

    /// Swift's free functions a layout may use.
    static func builtin(_ name: String) -> ((Arguments, Evaluator) throws -> Value)? {
        switch name {
        case "min", "max":
            return { a, ev in
                var values: [Value] = []
                while let (v, _) = a.takeRaw(nil) { values.append(v) }
                try a.finish()
                guard values.count >= 2 else { throw EvaluationError(a.node, "\(name)(_:_:) needs at least two values") }
                if values.allSatisfy({ if case .int = $0 { return true } else { return false } }) {
                    let ints = values.map { if case let .int(i) = $0 { return i } else { return 0 } }
                    return .int(name == "min" ? ints.min()! : ints.max()!)
                }
                let ds = try values.map { try Double.convert($0, ev, a.node, what: "\(name)(_:_:)") }
                return .double(name == "min" ? ds.min()! : ds.max()!)
            }
        case "abs":
            return { a, ev in
                guard let (v, node) = a.takeRaw(nil) else { throw EvaluationError(a.node, "abs(_:) needs a value") }
                try a.finish()
                if case let .int(i) = v {
                    guard i != Int.min else { throw EvaluationError(node, "arithmetic overflow: abs(\(i)) is not an Int") }
                    return .int(abs(i))
                }
                return .double(abs(try Double.convert(v, ev, node, what: "abs(_:)")))
            }
        case "floor", "ceil", "round", "sqrt", "sin", "cos", "tan":
            return { a, ev in
                let x = try a.require(nil, Double.self, ev)
                try a.finish()
                switch name {
                case "floor": return .double(x.rounded(.down))
                case "ceil": return .double(x.rounded(.up))
                case "round": return .double(x.rounded())
                case "sqrt": return .double(x.squareRoot())
                case "sin": return .double(sin(x))
                case "cos": return .double(cos(x))
                default: return .double(tan(x))
                }
            }
        case "stride":
            return { a, ev in
                let (from, fromNode) = try a.takeRaw("from") ?? { throw EvaluationError(a.node, "stride needs from:, to: or through:, and by:") }()
                let through = a.has("through")
                guard let (end, endNode) = a.takeRaw(through ? "through" : "to"), let (by, byNode) = a.takeRaw("by") else {
                    throw EvaluationError(a.node, "stride needs from:, to: or through:, and by:")
                }
                try a.finish()
                if case let .int(f) = from, case let .int(e) = end, case let .int(b) = by {
                    guard b != 0 else { throw EvaluationError(byNode, "stride needs a step other than 0") }
                    // Counted before anything is made, and stepped with checked additions.
                    let limit = EvaluationLimits.maximumForEachItems * 10
                    let span = (Double(e) - Double(f)) / Double(b)
                    guard span < Double(limit) else { throw EvaluationError(a.node, "stride of more than \(limit) values is over the limit") }
                    var values: [Value] = []
                    var x = f
                    while b > 0 ? (through ? x <= e : x < e) : (through ? x >= e : x > e) {
                        values.append(.int(x))
                        let next = x.addingReportingOverflow(b)
                        if next.overflow { break }
                        x = next.partialValue
                    }
                    return .array(values)
                }
                let f = try Double.convert(from, ev, fromNode, what: "from:")
                let e = try Double.convert(end, ev, endNode, what: through ? "through:" : "to:")
                let b = try Double.convert(by, ev, byNode, what: "by:")
                guard b != 0, b.isFinite, f.isFinite, e.isFinite, abs((e - f) / b) <= Double(EvaluationLimits.maximumForEachItems * 10) else {
                    throw EvaluationError(byNode, "stride needs a finite step other than 0 and at most \(EvaluationLimits.maximumForEachItems * 10) values")
                }
                let values = through ? Array(stride(from: f, through: e, by: b)) : Array(stride(from: f, to: e, by: b))
                return .array(values.map { .double($0) })
            }
        case "zip":
            return { a, ev in
                guard let (x, xNode) = a.takeRaw(nil), let (y, yNode) = a.takeRaw(nil) else {
                    throw EvaluationError(a.node, "zip needs two sequences")
                }
                try a.finish()
                let xs = try ev.elements(of: x, xNode), ys = try ev.elements(of: y, yNode)
                return .array(zip(xs, ys).map { .tuple([.init(label: nil, value: $0), .init(label: nil, value: $1)]) })
            }
        case "atan2", "pow":
            return { a, ev in
                let x = try a.require(nil, Double.self, ev)
                let y = try a.require(nil, Double.self, ev)
                try a.finish()
                return .double(name == "pow" ? pow(x, y) : atan2(x, y))
            }
        default:
            return nil
        }
    }
}
