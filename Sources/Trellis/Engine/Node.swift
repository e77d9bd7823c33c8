import Foundation

/// One resolved view or layout-relevant modifier: the unit the layout pass sizes and places.
/// A node keeps its per-proposal sizes for the current pass and, once placed, its frame in
/// window coordinates.
final class Node {
    /// The SwiftUI name of what the node stands for ("HStack", "Color", "frame", ...).
    let type: String
    let behavior: any NodeBehavior
    var children: [Node]
    unowned(unsafe) let context: LayoutContext
    let environment: EnvironmentValues
    /// The node lays out its children right to left (read once: the environment is a dictionary).
    let isRightToLeft: Bool
    /// The axis of the enclosing stack (Spacer and Divider orient themselves by it).
    var stackOrientation: Axis?
    /// The value of `.id(_:)` on the view this node stands for.
    var id: String?
    var traits = Traits()
    var drawing = DrawingAttributes()

    // Sizes measured in this pass, one entry per distinct proposal.
    private var cachedProposals: [ProposedViewSize] = []
    private var cachedSizes: [CGSize] = []
    private var cacheGeneration = -1
    private var cachedSpacing: ViewSpacing?
    /// Generation in which the behavior last refreshed its per-pass state (Layout caches).
    var behaviorGeneration = -1

    // Placement results.
    var frame = CGRect.zero
    var placedProposal = ProposedViewSize.unspecified
    var isPlaced = false

    init(type: String, behavior: any NodeBehavior, children: [Node] = [], context: LayoutContext,
         environment: EnvironmentValues, stackOrientation: Axis?) {
        self.type = type
        self.behavior = behavior
        self.children = children
        self.context = context
        self.environment = environment
        self.stackOrientation = stackOrientation
        isRightToLeft = environment.layoutDirection == .rightToLeft
        if isRightToLeft { context.hasRightToLeft = true }
    }

    /// The node's size for `proposal`, computed once per proposal per pass.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let generation = context.generation
        if cacheGeneration != generation {
            cacheGeneration = generation
            cachedProposals.removeAll(keepingCapacity: true)
            cachedSizes.removeAll(keepingCapacity: true)
        } else {
            for i in cachedProposals.indices where cachedProposals[i] == proposal { return cachedSizes[i] }
        }
        context.evaluations += 1
        let size = behavior.sizeThatFits(proposal, node: self)
        if cachedProposals.count >= 8 {
            cachedProposals.removeFirst()
            cachedSizes.removeFirst()
        }
        cachedProposals.append(proposal)
        cachedSizes.append(size)
        return size
    }

    /// The spacing the node prefers around itself; fixed for the life of the resolved tree.
    var spacing: ViewSpacing {
        if let cachedSpacing { return cachedSpacing }
        let s = behavior.spacing(node: self)
        cachedSpacing = s
        return s
    }

    /// The explicit value of an alignment guide, in the node's own coordinates.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        behavior.explicitAlignment(key, node: self, size: size, proposal: proposal)
    }

    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal), node: self, proposal: proposal)
    }

    /// Sizes the node for `proposal`, puts its top-leading corner at `origin` (window coordinates)
    /// and places its children.
    func place(at origin: CGPoint, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        frame = CGRect(origin: origin, size: size)
        placedProposal = proposal
        isPlaced = true
        behavior.placeChildren(node: self, bounds: frame, proposal: proposal)
    }

    var layoutPriority: Double { traits.layoutPriority }

    /// Calls `body` for this node and every node below it, parents first (iterative: trees can
    /// nest tens of thousands of levels).
    func forEachNode(_ body: (Node) -> Void) {
        var stack: [Node] = [self]
        while let n = stack.popLast() {
            body(n)
            stack.append(contentsOf: n.children.reversed())
        }
    }
}

/// What a view carries for its container rather than for itself (SwiftUI's view traits):
/// they pass through modifiers unchanged.
struct Traits {
    var layoutPriority: Double = 0
    var zIndex: Double = 0
    /// Layout value keys (`.layoutValue(key:value:)`).
    var values: [ObjectIdentifier: Any] = [:]
    /// What a `Grid` reads from its cells.
    var grid = GridCellTraits()

    subscript<K>(key: K.Type) -> Any? {
        get { values[ObjectIdentifier(key)] }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// Per-pass state shared by every node of one resolved tree.
final class LayoutContext: @unchecked Sendable {
    /// Bumped at the start of each layout pass; per-pass caches compare against it.
    var generation = 0
    /// `sizeThatFits` evaluations that missed the cache (benchmarks report them per view).
    var evaluations = 0
    /// Some node lays out right to left, so a mirroring pass is needed after placement.
    var hasRightToLeft = false

    init() {}
}
