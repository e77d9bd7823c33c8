import Foundation

/// The algorithm HStack and VStack share, with the axes swapped: children are offered the major
/// axis in order of priority and then of flexibility (least flexible first), each taking its
/// share of what is left; the minor axis aligns them by a guide.
struct StackAlgorithm {
    let axis: Axis
    let minorAlignment: AlignmentKey
    let spacing: CGFloat?

    /// Per-child results for one proposal.
    struct Arrangement {
        var proposal: ProposedViewSize
        var childProposals: [ProposedViewSize]
        var origins: [CGPoint]
        var size: CGSize
    }

    /// What a stack keeps between calls of one layout pass.
    struct Cache {
        var distances: [CGFloat] = []
        var internalSpacing: CGFloat = 0
        var arrangements: [Arrangement] = []
    }

    func makeCache(_ subviews: LayoutSubviews) -> Cache {
        var cache = Cache()
        cache.distances.reserveCapacity(subviews.count)
        var previous: LayoutSubview?
        for v in subviews {
            if let p = previous {
                let d = spacing ?? p.spacing.distance(to: v.spacing, along: axis)
                cache.distances.append(d.isFinite ? d : 0)
            } else {
                cache.distances.append(0)
            }
            previous = v
        }
        cache.internalSpacing = cache.distances.reduce(0, +)
        return cache
    }

    func arrangement(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) -> Arrangement {
        for a in cache.arrangements where a.proposal == proposal { return a }
        let a = arrange(proposal, subviews, cache)
        if cache.arrangements.count >= 4 { cache.arrangements.removeFirst() }
        cache.arrangements.append(a)
        return a
    }

    private func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: Cache) -> Arrangement {
        let n = subviews.count
        let minor = proposal[axis.other]
        var childProposals = [ProposedViewSize](repeating: ProposedViewSize(axis: axis, major: nil, minor: minor), count: n)
        var sizes = [CGSize](repeating: .zero, count: n)
        let base = subviews.startIndex

        if let major = proposal[axis] {
            // Order: higher priority first; then least flexible first; larger minimum first among
            // equally (infinitely) flexible children; ties keep source order.
            var mins = [CGFloat](repeating: 0, count: n)
            var flex = [CGFloat](repeating: 0, count: n)
            var order = Array(0..<n)
            if n > 1 {
                for i in 0..<n {
                    let v = subviews[base + i]
                    let lo = v.sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: minor))[axis]
                    let hi = v.sizeThatFits(ProposedViewSize(axis: axis, major: .infinity, minor: minor))[axis]
                    mins[i] = lo
                    flex[i] = hi - lo
                }
                let priorities = (0..<n).map { subviews[base + $0].priority }
                order.sort { a, b in
                    if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
                    let fa = flex[a], fb = flex[b]
                    if fa == fb || (fa.isNaN && fb.isNaN) {
                        if mins[a] != mins[b] && fa.isInfinite { return mins[a] > mins[b] }
                        return a < b
                    }
                    if fa.isNaN { return false }
                    if fb.isNaN { return true }
                    return fa < fb
                }
            }
            var available = major - cache.internalSpacing
            var k = 0
            var firstGroup = true
            while k < n {
                let priority = subviews[base + order[k]].priority
                var end = k
                while end < n && subviews[base + order[end]].priority == priority { end += 1 }
                if firstGroup {
                    // Reserve the minima of every later group.
                    if n > 1 { for j in end..<n { available -= mins[order[j]] } }
                    firstGroup = false
                } else {
                    for j in k..<end { available += mins[order[j]] }
                }
                var remaining = end - k
                for j in k..<end {
                    let i = order[j]
                    let offer = max(available / CGFloat(remaining), 0)
                    let p = ProposedViewSize(axis: axis, major: offer, minor: minor)
                    childProposals[i] = p
                    sizes[i] = subviews[base + i].sizeThatFits(p)
                    let next = available - sizes[i][axis]
                    if !next.isNaN { available = next }
                    remaining -= 1
                }
                k = end
            }
        } else {
            for i in 0..<n { sizes[i] = subviews[base + i].sizeThatFits(childProposals[i]) }
        }

        // Minor axis: align every child's guide at 0, then shift so the extent starts at 0.
        var lower: CGFloat = 0, upper: CGFloat = 0
        var minorOrigins = [CGFloat](repeating: 0, count: n)
        for i in 0..<n {
            let d = ViewDimensions(size: sizes[i], node: subviews[base + i].node, proposal: childProposals[i])
            let o = -d[minorAlignment]
            minorOrigins[i] = o
            lower = min(lower, o)
            upper = max(upper, o + sizes[i][axis.other])
        }
        var origins = [CGPoint](repeating: .zero, count: n)
        var position: CGFloat = 0
        for i in 0..<n {
            position += cache.distances[i]
            origins[i] = CGPoint(axis: axis, major: position, minor: minorOrigins[i] - lower)
            position += sizes[i][axis]
        }
        let size = n == 0 ? .zero : CGSize(axis: axis, major: position, minor: upper - lower)
        return Arrangement(proposal: proposal, childProposals: childProposals, origins: origins, size: size)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) -> CGSize {
        arrangement(proposal, subviews, &cache).size
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) {
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
        let a = arrangement(p, subviews, &cache)
        for (i, v) in subviews.enumerated() {
            v.place(at: CGPoint(x: bounds.minX + a.origins[i].x, y: bounds.minY + a.origins[i].y),
                    proposal: a.childProposals[i])
        }
    }

    /// A stack exports the explicit guide values of its children, at their offsets, combined by the
    /// guide's rule (so built-in guides never leave it, and custom guides do).
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Cache) -> CGFloat? {
        if key.id is any FrameAlignmentID.Type { return nil }
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
        let a = arrangement(p, subviews, &cache)
        var values: [CGFloat] = []
        for (i, v) in subviews.enumerated() {
            let size = v.sizeThatFits(a.childProposals[i])
            if let e = v.node.explicitAlignment(key, size: size, proposal: a.childProposals[i]) {
                values.append(a.origins[i][key.axis] + e)
            }
        }
        return key.combine(values)
    }

    /// Children's minor edges, the first child's leading edge and the last child's trailing edge.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        var s = ViewSpacing()
        let minorEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        for v in subviews { s.formUnion(v.spacing, edges: minorEdges) }
        s.formUnion(first.spacing, edges: axis == .horizontal ? .leading : .top)
        s.formUnion(last.spacing, edges: axis == .horizontal ? .trailing : .bottom)
        return s
    }
}
