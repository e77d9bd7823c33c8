import Foundation

// Backgrounds, overlays and borders of a shape style: a shape filling the view's bounds, laid out
// like `background { ... }` content.
nonisolated extension View {
    /// Fills the view's bounds behind it with a style, reaching into the safe area on `edges`
    /// where the view touches it. `.background(Color.red)` is this form, as in SwiftUI.
    ///
    /// The background never changes the view's layout: it is proposed the view's size. Only
    /// where the view's frame touches an edge of the container's safe area does the fill grow
    /// past it to the screen's edge, so a full-screen view's background covers the status bar.
    ///
    /// ```swift
    /// VStack { Text("Settings") }
    ///     .frame(maxWidth: .infinity, maxHeight: .infinity)
    ///     .background(.yellow)          // fills the screen, safe area included
    /// ```
    /// - Parameters:
    ///   - style: The colour, gradient or style to fill with.
    ///   - edges: The safe-area edges the fill may extend past (default all).
    /// - Returns: This view with the fill behind it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryViewModifier(isBackground: true, alignment: .center, secondary: StyleFill(style: style, inBackground: true),
                                       ignoresSafeAreaEdges: edges))
    }

    /// Fills the view's bounds behind it with the background style, reaching into the safe area
    /// on `edges` where the view touches it.
    /// - Parameter edges: The safe-area edges the fill may extend past (default all).
    /// - Returns: This view with the background style behind it.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Fills a shape in the view's bounds behind it with a style.
    /// - Parameters:
    ///   - style: The colour, gradient or style to fill with.
    ///   - shape: The shape, fitted to the view's bounds.
    ///   - fillStyle: The rule that decides what is inside the shape.
    /// - Returns: This view with the filled shape behind it.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(alignment: .center) { BackgroundShapeFill(shape: shape, style: style, fillStyle: fillStyle) }
    }

    /// Fills a shape in the view's bounds behind it with the background style.
    /// - Parameters:
    ///   - shape: The shape, fitted to the view's bounds.
    ///   - fillStyle: The rule that decides what is inside the shape.
    /// - Returns: This view with the filled shape behind it.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(alignment: .center) { shape.fill(BackgroundStyle(), style: fillStyle) }
    }

    /// Fills the view's bounds in front of it with a style, reaching into the safe area on
    /// `edges` where the view touches it.
    /// - Parameters:
    ///   - style: The colour, gradient or style to fill with.
    ///   - edges: The safe-area edges the fill may extend past (default all).
    /// - Returns: This view with the fill in front of it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryViewModifier(isBackground: false, alignment: .center, secondary: StyleFill(style: style),
                                       ignoresSafeAreaEdges: edges))
    }

    /// Fills a shape in the view's bounds in front of it with a style.
    /// - Parameters:
    ///   - style: The colour, gradient or style to fill with.
    ///   - shape: The shape, fitted to the view's bounds.
    ///   - fillStyle: The rule that decides what is inside the shape.
    /// - Returns: This view with the filled shape in front of it.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// A border inside the view's bounds: SwiftUI's `overlay(Rectangle().strokeBorder(content, lineWidth: width))`.
    /// - Parameters:
    ///   - content: The colour, gradient or style of the border.
    ///   - width: The border's thickness, drawn inside the view's frame (default 1).
    /// - Returns: This view with a border drawn over its edges.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(alignment: .center) { Rectangle().strokeBorder(content, lineWidth: width) }
    }
}

/// What a shape-style background or overlay draws: a `Color` as itself (the same node as
/// `.background { Color.red }`), any other style as a filled rectangle.
nonisolated struct StyleFill<S: ShapeStyle>: View, PrimitiveView {
    typealias Body = Never
    let style: S
    /// Filling a background, where `.shadow(_:)`'s implicit style is the background style.
    var inBackground = false

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        if inBackground, style is ImplicitShadowStyle {
            ctx.resolve(Rectangle().fill(BackgroundStyle()), into: &nodes)
        } else if let color = style as? Color ?? (style as? AnyShapeStyle)?.base as? Color {
            ctx.resolve(color, into: &nodes)
        } else {
            ctx.resolve(Rectangle().fill(style), into: &nodes)
        }
    }
}

/// A shape filled behind a view (`background(_:in:fillStyle:)`), where `.shadow(_:)`'s implicit
/// style is the background style.
nonisolated struct BackgroundShapeFill<T: Shape, S: ShapeStyle>: View, PrimitiveView {
    typealias Body = Never
    let shape: T
    let style: S
    let fillStyle: FillStyle

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        if style is ImplicitShadowStyle {
            ctx.resolve(shape.fill(BackgroundStyle(), style: fillStyle), into: &nodes)
        } else {
            ctx.resolve(shape.fill(style, style: fillStyle), into: &nodes)
        }
    }
}
