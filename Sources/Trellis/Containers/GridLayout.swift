import Foundation

/// The layout of `Grid`: rows of cells in shared columns. Column widths are the widest cell of
/// each column and row heights the tallest cell of each row; flexible cells share the proposed
/// space the way stack children do (least flexible column or row first). Cells spanning several
/// columns widen them equally when they don't fit. Cells are aligned in their cell by their
/// `gridCellAnchor`, else their column's `gridColumnAlignment` and their row's alignment, else
/// the grid's alignment.
public struct GridLayout: Layout {
    /// Where a cell sits within its cell rectangle when neither it, its column nor its row says.
    public var alignment: Alignment
    /// The gap between columns; nil for 8 points.
    public var horizontalSpacing: CGFloat?
    /// The gap between rows; nil for 8 points.
    public var verticalSpacing: CGFloat?

    /// Creates a grid layout; non-finite spacings count as nil.
    /// - Parameters:
    ///   - alignment: The default alignment of cells within their cell rectangles.
    ///   - horizontalSpacing: The gap between columns; nil for 8 points.
    ///   - verticalSpacing: The gap between rows; nil for 8 points.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = validSpacing(horizontalSpacing)
        self.verticalSpacing = validSpacing(verticalSpacing)
    }

    /// The grid's rows and cells, and the track sizes computed for recent proposals.
    public struct Cache {
        var structure: GridStructure
        var arrangements: [GridArrangement] = []
    }

    var columnSpacing: CGFloat { horizontalSpacing ?? ViewSpacing.defaultDistance }
    var rowSpacing: CGFloat { verticalSpacing ?? ViewSpacing.defaultDistance }

    /// Sorts the subviews into rows and columns once for the life of the tree.
    /// - Returns: The cache kept for the life of the tree.
    public func makeCache(subviews: Subviews) -> Cache { Cache(structure: GridStructure(subviews)) }

    /// Sizes the columns and rows for `proposal` and returns their sum plus the spacing between them.
    /// - Returns: The layout's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        arrangement(proposal, &cache).size
    }

    /// Places every cell in its column and row rectangle (spanning cells in the union of theirs),
    /// proposing it that rectangle's size and aligning it within it.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let a = arrangement(proposal, &cache)
        let s = cache.structure
        var columnX = [CGFloat](repeating: 0, count: a.widths.count + 1)
        for c in a.widths.indices { columnX[c + 1] = columnX[c] + a.widths[c] + columnSpacing }
        var y = bounds.minY
        for (r, row) in s.rows.enumerated() {
            let height = a.heights[r]
            if let rowNode = row.node {
                subviews.sink.recordFrame(rowNode, CGRect(x: bounds.minX, y: y, width: a.size.width, height: height),
                                          proposal: ProposedViewSize(width: a.size.width, height: height))
            }
            let vertical = row.alignment ?? alignment.vertical
            // Baselines and custom guides line up across the row; built-in guides align in each cell.
            var line: CGFloat?
            if !vertical.key.isFrameGuide {
                var best = -CGFloat.infinity
                for cell in s.cells[row.cells] where cell.anchor == nil {
                    let p = ProposedViewSize(width: cellWidth(cell, a.widths), height: height)
                    best = max(best, cell.node.dimensions(in: p)[vertical.key])
                }
                if best.isFinite { line = best }
            }
            for cell in s.cells[row.cells] {
                let width = cellWidth(cell, a.widths)
                let p = ProposedViewSize(width: width, height: height)
                let x = bounds.minX + columnX[cell.column]
                let subview = LayoutSubview(node: cell.node, sink: subviews.sink)
                let d = cell.node.dimensions(in: p)
                if let anchor = cell.anchor {
                    subview.place(at: CGPoint(x: x + anchor.x * (width - d.width), y: y + anchor.y * (height - d.height)), proposal: p)
                    continue
                }
                let horizontal = row.isFullWidth ? alignment.horizontal : (s.columnAlignments[cell.column] ?? alignment.horizontal)
                let cellBox = ViewDimensions(size: CGSize(width: width, height: height), node: nil, proposal: .unspecified)
                let cx = x + cellBox[horizontal.key] - d[horizontal.key]
                let cy = y + (line ?? cellBox[vertical.key]) - d[vertical.key]
                subview.place(at: CGPoint(x: cx, y: cy), proposal: p)
            }
            y += height + rowSpacing
        }
    }

    /// Custom guides (and baselines) of the cells leave the grid, as they leave a stack.
    /// - Returns: The guide's offset from the origin of `bounds`, or nil when no subview sets it.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        cellsExplicitAlignment(guide.key, bounds, proposal, subviews, &cache)
    }

    /// Custom guides (and baselines) of the cells leave the grid, as they leave a stack.
    /// - Returns: The guide's offset from the origin of `bounds`, or nil when no subview sets it.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        cellsExplicitAlignment(guide.key, bounds, proposal, subviews, &cache)
    }

    private func cellsExplicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                        _ subviews: Subviews, _ cache: inout Cache) -> CGFloat? {
        if key.isFrameGuide { return nil }
        let recorder = PlacementRecorder()
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews.recording(into: recorder), cache: &cache)
        var values: [CGFloat] = []
        for cell in cache.structure.cells {
            guard let placed = recorder.placements[ObjectIdentifier(cell.node)] else { continue }
            let size = cell.node.sizeThatFits(placed.proposal)
            if let e = cell.node.explicitAlignment(key, size: size, proposal: placed.proposal) {
                values.append(placed.origin[key.axis] - bounds.origin[key.axis] + e)
            }
        }
        return key.combine(values)
    }

    private func cellWidth(_ cell: GridStructure.Cell, _ widths: [CGFloat]) -> CGFloat {
        widths[cell.column..<(cell.column + cell.span)].reduce(0, +) + columnSpacing * CGFloat(cell.span - 1)
    }

    private func arrangement(_ proposal: ProposedViewSize, _ cache: inout Cache) -> GridArrangement {
        for a in cache.arrangements where a.proposal == proposal { return a }
        let a = arrange(proposal, cache.structure)
        if cache.arrangements.count >= 4 { cache.arrangements.removeFirst() }
        cache.arrangements.append(a)
        return a
    }

    /// Column widths first (cells measured with no height), then row heights in those widths.
    private func arrange(_ proposal: ProposedViewSize, _ s: GridStructure) -> GridArrangement {
        let hs = columnSpacing, vs = rowSpacing
        let columnCount = s.columnCount

        // Columns.
        var widths = [CGFloat](repeating: 0, count: columnCount)
        let sizing = s.cells.filter { !$0.unsizedAxes.contains(.horizontal) }
        if let width = proposal.width {
            var mins = [CGFloat](repeating: 0, count: columnCount), maxes = mins
            for cell in sizing where cell.span == 1 {
                mins[cell.column] = max(mins[cell.column], cell.node.sizeThatFits(ProposedViewSize(width: 0, height: nil)).width)
                maxes[cell.column] = max(maxes[cell.column], cell.node.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width)
            }
            for cell in sizing where cell.span > 1 {
                let range = cell.column..<(cell.column + cell.span)
                TrackSizing.cover(cell.node.sizeThatFits(ProposedViewSize(width: 0, height: nil)).width, &mins, range, spacing: hs)
                TrackSizing.cover(cell.node.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width, &maxes, range, spacing: hs)
            }
            for c in 0..<columnCount { maxes[c] = max(maxes[c], mins[c]) }
            widths = TrackSizing.distribute(width - hs * CGFloat(max(columnCount - 1, 0)), mins: mins, maxes: maxes)
        } else {
            for cell in sizing where cell.span == 1 {
                widths[cell.column] = max(widths[cell.column], cell.node.sizeThatFits(.unspecified).width)
            }
            for cell in sizing where cell.span > 1 {
                TrackSizing.cover(cell.node.sizeThatFits(.unspecified).width, &widths, cell.column..<(cell.column + cell.span), spacing: hs)
            }
        }

        // Rows.
        let rowCount = s.rows.count
        var heights = [CGFloat](repeating: 0, count: rowCount)
        func width(of cell: GridStructure.Cell) -> CGFloat {
            widths[cell.column..<(cell.column + cell.span)].reduce(0, +) + hs * CGFloat(cell.span - 1)
        }
        if let height = proposal.height {
            var mins = [CGFloat](repeating: 0, count: rowCount), maxes = mins
            for (r, row) in s.rows.enumerated() {
                for cell in s.cells[row.cells] where !cell.unsizedAxes.contains(.vertical) {
                    let w = width(of: cell)
                    mins[r] = max(mins[r], cell.node.sizeThatFits(ProposedViewSize(width: w, height: 0)).height)
                    maxes[r] = max(maxes[r], cell.node.sizeThatFits(ProposedViewSize(width: w, height: .infinity)).height)
                }
                maxes[r] = max(maxes[r], mins[r])
            }
            heights = TrackSizing.distribute(height - vs * CGFloat(max(rowCount - 1, 0)), mins: mins, maxes: maxes)
        } else {
            for (r, row) in s.rows.enumerated() {
                for cell in s.cells[row.cells] where !cell.unsizedAxes.contains(.vertical) {
                    heights[r] = max(heights[r], cell.node.sizeThatFits(ProposedViewSize(width: width(of: cell), height: nil)).height)
                }
            }
        }

        let totalWidth = widths.reduce(0, +) + hs * CGFloat(max(columnCount - 1, 0))
        let totalHeight = heights.reduce(0, +) + vs * CGFloat(max(rowCount - 1, 0))
        return GridArrangement(proposal: proposal, widths: widths, heights: heights,
                               size: CGSize(width: totalWidth, height: totalHeight))
    }
}

/// Track sizes for one proposal.
struct GridArrangement {
    var proposal: ProposedViewSize
    var widths: [CGFloat]
    var heights: [CGFloat]
    var size: CGSize
}

/// The rows and cells of a grid, read from its subviews: `GridRow` nodes are rows of cells, any
/// other subview is a row of one cell spanning every column.
struct GridStructure {
    struct Cell {
        let node: Node
        let column: Int
        let span: Int
        let anchor: UnitPoint?
        let unsizedAxes: Axis.Set
    }

    struct Row {
        let node: Node?
        let alignment: VerticalAlignment?
        let cells: Range<Int>
        var isFullWidth: Bool { node == nil }
    }

    var rows: [Row] = []
    var cells: [Cell] = []
    var columnCount = 0
    var columnAlignments: [HorizontalAlignment?] = []

    init(_ subviews: LayoutSubviews) {
        var rowCells: [(node: Node?, alignment: VerticalAlignment?, cells: [Node])] = []
        for v in subviews {
            if let row = v.node.behavior as? GridRowBehavior {
                rowCells.append((v.node, row.alignment, v.node.children))
                columnCount = max(columnCount, v.node.children.reduce(0) { $0 + $1.traits.grid.columns })
            } else {
                rowCells.append((nil, nil, [v.node]))
            }
        }
        if columnCount == 0 && !rowCells.isEmpty { columnCount = 1 }
        columnAlignments = Array(repeating: nil, count: columnCount)
        for entry in rowCells {
            let start = cells.count
            var column = 0
            for n in entry.cells {
                let t = n.traits.grid
                let span = entry.node == nil ? columnCount : min(t.columns, columnCount - column)
                if entry.node != nil, columnAlignments[column] == nil, let a = t.columnAlignment { columnAlignments[column] = a }
                cells.append(Cell(node: n, column: column, span: span, anchor: t.anchor, unsizedAxes: t.unsizedAxes))
                column += span
            }
            rows.append(Row(node: entry.node, alignment: entry.alignment, cells: start..<cells.count))
        }
    }
}
