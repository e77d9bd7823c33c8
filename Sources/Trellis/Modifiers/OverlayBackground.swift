import Foundation

/// `overlay` and `background`: the primary view alone decides the layout; the secondary view is
/// proposed the primary's size and aligned to it. Several secondary views share an implicit ZStack.
struct SecondaryViewModifier<Secondary: View>: ViewModifier, WrappingModifier {
    typealias Body = Never
    let isBackground: Bool
    let alignment: Alignment
    let secondary: Secondary
    /// The edges on which the secondary view ignores the container safe area (a shape style's
    /// background or overlay; none for a view's).
    var ignoresSafeAreaEdges: Edge.Set = []

    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node {
        let inner = ctx.inside(orientation: nil)
        var extra = inner.nodes(of: secondary)
        if extra.count > 1 {
            extra = [inner.makeNode("ZStack", nodeBehavior(for: ZStackLayout(alignment: alignment)), children: extra)]
        }
        return unary(isBackground ? "background" : "overlay",
                     SecondaryViewBehavior(alignment: alignment, childPainting: isBackground ? .primaryLast : .primaryFirst,
                                           ignoresSafeAreaEdges: ignoresSafeAreaEdges), node, ctx, extra: extra)
    }
}

struct SecondaryViewBehavior: UnaryBehavior {
    let alignment: Alignment
    /// Over the primary view (overlay), under it (background) or through it (mask).
    let childPainting: ChildPainting
    var ignoresSafeAreaEdges: Edge.Set = []

    func sizeThatFits(_ p: ProposedViewSize, child: Node) -> CGSize { child.sizeThatFits(p) }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, proposal)
    }

    func placeSecondaryChildren(node: Node, bounds: CGRect) {
        let primary = node.children[0]
        let pd = ViewDimensions(size: bounds.size, node: primary, proposal: primary.placedProposal)
        if !ignoresSafeAreaEdges.isEmpty {
            // A style fills the bounds grown by the safe-area insets they touch, as
            // `Rectangle().fill(style).ignoresSafeArea(.container, edges:)` would.
            let insets = node.context.safeAreaInsets(of: bounds, regions: .container, pixelLength: node.environment.pixelLength)
                .restricted(to: ignoresSafeAreaEdges)
            if !insets.isZero {
                let grown = CGRect(x: bounds.minX - insets.leading, y: bounds.minY - insets.top,
                                   width: bounds.width + insets.horizontal, height: bounds.height + insets.vertical)
                for s in node.children.dropFirst() { s.place(at: grown.origin, proposal: ProposedViewSize(grown.size)) }
                return
            }
        }
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
    /// Disfavoured, as in SwiftUI: `.overlay(Color.red)` is the shape-style form.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(isBackground: false, alignment: alignment, secondary: overlay))
    }
    /// Disfavoured, as in SwiftUI: `.background(Color.red)` is the shape-style form, which
    /// reaches into the safe area.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(isBackground: true, alignment: alignment, secondary: background))
    }
}
