import Foundation

/// `offset`: the child keeps its layout but is drawn (and reported) shifted.
struct OffsetModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let offset: CGSize

    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node {
        unary("offset", OffsetBehavior(offset: offset), node, ctx)
    }
}

struct OffsetBehavior: UnaryBehavior {
    let offset: CGSize

    func sizeThatFits(_ p: ProposedViewSize, child: Node) -> CGSize { child.sizeThatFits(p) }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (CGPoint(x: offset.width, y: offset.height), proposal)
    }

    /// An offset moves pixels, not guides: the modifier reports its child's guides unshifted.
    func explicitAlignment(_ key: AlignmentKey, node: Node, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        node.children[0].explicitAlignment(key, size: size, proposal: proposal)
    }
}

/// `position(x:y:)`: takes the proposed size and centres the child on the point.
struct PositionModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let position: CGPoint

    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node {
        unary("position", PositionBehavior(position: position), node, ctx)
    }
}

struct PositionBehavior: UnaryBehavior {
    let position: CGPoint

    /// It takes the proposal.
    func ignoredAxes(children: [Node], stackOrientation: Axis?) -> Axis.Set { [] }

    func sizeThatFits(_ p: ProposedViewSize, child: Node) -> CGSize {
        if let w = p.width, let h = p.height { return CGSize(width: w, height: h) }
        let s = child.sizeThatFits(p)
        return CGSize(width: p.width ?? s.width, height: p.height ?? s.height)
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let cp = ProposedViewSize(size)
        let s = child.sizeThatFits(cp)
        return (CGPoint(x: position.x - s.width / 2, y: position.y - s.height / 2), cp)
    }

    func spacing(child: Node) -> ViewSpacing { ViewSpacing() }
}

private func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }

extension View {
    public func offset(_ offset: CGSize) -> some View {
        modifier(OffsetModifier(offset: CGSize(width: finite(offset.width), height: finite(offset.height))))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    public func position(_ position: CGPoint) -> some View {
        modifier(PositionModifier(position: CGPoint(x: finite(position.x), y: finite(position.y))))
    }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
