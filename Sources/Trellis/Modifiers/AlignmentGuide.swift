import Foundation

/// `alignmentGuide`: overrides one guide of the child with a value computed from its dimensions.
struct AlignmentGuideModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node {
        unary("alignmentGuide", AlignmentGuideBehavior(key: key, computeValue: computeValue), node, ctx)
    }
}

struct AlignmentGuideBehavior: UnaryBehavior {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func sizeThatFits(_ p: ProposedViewSize, child: Node) -> CGSize { child.sizeThatFits(p) }
    func mayHaveExplicitAlignment(children: [Node]) -> Bool { true }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, node: Node, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let child = node.children[0]
        if key == self.key {
            let v = computeValue(child.dimensions(in: proposal))
            return v.isFinite ? v : 0
        }
        return child.explicitAlignment(key, size: size, proposal: proposal)
    }
}

extension View {
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
}
