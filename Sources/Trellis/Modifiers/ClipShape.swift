import Foundation

// Clipping: what is drawn outside a shape in the view's bounds is cut away (layout unchanged).
nonisolated extension View {
    /// Clips this view to a shape fitted to its bounds: what it (and its children, overlays and
    /// shadows) draws outside the shape is cut away. Layout is unchanged, and hit areas are too.
    /// ```swift
    /// Image("avatar")
    ///     .resizable()
    ///     .frame(width: 48, height: 48)
    ///     .clipShape(Circle())
    /// ```
    /// - Parameters:
    ///   - shape: The shape to clip to, in the view's bounds.
    ///   - style: The fill rule used to decide what is inside the shape.
    /// - Returns: This view, drawn only inside `shape`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipShapeModifier(shape: shape, style: style))
    }

    /// Clips what this view draws to its bounds; layout is unchanged. Useful after
    /// `scaledToFill()` or an `offset`, whose drawing overflows the frame.
    /// - Parameter antialiased: Accepted for SwiftUI's signature; a rectangle on whole points
    ///   needs no smoothing.
    /// - Returns: This view, drawn only inside its bounds.
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    /// Clips to a rounded rectangle with circular corners of `radius`.
    /// - Parameters:
    ///   - radius: The corner radius, at most half the shorter side (`.infinity`: a capsule);
    ///     negative radii and NaN count as 0.
    ///   - antialiased: Accepted for SwiftUI's signature; corners are always smoothed.
    /// - Returns: This view with rounded corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius.isNaN ? 0 : max(radius, 0), style: .circular))
    }
}

/// `clipShape(_:style:)`: each content node clipped to the shape in its frame.
nonisolated struct ClipShapeModifier<S: Shape>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let shape: S
    let style: FillStyle

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        content(ctx, &nodes)
        // A container-relative shape takes the container shape of the environment the modifier
        // is in (not one set inside it) for each node; any other's outline is the same for all.
        if isContainerRelative(shape) {
            for n in nodes[start...] {
                n.drawing.effects.append(.clip(displayOutline(of: shape, in: ctx.environment, node: n), style))
            }
            return
        }
        let outline = displayOutline(of: shape, in: ctx.environment, node: nil)
        for n in nodes[start...] { n.drawing.effects.append(.clip(outline, style)) }
    }
}
