import Foundation

/// `fixedSize`: proposes nil (the ideal size) on the fixed axes; the child is centred.
nonisolated struct FixedSizeModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let horizontal: Bool
    let vertical: Bool

    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node {
        unary("fixedSize", FixedSizeBehavior(horizontal: horizontal, vertical: vertical), node, ctx)
    }
}

struct FixedSizeBehavior: UnaryBehavior {
    let horizontal: Bool
    let vertical: Bool

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ p: ProposedViewSize, child: Node) -> CGSize { child.sizeThatFits(childProposal(p)) }

    /// The fixed axes are always proposed nil.
    func ignoredAxes(children: [Node], stackOrientation: Axis?) -> Axis.Set {
        var axes = children[0].ignoredAxes
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        return axes
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let cp = childProposal(proposal)
        let s = child.sizeThatFits(cp)
        return (CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), cp)
    }
}

nonisolated extension View {
    /// Fixes this view at its ideal size: it is proposed nil on both axes and chooses the size it
    /// would like, ignoring its parent's proposal. The view is centred in the space the modifier
    /// reports, which is that ideal size.
    /// A text keeps its full single-line width instead of wrapping or truncating; a scroll view
    /// hugs its content; a shape takes its ideal 10×10.
    /// ```swift
    /// HStack {
    ///     Text("A label that must never truncate").fixedSize()
    ///     Spacer()
    /// }
    /// ```
    /// - Returns: A view at its ideal size.
    public func fixedSize() -> some View { modifier(FixedSizeModifier(horizontal: true, vertical: true)) }
    /// Fixes this view at its ideal size on the chosen axes.
    /// On an axis marked `true` the view is proposed nil and takes its ideal length there, whatever
    /// its parent proposes; other axes pass the proposal through. `fixedSize(horizontal: false,
    /// vertical: true)` lets a text wrap to the proposed width yet take every line it needs.
    /// - Parameters:
    ///   - horizontal: Whether to fix the width at the ideal width.
    ///   - vertical: Whether to fix the height at the ideal height.
    /// - Returns: A view that ignores the proposal on the fixed axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}
