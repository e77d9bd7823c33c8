import Foundation

/// A grid that grows vertically: its `columns` share the proposed width (fixed, flexible and
/// adaptive columns, in that order of precedence), its items fill the rows left to right.
///
/// Each item is proposed its column's width and the height of its row, which is as tall as the
/// row's tallest item. Inside a scroll view only the rows near the visible region are resolved.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 12) {
///         ForEach(photos) { PhotoCell(photo: $0) }
///     }
/// }
/// ```
public nonisolated struct LazyVGrid<Content: View>: View, PrimitiveView {
    /// The engine lays this container out directly; it has no body.
    public typealias Body = Never
    let layout: LazyGridLayout
    let content: Content
    let pinnedViews: PinnedScrollableViews

    /// Creates a vertically growing grid.
    /// - Parameters:
    ///   - columns: The columns, left to right; they share the proposed width (fixed first, then
    ///     flexible and adaptive columns share the rest).
    ///   - alignment: Where the columns sit when they do not fill the width, and how items
    ///     align horizontally within their cells unless their `GridItem` has an alignment.
    ///   - spacing: The gap between rows; nil for 8 points.
    ///   - pinnedViews: The section headers and footers to pin to the scroll view's edges.
    ///   - content: The items, filling the rows left to right.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .vertical, tracks: columns,
                                alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
        self.pinnedViews = pinnedViews
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        if let node = layout.lazyNode(ctx, "LazyVGrid", pinnedViews: pinnedViews, content: content) { return nodes.append(node) }
        LayoutView(layout: layout, content: content, name: "LazyVGrid").makeNodes(ctx, into: &nodes)
    }
}

/// A grid that grows horizontally: its `rows` share the proposed height, its items fill the
/// columns top to bottom.
public nonisolated struct LazyHGrid<Content: View>: View, PrimitiveView {
    /// The engine lays this container out directly; it has no body.
    public typealias Body = Never
    let layout: LazyGridLayout
    let content: Content
    let pinnedViews: PinnedScrollableViews

    /// Creates a horizontally growing grid.
    /// - Parameters:
    ///   - rows: The rows, top to bottom; they share the proposed height.
    ///   - alignment: Where the rows sit when they do not fill the height, and how items
    ///     align vertically within their cells unless their `GridItem` has an alignment.
    ///   - spacing: The gap between columns; nil for 8 points.
    ///   - pinnedViews: The section headers and footers to pin to the scroll view's edges.
    ///   - content: The items, filling the columns top to bottom.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .horizontal, tracks: rows,
                                alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
        self.pinnedViews = pinnedViews
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        if let node = layout.lazyNode(ctx, "LazyHGrid", pinnedViews: pinnedViews, content: content) { return nodes.append(node) }
        LayoutView(layout: layout, content: content, name: "LazyHGrid").makeNodes(ctx, into: &nodes)
    }
}

/// The layout of both lazy grids, written for the vertical one (`axis` is the growth axis; the
/// tracks run across it). SwiftUI computes the tracks twice: from the proposed width to report
/// its size, then from its final width to place the items, so a minimum that overflowed the
/// proposal shifts the tracks the second time (the block then overflows on the trailing side).
/// Each line is as tall as its tallest item measured at its track width; items are centred in
/// their cell unless the `GridItem` has an alignment. Inside a scroll view a `Section`'s header
/// and footer are lines as wide as the grid and its items start a new line (Lazy/LazyStack.swift,
/// fact 8); outside one they are cells like the items. Outside a scroll view along its axis every item
/// is laid out here; inside one the grid is lazy: `LazyStackBehavior` builds, measures and places
/// only the lines the scroll view shows plus its margin, with these tracks and these cell rules,
/// and estimates the length of the lines not built (Lazy/LazyStack.swift, facts 5 and 6).
struct LazyGridLayout: Layout {
    let axis: Axis
    let tracks: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat?

    init(axis: Axis, tracks: [GridItem], alignment: Alignment, spacing: CGFloat?) {
        self.axis = axis
        self.tracks = tracks
        self.alignment = alignment
        self.spacing = validSpacing(spacing)
    }

    struct Cache { var arrangements: [LazyGridArrangement] = [] }

    func makeCache(subviews: Subviews) -> Cache { Cache() }

    var cross: Axis { axis.other }
    var lineSpacing: CGFloat { spacing ?? LazyGridTracks.defaultSpacing }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let a = arrangement(proposal[cross], subviews, &cache)
        let crossLength = max(proposal[cross] ?? 0, a.crossTotal)
        return CGSize(axis: cross, major: crossLength, minor: a.length)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        // Second pass: the tracks for the grid's own final length.
        let boundsCross = bounds.size[cross]
        let a = arrangement(boundsCross, subviews, &cache)
        let fraction: CGFloat = cross == .horizontal
            ? (alignment.horizontal.defaultFraction ?? 0.5) : (alignment.vertical.defaultFraction ?? 0.5)
        let start = max(0, boundsCross - a.crossTotal) * fraction
        let origin = CGPoint(x: bounds.minX, y: bounds.minY)
        var along: CGFloat = 0
        var index = subviews.startIndex
        for line in a.lineLengths {
            for (k, slot) in a.slots.enumerated() {
                guard index < subviews.endIndex else { break }
                let v = subviews[index]
                index += 1
                let cellSize = CGSize(axis: cross, major: slot.length, minor: line)
                let p = ProposedViewSize(cellSize)
                let d = v.dimensions(in: p)
                let cellAlignment = slot.alignment ?? alignment
                let box = ViewDimensions(size: cellSize, node: nil, proposal: .unspecified)
                let cellOrigin = CGPoint(axis: cross, major: start + a.slotOffsets[k], minor: along)
                v.place(at: CGPoint(x: origin.x + cellOrigin.x + box[cellAlignment.horizontal] - d[cellAlignment.horizontal],
                                    y: origin.y + cellOrigin.y + box[cellAlignment.vertical] - d[cellAlignment.vertical]),
                        proposal: p)
            }
            along += line + lineSpacing
        }
        // Without tracks there is no cell: the items get no space.
        while index < subviews.endIndex {
            subviews[index].place(at: origin, proposal: .zero)
            index += 1
        }
    }

    private func arrangement(_ crossLength: CGFloat?, _ subviews: Subviews, _ cache: inout Cache) -> LazyGridArrangement {
        for a in cache.arrangements where a.crossLength == crossLength { return a }
        let a = arrange(crossLength, subviews)
        if cache.arrangements.count >= 4 { cache.arrangements.removeFirst() }
        cache.arrangements.append(a)
        return a
    }

    /// The lazy node for `content` inside a scroll view along `axis`; nil outside one, or when an
    /// element of a `ForEach` stands for other than one view (each view is a cell, so the lines
    /// could not be told without building every element: the grid then lays out every item).
    func lazyNode<Content: View>(_ ctx: ResolveContext, _ name: String, pinnedViews: PinnedScrollableViews = [],
                                 content: Content) -> Node? {
        guard ctx.scrollAxes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
        let inner = ctx.inside(orientation: axis)
        let rows = inner.rows(of: content)
        for segment in rows.segments {
            if case let .generated(_, make) = segment, make(0).count != 1 { return nil }
        }
        let key = cross == .horizontal ? alignment.horizontal.key : alignment.vertical.key
        let behavior = LazyStackBehavior(axis: axis, alignment: key, spacing: spacing, rows: rows,
                                         isLazy: true, grid: self, pinsHeaders: pinnedViews.contains(.sectionHeaders),
                                         pinsFooters: pinnedViews.contains(.sectionFooters))
        return ctx.makeNode(name, behavior)
    }

    /// The cells across for a cross length: their lengths, alignments and offsets.
    func slots(_ crossLength: CGFloat?) -> LazyGridSlots {
        var slots: [(length: CGFloat, alignment: Alignment?)] = []
        var offsets: [CGFloat] = []
        var position: CGFloat = 0
        let resolved = LazyGridTracks.resolve(tracks, available: crossLength)
        for (t, track) in resolved.enumerated() {
            // Thousands of tracks in thousands of grids: a spent budget ends the work here.
            if WorkBudget.tick() { break }
            for k in 0..<track.count {
                offsets.append(position)
                slots.append((track.length, track.alignment))
                position += track.length
                if k < track.count - 1 { position += track.spacing }
            }
            if t < resolved.count - 1 { position += track.spacing }
        }
        return LazyGridSlots(slots: slots, slotOffsets: offsets, crossTotal: position)
    }

    private func arrange(_ crossLength: CGFloat?, _ subviews: Subviews) -> LazyGridArrangement {
        let across = slots(crossLength)
        let slots = across.slots, offsets = across.slotOffsets, position = across.crossTotal
        var lines: [CGFloat] = []
        if !slots.isEmpty {
            var index = subviews.startIndex
            while index < subviews.endIndex {
                var line: CGFloat = 0
                for slot in slots where index < subviews.endIndex {
                    let p = ProposedViewSize(axis: cross, major: slot.length, minor: nil)
                    line = max(line, subviews[index].sizeThatFits(p)[axis])
                    index += 1
                }
                lines.append(line)
            }
        }
        let length = lines.reduce(0, +) + lineSpacing * CGFloat(max(lines.count - 1, 0))
        return LazyGridArrangement(crossLength: crossLength, slots: slots, slotOffsets: offsets,
                                   crossTotal: position, lineLengths: lines, length: length)
    }
}

/// The cells across a lazy grid for one cross length.
struct LazyGridSlots {
    var slots: [(length: CGFloat, alignment: Alignment?)]
    var slotOffsets: [CGFloat]
    var crossTotal: CGFloat
}

/// Sub-track positions and line lengths of a lazy grid for one cross length.
struct LazyGridArrangement {
    var crossLength: CGFloat?
    var slots: [(length: CGFloat, alignment: Alignment?)]
    var slotOffsets: [CGFloat]
    var crossTotal: CGFloat
    var lineLengths: [CGFloat]
    var length: CGFloat
}
