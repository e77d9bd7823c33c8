import Foundation

/// A container that arranges its `GridRow`s in a two-dimensional table: each column as wide as
/// its widest cell, each row as tall as its tallest one. A view placed directly in a grid (not in
/// a row) spans all columns.
public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: GridLayout
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        LayoutView(layout: layout, content: content, name: "Grid").makeNodes(ctx, into: &nodes)
    }
}

/// A row of a `Grid`. Outside a grid it acts like a `Group`.
public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        guard ctx.isGridContent else {
            var group = ctx
            group.isGridContent = false
            group.resolve(content, into: &nodes)
            return
        }
        let cells = ctx.inside(orientation: nil).nodes(of: content)
        nodes.append(ctx.makeNode("GridRow", GridRowBehavior(alignment: alignment), children: cells))
    }
}

/// A grid row. The grid sizes and places its cells itself; should the row end up laid out on its
/// own (wrapped in a modifier, say), it arranges its cells like an `HStack`.
final class GridRowBehavior: NodeBehavior {
    let alignment: VerticalAlignment?
    private let stack: StackBehavior

    init(alignment: VerticalAlignment?) {
        self.alignment = alignment
        stack = StackBehavior(HStackLayout(alignment: alignment ?? .center).algorithm)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> CGSize { stack.sizeThatFits(proposal, node: node) }
    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        stack.placeChildren(node: node, bounds: bounds, proposal: proposal)
    }
    func explicitAlignment(_ key: AlignmentKey, node: Node, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        stack.explicitAlignment(key, node: node, size: size, proposal: proposal)
    }
    func spacing(node: Node) -> ViewSpacing { stack.spacing(node: node) }
    func mayHaveExplicitAlignment(children: [Node]) -> Bool { stack.mayHaveExplicitAlignment(children: children) }
    func ignoredAxes(children: [Node], stackOrientation: Axis?) -> Axis.Set { [] }
}
