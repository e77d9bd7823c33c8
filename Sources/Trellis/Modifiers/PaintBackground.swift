import Foundation

// Backgrounds, overlays and borders of a shape style: a shape filling the view's bounds, laid out
// like `background { ... }` content.
extension View {
    /// Fills the view's bounds behind it with a style. (A `Color` given by type, as in
    /// `.background(Color.red)`, is the view version: the same pixels and layout.)
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(alignment: .center) { Rectangle().fill(style) }
    }

    /// Fills a shape in the view's bounds behind it with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// Fills a shape in the view's bounds behind it with the background style.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(alignment: .center) { shape.fill(BackgroundStyle(), style: fillStyle) }
    }

    /// Fills the view's bounds in front of it with a style.
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(alignment: .center) { Rectangle().fill(style) }
    }

    /// Fills a shape in the view's bounds in front of it with a style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// A border inside the view's bounds: SwiftUI's `overlay(Rectangle().strokeBorder(content, lineWidth: width))`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(alignment: .center) { Rectangle().strokeBorder(content, lineWidth: width) }
    }
}
