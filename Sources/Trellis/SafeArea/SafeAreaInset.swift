import Foundation

/// `safeAreaInset(edge:alignment:spacing:content:)`: the inset content sits at `edge`, the main
/// view beside it, and the main view's safe area grows by the content's length plus the spacing.
nonisolated struct SafeAreaInsetModifier<Inset: View>: ViewModifier, WrappingModifier {
    typealias Body = Never
    let edge: Edge
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let content: Inset

    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node {
        let inner = ctx.inside(orientation: nil)
        var extra = inner.nodes(of: content)
        // Several inset views share an implicit ZStack, as SwiftUI's secondary content does.
        if extra.count != 1 {
            extra = [inner.makeNode("ZStack", nodeBehavior(for: ZStackLayout()), children: extra)]
        }
        return unary("safeAreaInset", SafeAreaInsetBehavior(edge: edge, alignment: alignment, spacing: spacing), node, ctx, extra: extra)
    }
}

struct SafeAreaInsetBehavior: NodeBehavior {
    let edge: Edge
    let alignment: AlignmentKey
    let spacing: CGFloat?

    var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    func gap(_ node: Node) -> CGFloat {
        if let spacing, spacing.isFinite { return spacing }
        return node.children[0].spacing.distance(to: node.children[1].spacing, along: axis)
    }

    /// The inset content's proposal: what is left after the spacing and the main view's minimum.
    func insetProposal(_ p: ProposedViewSize, node: Node, gap: CGFloat) -> ProposedViewSize {
        guard let v = p[axis] else { return p }
        var q = p
        let withoutSpacing = max(v - gap, 0)
        var probe = p
        probe[axis] = 0
        let minimum = node.children[0].sizeThatFits(probe)[axis]
        q[axis] = max(withoutSpacing - minimum, 0)
        return q
    }

    func mainProposal(_ p: ProposedViewSize, insetSize: CGSize, gap: CGFloat) -> ProposedViewSize {
        guard let v = p[axis] else { return p }
        var q = p
        q[axis] = max(v - (insetSize[axis] + gap), 0)
        return q
    }

    func sizeThatFits(_ p: ProposedViewSize, node: Node) -> CGSize {
        let g = gap(node)
        let insetSize = node.children[1].sizeThatFits(insetProposal(p, node: node, gap: g))
        let mainSize = node.children[0].sizeThatFits(mainProposal(p, insetSize: insetSize, gap: g))
        switch axis {
        case .horizontal: return CGSize(width: insetSize.width + g + mainSize.width, height: max(insetSize.height, mainSize.height))
        case .vertical: return CGSize(width: max(insetSize.width, mainSize.width), height: insetSize.height + g + mainSize.height)
        }
    }

    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        let main = node.children[0], inset = node.children[1]
        let g = gap(node)
        var p = proposal
        let across: Axis = axis == .vertical ? .horizontal : .vertical
        if p[across] == nil { p[across] = bounds.size[across] }
        let insetP = insetProposal(p, node: node, gap: g)
        let insetSize = inset.sizeThatFits(insetP)
        let mainP = mainProposal(p, insetSize: insetSize, gap: g)
        let mainSize = main.sizeThatFits(mainP)
        // The main view is anchored to the opposite edge, the inset content to `edge`; across the
        // axis the main view is centred and the content aligned to it by `alignment`.
        var mainOrigin = CGPoint(x: (bounds.width - mainSize.width) / 2, y: (bounds.height - mainSize.height) / 2)
        var insetOrigin = CGPoint(x: (bounds.width - insetSize.width) / 2, y: (bounds.height - insetSize.height) / 2)
        switch edge {
        case .top: mainOrigin.y = bounds.height - mainSize.height; insetOrigin.y = 0
        case .bottom: mainOrigin.y = 0; insetOrigin.y = bounds.height - insetSize.height
        case .leading: mainOrigin.x = bounds.width - mainSize.width; insetOrigin.x = 0
        case .trailing: mainOrigin.x = 0; insetOrigin.x = bounds.width - insetSize.width
        }
        let mainGuide = alignment.value(of: main, size: mainSize, proposal: mainP)
        let insetGuide = alignment.value(of: inset, size: insetSize, proposal: insetP)
        insetOrigin[across] = mainOrigin[across] + mainGuide - insetGuide

        // The main view's safe area: the whole modifier, inset by the content and the spacing.
        let full = EdgeInsets(top: edge == .top ? 1 : 0, leading: edge == .leading ? 1 : 0,
                              bottom: edge == .bottom ? 1 : 0, trailing: edge == .trailing ? 1 : 0)
        let length = g + insetSize[axis]
        let insets = EdgeInsets(top: full.top * length, leading: full.leading * length,
                                bottom: full.bottom * length, trailing: full.trailing * length)
        node.context.withSafeAreaSpace(SafeAreaSpace(bounds: bounds, insets: insets, regions: .container)) {
            main.place(at: CGPoint(x: bounds.minX + mainOrigin.x, y: bounds.minY + mainOrigin.y), proposal: mainP)
        }
        inset.place(at: CGPoint(x: bounds.minX + insetOrigin.x, y: bounds.minY + insetOrigin.y), proposal: insetP)
    }

    func spacing(node: Node) -> ViewSpacing { node.children[0].spacing }
    func mayHaveExplicitAlignment(children: [Node]) -> Bool { false }
}

/// `safeAreaPadding`: laid out as `padding`, and the padded insets are added to the content's
/// safe area (SwiftUI builds it from four `safeAreaInset`s of clear frames with spacing 0,
/// which comes to the same frames).
nonisolated struct SafeAreaPaddingModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let edges: Edge.Set
    let length: CGFloat?
    let insets: EdgeInsets?

    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node {
        let resolved = insets ?? EdgeInsets(edges, length ?? ctx.environment.defaultPadding)
        return unary("safeAreaPadding", SafeAreaPaddingBehavior(padding: PaddingBehavior(insets: resolved.cleaned)), node, ctx)
    }
}

struct SafeAreaPaddingBehavior: UnaryBehavior {
    let padding: PaddingBehavior

    func sizeThatFits(_ p: ProposedViewSize, child: Node) -> CGSize { padding.sizeThatFits(p, child: child) }
    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize) {
        padding.childPlacement(size: size, proposal: proposal, child: child)
    }
    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        let child = node.children[0]
        let p = childPlacement(size: bounds.size, proposal: proposal, child: child)
        node.context.withSafeAreaSpace(SafeAreaSpace(bounds: bounds, insets: padding.insets, regions: .container)) {
            child.place(at: CGPoint(x: bounds.minX + p.origin.x, y: bounds.minY + p.origin.y), proposal: p.proposal)
        }
    }
    func spacing(child: Node) -> ViewSpacing { padding.spacing(child: child) }
}

nonisolated extension View {
    /// Shows `content` above or below the view, which is inset by its height (plus `spacing`)
    /// and has its safe area increased by the same amount.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, alignment: alignment.key, spacing: spacing, content: content()))
    }

    /// Shows `content` beside the view, which is inset by its width (plus `spacing`) and has its
    /// safe area increased by the same amount.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing, alignment: alignment.key, spacing: spacing, content: content()))
    }

    /// Adds the provided insets into the safe area of this view.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(edges: .all, length: nil, insets: insets))
    }

    /// Adds `length` (the default padding when nil) on `edges` into the safe area of this view.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(SafeAreaPaddingModifier(edges: edges, length: length.map { $0.isFinite ? $0 : 0 }, insets: nil))
    }

    /// Adds `length` on every edge into the safe area of this view.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        modifier(SafeAreaPaddingModifier(edges: .all, length: length.isFinite ? length : 0, insets: nil))
    }
}
