import Foundation

/// The node behaviour of `HStack` and `VStack` (and of `HStackLayout`/`VStackLayout` used as
/// views): the same `StackAlgorithm` their `Layout` conformances run, called without the generic
/// `LayoutBehavior` wrapper — through a protocol witness that wrapper runs unspecialised, which
/// costs a metadata lookup per call on the hottest path of the engine.
final class StackBehavior: NodeBehavior {
    let algorithm: StackAlgorithm
    @exclusivity(unchecked) private var cache = StackAlgorithm.Cache()
    private var hasCache = false

    init(_ algorithm: StackAlgorithm) { self.algorithm = algorithm }

    func reserveStorage(children: [Node]) { cache.reserve(children.count) }

    var perChildStorage: (UnsafeRawPointer?, UnsafeRawPointer?) { cache.storage }

    @inline(__always) private func subviews(_ node: Node) -> LayoutSubviews {
        LayoutSubviews(nodes: node.children, sink: NodePlacer.shared, layoutDirection: node.isRightToLeft ? .rightToLeft : .leftToRight)
    }

    /// Made once, on first use. Out of line, so that the frames of the recursion through this
    /// stack stay small (a tree 50,000 levels deep holds one of each per level).
    @inline(never) private func makeCache(_ nodes: NodeRefs) {
        algorithm.fill(&cache, nodes)
        hasCache = true
    }

    /// The node's children, the cache made if it is not yet.
    @inline(__always) private func children(_ node: Node) -> NodeRefs {
        let nodes = node.childNodes
        if !hasCache { makeCache(nodes) }
        return nodes
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> CGSize {
        algorithm.sizeThatFits(proposal, children(node), &cache)
    }

    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        algorithm.placeSubviews(in: bounds, proposal, children(node), sink: nil, &cache)
    }

    func explicitAlignment(_ key: AlignmentKey, node: Node, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        algorithm.explicitAlignment(key, in: CGRect(origin: .zero, size: size), proposal, children(node), &cache)
    }

    func spacing(node: Node) -> ViewSpacing { algorithm.spacing(subviews(node)) }

    /// A stack only passes proposals on to its children: it ignores what they all ignore.
    func ignoredAxes(children: [Node], stackOrientation: Axis?) -> Axis.Set {
        var axes = Axis.Set.both
        for c in children { axes.formIntersection(c.ignoredAxes) }
        return axes
    }

    func mayHaveExplicitAlignment(children: [Node]) -> Bool { children.contains { $0.hasExplicitGuides } }
}

/// The node behaviour of `ZStack`, for the same reason: `ZStackLayout` called directly.
final class ZStackBehavior: NodeBehavior {
    let layout: ZStackLayout
    init(_ layout: ZStackLayout) { self.layout = layout }

    @inline(__always) private func subviews(_ node: Node) -> LayoutSubviews {
        LayoutSubviews(nodes: node.children, sink: NodePlacer.shared, layoutDirection: node.isRightToLeft ? .rightToLeft : .leftToRight)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> CGSize {
        var cache: Void = ()
        return layout.sizeThatFits(proposal: proposal, subviews: subviews(node), cache: &cache)
    }

    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        var cache: Void = ()
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews(node), cache: &cache)
    }

    func explicitAlignment(_ key: AlignmentKey, node: Node, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        var cache: Void = ()
        return layout.defaultExplicitAlignment(key, in: CGRect(origin: .zero, size: size), proposal: proposal,
                                               subviews: subviews(node), cache: &cache)
    }

    func spacing(node: Node) -> ViewSpacing {
        var cache: Void = ()
        return layout.spacing(subviews: subviews(node), cache: &cache)
    }

    func ignoredAxes(children: [Node], stackOrientation: Axis?) -> Axis.Set {
        var axes = Axis.Set.both
        for c in children { axes.formIntersection(c.ignoredAxes) }
        return axes
    }

    func mayHaveExplicitAlignment(children: [Node]) -> Bool { children.contains { $0.hasExplicitGuides } }
}

/// The behaviour for a layout: the direct ones for the built-in stacks, the generic wrapper for
/// every other layout.
func nodeBehavior<L: Layout>(for layout: L) -> any NodeBehavior {
    switch layout {
    case let h as HStackLayout: return StackBehavior(h.algorithm)
    case let v as VStackLayout: return StackBehavior(v.algorithm)
    case let z as ZStackLayout: return ZStackBehavior(z)
    default: return LayoutBehavior(layout)
    }
}
