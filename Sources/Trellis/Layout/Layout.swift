import Foundation

/// A container's rules for sizing and placing its subviews: SwiftUI's `Layout` protocol.
///
/// A layout takes part in the negotiation between a container and its children. Its parent
/// proposes a size and asks `sizeThatFits(proposal:subviews:cache:)` how big the container
/// wants to be; later it calls `placeSubviews(in:proposal:subviews:cache:)` with the bounds it
/// granted, and the layout places each subview by proposing it a size and giving it a position.
/// Only those two methods are required.
///
/// ```swift
/// /// Subviews side by side, each as wide as the widest.
/// struct EqualWidthHStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         let width = sizes.map(\.width).max() ?? 0
///         return CGSize(width: width * CGFloat(subviews.count), height: sizes.map(\.height).max() ?? 0)
///     }
///
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize,
///                        subviews: Subviews, cache: inout ()) {
///         let width = bounds.width / CGFloat(max(subviews.count, 1))
///         for (i, subview) in subviews.enumerated() {
///             subview.place(at: CGPoint(x: bounds.minX + CGFloat(i) * width, y: bounds.midY),
///                           anchor: .leading,
///                           proposal: ProposedViewSize(width: width, height: bounds.height))
///         }
///     }
/// }
///
/// EqualWidthHStack {
///     Text("OK")
///     Text("Cancel")
/// }
/// ```
///
/// The stacks, grids and `ZStack` are layouts too, and ``AnyLayout`` switches between layouts
/// while keeping the subviews' identity. A layout written in a layout file runs through the
/// interpreter under its own name (see ``NamedLayout``). See <doc:WritingACustomLayout> and
/// <doc:LayoutNegotiation>.
public protocol Layout: Animatable {
    /// The proxies of the container's subviews that a layout measures and places.
    typealias Subviews = LayoutSubviews
    /// Values a layout computes once and reuses between calls, e.g. the subviews' sizes;
    /// `Void` (no cache) unless the layout says otherwise.
    associatedtype Cache = Void

    /// Properties of the layout that the views inside it can read: a stack reports its axis so
    /// that `Spacer` and `Divider` orient themselves.
    static var layoutProperties: LayoutProperties { get }

    /// The size the container wants for `proposal`, given its subviews.
    ///
    /// The container's parent may call this several times per pass with different proposals
    /// (`.zero`, `.infinity` and `.unspecified` to learn the minimum, maximum and ideal sizes).
    /// Ask the subviews with `LayoutSubview.sizeThatFits(_:)`; don't place them here.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview in `bounds`, the region the parent granted (its origin need not be
    /// zero), using `LayoutSubview.place(at:anchor:proposal:)`.
    ///
    /// `proposal` is the one the size was chosen for. A subview that is not placed is centred in
    /// `bounds` and sized for the container's proposal.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The container's explicit value for a horizontal guide, in its own coordinates, or `nil`.
    ///
    /// The default places the subviews in a dry run and merges the explicit values of those that
    /// have one with the guide's rule (``AlignmentID``); the frame guides return `nil`.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The container's explicit value for a vertical guide, in its own coordinates, or `nil`.
    ///
    /// The default works as for horizontal guides: text baselines of the subviews pass through.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The spacing the container prefers around itself, which its own parent uses to choose the
    /// gaps between the container and its neighbours.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// Creates the cache for the subviews; called before the first size or placement request.
    func makeCache(subviews: Subviews) -> Cache
    /// Brings the cache up to date when the subviews change. The default makes a new one.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    /// No properties: views inside the layout see no stack axis.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Replaces the cache with `makeCache(subviews:)`.
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

    /// Places the subviews in a dry run and merges the explicit values of those that have one.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        defaultExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the subviews in a dry run and merges the explicit values of those that have one.
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
    /// No cache to make.
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
