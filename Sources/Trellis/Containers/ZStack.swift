import Foundation

/// A layout that overlays its subviews, aligned in both axes: the `Layout` behind `ZStack`.
/// Only the subviews with the highest layout priority decide its size.
public struct ZStackLayout: Layout {
    /// The guides, in both axes, the subviews line up on.
    public var alignment: Alignment

    /// Creates an overlaying layout that aligns its subviews by `alignment`.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// A z-stack keeps nothing between calls.
    public typealias Cache = Void

    private func topPriority(_ subviews: Subviews) -> Double {
        subviews.reduce(-Double.infinity) { max($0, $1.priority) }
    }

    /// Proposes the whole proposal to every subview of the highest priority and takes the largest
    /// width and the largest height among them. Lower-priority subviews do not affect the size.
    /// - Returns: The layout's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let top = topPriority(subviews)
        var size = CGSize.zero
        for v in subviews where v.priority == top {
            let s = v.sizeThatFits(proposal)
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        return size
    }

    /// Proposes the bounds' size to every subview and places each so its `alignment` guides meet
    /// the furthest-out guide values of the highest-priority subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let p = ProposedViewSize(bounds.size)
        let top = topPriority(subviews)
        var aw = -CGFloat.infinity, ah = -CGFloat.infinity
        for v in subviews where v.priority == top {
            let d = v.dimensions(in: p)
            aw = max(aw, d[alignment.horizontal])
            ah = max(ah, d[alignment.vertical])
        }
        if !aw.isFinite { aw = 0 }
        if !ah.isFinite { ah = 0 }
        for v in subviews {
            let d = v.dimensions(in: p)
            v.place(at: CGPoint(x: bounds.minX + aw - d[alignment.horizontal], y: bounds.minY + ah - d[alignment.vertical]),
                    proposal: p)
        }
    }

    /// The union of every subview's spacing preferences (none for an empty stack).
    /// - Returns: The layout's preferred spacing around its edges.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        var s = ViewSpacing()
        for v in subviews { s.formUnion(v.spacing) }
        return s
    }
}

/// A view that overlays its children, aligning them in both axes.
///
/// Every child is proposed the stack's whole proposal; the stack is as large as its largest
/// children (only those with the highest layout priority count) and places each child so its
/// alignment guides meet. Later children draw on top of earlier ones.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) {
///     Color.blue.frame(width: 80, height: 80)
///     Text("3").padding(4).background(.red)
/// }
/// ```
///
/// A child given `layoutPriority(1)` alone decides the size; the others are proposed that size.
public nonisolated struct ZStack<Content: View>: View, PrimitiveView {
    /// A stack is laid out by the engine directly and has no body.
    public typealias Body = Never
    let layout: ZStackLayout
    let content: Content

    /// Creates an overlaying stack.
    /// - Parameters:
    ///   - alignment: The guides, in both axes, the children line up on (default `.center`).
    ///   - content: The children, back to front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        LayoutView(layout: layout, content: content, name: "ZStack").makeNodes(ctx, into: &nodes)
    }
}
