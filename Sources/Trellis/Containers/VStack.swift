import Foundation

/// A layout that arranges its subviews in a vertical line.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = validSpacing(spacing)
    }

    public struct Cache { var stack: StackAlgorithm.Cache }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, minorAlignment: alignment.key, spacing: spacing) }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache(stack: algorithm.makeCache(subviews)) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews, &cache.stack)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        algorithm.placeSubviews(in: bounds, proposal, subviews, &cache.stack)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        algorithm.explicitAlignment(guide.key, in: bounds, proposal, subviews, &cache.stack)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        algorithm.explicitAlignment(guide.key, in: bounds, proposal, subviews, &cache.stack)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { algorithm.spacing(subviews) }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        LayoutView(layout: layout, content: content, name: "VStack").makeNodes(ctx, into: &nodes)
    }
}
