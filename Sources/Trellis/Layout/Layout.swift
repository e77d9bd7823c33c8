import Foundation

/// A type that defines the geometry of a collection of views — SwiftUI's `Layout`.
public protocol Layout: Animatable {
    typealias Subviews = LayoutSubviews
    associatedtype Cache = Void

    static var layoutProperties: LayoutProperties { get }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of every subview's spacing on all edges (empty subviews: zero).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        var s = ViewSpacing()
        for v in subviews { s.formUnion(v.spacing) }
        return s
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        defaultExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        defaultExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the subviews in a dry run and folds the explicit guide values of those that have one,
    /// in the container's coordinates, with the guide's combine rule.
    func defaultExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        if key.isFrameGuide { return nil }
        let recorder = PlacementRecorder()
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews.recording(into: recorder), cache: &cache)
        var values: [CGFloat] = []
        for v in subviews {
            guard let placed = recorder.placements[ObjectIdentifier(v.node)] else { continue }
            let size = v.node.sizeThatFits(placed.proposal)
            if let e = v.node.explicitAlignment(key, size: size, proposal: placed.proposal) {
                values.append(placed.origin[key.axis] - bounds.origin[key.axis] + e)
            }
        }
        return key.combine(values)
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Lays out `content` with this layout: `MyLayout { ... }` and `MyLayout() { ... }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// Where placement requests go: into the nodes in a real pass, into a table in a dry run.
class PlacementSink: @unchecked Sendable {
    func record(_ node: Node, origin: CGPoint, proposal: ProposedViewSize) {}
    /// Gives a node a frame without laying out its children (a grid row, whose cells the grid places).
    func recordFrame(_ node: Node, _ frame: CGRect, proposal: ProposedViewSize) {}
}

/// A dry-run sink used to answer explicit-alignment questions without moving anything.
final class PlacementRecorder: PlacementSink, @unchecked Sendable {
    var placements: [ObjectIdentifier: (origin: CGPoint, proposal: ProposedViewSize)] = [:]
    override func record(_ node: Node, origin: CGPoint, proposal: ProposedViewSize) {
        placements[ObjectIdentifier(node)] = (origin, proposal)
    }
}

/// The sink of a real layout pass: placing a subview places its node (and, through it, its subtree).
final class NodePlacer: PlacementSink, @unchecked Sendable {
    static let shared = NodePlacer()
    override func record(_ node: Node, origin: CGPoint, proposal: ProposedViewSize) {
        node.place(at: origin, proposal: proposal)
    }
    override func recordFrame(_ node: Node, _ frame: CGRect, proposal: ProposedViewSize) {
        node.setFrame(frame, proposal: proposal)
    }
}
