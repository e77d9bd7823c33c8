import Foundation

/// The node behaviour of `LazyVStack` and `LazyHStack` (facts in LazyStack.swift), written for the
/// vertical one: `axis` is the growth axis, rows are offered the cross length.
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

    /// Rows built so far, by index.
    private var built: [Int: [Node]] = [:]
    /// The gap after each measured row whose successor is built too (independent of the cross length).
    private var gaps: [Int: CGFloat] = [:]
    private var gapSum: CGFloat = 0
    /// What was measured of the rows for one cross length offered.
    private var metrics: [CrossKey: Metrics] = [:]

    /// A cross length, hashable (nil: unspecified).
    private struct CrossKey: Hashable {
        let value: CGFloat?
    }

    private struct Metrics {
        /// Row lengths along the axis (the row's views and the gaps between them).
        var lengths: [Int: CGFloat] = [:]
        var sum: CGFloat = 0
        /// Per segment of `rows` (a ForEach's rows are alike, a header is not): the sum and
        /// number of its measured rows.
        var segmentSums: [Int: (sum: CGFloat, count: Int)] = [:]
        /// The widest row across (what the stack is across when proposed nothing there).
        var cross: CGFloat = 0
        var mean: CGFloat { lengths.isEmpty ? 0 : sum / CGFloat(lengths.count) }
        /// The estimated length of a row of segment `s`: the mean of its measured rows, else of
        /// all measured rows.
        func mean(ofSegment s: Int) -> CGFloat {
            if let e = segmentSums[s], e.count > 0 { return e.sum / CGFloat(e.count) }
            return mean
        }
    }

    init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, rows: LazyRows, isLazy: Bool) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.rows = rows
        self.isLazy = isLazy
    }

    static func node<Content: View>(_ ctx: ResolveContext, _ name: String, axis: Axis, alignment: AlignmentKey,
                                    spacing: CGFloat?, content: Content) -> Node {
        let inner = ctx.inside(orientation: axis)
        let behavior = LazyStackBehavior(axis: axis, alignment: alignment, spacing: spacing, rows: inner.rows(of: content),
                                         isLazy: ctx.scrollAxes.contains(axis == .horizontal ? .horizontal : .vertical))
        return ctx.makeNode(name, behavior)
    }

    // MARK: Rows

    private func rowNodes(_ i: Int) -> [Node] {
        if let nodes = built[i] { return nodes }
        let nodes = rows.nodes(ofRow: i)
        built[i] = nodes
        return nodes
    }

    private func proposal(_ cross: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(axis: axis, major: nil, minor: cross)
    }

    /// The distance between two adjacent views: `spacing`, else their preferred spacing (fact 4).
    private func distance(_ a: Node, _ b: Node) -> CGFloat {
        let d = spacing ?? a.spacing.distance(to: b.spacing, along: axis)
        return d.isFinite ? d : 0
    }

    /// Measures row `i` for `cross` (building it if needed) and records its length. Returns
    /// whether the stack's estimate of its length changed.
    @discardableResult
    private func measure(_ i: Int, _ cross: CGFloat?) -> Bool {
        let key = CrossKey(value: cross)
        if metrics[key]?.lengths[i] != nil { return false }
        let nodes = rowNodes(i)
        var length: CGFloat = 0, width: CGFloat = 0
        for (k, n) in nodes.enumerated() {
            let size = n.sizeThatFits(proposal(cross))
            if k > 0 { length += distance(nodes[k - 1], n) }
            length += size[axis]
            width = max(width, size[axis.other])
        }
        var m = metrics[key] ?? Metrics()
        let segment = rows.segment(ofRow: i)
        // The estimate was wrong if the row differs from the length estimated for it, or from
        // the mean that segments with no measured row are estimated by.
        let changed = !m.lengths.isEmpty && (length != m.mean(ofSegment: segment)
            || (length != m.mean && m.segmentSums.count < rows.segmentCount)
            || (cross == nil && width > m.cross))
        m.lengths[i] = length
        m.sum += length
        m.segmentSums[segment, default: (0, 0)].sum += length
        m.segmentSums[segment, default: (0, 0)].count += 1
        m.cross = max(m.cross, width)
        metrics[key] = m
        // Gaps with the neighbours that are built.
        let gapBefore = recordGap(after: i - 1)
        let gapAfter = recordGap(after: i)
        return changed || gapBefore || gapAfter
    }

    /// Records the gap between rows `i` and `i + 1` once both are built; whether the mean gap changed.
    private func recordGap(after i: Int) -> Bool {
        guard i >= 0, i + 1 < rows.count, gaps[i] == nil, let a = built[i], let b = built[i + 1] else { return false }
        let before = gaps.isEmpty ? nil : meanGap
        let g = (a.last.flatMap { last in b.first.map { distance(last, $0) } }) ?? 0
        gaps[i] = g
        gapSum += g
        return before != nil && before != meanGap
    }

    private var meanGap: CGFloat {
        if gaps.isEmpty { return spacing ?? 0 }
        return gapSum / CGFloat(gaps.count)
    }

    /// The length of row `i` as known (measured) or estimated (fact 6).
    private func length(_ i: Int, _ m: Metrics) -> CGFloat { m.lengths[i] ?? m.mean(ofSegment: rows.segment(ofRow: i)) }
    private func gap(_ i: Int) -> CGFloat { i + 1 >= rows.count ? 0 : gaps[i] ?? meanGap }

    /// Where row `i` starts along the axis: the rows of each segment before it at the segment's
    /// mean, corrected by each measured row and gap before it (so the cost grows with the
    /// segments and the rows measured, not with the count).
    private func position(_ i: Int, _ m: Metrics) -> CGFloat {
        guard i > 0 else { return 0 }
        let meanGap = meanGap
        var p = CGFloat(i) * meanGap
        let last = rows.segment(ofRow: i - 1)
        for s in 0...last {
            let r = rows.range(ofSegment: s)
            p += CGFloat(min(r.upperBound, i) - r.lowerBound) * m.mean(ofSegment: s)
        }
        for (j, l) in m.lengths where j < i { p += l - m.mean(ofSegment: rows.segment(ofRow: j)) }
        for (j, g) in gaps where j < i { p += g - meanGap }
        return p
    }

    /// The stack's length along its axis for `m`.
    private func totalLength(_ m: Metrics) -> CGFloat {
        let n = rows.count
        guard n > 0 else { return 0 }
        return position(n - 1, m) + length(n - 1, m)
    }

    /// The length the rows measured first must cover: all of them outside a scroll view; inside
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
        let cross = p[axis.other]
        let key = CrossKey(value: cross)
        // Measure the leading rows until they cover the initial length.
        let limit = initialLength(node.context)
        var covered: CGFloat = 0
        var i = 0
        while i < rows.count && (covered < limit || i < 2) {
            measure(i, cross)
            let m = metrics[key]!
            covered += m.lengths[i]! + (i + 1 < rows.count ? gap(i) : 0)
            i += 1
        }
        let m = metrics[key] ?? Metrics()
        let major = totalLength(m)
        // Fills the cross axis (fact 2).
        let minor = cross.map { $0.isFinite ? max($0, 0) : m.cross } ?? m.cross
        return CGSize(axis: axis, major: major, minor: minor)
    }

    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        let context = node.context
        let cross = proposal[axis.other] ?? bounds.size[axis.other]
        let key = CrossKey(value: cross)
        guard rows.count > 0 else { node.children = []; return }
        if metrics[key] == nil { measure(0, cross) }
        // The part of the stack that can be seen, plus the margin (fact 5).
        var lo = -CGFloat.infinity, hi = CGFloat.infinity
        if isLazy, let viewport = context.viewport {
            let length = viewport.size[axis]
            lo = viewport.minOf(axis) - bounds.minOf(axis) - length * Self.margin
            hi = viewport.maxOf(axis) - bounds.minOf(axis) + length * Self.margin
        }
        // The first row that reaches into [lo, hi]: a guess from the mean, then walked.
        var m = metrics[key]!
        var first = 0
        if lo > 0 {
            let pitch = m.mean + meanGap
            first = pitch > 0 ? min(SafeNumber.int(Double(lo / pitch), in: 0...Int.max / 2), rows.count - 1) : 0
            var p = position(first, m)
            while first > 0 && p > lo {
                first -= 1
                p -= length(first, m) + gap(first)
            }
            while first < rows.count - 1 && p + length(first, m) + gap(first) <= lo {
                p += length(first, m) + gap(first)
                first += 1
            }
        }
        var changed = false
        var children: [Node] = []
        var along = position(first, m)
        var i = first
        let crossLength = bounds.size[axis.other]
        let box = CGSize(axis: axis.other, major: crossLength, minor: 0)
        while i < rows.count && along <= hi {
            changed = measure(i, cross) || changed
            m = metrics[key]!
            let nodes = rowNodes(i)
            var offset: CGFloat = 0
            for (k, n) in nodes.enumerated() {
                if k > 0 { offset += distance(nodes[k - 1], n) }
                let p = self.proposal(cross)
                let size = n.sizeThatFits(p)
                // Aligned within the cross length (fact 3).
                let x = alignment.defaultValue(in: box) - alignment.value(of: n, size: size, proposal: p)
                let origin = CGPoint(axis: axis, major: along + offset, minor: x)
                n.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: p)
                offset += size[axis]
                children.append(n)
            }
            along += length(i, m) + gap(i)
            i += 1
        }
        node.children = children
        if changed { context.lazyEstimateChanged() }
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
