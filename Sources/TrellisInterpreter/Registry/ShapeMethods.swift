import Foundation
import SwiftSyntax
@_spi(Interpreter) import Trellis

/// Shape methods: `fill`, `stroke`, `strokeBorder`, `inset(by:)`. Filling or stroking with a
/// style makes a view; `stroke(lineWidth:)` and `inset(by:)` keep a shape.
extension Registry {
    func registerShapeMethods() {
        func shapeMethod(_ name: String, _ signature: String, _ body: @escaping (any Shape, String, Arguments, Evaluator) throws -> Value) {
            addMethod(name, on: .shape, signature) { r, a, ev in
                guard case let .view(.shape(s, tag)) = r else { return r }
                let result = try body(s, tag.name, a, ev)
                try a.finish()
                // A filled or stroked shape is the shape's node: it keeps where the shape was written.
                if case let .view(.any(view, name)) = result, let source = tag.source {
                    return .view(.any(AnyView(view, locatedAt: source), name: name))
                }
                return result
            }
        }
        shapeMethod("fill", "fill(_ content:style:)") { s, name, a, ev in
            let style = try a.take(nil, AnyShapeStyle.self, ev) ?? AnyShapeStyle(ForegroundStyle())
            let fillStyle = try a.take("style", FillStyle.self, ev) ?? FillStyle()
            func fill<S: Shape>(_ shape: S) -> any View { shape.fill(style, style: fillStyle) }
            return .view(.wrap(fill(s), name: name))
        }
        shapeMethod("stroke", "stroke(_ content:lineWidth:), stroke(_ content:style:), stroke(lineWidth:) or stroke(style:)") { s, name, a, ev in
            let content = try a.take(nil, AnyShapeStyle.self, ev)
            let strokeStyle = try a.take("style", StrokeStyle.self, ev)
            let width = try a.take("lineWidth", CGFloat.self, ev) ?? 1
            _ = a.takeRaw("antialiased")
            func stroke<S: Shape>(_ shape: S) -> Value {
                let style = strokeStyle ?? StrokeStyle(lineWidth: width)
                if let content { return .view(.wrap(shape.stroke(content, style: style), name: name)) }
                return .view(.shape(shape.stroke(style: style), name: name))
            }
            return stroke(s)
        }
        shapeMethod("strokeBorder", "strokeBorder(_ content:lineWidth:) or strokeBorder(_ content:style:)") { s, name, a, ev in
            let content = try a.take(nil, AnyShapeStyle.self, ev) ?? AnyShapeStyle(ForegroundStyle())
            let strokeStyle = try a.take("style", StrokeStyle.self, ev)
            let width = try a.take("lineWidth", CGFloat.self, ev) ?? 1
            _ = a.takeRaw("antialiased")
            func stroke<S: InsettableShape>(_ shape: S) -> any View {
                shape.strokeBorder(content, style: strokeStyle ?? StrokeStyle(lineWidth: width))
            }
            guard let insettable = s as? any InsettableShape else {
                throw EvaluationError(a.node, "strokeBorder applies to Rectangle, RoundedRectangle, Circle, Ellipse and Capsule")
            }
            return .view(.wrap(stroke(insettable), name: name))
        }
        shapeMethod("inset", "inset(by:)") { s, name, a, ev in
            let amount = try a.require("by", CGFloat.self, ev)
            func inset<S: InsettableShape>(_ shape: S) -> any Shape { shape.inset(by: amount) }
            guard let insettable = s as? any InsettableShape else {
                throw EvaluationError(a.node, "inset(by:) applies to Rectangle, RoundedRectangle, Circle, Ellipse and Capsule")
            }
            return .view(.shape(inset(insettable), name: name))
        }
    }
}
