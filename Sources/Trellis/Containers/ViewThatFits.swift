import Foundation

/// Shows the first of its views whose ideal size fits the proposal on the constrained `axes`
/// (the last view when none does). Only the chosen view is displayed and in the layout tree.
///
/// Each candidate is asked for its ideal size along the constrained axes (nil proposed there,
/// the proposal kept on the others) and compared with the proposal; an axis proposed nil fits
/// anything. The chosen view is then proposed the whole proposal, and its size is the container's.
/// The choice is made again for every proposal, so the same container may show different views
/// at different widths.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Download"); Text("12 MB") }
///     Text("Download")
///     Image(systemName: "arrow.down.circle")
/// }
/// ```
public nonisolated struct ViewThatFits<Content: View>: View, PrimitiveView {
    /// The engine chooses and lays out the view directly; there is no body.
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Creates a container that picks the first of `content`'s views that fits.
    /// - Parameters:
    ///   - axes: The axes on which a candidate must fit (default both). A candidate's size on
    ///     other axes does not count.
    ///   - content: The candidates, in order of preference; the last one is shown when none fits.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let candidates = ctx.inside(orientation: nil).nodes(of: content)
        nodes.append(ctx.makeNode("ViewThatFits", ViewThatFitsBehavior(axes: axes, candidates: candidates)))
    }
}

/// The choice depends on the proposal, so the node's only child is set when it is placed.
final class ViewThatFitsBehavior: NodeBehavior {
    let axes: Axis.Set
    let candidates: [Node]

    init(axes: Axis.Set, candidates: [Node]) {
        self.axes = axes
        self.candidates = candidates
    }

    /// The first candidate whose ideal size (nil proposed on the constrained axes) fits.
    func choice(_ p: ProposedViewSize) -> Node? {
        guard let last = candidates.last else { return nil }
        if axes.isEmpty { return candidates.first }
        let probe = ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                                     height: axes.contains(.vertical) ? nil : p.height)
        for c in candidates.dropLast() {
            let ideal = c.sizeThatFits(probe)
            func fits(_ axis: Axis) -> Bool {
                guard axes.contains(axis == .horizontal ? .horizontal : .vertical), let limit = p[axis] else { return true }
                return ideal[axis] <= limit + 0.0001
            }
            if fits(.horizontal) && fits(.vertical) { return c }
        }
        return last
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> CGSize {
        choice(proposal)?.sizeThatFits(proposal) ?? .zero
    }

    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        guard let chosen = choice(proposal) else {
            node.children = []
            return
        }
        node.children = [chosen]
        chosen.place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, node: Node, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard let chosen = choice(proposal) else { return nil }
        return chosen.explicitAlignment(key, size: chosen.sizeThatFits(proposal), proposal: proposal)
    }

    func mayHaveExplicitAlignment(children: [Node]) -> Bool { candidates.contains { $0.hasExplicitGuides } }

    func spacing(node: Node) -> ViewSpacing {
        guard !candidates.isEmpty else { return .zero }
        var s = ViewSpacing()
        for c in candidates { s.formUnion(c.spacing) }
        return s
    }
}

/// Which candidate a placed `ViewThatFits` shows: what `trellis check --sweep` watches for the
/// widths where a layout changes form.
public struct ViewThatFitsChoice: Hashable, Sendable {
    /// Where the `ViewThatFits` was written, when a file wrote it.
    public var source: ViewSourceLocation?
    /// The candidate shown, from 0.
    public var chosen: Int
    /// Each candidate's type and place ("HStack at 28:13").
    public var candidates: [String]
}

extension ResolvedTree {
    /// The placed `ViewThatFits` views of the last pass, in tree order, with the candidate each shows.
    public var viewThatFitsChoices: [ViewThatFitsChoice] {
        var found: [ViewThatFitsChoice] = []
        var stack = [root]
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children.reversed())
            guard node.isPlaced, let fits = node.behavior as? ViewThatFitsBehavior, let shown = node.children.first,
                  let chosen = fits.candidates.firstIndex(where: { $0 === shown }) else { continue }
            let names = fits.candidates.map { c in c.type + (c.source.map { " at \($0.line):\($0.column)" } ?? "") }
            found.append(ViewThatFitsChoice(source: node.source, chosen: chosen, candidates: names))
        }
        return found
    }
}
