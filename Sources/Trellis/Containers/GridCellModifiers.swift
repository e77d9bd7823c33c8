import Foundation

/// What a `Grid` reads from a cell: its column span, alignment overrides and the axes on which it
/// does not size its column or row. Traits: they pass unchanged through modifiers on the cell.
struct GridCellTraits {
    var columns = 1
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set = []
}

/// Spans larger than this are clamped: a cell can't reasonably cover more columns, and the grid
/// keeps per-column arrays.
let maximumGridCellColumns = 1_000

nonisolated extension View {
    /// Makes the cell span `count` columns of its `Grid` row (at least 1).
    /// - Parameter count: The number of columns, clamped to 1...1000.
    /// - Returns: A cell spanning `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        let n = min(max(count, 1), maximumGridCellColumns)
        return modifier(AttributeModifier { $0.traits.grid.columns = n })
    }

    /// Aligns every cell of this cell's column horizontally by `guide` (set it on one cell, usually
    /// in the first row).
    /// - Parameter guide: The horizontal alignment of the column's cells.
    /// - Returns: A cell that sets its column's alignment.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(AttributeModifier { $0.traits.grid.columnAlignment = guide })
    }

    /// Places this cell at `anchor` in its grid cell, overriding the row and column alignment.
    /// - Parameter anchor: The unit point of the cell rectangle the view's same point goes to;
    ///   non-finite anchors are ignored.
    /// - Returns: A cell placed at `anchor`.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        let valid = anchor.x.isFinite && anchor.y.isFinite
        return modifier(AttributeModifier { if valid { $0.traits.grid.anchor = anchor } })
    }

    /// The cell takes the size of its column (horizontal) or row (vertical) without contributing to
    /// it: a flexible view such as a `Divider` then no longer widens the grid.
    /// - Parameter axes: The axes on which the cell does not size its column or row.
    /// - Returns: A cell that adopts its track's size on `axes`.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(AttributeModifier { $0.traits.grid.unsizedAxes = axes })
    }
}
