import Foundation

/// `alignmentGuide`: overrides one guide of the child with a value computed from its dimensions.
nonisolated struct AlignmentGuideModifier: ViewModifier, WrappingModifier {
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

nonisolated extension View {
    /// Sets this view's value of a horizontal guide, replacing the default a container would use.
    /// When a container aligns its children by `g` (a `VStack`'s alignment, a `ZStack`'s or frame's
    /// horizontal alignment), it asks this view for the guide and `computeValue` answers from the
    /// view's dimensions: its size and its other guides. The modifier changes neither size nor
    /// proposal. Custom guides set this way leave stacks and grids, so views in different
    /// containers can be aligned by one guide.
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Left")
    ///     Text("Indented")
    ///         .alignmentGuide(.leading) { d in d[.leading] - 20 }   // 20 points right of the others
    /// }
    /// ```
    /// A non-finite value counts as 0.
    /// - Parameters:
    ///   - g: The horizontal guide to set, such as `.leading`, `.center` or a custom one.
    ///   - computeValue: The guide's offset from the view's leading edge, given its dimensions.
    /// - Returns: A view whose `g` guide is at the computed position.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
    /// Sets this view's value of a vertical guide, replacing the default a container would use.
    /// Like the horizontal form: the value is computed from the view's dimensions when a container
    /// aligns by `g` (an `HStack`'s alignment, a `ZStack`'s or frame's vertical alignment), and
    /// other guides are unaffected. A non-finite value counts as 0.
    /// - Parameters:
    ///   - g: The vertical guide to set, such as `.top`, `.firstTextBaseline` or a custom one.
    ///   - computeValue: The guide's offset from the view's top edge, given its dimensions.
    /// - Returns: A view whose `g` guide is at the computed position.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
}
