import Foundation

/// A flexible space that expands along the axis of its stack (both axes outside stacks).
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        // NaN and negative lengths are treated as no minimum given; infinity stays (SwiftUI clamps nothing else).
        if let m = minLength, m.isNaN || m < 0 { self.minLength = nil } else { self.minLength = minLength }
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let node = ctx.makeNode("Spacer", SpacerBehavior(minLength: minLength ?? ViewSpacing.defaultDistance))
        // Spacers are fitted last: every other view is sized before them, with their minimum reserved.
        node.traits.layoutPriority = -.infinity
        nodes.append(node)
    }
}

struct SpacerBehavior: NodeBehavior {
    func mayHaveExplicitAlignment(node: Node) -> Bool { false }
    let minLength: CGFloat

    func sizeThatFits(_ p: ProposedViewSize, node: Node) -> CGSize {
        switch node.stackOrientation {
        case .horizontal: return CGSize(width: max(p.width ?? -.infinity, minLength), height: 0)
        case .vertical: return CGSize(width: 0, height: max(p.height ?? -.infinity, minLength))
        case nil: return CGSize(width: max(p.width ?? -.infinity, minLength), height: max(p.height ?? -.infinity, minLength))
        }
    }

    func spacing(node: Node) -> ViewSpacing {
        switch node.stackOrientation {
        case .horizontal: return .uniform(0, edges: .horizontal)
        case .vertical: return .uniform(0, edges: .vertical)
        case nil: return .zero
        }
    }
}

extension Node {
    var isSpacer: Bool { behavior is SpacerBehavior }
}
