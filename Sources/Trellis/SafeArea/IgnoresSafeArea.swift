import Foundation

/// `ignoresSafeArea` / `edgesIgnoringSafeArea`: the modifier keeps the frame its parent gives it;
/// its content is proposed that size grown by the safe-area insets the frame touches (of
/// `regions`, on `edges`) and reaches out over them.
nonisolated struct IgnoresSafeAreaModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node {
        unary("ignoresSafeArea", IgnoresSafeAreaBehavior(regions: regions, edges: edges), node, ctx)
    }
}

struct IgnoresSafeAreaBehavior: UnaryBehavior {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func sizeThatFits(_ p: ProposedViewSize, child: Node) -> CGSize { child.sizeThatFits(p) }

    /// Without a position the modifier passes everything through (alignment guides are asked so).
    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, proposal)
    }

    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        let child = node.children[0]
        let insets = node.context.safeAreaInsets(of: bounds, regions: regions, pixelLength: node.environment.pixelLength)
            .restricted(to: edges)
        let grown = ProposedViewSize(width: proposal.width.map { $0 + insets.horizontal },
                                     height: proposal.height.map { $0 + insets.vertical })
        child.place(at: CGPoint(x: bounds.minX - insets.leading, y: bounds.minY - insets.top), proposal: grown)
    }

    func ignoredAxes(children: [Node], stackOrientation: Axis?) -> Axis.Set { children[0].ignoredAxes }
}

nonisolated extension View {
    /// Expands the safe area of a view: where the view's frame touches the safe-area edge on one
    /// of `edges`, its content reaches out to the edge of the screen (or enclosing inset).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas. Deprecated in
    /// SwiftUI (in a future version, so without a warning): use `ignoresSafeArea(_:edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: .all, edges: edges))
    }
}
