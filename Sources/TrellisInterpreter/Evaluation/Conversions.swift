import Foundation
import SwiftSyntax
import Trellis

/// A Swift type an argument can be converted to, with SwiftUI's implicit members.
protocol FileConvertible {
    /// The name in messages ("CGFloat", "HorizontalAlignment").
    static var fileTypeName: String { get }
    /// `what` names the place in messages ("'spacing:' of VStack"); made only for a message.
    static func convert(_ v: Value, _ ev: Evaluator, _ node: some SyntaxProtocol, what: @autoclosure () -> String) throws -> Self
}

func mismatch(_ v: Value, _ expected: String, _ node: some SyntaxProtocol, what: String) -> EvaluationError {
    let place = what.isEmpty ? "" : "\(what) "
    return EvaluationError(node, "\(place)expects \(expected), found \(v.typeDescription)")
}

/// Engine value types: a `.native` value of the type, or an implicit member resolved through
/// the registry (`.leading`, `.system(size: 12)`).
protocol NativeConvertible: FileConvertible {}

extension NativeConvertible {
    static func convert(_ v: Value, _ ev: Evaluator, _ node: some SyntaxProtocol, what: @autoclosure () -> String) throws -> Self {
        switch v {
        case let .native(n as Self):
            return n
        case let .implicitMember(m):
            let r = try ev.staticMember(ofType: fileTypeName, m.name, arguments: m.arguments, node: m.node)
            if case let .native(n as Self) = r { return n }
            throw mismatch(r, fileTypeName, m.node, what: what())
        default:
            throw mismatch(v, fileTypeName, node, what: what())
        }
    }
}

private let numberMembers: [String: Double] = [
    "infinity": .infinity, "nan": .nan, "zero": 0, "pi": .pi,
    "greatestFiniteMagnitude": .greatestFiniteMagnitude, "leastNonzeroMagnitude": .leastNonzeroMagnitude,
]

extension Double: FileConvertible {
    static var fileTypeName: String { "Double" }
    static func convert(_ v: Value, _ ev: Evaluator, _ node: some SyntaxProtocol, what: @autoclosure () -> String) throws -> Double {
        switch v {
        case let .int(i): return Double(i)
        case let .double(d): return d
        case let .native(n as CGFloat): return Double(n)
        case let .implicitMember(m) where m.arguments == nil:
            if let d = numberMembers[m.name] { return d }
            throw EvaluationError(m.node, "'.\(m.name)' is not a number; numbers have .infinity, .nan, .zero, .pi")
        default: throw mismatch(v, "a number", node, what: what())
        }
    }
}

extension CGFloat: FileConvertible {
    static var fileTypeName: String { "CGFloat" }
    static func convert(_ v: Value, _ ev: Evaluator, _ node: some SyntaxProtocol, what: @autoclosure () -> String) throws -> CGFloat {
        CGFloat(try Double.convert(v, ev, node, what: what()))
    }
}

extension Int: FileConvertible {
    static var fileTypeName: String { "Int" }
    static func convert(_ v: Value, _ ev: Evaluator, _ node: some SyntaxProtocol, what: @autoclosure () -> String) throws -> Int {
        if case let .int(i) = v { return i }
        if case .double = v {
            let what = what()
            throw EvaluationError(node, "\(what.isEmpty ? "" : what + " ")expects Int, found Double; convert with Int(…)")
        }
        throw mismatch(v, "Int", node, what: what())
    }
}

extension Bool: FileConvertible {
    static var fileTypeName: String { "Bool" }
    static func convert(_ v: Value, _ ev: Evaluator, _ node: some SyntaxProtocol, what: @autoclosure () -> String) throws -> Bool {
        if case let .bool(b) = v { return b }
        throw mismatch(v, "Bool", node, what: what())
    }
}

extension String: FileConvertible {
    static var fileTypeName: String { "String" }
    static func convert(_ v: Value, _ ev: Evaluator, _ node: some SyntaxProtocol, what: @autoclosure () -> String) throws -> String {
        if case let .string(s) = v { return s }
        throw mismatch(v, "String", node, what: what())
    }
}

extension AnyView: FileConvertible {
    static var fileTypeName: String { "a view" }
    static func convert(_ v: Value, _ ev: Evaluator, _ node: some SyntaxProtocol, what: @autoclosure () -> String) throws -> AnyView {
        if case .view = v { return try ev.toView(v, node).anyView }
        if case let .implicitMember(m) = v, let c = ev.registry.colors[m.name], m.arguments == nil { return AnyView(c) }
        throw mismatch(v, "a view", node, what: what())
    }
}

extension Color: FileConvertible {
    static var fileTypeName: String { "Color" }
    static func convert(_ v: Value, _ ev: Evaluator, _ node: some SyntaxProtocol, what: @autoclosure () -> String) throws -> Color {
        switch v {
        case let .view(.color(c, _)): return c
        case let .implicitMember(m):
            let r = try ev.staticMember(ofType: "Color", m.name, arguments: m.arguments, node: m.node)
            if case let .view(.color(c, _)) = r { return c }
            throw mismatch(r, "Color", m.node, what: what())
        default: throw mismatch(v, "Color", node, what: what())
        }
    }
}

extension Text: FileConvertible {
    static var fileTypeName: String { "Text" }
    static func convert(_ v: Value, _ ev: Evaluator, _ node: some SyntaxProtocol, what: @autoclosure () -> String) throws -> Text {
        if case let .view(.text(t, _)) = v { return t }
        throw mismatch(v, "Text", node, what: what())
    }
}

extension HorizontalAlignment: NativeConvertible { static var fileTypeName: String { "HorizontalAlignment" } }
extension VerticalAlignment: NativeConvertible { static var fileTypeName: String { "VerticalAlignment" } }
extension Alignment: NativeConvertible { static var fileTypeName: String { "Alignment" } }
extension UnitPoint: NativeConvertible { static var fileTypeName: String { "UnitPoint" } }
extension Font: NativeConvertible { static var fileTypeName: String { "Font" } }
extension Font.Weight: NativeConvertible { static var fileTypeName: String { "Font.Weight" } }
extension Font.TextStyle: NativeConvertible { static var fileTypeName: String { "Font.TextStyle" } }
extension ResolvedFont.Design: NativeConvertible { static var fileTypeName: String { "Font.Design" } }
extension Edge: NativeConvertible { static var fileTypeName: String { "Edge" } }
extension Axis: NativeConvertible { static var fileTypeName: String { "Axis" } }
extension EdgeInsets: NativeConvertible { static var fileTypeName: String { "EdgeInsets" } }
extension ContentMode: NativeConvertible { static var fileTypeName: String { "ContentMode" } }
extension TextAlignment: NativeConvertible { static var fileTypeName: String { "TextAlignment" } }
extension Text.TruncationMode: NativeConvertible { static var fileTypeName: String { "Text.TruncationMode" } }
extension DynamicTypeSize: NativeConvertible { static var fileTypeName: String { "DynamicTypeSize" } }
extension UserInterfaceSizeClass: NativeConvertible { static var fileTypeName: String { "UserInterfaceSizeClass" } }
extension LayoutDirection: NativeConvertible { static var fileTypeName: String { "LayoutDirection" } }
extension ColorScheme: NativeConvertible { static var fileTypeName: String { "ColorScheme" } }
extension CGSize: NativeConvertible { static var fileTypeName: String { "CGSize" } }
extension CGPoint: NativeConvertible { static var fileTypeName: String { "CGPoint" } }

/// Option sets accept a single member or an array literal of members: `.top`, `[.top, .leading]`.
extension Edge.Set: FileConvertible {
    static var fileTypeName: String { "Edge.Set" }
    static func convert(_ v: Value, _ ev: Evaluator, _ node: some SyntaxProtocol, what: @autoclosure () -> String) throws -> Edge.Set {
        switch v {
        case let .native(s as Edge.Set): return s
        case let .native(e as Edge): return Edge.Set(e)
        case let .array(items):
            var set: Edge.Set = []
            for item in items { set.formUnion(try convert(item, ev, node, what: what())) }
            return set
        case let .implicitMember(m):
            let r = try ev.staticMember(ofType: "Edge.Set", m.name, arguments: m.arguments, node: m.node)
            if case let .native(s as Edge.Set) = r { return s }
            throw mismatch(r, fileTypeName, m.node, what: what())
        default: throw mismatch(v, fileTypeName, node, what: what())
        }
    }
}

extension Axis.Set: FileConvertible {
    static var fileTypeName: String { "Axis.Set" }
    static func convert(_ v: Value, _ ev: Evaluator, _ node: some SyntaxProtocol, what: @autoclosure () -> String) throws -> Axis.Set {
        switch v {
        case let .native(s as Axis.Set): return s
        case let .native(a as Axis): return a == .horizontal ? .horizontal : .vertical
        case let .array(items):
            var set: Axis.Set = []
            for item in items { set.formUnion(try convert(item, ev, node, what: what())) }
            return set
        case let .implicitMember(m):
            let r = try ev.staticMember(ofType: "Axis.Set", m.name, arguments: m.arguments, node: m.node)
            if case let .native(s as Axis.Set) = r { return s }
            throw mismatch(r, fileTypeName, m.node, what: what())
        default: throw mismatch(v, fileTypeName, node, what: what())
        }
    }
}

extension Angle: NativeConvertible { static var fileTypeName: String { "Angle" } }
extension GridItem: NativeConvertible { static var fileTypeName: String { "GridItem" } }
extension GridItem.Size: NativeConvertible { static var fileTypeName: String { "GridItem.Size" } }
extension StrokeStyle: NativeConvertible { static var fileTypeName: String { "StrokeStyle" } }
extension FillStyle: NativeConvertible { static var fileTypeName: String { "FillStyle" } }
extension Text.Case: NativeConvertible { static var fileTypeName: String { "Text.Case" } }
extension Text.LineStyle.Pattern: NativeConvertible { static var fileTypeName: String { "Text.LineStyle.Pattern" } }
extension Image.Scale: NativeConvertible { static var fileTypeName: String { "Image.Scale" } }
extension Image.TemplateRenderingMode: NativeConvertible { static var fileTypeName: String { "Image.TemplateRenderingMode" } }
extension Image.Interpolation: NativeConvertible { static var fileTypeName: String { "Image.Interpolation" } }
extension Image.ResizingMode: NativeConvertible { static var fileTypeName: String { "Image.ResizingMode" } }
extension RoundedCornerStyle: NativeConvertible { static var fileTypeName: String { "RoundedCornerStyle" } }
extension SymbolVariants: NativeConvertible { static var fileTypeName: String { "SymbolVariants" } }
extension Color.RGBColorSpace: NativeConvertible { static var fileTypeName: String { "Color.RGBColorSpace" } }
extension Gradient: NativeConvertible { static var fileTypeName: String { "Gradient" } }
extension Gradient.Stop: NativeConvertible { static var fileTypeName: String { "Gradient.Stop" } }
extension PinnedScrollableViews: NativeConvertible { static var fileTypeName: String { "PinnedScrollableViews" } }
extension CGLineCap: NativeConvertible { static var fileTypeName: String { "CGLineCap" } }
extension CGLineJoin: NativeConvertible { static var fileTypeName: String { "CGLineJoin" } }

/// A shape style: a colour, `.secondary` (the foreground's second level), `.background`, a
/// gradient, or any of them with `.opacity(_:)`.
extension AnyShapeStyle: FileConvertible {
    static var fileTypeName: String { "ShapeStyle" }
    static func convert(_ v: Value, _ ev: Evaluator, _ node: some SyntaxProtocol, what: @autoclosure () -> String) throws -> AnyShapeStyle {
        switch v {
        case let .view(.color(c, _)): return AnyShapeStyle(c)
        case let .native(s as AnyShapeStyle): return s
        case let .native(s as any ShapeStyle): return AnyShapeStyle(s)
        case let .implicitMember(m):
            let r = try ev.staticMember(ofType: "ShapeStyle", m.name, arguments: m.arguments, node: m.node)
            return try convert(r, ev, m.node, what: what())
        default: break
        }
        throw mismatch(v, "a shape style (a colour, .secondary, a gradient, …)", node, what: what())
    }
}

/// Any shape (`Circle()`, `RoundedRectangle(cornerRadius: 8)`), for `clipShape(_:)` and `background(_:in:)`.
struct FileShape: FileConvertible {
    let shape: any Shape
    static var fileTypeName: String { "Shape" }
    static func convert(_ v: Value, _ ev: Evaluator, _ node: some SyntaxProtocol, what: @autoclosure () -> String) throws -> FileShape {
        switch v {
        case let .view(.shape(s, _)): return FileShape(shape: s)
        case let .implicitMember(m):
            let r = try ev.staticMember(ofType: "Shape", m.name, arguments: m.arguments, node: m.node)
            return try convert(r, ev, m.node, what: what())
        default:
            throw mismatch(v, "a shape (Rectangle(), Circle(), Capsule(), RoundedRectangle(cornerRadius:), Ellipse())", node, what: what())
        }
    }
}
