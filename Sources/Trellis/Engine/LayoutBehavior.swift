import Foundation

/// A container node driven by a `Layout`: custom layouts, grids, AnyLayout. (HStack, VStack and
/// ZStack run the same layout code through `StackBehavior`/`ZStackBehavior`.)
final class LayoutBehavior<L: Layout>: NodeBehavior {
    let layout: L
    /// Made on first use. The subviews of a resolved tree never change, so SwiftUI's reason to
    /// call `updateCache` (changed subviews) never arises and the cache lives as long as the tree.
    /// Accessed in place (no copy per call); a layout pass never re-enters the same node's layout.
    @exclusivity(unchecked) private var cache: L.Cache?

    init(_ layout: L) { self.layout = layout }

    private func subviews(_ node: Node, sink: PlacementSink = NodePlacer.shared) -> LayoutSubviews {
        LayoutSubviews(nodes: node.children, sink: sink, layoutDirection: node.isRightToLeft ? .rightToLeft : .leftToRight)
    }

    /// Runs `body` with the layout's cache, in place.
    @inline(__always) private func withCache<R>(_ node: Node, _ body: (inout L.Cache) -> R) -> R {
        if cache == nil { cache = layout.makeCache(subviews: subviews(node)) }
        return body(&cache!)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> CGSize {
        let s = withCache(node) { layout.sizeThatFits(proposal: proposal, subviews: subviews(node), cache: &$0) }
        return CGSize(width: s.width.isNaN ? 0 : s.width, height: s.height.isNaN ? 0 : s.height)
    }

    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        for c in node.children { c.isPlaced = false }
        withCache(node) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews(node), cache: &$0) }
        // A subview the layout never places is centred in the container, sized with its proposal.
        for c in node.children where !c.isPlaced {
            let size = c.sizeThatFits(proposal)
            c.place(at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), proposal: proposal)
        }
    }

    func explicitAlignment(_ key: AlignmentKey, node: Node, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        return withCache(node) { c in
            if key.axis == .horizontal {
                return layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
                                                subviews: subviews(node), cache: &c)
            }
            return layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
                                            subviews: subviews(node), cache: &c)
        }
    }

    func spacing(node: Node) -> ViewSpacing {
        withCache(node) { layout.spacing(subviews: subviews(node), cache: &$0) }
    }

    /// A layout may size itself from any part of the proposal (the built-in stacks, which only
    /// pass it on, have their own behaviours).
    func ignoredAxes(children: [Node], stackOrientation: Axis?) -> Axis.Set { [] }

    /// Built-in containers only pass their children's guides on; a custom layout may report any.
    func mayHaveExplicitAlignment(children: [Node]) -> Bool {
        if !isBuiltInLayout(layout) { return true }
        return children.contains { $0.hasExplicitGuides }
    }
}

/// The engine's own layouts, whose explicit guides come only from their subviews.
func isBuiltInLayout(_ layout: any Layout) -> Bool {
    switch layout {
    case is HStackLayout, is VStackLayout, is ZStackLayout, is GridLayout, is LazyGridLayout: return true
    case let any as AnyLayout: return isBuiltInLayout(any.box.base)
    default: return false
    }
}
