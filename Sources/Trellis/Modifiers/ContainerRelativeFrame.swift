import Foundation

// `containerRelativeFrame` — facts and sources (Apple, View.containerRelativeFrame docs, iOS 17):
// 1. Three forms: `(_ axes: Axis.Set, alignment: Alignment = .center)`, `(_ axes: Axis.Set,
//    count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center)` and `(_ axes:
//    Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat)`.
// 2. "Positions this view within an invisible frame with a size relative to the nearest
//    container": the window (the screen on iOS), a NavigationSplitView column, a NavigationStack,
//    a tab of a TabView, a scrollable view like ScrollView or List; "the size provided … is the
//    size of a container … subtracting any safe area insets that might be applied to that
//    container." Trellis's containers: the innermost scroll view (List scrolls like one), else
//    the window less its safe area (LayoutContext.containerSize).
// 3. The count form: availableWidth = containerWidth − spacing × (count − 1); columnWidth =
//    availableWidth / count; itemWidth = columnWidth × span + (span − 1) × spacing.
// 4. Only the axes named are sized from the container; along the others the view is as the
//    proposal makes it ("only uses the nearest container size in the horizontal axis, allowing
//    the vertical axis to be determined using the aspectRatio", same docs): the frame passes the
//    proposal on and takes its child's size there. The view is offered the frame's size and
//    placed in it by `alignment`, as `frame(width:height:alignment:)` does.
// 5. This is the one modifier whose size does not follow from its proposal: the node says so
//    (`SizeDependencies.containerSize`), so its sizes are cached per container size.

nonisolated struct ContainerRelativeFrameModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node {
        unary("containerRelativeFrame", ContainerRelativeFrameBehavior(axes: axes, alignment: alignment, length: length), node, ctx)
    }
}

struct ContainerRelativeFrameBehavior: UnaryBehavior {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    /// The frame's length along `axis` in `context`'s current container (nil: not sized there).
    private func fixed(_ axis: Axis, _ context: LayoutContext) -> CGFloat? {
        guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
        let l = length(context.containerSize[axis], axis)
        return l.isFinite ? max(l, 0) : 0
    }

    private func childProposal(_ p: ProposedViewSize, _ context: LayoutContext) -> ProposedViewSize {
        ProposedViewSize(width: fixed(.horizontal, context) ?? p.width, height: fixed(.vertical, context) ?? p.height)
    }

    func sizeThatFits(_ p: ProposedViewSize, child: Node) -> CGSize {
        let context = child.context
        let w = fixed(.horizontal, context), h = fixed(.vertical, context)
        if let w, let h { return CGSize(width: w, height: h) }
        let s = child.sizeThatFits(childProposal(p, context))
        return CGSize(width: w ?? s.width, height: h ?? s.height)
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let cp = childProposal(proposal, child.context)
        return (Self.aligned(child, childProposal: cp, in: size, alignment: alignment), cp)
    }

    /// The sized axes ignore the proposal (the container decides them).
    func ignoredAxes(children: [Node], stackOrientation: Axis?) -> Axis.Set {
        children[0].ignoredAxes.union(axes)
    }

    func sizeDependencies(children: [Node]) -> SizeDependencies {
        children[0].dependencies.union(.containerSize)
    }
}

nonisolated extension View {
    /// Positions this view within an invisible frame as large as the nearest container along `axes`.
    ///
    /// The nearest container is the enclosing scroll view, navigation column or window; on the
    /// other axes the proposal passes through.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     HStack { ForEach(cards) { CardView(card: $0).containerRelativeFrame(.horizontal) } }
    /// }
    /// ```
    /// - Parameters:
    ///   - axes: The axes on which the frame takes the container's length.
    ///   - alignment: Where the view sits in the frame (default `.center`).
    /// - Returns: A view framed to the container's size on `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in length }))
    }

    /// Positions this view within an invisible frame `span` of `count` columns (or rows) of the
    /// nearest container wide (tall), `spacing` apart.
    /// - Parameters:
    ///   - axes: The axes on which the frame is sized from the container.
    ///   - count: How many columns (rows) the container is divided into (at least 1).
    ///   - span: How many of them the view covers (at least 1).
    ///   - spacing: The gap between columns (rows).
    ///   - alignment: Where the view sits in the frame (default `.center`).
    /// - Returns: A view framed to `span` columns of the container.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in
            let count = max(count, 1), span = max(span, 1)
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + CGFloat(span - 1) * spacing
        }))
    }

    /// Positions this view within an invisible frame whose length along each of `axes` is
    /// `length(containerLength, axis)`.
    /// - Parameters:
    ///   - axes: The axes on which the frame is sized from the container.
    ///   - alignment: Where the view sits in the frame (default `.center`).
    ///   - length: The frame's length from the container's length on an axis.
    /// - Returns: A view framed to the computed lengths.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
