import Foundation

/// A flexible space that expands along the axis of its stack (both axes outside stacks).
///
/// In an `HStack` a spacer is as wide as it is offered (at least `minLength`) and 0 tall; in a
/// `VStack`, as tall as offered and 0 wide. A stack sizes its spacers last, after every other
/// child, so they take exactly the space left over, shared equally among them. A spacer adds no
/// gap of its own next to its neighbours: its minimum length stands in for the spacing.
///
/// ```swift
/// HStack {
///     Text("Inbox")
///     Spacer()                 // pushes the count to the trailing edge
///     Text("12")
/// }
/// ```
///
/// The default minimum is 8 points, the usual spacing between views; SwiftUI's depends on the
/// neighbours, which for most views is also 8.
public nonisolated struct Spacer: View, PrimitiveView {
    /// The engine lays this view out directly; it has no body.
    public typealias Body = Never
    /// The least length the spacer takes along its stack's axis; nil for 8 points.
    public var minLength: CGFloat?

    /// Creates a spacer.
    /// - Parameter minLength: The least length along the stack's axis; nil for 8 points.
    ///   Negative values count as 0, non-finite ones as nil.
    public init(minLength: CGFloat? = nil) {
        // A negative minimum is clamped to 0; NaN and infinity count as no minimum given (the default).
        if let m = minLength, !m.isFinite { self.minLength = nil } else { self.minLength = minLength.map { max($0, 0) } }
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let node = ctx.makeNode("Spacer", SpacerBehavior(minLength: minLength ?? ViewSpacing.defaultDistance))
        // Spacers are fitted last: every other view is sized before them, with their minimum reserved.
        node.traits.layoutPriority = -.infinity
        nodes.append(node)
    }
}

struct SpacerBehavior: NodeBehavior {
    func mayHaveExplicitAlignment(children: [Node]) -> Bool { false }
    /// Its thickness across its stack is 0 whatever the proposal.
    func ignoredAxes(children: [Node], stackOrientation: Axis?) -> Axis.Set {
        switch stackOrientation {
        case .horizontal: return .vertical
        case .vertical: return .horizontal
        case nil: return []
        }
    }
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
