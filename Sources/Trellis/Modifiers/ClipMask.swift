import Foundation

/// `mask`: the mask view is laid out like an overlay (proposed the view's size, aligned to it);
/// the view is drawn only where the mask is opaque.
nonisolated struct MaskModifier<Mask: View>: ViewModifier, WrappingModifier {
    typealias Body = Never
    let alignment: Alignment
    let mask: Mask

    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node {
        let inner = ctx.inside(orientation: nil)
        var extra = inner.nodes(of: mask)
        if extra.count > 1 {
            extra = [inner.makeNode("ZStack", LayoutBehavior(ZStackLayout(alignment: alignment)), children: extra)]
        }
        return unary("mask", SecondaryViewBehavior(alignment: alignment, childPainting: .masked), node, ctx, extra: extra)
    }
}

nonisolated extension View {
    /// Masks this view with the opacity of other views: this view shows where the mask is opaque,
    /// fades where it is translucent and disappears where it draws nothing.
    /// The mask is laid out like an overlay (proposed this view's size and aligned to it by
    /// `alignment`); it is never drawn itself, only its alpha is used, and the layout of this view
    /// is unchanged. Several mask views are stacked as in a `ZStack`.
    /// ```swift
    /// Color.blue
    ///     .frame(width: 100, height: 100)
    ///     .mask { Circle() }
    /// ```
    /// - Parameters:
    ///   - alignment: The guides on which the mask and this view line up (default `.center`).
    ///   - mask: The views whose opacity decides where this view shows.
    /// - Returns: This view, drawn only where the mask is opaque.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(alignment: alignment, mask: mask()))
    }

    /// Masks this view with the opacity of another view, centred on it; see `mask(alignment:_:)`.
    /// - Parameter mask: The view whose opacity decides where this view shows.
    /// - Returns: This view, drawn only where the mask is opaque.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(alignment: .center, mask: mask))
    }
}
