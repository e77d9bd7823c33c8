import Foundation

/// A container that arranges its `GridRow`s in a two-dimensional table: each column as wide as
/// its widest cell, each row as tall as its tallest one. A view placed directly in a grid (not in
/// a row) spans all columns.
///
/// Unlike nested stacks, a grid lines its cells up across rows: the third cell of every row is in
/// the same column. Flexible cells (colours, spacers, `frame(maxWidth: .infinity)`) share the
/// proposed width the way stack children do, least flexible column first. Each cell is proposed
/// its column's width and its row's height and aligned within that cell.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow {
///         Text("Name")
///         Text("Size").gridColumnAlignment(.trailing)
///     }
///     Divider()                                 // spans both columns
///     GridRow {
///         Text("Trellis.png")
///         Text("12 KB")
///     }
/// }
/// ```
public nonisolated struct Grid<Content: View>: View, PrimitiveView {
    /// The engine lays this container out directly; it has no body.
    public typealias Body = Never
    let layout: GridLayout
    let content: Content

    /// Creates a grid.
    /// - Parameters:
    ///   - alignment: Where each cell sits within its column's width and row's height, unless
    ///     the cell, its column or its row says otherwise (default `.center`).
    ///   - horizontalSpacing: The gap between columns; nil for 8 points.
    ///   - verticalSpacing: The gap between rows; nil for 8 points.
    ///   - content: The rows (`GridRow`s) and full-width views, top to bottom.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        LayoutView(layout: layout, content: content, name: "Grid").makeNodes(ctx, into: &nodes)
    }
}

/// A row of a `Grid`: its views are the row's cells, one per column, left to right. Outside a
/// grid it acts like a `Group`, its views joining the enclosing container.
public nonisolated struct GridRow<Content: View>: View, PrimitiveView {
    /// The engine lays this container out directly; it has no body.
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a grid row.
    /// - Parameters:
    ///   - alignment: How the row's cells align vertically within the row's height; nil uses
    ///     the grid's vertical alignment.
    ///   - content: The row's cells.
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
