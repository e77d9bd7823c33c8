import Foundation

/// How a kind of node sizes itself and places its children.
protocol NodeBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> CGSize
    /// Places the children of `node`, whose frame is `bounds`, sized for `proposal`.
    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize)
    func explicitAlignment(_ key: AlignmentKey, node: Node, size: CGSize, proposal: ProposedViewSize) -> CGFloat?
    func spacing(node: Node) -> ViewSpacing
    /// Whether some guide of the node can have an explicit value (false lets the engine skip asking).
    func mayHaveExplicitAlignment(children: [Node]) -> Bool
    /// The axes whose proposed dimension never changes the node's size (a fixed frame's axes, a
    /// stack whose children all ignore the axis). Asked once per tree: proposals are measured
    /// with those dimensions left unspecified, so they share one cached size, and stacks need
    /// not probe a child that ignores their major axis for its flexibility.
    func ignoredAxes(children: [Node], stackOrientation: Axis?) -> Axis.Set
    /// What the node's size depends on besides its proposal (by default what its children's
    /// sizes depend on). Asked once per node.
    func sizeDependencies(children: [Node]) -> SizeDependencies
    /// The order the node's children draw in (Display/NodePainting.swift): what a background,
    /// an overlay or a mask is, rather than what it is called.
    var childPainting: ChildPainting { get }
    /// What the node draws itself, under its children, when its behaviour decides it (text, a
    /// divider's line); nil leaves it to `Node.drawing`.
    func ownContent(node: Node) -> DisplayItem.Content?
    /// Whether placing depends on the proposal alone (NodePlacement.swift; default false).
    var placesByProposalAlone: Bool { get }
    /// Allocates what the behaviour keeps per child, when its node is made: then the first
    /// layout allocates nothing, and the storage lies near the node's (default: nothing).
    func reserveStorage(children: [Node])
    /// Where the behaviour keeps what it records per child (`PrefetchPlan`; default nil).
    var perChildStorage: (UnsafeRawPointer?, UnsafeRawPointer?) { get }
}

extension NodeBehavior {
    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        // A leaf's children (if any, e.g. GeometryReader content) are placed by the behavior itself.
        let children = node.childNodes
        for i in 0..<children.count { children.with(i) { $0.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) } }
    }
    func explicitAlignment(_ key: AlignmentKey, node: Node, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
    func spacing(node: Node) -> ViewSpacing { .standard }
    /// Unknown behaviours (text, say) may have explicit guides.
    func mayHaveExplicitAlignment(children: [Node]) -> Bool { true }
    func ignoredAxes(children: [Node], stackOrientation: Axis?) -> Axis.Set { [] }
    func sizeDependencies(children: [Node]) -> SizeDependencies { .union(of: children) }
    func reserveStorage(children: [Node]) {}
    var perChildStorage: (UnsafeRawPointer?, UnsafeRawPointer?) { (nil, nil) }
}

/// A leaf that sizes itself from the proposal alone. Small enough (≤ 3 words) to live inside
/// the node's behaviour field instead of a separate allocation.
struct LeafBehavior: NodeBehavior {
    enum Kind {
        /// Shapes and colours: the proposal, 10 where unspecified.
        case flexible
        /// The same size whatever the proposal.
        case constant(CGSize)
        case custom(@Sendable (ProposedViewSize) -> CGSize)
    }

    let kind: Kind

    init(size: @escaping @Sendable (ProposedViewSize) -> CGSize) { kind = .custom(size) }
    init(constant: CGSize) { kind = .constant(constant) }
    private init(kind: Kind) { self.kind = kind }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> CGSize {
        switch kind {
        case .flexible: return proposal.replacingUnspecifiedDimensions()
        case let .constant(size): return size
        case let .custom(size): return size(proposal)
        }
    }
    func mayHaveExplicitAlignment(children: [Node]) -> Bool { false }
    func ignoredAxes(children: [Node], stackOrientation: Axis?) -> Axis.Set {
        if case .constant = kind { return .both }
        return []
    }

    static let flexible = LeafBehavior(kind: .flexible)
    static let empty = LeafBehavior(constant: .zero)
}

/// A modifier with exactly one child (frame, padding, fixedSize, offset, ...). It forwards the
/// child's explicit alignment guides, shifted by where the child sits inside it.
protocol UnaryBehavior: NodeBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, child: Node) -> CGSize
    /// Where the child goes (relative to the modifier's origin) and the proposal it gets.
    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize)
    func spacing(child: Node) -> ViewSpacing
    /// Places children after the first (overlay and background content).
    func placeSecondaryChildren(node: Node, bounds: CGRect)
}

extension UnaryBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> CGSize {
        node.withChild(0) { sizeThatFits(proposal, child: $0) }
    }

    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        node.withChild(0) { child in
            let p = childPlacement(size: bounds.size, proposal: proposal, child: child)
            child.place(at: CGPoint(x: bounds.minX + p.origin.x, y: bounds.minY + p.origin.y), proposal: p.proposal)
        }
        placeSecondaryChildren(node: node, bounds: bounds)
    }

    /// Children after the first (none, except for overlay and background).
    func placeSecondaryChildren(node: Node, bounds: CGRect) {}

    func explicitAlignment(_ key: AlignmentKey, node: Node, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        node.withChild(0) { child in
            let p = childPlacement(size: size, proposal: proposal, child: child)
            let childSize = child.sizeThatFits(p.proposal)
            guard let v = child.explicitAlignment(key, size: childSize, proposal: p.proposal) else { return nil }
            return v + p.origin[key.axis]
        }
    }

    func spacing(node: Node) -> ViewSpacing { node.withChild(0) { spacing(child: $0) } }
    func mayHaveExplicitAlignment(children: [Node]) -> Bool { children[0].hasExplicitGuides }
    /// Most modifiers ignore what their child ignores (those that change the proposal override this).
    func ignoredAxes(children: [Node], stackOrientation: Axis?) -> Axis.Set { children[0].ignoredAxes }
    func spacing(child: Node) -> ViewSpacing { child.spacing }

    /// The origin that makes the child's `alignment` guides meet the frame's default ones.
    static func aligned(_ child: Node, childProposal: ProposedViewSize, in size: CGSize, alignment: Alignment) -> CGPoint {
        let childSize = child.sizeThatFits(childProposal)
        let h = alignment.horizontal.key, v = alignment.vertical.key
        return CGPoint(x: h.defaultValue(in: size) - h.value(of: child, size: childSize, proposal: childProposal),
                       y: v.defaultValue(in: size) - v.value(of: child, size: childSize, proposal: childProposal))
    }
}

/// A pass-through modifier: the child's size, at the modifier's origin.
struct PassThroughBehavior: UnaryBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, child: Node) -> CGSize { child.sizeThatFits(proposal) }
    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, proposal)
    }
}
