import Foundation

/// A thin line across the axis of the enclosing stack: horizontal in a VStack (and outside
/// stacks), vertical in an HStack. It is one pixel thick (1 pt at accessibility text sizes).
///
/// Along its length a divider takes whatever it is offered (10 points when offered nothing);
/// across, it is always that one pixel, whatever the proposal. It draws in the separator colour.
///
/// ```swift
/// VStack(spacing: 0) {
///     Text("Account").padding()
///     Divider()                // full width, 1 pixel tall
///     Text("Privacy").padding()
/// }
/// ```
public nonisolated struct Divider: View, PrimitiveView {
    /// The engine lays this view out directly; it has no body.
    public typealias Body = Never
    /// Creates a divider.
    public init() {}

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        nodes.append(ctx.makeNode("Divider", DividerBehavior()))
    }
}

struct DividerBehavior: NodeBehavior {
    func mayHaveExplicitAlignment(children: [Node]) -> Bool { false }
    /// Its thickness never depends on the proposal.
    func ignoredAxes(children: [Node], stackOrientation: Axis?) -> Axis.Set { stackOrientation == .horizontal ? .horizontal : .vertical }
    static func thickness(_ env: EnvironmentValues) -> CGFloat {
        env.dynamicTypeSize.isAccessibilitySize ? 1 : env.pixelLength
    }

    /// A line of the separator colour across its frame.
    func ownContent(node: Node) -> DisplayItem.Content? {
        .shape(DisplayShapeDrawing(outline: .rectangle(node.frame), fill: .color(Color.separator.resolve(in: node.environment))))
    }

    func sizeThatFits(_ p: ProposedViewSize, node: Node) -> CGSize {
        let t = Self.thickness(node.environment)
        if node.stackOrientation == .horizontal {
            return CGSize(width: t, height: p.height ?? 10)
        }
        return CGSize(width: p.width ?? 10, height: t)
    }
}
