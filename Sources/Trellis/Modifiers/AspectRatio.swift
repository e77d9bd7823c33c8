import Foundation

/// How content fills a space of another aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }

/// `aspectRatio`: proposes the child the largest (fit) or smallest (fill) size of the ratio that
/// covers the proposal; the child is centred.
struct AspectRatioModifier: ViewModifier, WrappingModifier {
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

extension View {
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let r = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return modifier(AspectRatioModifier(ratio: r, contentMode: contentMode))
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
