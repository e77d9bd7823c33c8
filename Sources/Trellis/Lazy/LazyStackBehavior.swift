import Foundation

/// The node behaviour of `LazyVStack` and `LazyHStack` (facts in LazyStack.swift), and of the lazy
/// grids inside a scroll view along their axis, written for the vertical one: `axis` is the growth
/// axis, rows are offered the cross length.
///
/// The unit it builds, measures, estimates and places is a *line*: one row of a stack, or one
/// line of a grid's cells (as many items as the grid has tracks for the cross length offered,
/// so the lines, like everything measured, are kept per cross length).
///
/// The node's children are the rows placed by the last pass (only those a scroll view shows,
/// plus a margin); the behaviour keeps every row built so far and what it measured of them.
final class LazyStackBehavior: NodeBehavior {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let rows: LazyRows
    /// Inside a scroll view along `axis` (fact 5); otherwise every row is built.
    let isLazy: Bool
    /// A lazy grid's layout: its lines are its tracks' worth of items (LazyGrid.swift).
    let grid: LazyGridLayout?
    /// `pinnedViews` holds `.sectionHeaders` (fact 7).
    let pinsHeaders: Bool
    /// `pinnedViews` holds `.sectionFooters` (fact 7).
    let pinsFooters: Bool

    /// Rows built so far, by index.
    private var built: [Int: [Node]] = [:]
    /// What was measured of the lines for one cross length offered.
    private var metrics: [MetricsKey: Metrics] = [:]
    /// A grid's tracks for one cross length.
    private var slotCache: [CrossKey: LazyGridSlots] = [:]

    /// A cross length, hashable (nil: unspecified).
    private struct CrossKey: Hashable {
        let value: CGFloat?
    }

    /// Measurements are kept per cross length and container length: the lines measured first
    /// follow from both (fact 6), so a window dragged to another height measures as a fresh
    /// layout at that size does rather than keeping the lines a taller window measured (its
    /// rows' sizes are cached: measuring them again costs lookups), and a relayout equals a
    /// fresh layout.
    private struct MetricsKey: Hashable {
        let cross: CGFloat?
        let container: CGFloat?
    }

    /// The container length along the axis of the pass at work (nil outside a scroll view),
    /// set as the stack is measured or placed.
    private var containerLength: CGFloat?

    private func metricsKey(_ cross: CGFloat?) -> MetricsKey { MetricsKey(cross: cross, container: containerLength) }

    private struct Metrics {
        /// Rows per line (1 in a stack; a grid's track count) and the number of lines.
        var perLine = 1
        var lineCount = 0
        /// A grid with sections: the first row of each line (headers and footers are lines of
        /// their own, and a section's items start a new line); nil: lines of `perLine` rows.
        var lineStarts: [Int]?
        /// Per line of `lineStarts`: a header or footer, as wide as the grid.
        var fullWidth: [Bool] = []
        /// Line lengths along the axis (the line's views and the gaps between them).
        var lengths: [Int: CGFloat] = [:]
        var sum: CGFloat = 0
        /// Per segment of `rows` (a ForEach's rows are alike, a header is not): the sum and
        /// number of its measured lines.
        var segmentSums: [Int: (sum: CGFloat, count: Int)] = [:]
        /// The widest line across (what the stack is across when proposed nothing there).
        var cross: CGFloat = 0
        /// The gap after each measured line whose successor is measured too.
        var gaps: [Int: CGFloat] = [:]
        var gapSum: CGFloat = 0
        var mean: CGFloat { lengths.isEmpty ? 0 : sum / CGFloat(lengths.count) }
        /// The estimated length of a line of segment `s`: the mean of its measured lines, else of
        /// all measured lines.
        func mean(ofSegment s: Int) -> CGFloat {
            if let e = segmentSums[s], e.count > 0 { return e.sum / CGFloat(e.count) }
            return mean
        }
    }

    init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, rows: LazyRows, isLazy: Bool,
         grid: LazyGridLayout? = nil, pinsHeaders: Bool = false, pinsFooters: Bool = false) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.rows = rows
        self.isLazy = isLazy
        self.grid = grid
        self.pinsHeaders = pinsHeaders
        self.pinsFooters = pinsFooters
    }

    static func node<Content: View>(_ ctx: ResolveContext, _ name: String, axis: Axis, alignment: AlignmentKey,
                                    spacing: CGFloat?, pinnedViews: PinnedScrollableViews = [], content: Content) -> Node {
        let inner = ctx.inside(orientation: axis)
        let behavior = LazyStackBehavior(axis: axis, alignment: alignment, spacing: spacing, rows: inner.rows(of: content),
                                         isLazy: ctx.scrollAxes.contains(axis == .horizontal ? .horizontal : .vertical),
                                         pinsHeaders: pinnedViews.contains(.sectionHeaders),
                                         pinsFooters: pinnedViews.contains(.sectionFooters))
        return ctx.makeNode(name, behavior)
    }

    // MARK: Rows and lines

    /// The rows built so far, in view or not.
    var builtRows: [Node] { built.values.flatMap { $0 } }

    private func rowNodes(_ i: Int) -> [Node] {
        if let nodes = built[i] { return nodes }
        let nodes = rows.nodes(ofRow: i)
        built[i] = nodes
        return nodes
    }

    /// The rows of line `l`.
    private func lineRows(_ l: Int, _ m: Metrics) -> Range<Int> {
        if let starts = m.lineStarts { return starts[l]..<(l + 1 < starts.count ? starts[l + 1] : rows.count) }
        return (l * m.perLine)..<min((l + 1) * m.perLine, rows.count)
    }

    /// The line that holds row `row`.
    private func line(ofRow row: Int, _ m: Metrics) -> Int {
        guard let starts = m.lineStarts else { return row / max(m.perLine, 1) }
        return Self.lastIndex(in: starts, atMost: row)
    }

    /// The last index of sorted `values` whose value is at most `v` (0 when none is).
    private static func lastIndex(in values: [Int], atMost v: Int) -> Int {
        var lo = 0, hi = values.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if values[mid] <= v { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The first index of sorted `values` whose value is at least `v` (the count when none is).
    private static func firstIndex(in values: [Int], atLeast v: Int) -> Int {
        var lo = 0, hi = values.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[mid] < v { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// A grid's lines when it has sections (fact 8): a header's or footer's rows each make a
    /// line as wide as the grid; items fill lines of `perLine`, a section's first item starting
    /// a new one.
    private func sectionLines(perLine k: Int) -> (starts: [Int], fullWidth: [Bool]) {
        var own = Set<Int>(), breaks = Set<Int>()
        for section in rows.sections {
            own.formUnion(section.header)
            own.formUnion(section.footer)
            breaks.insert(section.header.upperBound)
            breaks.insert(section.end)
        }
        var starts: [Int] = [], full: [Bool] = []
        var inLine = 0
        for i in 0..<rows.count {
            if own.contains(i) {
                starts.append(i)
                full.append(true)
                inLine = 0
                continue
            }
            if inLine == 0 || inLine == k || breaks.contains(i) {
                starts.append(i)
                full.append(false)
                inLine = 0
            }
            inLine += 1
        }
        return (starts, full)
    }

    private func isFullWidth(_ l: Int, _ m: Metrics) -> Bool { m.lineStarts != nil && m.fullWidth[l] }

    /// The segment of `rows` a line belongs to: that of its first row.
    private func segment(ofLine l: Int, _ m: Metrics) -> Int { rows.segment(ofRow: lineRows(l, m).lowerBound) }

    /// The lines whose first row is in segment `s`.
    private func lines(ofSegment s: Int, _ m: Metrics) -> Range<Int> {
        let r = rows.range(ofSegment: s), k = m.perLine
        if let starts = m.lineStarts {
            return Self.firstIndex(in: starts, atLeast: r.lowerBound)..<Self.firstIndex(in: starts, atLeast: r.upperBound)
        }
        return ((r.lowerBound + k - 1) / k)..<((r.upperBound + k - 1) / k)
    }

    private func slots(_ cross: CGFloat?) -> LazyGridSlots? {
        guard let grid else { return nil }
        let key = CrossKey(value: cross)
        if let s = slotCache[key] { return s }
        let s = grid.slots(cross)
        slotCache[key] = s
        return s
    }

    /// The metrics for `cross`, made on first use (how many rows a line holds).
    private func metrics(_ cross: CGFloat?) -> Metrics {
        if let m = metrics[metricsKey(cross)] { return m }
        var m = Metrics()
        if let s = slots(cross) {
            m.perLine = max(s.slots.count, 1)
            m.lineCount = s.slots.isEmpty ? 0 : (rows.count + m.perLine - 1) / m.perLine
            if !rows.sections.isEmpty && !s.slots.isEmpty {
                let lines = sectionLines(perLine: m.perLine)
                m.lineStarts = lines.starts
                m.fullWidth = lines.fullWidth
                m.lineCount = lines.starts.count
            }
        } else {
            m.lineCount = rows.count
        }
        metrics[metricsKey(cross)] = m
        return m
    }

    private func proposal(_ cross: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(axis: axis, major: nil, minor: cross)
    }

    /// The distance between two adjacent views: `spacing`, else their preferred spacing (fact 4).
    private func distance(_ a: Node, _ b: Node) -> CGFloat {
        let d = spacing ?? a.spacing.distance(to: b.spacing, along: axis)
        return d.isFinite ? d : 0
    }

    /// Measures line `l` for `cross` (building its rows if needed) and records its length. Returns
    /// whether the container's estimate of its length changed.
    @discardableResult
    private func measure(_ l: Int, _ cross: CGFloat?) -> Bool {
        let key = metricsKey(cross)
        var m = metrics(cross)
        if m.lengths[l] != nil { return false }
        var length: CGFloat = 0, width: CGFloat = 0
        if let s = slots(cross), isFullWidth(l, m) {
            // A grid's header or footer: as wide as the grid (fact 8).
            let p = ProposedViewSize(axis: axis, major: nil, minor: cross ?? s.crossTotal)
            for n in rowNodes(lineRows(l, m).lowerBound) { length = max(length, n.sizeThatFits(p)[axis]) }
            width = s.crossTotal
        } else if let s = slots(cross) {
            // A grid line: as long as its longest cell measured at its track's length.
            for (k, row) in lineRows(l, m).enumerated() {
                for n in rowNodes(row) {
                    let p = ProposedViewSize(axis: axis.other, major: s.slots[k].length, minor: nil)
                    length = max(length, n.sizeThatFits(p)[axis])
                }
            }
            width = s.crossTotal
        } else {
            let nodes = rowNodes(l)
            for (k, n) in nodes.enumerated() {
                let size = n.sizeThatFits(proposal(cross))
                if k > 0 { length += distance(nodes[k - 1], n) }
                length += size[axis]
                width = max(width, size[axis.other])
            }
        }
        let segment = segment(ofLine: l, m)
        // The estimate was wrong if the line differs from the length estimated for it, or from
        // the mean that segments with no measured line are estimated by.
        let changed = !m.lengths.isEmpty && (length != m.mean(ofSegment: segment)
            || (length != m.mean && m.segmentSums.count < rows.segmentCount)
            || (cross == nil && width > m.cross))
        m.lengths[l] = length
        m.sum += length
        m.segmentSums[segment, default: (0, 0)].sum += length
        m.segmentSums[segment, default: (0, 0)].count += 1
        m.cross = max(m.cross, width)
        // Gaps with the neighbours that are measured.
        let gapBefore = recordGap(after: l - 1, &m)
        let gapAfter = recordGap(after: l, &m)
        metrics[key] = m
        return changed || gapBefore || gapAfter
    }

    /// Records the gap between lines `l` and `l + 1` once both are measured; whether the mean gap changed.
    private func recordGap(after l: Int, _ m: inout Metrics) -> Bool {
        guard l >= 0, l + 1 < m.lineCount, m.gaps[l] == nil, m.lengths[l] != nil, m.lengths[l + 1] != nil
        else { return false }
        let before = m.gaps.isEmpty ? nil : meanGap(m)
        let g: CGFloat
        if let grid {
            g = grid.lineSpacing
        } else {
            let a = rowNodes(l), b = rowNodes(l + 1)
            g = (a.last.flatMap { last in b.first.map { distance(last, $0) } }) ?? 0
        }
        m.gaps[l] = g
        m.gapSum += g
        return before != nil && before != meanGap(m)
    }

    private func meanGap(_ m: Metrics) -> CGFloat {
        if let grid { return grid.lineSpacing }
        if m.gaps.isEmpty { return spacing ?? 0 }
        return m.gapSum / CGFloat(m.gaps.count)
    }

    /// The length of line `l` as known (measured) or estimated (fact 6).
    private func length(_ l: Int, _ m: Metrics) -> CGFloat { m.lengths[l] ?? m.mean(ofSegment: segment(ofLine: l, m)) }
    private func gap(_ l: Int, _ m: Metrics) -> CGFloat { l + 1 >= m.lineCount ? 0 : m.gaps[l] ?? meanGap(m) }

    /// Where line `l` starts along the axis: the lines of each segment before it at the segment's
    /// mean, corrected by each measured line and gap before it (so the cost grows with the
    /// segments and the lines measured, not with the count).
    private func position(_ l: Int, _ m: Metrics) -> CGFloat {
        guard l > 0 else { return 0 }
        let meanGap = meanGap(m)
        var p = CGFloat(l) * meanGap
        let last = segment(ofLine: l - 1, m)
        for s in 0...last {
            let r = lines(ofSegment: s, m)
            p += CGFloat(max(min(r.upperBound, l) - r.lowerBound, 0)) * m.mean(ofSegment: s)
        }
        for (j, len) in m.lengths where j < l { p += len - m.mean(ofSegment: segment(ofLine: j, m)) }
        for (j, g) in m.gaps where j < l { p += g - meanGap }
        return p
    }

    /// The container's length along its axis for `m`.
    private func totalLength(_ m: Metrics) -> CGFloat {
        let n = m.lineCount
        guard n > 0 else { return 0 }
        return position(n - 1, m) + length(n - 1, m)
    }

    /// The length the lines measured first must cover: all of them outside a scroll view; inside
    /// one, what the scroll view shows at rest plus the margin (fact 6).
    private func initialLength(_ context: LayoutContext) -> CGFloat {
        guard isLazy else { return .infinity }
        let viewport = context.containerSize[axis]
        return viewport * (1 + Self.margin)
    }

    /// The part of a viewport's length built beyond each of its edges (fact 5).
    static let margin: CGFloat = 0.5

    // MARK: Layout

    func sizeThatFits(_ p: ProposedViewSize, node: Node) -> CGSize {
        containerLength = isLazy ? node.context.containerSize[axis] : nil
        let cross = p[axis.other]
        let key = metricsKey(cross)
        // Measure the leading lines until they cover the initial length.
        let limit = initialLength(node.context)
        var covered: CGFloat = 0
        var l = 0
        let count = metrics(cross).lineCount
        while l < count && (covered < limit || l < 2) {
            measure(l, cross)
            let m = metrics[key]!
            covered += m.lengths[l]! + (l + 1 < count ? gap(l, m) : 0)
            l += 1
        }
        let m = metrics(cross)
        let major = totalLength(m)
        if let s = slots(cross) {
            // A grid is as wide as proposed, or as its tracks when they overflow (LazyGrid.swift).
            return CGSize(axis: axis, major: major, minor: max(cross ?? 0, s.crossTotal))
        }
        // Fills the cross axis (fact 2).
        let minor = cross.map { $0.isFinite ? max($0, 0) : m.cross } ?? m.cross
        return CGSize(axis: axis, major: major, minor: minor)
    }

    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        let context = node.context
        containerLength = isLazy ? context.containerSize[axis] : nil
        // A grid computes its tracks again for its own final length (LazyGrid.swift).
        let cross = grid != nil ? bounds.size[axis.other] : proposal[axis.other] ?? bounds.size[axis.other]
        let key = metricsKey(cross)
        var m = metrics(cross)
        guard m.lineCount > 0 else { node.children = []; return }
        if m.lengths.isEmpty { measure(0, cross); m = metrics[key]! }
        // The part of the container that can be seen, plus the margin (fact 5).
        var lo = -CGFloat.infinity, hi = CGFloat.infinity
        if isLazy, let viewport = context.viewport {
            let length = viewport.size[axis]
            lo = viewport.minOf(axis) - bounds.minOf(axis) - length * Self.margin
            hi = viewport.maxOf(axis) - bounds.minOf(axis) + length * Self.margin
        }
        // The first line that reaches into [lo, hi]: a guess from the mean, then walked.
        var first = 0
        if lo > 0 {
            let pitch = m.mean + meanGap(m)
            first = pitch > 0 ? min(SafeNumber.int(Double(lo / pitch), in: 0...Int.max / 2), m.lineCount - 1) : 0
            var p = position(first, m)
            while first > 0 && p > lo {
                first -= 1
                p -= length(first, m) + gap(first, m)
            }
            while first < m.lineCount - 1 && p + length(first, m) + gap(first, m) <= lo {
                p += length(first, m) + gap(first, m)
                first += 1
            }
        }
        var changed = false
        var children: [Node] = []
        var along = position(first, m)
        var l = first
        let crossLength = bounds.size[axis.other]
        let box = CGSize(axis: axis.other, major: crossLength, minor: 0)
        while l < m.lineCount && along <= hi {
            changed = measure(l, cross) || changed
            m = metrics[key]!
            if isFullWidth(l, m) {
                children += placeStackRow(lineRows(l, m).lowerBound, along: along, bounds: bounds, cross: cross, box: box)
            } else if let s = slots(cross), let grid {
                placeGridLine(l, m, s, grid, along: along, bounds: bounds, into: &children)
            } else {
                children += placeStackRow(l, along: along, bounds: bounds, cross: cross, box: box)
            }
            along += length(l, m) + gap(l, m)
            l += 1
        }
        // Pinned headers and footers (fact 7): the header of the section that crosses the top of
        // the visible region stays at that top until the section's end pushes it up; the footer
        // of a section that crosses its bottom stays at that bottom until the section's start
        // (under its header) holds it down. Both are drawn over the rows.
        if pinsHeaders || pinsFooters, isLazy, let viewport = context.viewport {
            let top = viewport.minOf(axis) - bounds.minOf(axis)
            let bottom = viewport.maxOf(axis) - bounds.minOf(axis)
            func pin(row: Int, at: (CGFloat) -> CGFloat?) {
                let l = line(ofRow: row, m)
                changed = measure(l, cross) || changed
                m = metrics[key]!
                guard let along = at(length(l, m)) else { return }
                let pinned = rowNodes(row)
                children.removeAll { n in pinned.contains { $0 === n } }
                children += placeStackRow(row, along: along, bounds: bounds, cross: cross, box: box)
            }
            for section in rows.sections where section.end > section.header.lowerBound {
                let firstLine = line(ofRow: section.header.lowerBound, m), lastLine = line(ofRow: section.end - 1, m)
                let start = position(firstLine, m)
                let end = position(lastLine, m) + length(lastLine, m)
                if pinsHeaders, !section.header.isEmpty, start < top, top < end {
                    pin(row: section.header.lowerBound) { min(top, end - $0) }
                }
                if pinsFooters, !section.footer.isEmpty, start < bottom {
                    let footerLine = line(ofRow: section.footer.lowerBound, m)
                    let natural = position(footerLine, m)
                    let contentLine = section.header.isEmpty ? firstLine : line(ofRow: section.header.upperBound, m)
                    let floor = position(min(contentLine, footerLine), m)
                    pin(row: section.footer.lowerBound) { length in
                        natural + length > bottom ? max(bottom - length, floor) : nil
                    }
                }
            }
        }
        node.children = children
        if changed { context.lazyEstimateChanged() }
    }

    /// Places the views of stack row `i` from `along`, each aligned within the cross length (fact 3).
    private func placeStackRow(_ i: Int, along: CGFloat, bounds: CGRect, cross: CGFloat?, box: CGSize) -> [Node] {
        let nodes = rowNodes(i)
        var offset: CGFloat = 0
        for (k, n) in nodes.enumerated() {
            if k > 0 { offset += distance(nodes[k - 1], n) }
            let p = self.proposal(cross)
            let size = n.sizeThatFits(p)
            let x = alignment.defaultValue(in: box) - alignment.value(of: n, size: size, proposal: p)
            let origin = CGPoint(axis: axis, major: along + offset, minor: x)
            n.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: p)
            offset += size[axis]
        }
        return nodes
    }

    /// Places a grid line's cells, each item aligned in its cell (as `LazyGridLayout` does).
    private func placeGridLine(_ l: Int, _ m: Metrics, _ s: LazyGridSlots, _ grid: LazyGridLayout,
                               along: CGFloat, bounds: CGRect, into children: inout [Node]) {
        let cross = axis.other
        let line = m.lengths[l] ?? 0
        let fraction: CGFloat = cross == .horizontal
            ? (grid.alignment.horizontal.defaultFraction ?? 0.5) : (grid.alignment.vertical.defaultFraction ?? 0.5)
        let start = max(0, bounds.size[cross] - s.crossTotal) * fraction
        for (k, row) in lineRows(l, m).enumerated() {
            let slot = s.slots[k]
            let cellSize = CGSize(axis: cross, major: slot.length, minor: line)
            let p = ProposedViewSize(cellSize)
            let a = slot.alignment ?? grid.alignment
            let cellOrigin = CGPoint(axis: cross, major: start + s.slotOffsets[k], minor: along)
            for n in rowNodes(row) {
                let size = n.sizeThatFits(p)
                let dx = a.horizontal.key.defaultValue(in: cellSize) - a.horizontal.key.value(of: n, size: size, proposal: p)
                let dy = a.vertical.key.defaultValue(in: cellSize) - a.vertical.key.value(of: n, size: size, proposal: p)
                n.place(at: CGPoint(x: bounds.minX + cellOrigin.x + dx, y: bounds.minY + cellOrigin.y + dy), proposal: p)
                children.append(n)
            }
        }
    }

    /// A lazy stack's guides are its own: its rows come and go.
    func mayHaveExplicitAlignment(children: [Node]) -> Bool { false }

    /// Its length is an estimate that measured rows revise, and the rows it measures first
    /// depend on its container's length (fact 6); its rows may depend on the container too.
    func sizeDependencies(children: [Node]) -> SizeDependencies { .all }
}

extension CGRect {
    func minOf(_ axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
    func maxOf(_ axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }
}
