import Foundation
import SwiftSyntax
import Trellis

/// Modifiers that change how views are painted, not where: shape-style backgrounds and overlays,
/// borders, foreground styles, shadows, blur, rotation and scale effects, colour effects, clipping
/// and masks.
extension Registry {
    func registerDrawingModifiers() {
        addModifier("foregroundStyle", "foregroundStyle(_ style:) or foregroundStyle(_ primary:_ secondary:_ tertiary:)") { v, a, ev in
            let first = try a.require(nil, AnyShapeStyle.self, ev)
            guard let second = try a.take(nil, AnyShapeStyle.self, ev) else { return v.foregroundStyle(first) }
            guard let third = try a.take(nil, AnyShapeStyle.self, ev) else { return v.foregroundStyle(first, second) }
            return v.foregroundStyle(first, second, third)
        }
        addModifier("foregroundColor", "foregroundColor(_ color: Color?)") { v, a, ev in
            v.foregroundColor(try a.take(nil, Color.self, ev))
        }
        addModifier("border", "border(_ content:width:)") { v, a, ev in
            v.border(try a.require(nil, AnyShapeStyle.self, ev), width: try a.take("width", CGFloat.self, ev) ?? 1)
        }
        addModifier("shadow", "shadow(color:radius:x:y:)") { v, a, ev in
            let radius = try a.require("radius", CGFloat.self, ev)
            let x = try a.take("x", CGFloat.self, ev) ?? 0
            let y = try a.take("y", CGFloat.self, ev) ?? 0
            if let color = try a.take("color", Color.self, ev) { return v.shadow(color: color, radius: radius, x: x, y: y) }
            return v.shadow(radius: radius, x: x, y: y)
        }
        addModifier("blur", "blur(radius:opaque:)") { v, a, ev in
            v.blur(radius: try a.require("radius", CGFloat.self, ev), opaque: try a.take("opaque", Bool.self, ev) ?? false)
        }
        addModifier("rotationEffect", "rotationEffect(_ angle:anchor:)") { v, a, ev in
            v.rotationEffect(try a.require(nil, Angle.self, ev), anchor: try a.take("anchor", UnitPoint.self, ev) ?? .center)
        }
        addModifier("scaleEffect", "scaleEffect(_ s:anchor:), scaleEffect(_ size: CGSize, anchor:) or scaleEffect(x:y:anchor:)") { v, a, ev in
            if let (s, node) = a.takeRaw(nil) {
                let anchor = try a.take("anchor", UnitPoint.self, ev) ?? .center
                if case let .native(size as CGSize) = s { return v.scaleEffect(size, anchor: anchor) }
                return v.scaleEffect(try CGFloat.convert(s, ev, node, what: "scaleEffect(_:)"), anchor: anchor)
            }
            return v.scaleEffect(x: try a.take("x", CGFloat.self, ev) ?? 1, y: try a.take("y", CGFloat.self, ev) ?? 1,
                                 anchor: try a.take("anchor", UnitPoint.self, ev) ?? .center)
        }
        for name in ["brightness", "contrast", "saturation", "grayscale"] {
            addModifier(name, "\(name)(_ amount: Double)") { v, a, ev in
                let amount = try a.require(nil, Double.self, ev)
                switch name {
                case "brightness": return v.brightness(amount)
                case "contrast": return v.contrast(amount)
                case "saturation": return v.saturation(amount)
                default: return v.grayscale(amount)
                }
            }
        }
        addModifier("hueRotation", "hueRotation(_ angle: Angle)") { v, a, ev in v.hueRotation(try a.require(nil, Angle.self, ev)) }
        addModifier("colorInvert", "colorInvert()") { v, _, _ in v.colorInvert() }
        addModifier("colorMultiply", "colorMultiply(_ color: Color)") { v, a, ev in v.colorMultiply(try a.require(nil, Color.self, ev)) }
        addModifier("clipShape", "clipShape(_ shape:style:)") { v, a, ev in
            let shape = try a.require(nil, FileShape.self, ev).shape
            let style = try a.take("style", FillStyle.self, ev) ?? FillStyle()
            func clip<S: Shape>(_ s: S) -> any View { v.clipShape(s, style: style) }
            return clip(shape)
        }
        addModifier("clipped", "clipped(antialiased:)") { v, a, ev in
            v.clipped(antialiased: try a.take("antialiased", Bool.self, ev) ?? false)
        }
        addModifier("cornerRadius", "cornerRadius(_ radius:antialiased:)") { v, a, ev in
            v.cornerRadius(try a.require(nil, CGFloat.self, ev), antialiased: try a.take("antialiased", Bool.self, ev) ?? true)
        }
        addModifier("mask", "mask(alignment:_ mask:) or mask(_ mask:)") { v, a, ev in
            if let closure = a.takeClosure(nil) {
                let alignment = try a.take("alignment", Alignment.self, ev) ?? .center
                let mask = try ev.viewBuilderResult(closure, arguments: []).anyView
                return v.mask(alignment: alignment) { mask }
            }
            return v.mask(try a.require(nil, AnyView.self, ev))
        }
    }

    /// `.background(Color.red)` / `.background { … }` lay out a view; `.background(.red)`,
    /// `.background(.blue, in: Capsule())` and `.background(in: …)` fill with a shape style —
    /// the same overloads Swift picks for the same code.
    func registerStyleLayers() {
        for name in ["overlay", "background"] {
            let isOverlay = name == "overlay"
            addModifier(name, "\(name)(alignment:content:), \(name)(_ view:alignment:), \(name)(_ style:), \(name)(_ style:in:fillStyle:)"
                        + (isOverlay ? "" : " or background(in:fillStyle:)")) { v, a, ev in
                if let closure = a.takeClosure("content") {
                    let alignment = try a.take("alignment", Alignment.self, ev) ?? .center
                    let content = try ev.viewBuilderResult(closure, arguments: []).anyView
                    return isOverlay ? v.overlay(alignment: alignment) { content } : v.background(alignment: alignment) { content }
                }
                if let (shapeValue, shapeNode) = a.takeRaw("in") {
                    let shape = try FileShape.convert(shapeValue, ev, shapeNode, what: "'in:' of .\(name)").shape
                    let fillStyle = try a.take("fillStyle", FillStyle.self, ev) ?? FillStyle()
                    if let style = try a.take(nil, AnyShapeStyle.self, ev) {
                        func layer<S: Shape>(_ s: S) -> any View {
                            isOverlay ? v.overlay(style, in: s, fillStyle: fillStyle) : v.background(style, in: s, fillStyle: fillStyle)
                        }
                        return layer(shape)
                    }
                    guard !isOverlay else {
                        throw EvaluationError(a.node, "overlay(_:in:fillStyle:) needs a shape style before 'in:'")
                    }
                    func layer<S: Shape>(_ s: S) -> any View { v.background(in: s, fillStyle: fillStyle) }
                    return layer(shape)
                }
                let safeAreaEdges = try a.take("ignoresSafeAreaEdges", Edge.Set.self, ev) ?? .all
                guard let (first, node) = a.takeRaw(nil) else {
                    if !isOverlay { return v.background(ignoresSafeAreaEdges: safeAreaEdges) }
                    throw EvaluationError(a.node, ".\(name) needs a view, a shape style or content: .\(name) { … }")
                }
                switch first {
                case let .view(.color(color, _)) where !a.has("alignment"), let .native(color as Color) where !a.has("alignment"):
                    // A Color is the shape-style form in SwiftUI (the view form is disfavoured).
                    return isOverlay ? v.overlay(color, ignoresSafeAreaEdges: safeAreaEdges)
                        : v.background(color, ignoresSafeAreaEdges: safeAreaEdges)
                case .view:
                    let alignment = try a.take("alignment", Alignment.self, ev) ?? .center
                    let layer = try AnyView.convert(first, ev, node, what: ".\(name)(_:)")
                    return isOverlay ? v.overlay(layer, alignment: alignment) : v.background(layer, alignment: alignment)
                case let .native(n as any View):
                    let alignment = try a.take("alignment", Alignment.self, ev) ?? .center
                    let layer = AnyView(n)
                    return isOverlay ? v.overlay(layer, alignment: alignment) : v.background(layer, alignment: alignment)
                default:
                    let style = try AnyShapeStyle.convert(first, ev, node, what: ".\(name)(_:)")
                    return isOverlay ? v.overlay(style, ignoresSafeAreaEdges: safeAreaEdges)
                        : v.background(style, ignoresSafeAreaEdges: safeAreaEdges)
                }
            }
        }
    }
}
