import Foundation

/// `mask`: the mask view is laid out like an overlay (proposed the view's size, aligned to it);
/// the view is drawn only where the mask is opaque.
struct MaskModifier<Mask: View>: ViewModifier, WrappingModifier {
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

extension View {
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(alignment: alignment, mask: mask()))
    }

    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(alignment: .center, mask: mask))
    }
}
