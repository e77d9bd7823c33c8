import Foundation

/// A layout that overlays its subviews, aligned in both axes. Only the subviews with the highest
/// layout priority decide its size.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public typealias Cache = Void

    private func topPriority(_ subviews: Subviews) -> Double {
        subviews.reduce(-Double.infinity) { max($0, $1.priority) }
    }

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

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        var s = ViewSpacing()
        for v in subviews { s.formUnion(v.spacing) }
        return s
    }
}

/// A view that overlays its children, aligning them in both axes.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        LayoutView(layout: layout, content: content, name: "ZStack").makeNodes(ctx, into: &nodes)
    }
}
