import Foundation

// Clipping: what is drawn outside a shape in the view's bounds is cut away (layout unchanged).
extension View {
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let outline = displayOutline(of: shape)
        return modifier(AttributeModifier { $0.drawing.effects.append(.clip(outline, style)) })
    }

    /// Clips to the view's bounds.
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    /// Clips to a rounded rectangle with circular corners of `radius`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius.isFinite ? max(radius, 0) : 0, style: .circular))
    }
}
