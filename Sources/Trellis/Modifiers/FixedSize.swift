import Foundation

/// `fixedSize`: proposes nil (the ideal size) on the fixed axes; the child is centred.
struct FixedSizeModifier: ViewModifier, WrappingModifier {
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

extension View {
    public func fixedSize() -> some View { modifier(FixedSizeModifier(horizontal: true, vertical: true)) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}
