import Foundation

// Render effects: they change the pixels of a view and everything in it, never its layout.
extension View {
    /// A shadow of the view's drawing, blurred by `radius` and moved by (x, y).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return modifier(AttributeModifier { $0.drawing.effects.append(.shadow(color: color, radius: max(clean(radius), 0), x: clean(x), y: clean(y))) })
    }

    /// Blurs the view's drawing (a Gaussian of standard deviation `radius`).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(AttributeModifier { $0.drawing.effects.append(.blur(radius: radius.isFinite ? max(radius, 0) : 0, opaque: opaque)) })
    }

    /// Rotates the drawing about a point of the view's bounds (clockwise for positive angles).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let a = angle.radians.isFinite ? angle : .zero
        return modifier(AttributeModifier { $0.drawing.effects.append(.transform(rotation: a, scaleX: 1, scaleY: 1, anchor: anchor)) })
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(x: s, y: s, anchor: anchor) }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        let sx = x.isFinite ? x : 1, sy = y.isFinite ? y : 1
        return modifier(AttributeModifier { $0.drawing.effects.append(.transform(rotation: .zero, scaleX: sx, scaleY: sy, anchor: anchor)) })
    }
}
