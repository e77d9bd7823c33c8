import Foundation

/// `overlay` and `background`: the primary view alone decides the layout; the secondary view is
/// proposed the primary's size and aligned to it. Several secondary views share an implicit ZStack.
struct SecondaryViewModifier<Secondary: View>: ViewModifier, WrappingModifier {
    typealias Body = Never
    let isBackground: Bool
    let alignment: Alignment
    let secondary: Secondary

    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node {
        let inner = ctx.inside(orientation: nil)
        var extra = inner.nodes(of: secondary)
        if extra.count > 1 {
            extra = [inner.makeNode("ZStack", nodeBehavior(for: ZStackLayout(alignment: alignment)), children: extra)]
        }
        return unary(isBackground ? "background" : "overlay", SecondaryViewBehavior(alignment: alignment), node, ctx, extra: extra)
    }
}

struct SecondaryViewBehavior: UnaryBehavior {
    let alignment: Alignment

    func sizeThatFits(_ p: ProposedViewSize, child: Node) -> CGSize { child.sizeThatFits(p) }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, proposal)
    }

    func placeSecondaryChildren(node: Node, bounds: CGRect) {
        let primary = node.children[0]
        let pd = ViewDimensions(size: bounds.size, node: primary, proposal: primary.placedProposal)
        let p = ProposedViewSize(bounds.size)
        for s in node.children.dropFirst() {
            let d = s.dimensions(in: p)
            s.place(at: CGPoint(x: bounds.minX + pd[alignment.horizontal] - d[alignment.horizontal],
                                y: bounds.minY + pd[alignment.vertical] - d[alignment.vertical]), proposal: p)
        }
    }
}

extension View {
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(isBackground: false, alignment: alignment, secondary: content()))
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(isBackground: true, alignment: alignment, secondary: content()))
    }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(isBackground: false, alignment: alignment, secondary: overlay))
    }
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(isBackground: true, alignment: alignment, secondary: background))
    }
}
