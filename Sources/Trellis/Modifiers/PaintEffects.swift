import Foundation

// Render effects: they change the pixels of a view and everything in it, never its layout.
nonisolated extension View {
    /// Draws a shadow of the view's drawing, blurred by `radius` and moved by (x, y); layout is
    /// unchanged.
    /// - Parameters:
    ///   - color: The shadow's colour (default black at a third of full opacity, SwiftUI's).
    ///   - radius: The blur radius; negative and non-finite values count as 0.
    ///   - x: The horizontal offset of the shadow.
    ///   - y: The vertical offset of the shadow.
    /// - Returns: A view drawn with a shadow.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return modifier(AttributeModifier { $0.drawing.effects.append(.shadow(color: color, radius: max(clean(radius), 0), x: clean(x), y: clean(y))) })
    }

    /// Blurs the view's drawing (a Gaussian of standard deviation `radius`); layout is unchanged.
    /// - Parameters:
    ///   - radius: The blur radius; negative and non-finite values count as 0.
    ///   - opaque: Whether the blur stays inside the drawing's bounds instead of spreading a
    ///     soft edge outward.
    /// - Returns: A view drawn blurred.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(AttributeModifier { $0.drawing.effects.append(.blur(radius: radius.isFinite ? max(radius, 0) : 0, opaque: opaque)) })
    }

    /// Rotates the drawing about a point of the view's bounds (clockwise for positive angles).
    /// The view keeps its unrotated frame in layout, so a rotated view may overlap its neighbours.
    /// - Parameters:
    ///   - angle: The rotation; non-finite angles count as 0.
    ///   - anchor: The point of the view's bounds it rotates about (default its centre).
    /// - Returns: A view drawn rotated.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let a = angle.radians.isFinite ? angle : .zero
        return modifier(AttributeModifier { $0.drawing.effects.append(.transform(rotation: a, scaleX: 1, scaleY: 1, anchor: anchor)) })
    }

    /// Scales what this view draws by the width and height of `scale` about `anchor`; layout is
    /// unchanged.
    /// - Parameters:
    ///   - scale: The horizontal and vertical scale factors.
    ///   - anchor: The point of the view's bounds that stays fixed (default its centre).
    /// - Returns: A view drawn scaled.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Scales what this view draws by `s` on both axes about `anchor`; layout is unchanged.
    /// - Parameters:
    ///   - s: The scale factor.
    ///   - anchor: The point of the view's bounds that stays fixed (default its centre).
    /// - Returns: A view drawn scaled.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(x: s, y: s, anchor: anchor) }

    /// Scales what this view draws by `x` and `y` about `anchor`; layout is unchanged, so a scaled
    /// view may overlap its neighbours or leave space. Negative factors mirror it; non-finite
    /// factors count as 1.
    /// - Parameters:
    ///   - x: The horizontal scale factor.
    ///   - y: The vertical scale factor.
    ///   - anchor: The point of the view's bounds that stays fixed (default its centre).
    /// - Returns: A view drawn scaled.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        let sx = x.isFinite ? x : 1, sy = y.isFinite ? y : 1
        return modifier(AttributeModifier { $0.drawing.effects.append(.transform(rotation: .zero, scaleX: sx, scaleY: sy, anchor: anchor)) })
    }
}
