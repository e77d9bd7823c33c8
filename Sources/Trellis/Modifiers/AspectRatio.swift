import Foundation

/// How content fills a space of another aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Scale the content to fit inside the space, leaving space on one axis.
    case fit
    /// Scale the content to fill the space, overflowing it on one axis.
    case fill
}

/// `aspectRatio`: proposes the child the largest (fit) or smallest (fill) size of the ratio that
/// covers the proposal; the child is centred.
nonisolated struct AspectRatioModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let ratio: CGFloat?
    let contentMode: ContentMode

    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node {
        unary("aspectRatio", AspectRatioBehavior(ratio: ratio, contentMode: contentMode), node, ctx)
    }
}

struct AspectRatioBehavior: UnaryBehavior {
    let ratio: CGFloat?
    let contentMode: ContentMode

    func childProposal(_ p: ProposedViewSize, child: Node) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        var r: CGSize
        if let ratio { r = CGSize(width: ratio, height: 1) } else { r = child.sizeThatFits(.unspecified) }
        if r.width == r.height || r.width <= 0 || r.height <= 0 || !r.width.isFinite || !r.height.isFinite {
            r = CGSize(width: 1, height: 1)
        }
        let sx = p.width.map { $0 / r.width } ?? .infinity
        let sy = p.height.map { $0 / r.height } ?? .infinity
        var k = contentMode == .fit ? min(sx, sy) : max(sx, sy)
        if k.isNaN { k = 0 }
        return ProposedViewSize(width: r.width * k, height: r.height * k)
    }

    func sizeThatFits(_ p: ProposedViewSize, child: Node) -> CGSize { child.sizeThatFits(childProposal(p, child: child)) }

    /// The child's proposal mixes both dimensions: only a child that ignores both makes it constant.
    func ignoredAxes(children: [Node], stackOrientation: Axis?) -> Axis.Set { children[0].ignoredAxes == .both ? .both : [] }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let cp = childProposal(proposal, child: child)
        let s = child.sizeThatFits(cp)
        return (CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), cp)
    }
}

nonisolated extension View {
    /// Constrains this view to an aspect ratio, proposing it a size of that ratio.
    /// With `.fit` the view is proposed the largest size of the ratio that fits in the proposal;
    /// with `.fill`, the smallest that covers it (a nil dimension counts as unlimited). The view
    /// chooses its own size from that proposal and is centred in the result. Proposed nil on both
    /// axes, it is proposed nil. A ratio of nil uses the view's ideal size's proportions.
    /// ```swift
    /// Image("photo")
    ///     .resizable()
    ///     .aspectRatio(contentMode: .fit)        // as large as fits, undistorted
    /// Color.green
    ///     .aspectRatio(16 / 9, contentMode: .fit)
    /// ```
    /// - Parameters:
    ///   - aspectRatio: The width divided by the height; nil, non-positive or non-finite for the
    ///     view's ideal proportions.
    ///   - contentMode: Whether the view fits inside the proposal or fills it.
    /// - Returns: A view proposed sizes of the given ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let r = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return modifier(AspectRatioModifier(ratio: r, contentMode: contentMode))
    }
    /// Constrains this view to the aspect ratio of `aspectRatio` (width over height).
    /// A zero height leaves the ratio to the view's ideal size.
    /// - Parameters:
    ///   - aspectRatio: A size whose proportions the view should keep.
    ///   - contentMode: Whether the view fits inside the proposal or fills it.
    /// - Returns: A view proposed sizes of the given proportions.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }
    /// Scales this view to fit the proposal at its ideal aspect ratio:
    /// `aspectRatio(nil, contentMode: .fit)`. A resizable image keeps its proportions this way.
    /// - Returns: A view proposed the largest size of its ratio that fits in the proposal.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    /// Scales this view to fill the proposal at its ideal aspect ratio:
    /// `aspectRatio(nil, contentMode: .fill)`. The view may overflow the proposed size on one axis.
    /// - Returns: A view proposed the smallest size of its ratio that covers the proposal.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
