import Foundation
import SwiftSyntax
import Trellis

/// Grid, GridRow, the lazy grids with their GridItems, ViewThatFits, and the grid-cell modifiers.
extension Registry {
    func registerGridViews() {
        addType("Grid", signatures: ["Grid(alignment:horizontalSpacing:verticalSpacing:content:)"]) { a, ev in
            let alignment = try a.take("alignment", Alignment.self, ev) ?? .center
            let h = try a.take("horizontalSpacing", CGFloat.self, ev)
            let v = try a.take("verticalSpacing", CGFloat.self, ev)
            let content = try Registry.content(a, ev)
            try a.finish()
            return .view(.wrap(Grid(alignment: alignment, horizontalSpacing: h, verticalSpacing: v) { content }, name: "Grid"))
        }
        addType("GridRow", signatures: ["GridRow(alignment:content:)"]) { a, ev in
            let alignment = try a.take("alignment", VerticalAlignment.self, ev)
            let content = try Registry.content(a, ev)
            try a.finish()
            return .view(.wrap(GridRow(alignment: alignment) { content }, name: "GridRow"))
        }
        addType("LazyVGrid", signatures: ["LazyVGrid(columns:alignment:spacing:pinnedViews:content:)"]) { a, ev in
            let columns = try Registry.gridItems(a, "columns", ev)
            let alignment = try a.take("alignment", HorizontalAlignment.self, ev) ?? .center
            let spacing = try a.take("spacing", CGFloat.self, ev)
            let pinned = try a.take("pinnedViews", PinnedScrollableViews.self, ev) ?? []
            let content = try Registry.content(a, ev)
            try a.finish()
            return .view(.wrap(LazyVGrid(columns: columns, alignment: alignment, spacing: spacing, pinnedViews: pinned) { content }, name: "LazyVGrid"))
        }
        addType("LazyHGrid", signatures: ["LazyHGrid(rows:alignment:spacing:pinnedViews:content:)"]) { a, ev in
            let rows = try Registry.gridItems(a, "rows", ev)
            let alignment = try a.take("alignment", VerticalAlignment.self, ev) ?? .center
            let spacing = try a.take("spacing", CGFloat.self, ev)
            let pinned = try a.take("pinnedViews", PinnedScrollableViews.self, ev) ?? []
            let content = try Registry.content(a, ev)
            try a.finish()
            return .view(.wrap(LazyHGrid(rows: rows, alignment: alignment, spacing: spacing, pinnedViews: pinned) { content }, name: "LazyHGrid"))
        }
        addStaticNative("PinnedScrollableViews", ["sectionHeaders": PinnedScrollableViews.sectionHeaders,
                                                  "sectionFooters": PinnedScrollableViews.sectionFooters])
        addType("GridItem", signatures: ["GridItem(_ size:spacing:alignment:)"]) { a, ev in
            let size = try a.take(nil, GridItem.Size.self, ev) ?? .flexible()
            let spacing = try a.take("spacing", CGFloat.self, ev)
            let alignment = try a.take("alignment", Alignment.self, ev)
            try a.finish()
            return .native(GridItem(size, spacing: spacing, alignment: alignment))
        }
        addStaticFunction("GridItem.Size", "fixed", "fixed(_:)") { a, ev in
            let v = try a.require(nil, CGFloat.self, ev)
            try a.finish()
            return .native(GridItem.Size.fixed(v))
        }
        addStaticFunction("GridItem.Size", "flexible", "flexible(minimum:maximum:)") { a, ev in
            let lo = try a.take("minimum", CGFloat.self, ev) ?? 10
            let hi = try a.take("maximum", CGFloat.self, ev) ?? .infinity
            try a.finish()
            return .native(GridItem.Size.flexible(minimum: lo, maximum: hi))
        }
        addStaticFunction("GridItem.Size", "adaptive", "adaptive(minimum:maximum:)") { a, ev in
            let lo = try a.require("minimum", CGFloat.self, ev)
            let hi = try a.take("maximum", CGFloat.self, ev) ?? .infinity
            try a.finish()
            return .native(GridItem.Size.adaptive(minimum: lo, maximum: hi))
        }
        addStatic("GridItem.Size", "flexible") { .native(GridItem.Size.flexible()) }
        addType("ViewThatFits", signatures: ["ViewThatFits(in:content:)"]) { a, ev in
            let axes = try a.take("in", Axis.Set.self, ev) ?? [.horizontal, .vertical]
            let content = try Registry.content(a, ev)
            try a.finish()
            return .view(.wrap(ViewThatFits(in: axes) { content }, name: "ViewThatFits"))
        }

        addModifier("gridCellColumns", "gridCellColumns(_ count: Int)") { v, a, ev in
            v.gridCellColumns(try a.require(nil, Int.self, ev))
        }
        addModifier("gridColumnAlignment", "gridColumnAlignment(_ guide: HorizontalAlignment)") { v, a, ev in
            v.gridColumnAlignment(try a.require(nil, HorizontalAlignment.self, ev))
        }
        addModifier("gridCellAnchor", "gridCellAnchor(_ anchor: UnitPoint)") { v, a, ev in
            v.gridCellAnchor(try a.require(nil, UnitPoint.self, ev))
        }
        addModifier("gridCellUnsizedAxes", "gridCellUnsizedAxes(_ axes: Axis.Set)") { v, a, ev in
            v.gridCellUnsizedAxes(try a.require(nil, Axis.Set.self, ev))
        }
    }

    /// `columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]`
    static func gridItems(_ a: Arguments, _ label: String, _ ev: Evaluator) throws -> [GridItem] {
        guard let (v, node) = a.takeRaw(label) else {
            throw EvaluationError(a.node, "\(a.callee) needs '\(label):' (an array of GridItem)")
        }
        guard case let .array(items) = v else { throw mismatch(v, "an array of GridItem", node, what: "'\(label):' of \(a.callee)") }
        return try items.map { try GridItem.convert($0, ev, node, what: "'\(label):' of \(a.callee)") }
    }
}
