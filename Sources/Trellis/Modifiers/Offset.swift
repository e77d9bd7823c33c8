import Foundation

/// `offset`: the child keeps its layout but is drawn (and reported) shifted.
nonisolated struct OffsetModifier: ViewModifier, WrappingModifier {
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
nonisolated struct PositionModifier: ViewModifier, WrappingModifier {
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

nonisolated extension View {
    /// Draws this view shifted by `offset` without changing its layout.
    /// The modifier has the view's size and is placed where the view would be; only the view inside
    /// moves, so neighbours keep their positions and its frame (as reported by geometry readers and
    /// the layout tree) is the shifted one. Alignment guides are not shifted.
    /// ```swift
    /// HStack {
    ///     Text("A")
    ///     Text("B").offset(y: -6)       // raised, A and C unmoved
    ///     Text("C")
    /// }
    /// ```
    /// - Parameter offset: The horizontal and vertical shift; non-finite components count as 0.
    /// - Returns: A view drawn at an offset from where it is laid out.
    public func offset(_ offset: CGSize) -> some View {
        modifier(OffsetModifier(offset: CGSize(width: finite(offset.width), height: finite(offset.height))))
    }
    /// Draws this view shifted by `x` and `y` points without changing its layout; see `offset(_:)`.
    /// - Parameters:
    ///   - x: The horizontal shift; positive moves right (left in right-to-left layouts).
    ///   - y: The vertical shift; positive moves down.
    /// - Returns: A view drawn at an offset from where it is laid out.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Centres this view on a point in a frame that takes the whole proposal.
    /// The modifier becomes exactly as large as proposed (on an axis proposed nil, as large as the
    /// view), proposes the view that size, and places the view's centre at `position` measured
    /// from the frame's top-leading corner. Unlike `offset`, this changes layout: a positioned view
    /// is greedy, and its neighbours see no spacing preference from it.
    /// ```swift
    /// Circle()
    ///     .frame(width: 10, height: 10)
    ///     .position(x: 20, y: 30)      // fills its parent, dot centred at (20, 30)
    /// ```
    /// - Parameter position: The point for the view's centre; non-finite coordinates count as 0.
    /// - Returns: A view that takes the whole proposal and centres this view on the point.
    public func position(_ position: CGPoint) -> some View {
        modifier(PositionModifier(position: CGPoint(x: finite(position.x), y: finite(position.y))))
    }
    /// Centres this view on the point (`x`, `y`) of its parent's coordinate space; see
    /// `position(_:)`.
    /// - Parameters:
    ///   - x: The horizontal position of the view's centre.
    ///   - y: The vertical position of the view's centre.
    /// - Returns: A view that takes the whole proposal and centres this view on the point.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
