import Foundation

/// The algorithm HStack and VStack share, with the axes swapped: children are offered the major
/// axis in order of priority and then of flexibility (least flexible first), each taking its
/// share of what is left; the minor axis aligns them by a guide.
///
/// Flexibility is measured by proposing 0 and infinity on the major axis, as SwiftUI does, but
/// only where it can change the order: a child that ignores the major proposal (a fixed frame)
/// has no flexibility and goes first in its priority group, and a child that is the only other
/// one in its group goes last without being probed (for any child whose size grows with its
/// offer, that is the order the probes would give). This keeps nested stacks linear.
struct StackAlgorithm {
    let axis: Axis
    let minorAlignment: AlignmentKey
    let spacing: CGFloat?

    /// Where one child goes for one stack proposal: its major-axis offer (nil when the stack
    /// was proposed nil on that axis) and its origin in the stack.
    struct Placement {
        var offer: CGFloat?
        var origin: CGPoint
    }

    /// The stack's size for one proposal; its children's placements are in `Cache.placements`,
    /// in the arrangement's slot.
    struct Arrangement {
        var proposal: ProposalKey
        var size: CGSize
    }

    /// Up to `arrangementCacheLimit` arrangements, inside the cache itself: finding one reads
    /// the stack's own memory, not another allocation's.
    struct Arrangements {
        private var a0 = Arrangement(proposal: ProposalKey(.unspecified), size: .zero)
        private var a1 = Arrangement(proposal: ProposalKey(.unspecified), size: .zero)
        private var a2 = Arrangement(proposal: ProposalKey(.unspecified), size: .zero)
        private var a3 = Arrangement(proposal: ProposalKey(.unspecified), size: .zero)
        private(set) var count = 0

        // Four fields and a switch: reading a slot of a tuple through its bytes copied the
        // whole tuple into the caller's frame, which every level of a deep tree holds.
        subscript(i: Int) -> Arrangement {
            get {
                precondition(i >= 0 && i < count, "arrangement index out of range")
                switch i {
                case 0: return a0
                case 1: return a1
                case 2: return a2
                default: return a3
                }
            }
            set {
                precondition(i >= 0 && i < count, "arrangement index out of range")
                switch i {
                case 0: a0 = newValue
                case 1: a1 = newValue
                case 2: a2 = newValue
                default: a3 = newValue
                }
            }
        }

        /// The slot of the arrangement for `key`, if there is one.
        @inline(__always) func slot(of key: ProposalKey) -> Int? {
            for i in 0..<count where self[i].proposal == key { return i }
            return nil
        }

        mutating func append(_ a: Arrangement) {
            precondition(count < StackAlgorithm.arrangementCacheLimit, "arrangements full")
            count += 1
            self[count - 1] = a
        }

        mutating func removeAll() { count = 0 }
    }

    /// What the stack knows about one child, and scratch space for arranging.
    struct Child {
        /// The gap before the child (0 for the first).
        var distance: CGFloat = 0
        var priority: Double = 0
        var size = CGSize.zero
        var minimum: CGFloat = 0
        var flexibility: CGFloat = 0
        /// The child fitted `order`-th.
        var order = 0
        /// Whether the child may have explicit guides (`Node.hasExplicitGuides`): when not, its
        /// minor-axis guide follows from its size alone, without reading the child again.
        var hasExplicitGuides = false
    }

    static let arrangementCacheLimit = 4

    /// What a stack keeps for the life of the tree: its children's gaps and priorities, recent
    /// arrangements, and scratch space reused by every arrangement.
    struct Cache {
        var children: [Child] = []
        var internalSpacing: CGFloat = 0
        /// Whether the children's priorities differ (otherwise they form one group).
        var hasPriorities = false
        /// Whether every child ignores the minor proposal (then placing needs no new arrangement
        /// for the final minor size).
        var minorIgnored = false
        var arrangements = Arrangements()
        /// Every arrangement's placements: slot `a`'s child `i` at `a * children.count + i`. One
        /// allocation for the life of the tree, where an array per arrangement cost an
        /// allocation (and a runtime lookup of the array's type) per new proposal.
        var placements: [Placement] = []
        var next = 0
        /// The minor proposal the children's flexibility (`Child.minimum`, `flexibility`) was
        /// probed with. A size depends on its proposal alone, so later arrangements with that
        /// minor proposal (a resize along the major axis) reuse the probes, unless a child's size
        /// depends on more (`probesStable` false).
        var probedMinor: ProposalKey?
        var probesStable = false
        /// The number of children the storage was allocated for (-1: none yet).
        private var reservedCount = -1

        /// Allocates the storage for `n` children (nothing if it has it), forgetting every
        /// arrangement. A stack's node calls this when it is made, so its first layout
        /// allocates nothing, and the storage lies near the node's in memory.
        /// Where the elements of `children` and `placements` lie (nil when there are none).
        var storage: (UnsafeRawPointer?, UnsafeRawPointer?) {
            (children.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } },
             placements.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } })
        }

        mutating func reserve(_ n: Int) {
            if reservedCount != n {
                children = Array(repeating: Child(), count: n)
                placements = Array(repeating: Placement(offer: nil, origin: .zero), count: StackAlgorithm.arrangementCacheLimit * n)
                reservedCount = n
            }
            arrangements.removeAll()
            next = 0
            probedMinor = nil
        }
    }

    func makeCache(_ subviews: LayoutSubviews) -> Cache {
        subviews.withNodeRefs { makeCache($0) }
    }

    func makeCache(_ nodes: NodeRefs) -> Cache {
        var cache = Cache()
        fill(&cache, nodes)
        return cache
    }

    /// Fills `cache` for `nodes`, in the storage `Cache.reserve` allocated when the count is
    /// the same.
    func fill(_ cache: inout Cache, _ nodes: NodeRefs) {
        let n = nodes.count
        cache.reserve(n)
        cache.internalSpacing = 0
        let minorSet: Axis.Set = axis == .horizontal ? .vertical : .horizontal
        var minorIgnored = true
        var probesStable = true
        for k in 0..<min(n, 8) { nodes.prefetchNode(k) }
        for k in 0..<n {
            nodes.prefetchNode(k + 8)
            nodes.with(k) { node in
                // The child is in cache now: what it points at (the next level down) is on its
                // way by the time the stack measures it.
                node.prefetchReferenced()
                cache.children[k].distance = 0
                if k > 0 {
                    let d = spacing ?? nodes.with(k - 1) { $0.spacing }.distance(to: node.spacing, along: axis)
                    cache.children[k].distance = d.isFinite ? d : 0
                }
                cache.children[k].priority = node.layoutPriority
                cache.children[k].hasExplicitGuides = node.hasExplicitGuides
                if !node.ignoredAxes.contains(minorSet) { minorIgnored = false }
                if !node.dependencies.isEmpty { probesStable = false }
            }
            cache.internalSpacing += cache.children[k].distance
        }
        if let first = cache.children.first { cache.hasPriorities = cache.children.contains { $0.priority != first.priority } }
        cache.minorIgnored = minorIgnored
        cache.probesStable = probesStable
    }

    /// The slot in `cache.arrangements` of the arrangement for `proposal`, arranged if missing
    /// (its placements start at `slot * nodes.count` in `cache.placements`).
    @inline(__always) func arrangementIndex(_ proposal: ProposedViewSize, _ nodes: NodeRefs, _ cache: inout Cache) -> Int {
        if let slot = cache.arrangements.slot(of: ProposalKey(proposal)) { return slot }
        return newArrangement(proposal, nodes, &cache)
    }

    /// Arranges the children for a proposal the cache does not have, in the slot used longest
    /// ago. One function with `arrange` and `distribute` inside: the recursion through a stack
    /// keeps one frame of it per level (deep trees hold tens of thousands at once).
    @inline(never) private func newArrangement(_ proposal: ProposedViewSize, _ nodes: NodeRefs, _ cache: inout Cache) -> Int {
        let n = nodes.count
        nodes.prefetchFirst()
        let slot: Int
        if cache.arrangements.count < Self.arrangementCacheLimit {
            slot = cache.arrangements.count
            cache.arrangements.append(Arrangement(proposal: ProposalKey(proposal), size: .zero))
        } else {
            slot = cache.next
            cache.next = (cache.next + 1) % Self.arrangementCacheLimit
        }
        let size = arrange(proposal, nodes, slot * n, &cache)
        cache.arrangements[slot] = Arrangement(proposal: ProposalKey(proposal), size: size)
        return slot
    }

    private func childProposal(_ major: CGFloat?, _ minor: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }

    /// Arranges the children for `proposal` into `cache.placements` from `base` on; returns the
    /// stack's size.
    @inline(__always) private func arrange(_ proposal: ProposedViewSize, _ nodes: NodeRefs, _ base: Int, _ cache: inout Cache) -> CGSize {
        let n = nodes.count
        let minor = proposal[axis.other]

        if let major = proposal[axis] {
            distribute(major, minor, nodes, base, &cache)
        } else {
            for i in 0..<n { cache.placements[base + i].offer = nil }
            for i in 0..<n {
                nodes.prefetch(after: i)
                cache.children[i].size = nodes.with(i) { $0.sizeThatFits(childProposal(nil, minor)) }
            }
        }
        // The children are measured: the way back up a deep tree starts here.
        prefetchCallerFrames()

        // Minor axis: align every child's guide at 0, then shift so the extent starts at 0.
        var lower: CGFloat = 0, upper: CGFloat = 0
        for i in 0..<n {
            let size = cache.children[i].size
            let o: CGFloat
            if !cache.children[i].hasExplicitGuides && minorAlignment.fraction != nil {
                // What AlignmentKey.value(of:size:proposal:) gives a built-in guide without an
                // explicit value, worked out without reading the child.
                o = -minorAlignment.defaultValue(in: size)
            } else {
                let offer = cache.placements[base + i].offer
                o = -nodes.with(i) { minorAlignment.value(of: $0, size: size, proposal: childProposal(offer, minor)) }
            }
            cache.placements[base + i].origin = CGPoint(axis: axis, major: 0, minor: o)
            lower = min(lower, o)
            upper = max(upper, o + size[axis.other])
        }
        var position: CGFloat = 0
        for i in 0..<n {
            position += cache.children[i].distance
            cache.placements[base + i].origin = CGPoint(axis: axis, major: position, minor: cache.placements[base + i].origin[axis.other] - lower)
            position += cache.children[i].size[axis]
        }
        return n == 0 ? .zero : CGSize(axis: axis, major: position, minor: upper - lower)
    }

    /// Shares `major` among the children (semantics §5.2), leaving their sizes in the cache and
    /// their offers in `cache.placements` from `base` on.
    @inline(__always) private func distribute(_ major: CGFloat, _ minor: CGFloat?, _ nodes: NodeRefs,
                            _ base: Int, _ cache: inout Cache) {
        let n = nodes.count
        let hasPriorities = cache.hasPriorities
        let majorSet: Axis.Set = axis == .horizontal ? .horizontal : .vertical
        let minorKey = ProposalKey(ProposedViewSize(width: minor, height: nil))
        // Not while the negotiation is recorded: every pass asks its questions again.
        let reuseProbes = n > 0 && cache.probesStable && cache.probedMinor == minorKey
            && !nodes.with(0) { $0.pass.pointee.recordsNegotiation }

        // Order: higher priority first; then children that ignore the major proposal (source
        // order); then the rest by flexibility, least flexible first, larger minimum first among
        // unbounded ones; ties keep source order. Probes (0 and infinity) only where they decide.
        cache.children.withUnsafeMutableBufferPointer { c in
            for i in 0..<n { c[i].order = i }
            if hasPriorities {
                // Stable insertion sort by priority, highest first.
                for j in 1..<max(n, 1) {
                    let x = c[j].order
                    var m = j
                    while m > 0 && c[x].priority > c[c[m - 1].order].priority {
                        c[m].order = c[m - 1].order
                        m -= 1
                    }
                    c[m].order = x
                }
            }
            var k = 0
            while k < n {
                let p = c[c[k].order].priority
                var end = k
                while end < n && c[c[end].order].priority == p { end += 1 }
                // Move the children that ignore the major axis to the front of the group.
                var front = k
                for j in k..<end where nodes.with(c[j].order, { $0.ignoredAxes.contains(majorSet) }) {
                    let x = c[j].order
                    var m = j
                    while m > front {
                        c[m].order = c[m - 1].order
                        m -= 1
                    }
                    c[front].order = x
                    front += 1
                }
                if end - front > 1 {
                    for j in front..<end where !reuseProbes {
                        let i = c[j].order
                        nodes.prefetch(after: i)
                        let (lo, hi) = nodes.with(i) { node in
                            (node.sizeThatFits(childProposal(0, minor))[axis], node.sizeThatFits(childProposal(.infinity, minor))[axis])
                        }
                        c[i].minimum = lo
                        c[i].flexibility = hi - lo
                    }
                    // Stable insertion sort: few children, often already in order.
                    for j in (front + 1)..<end {
                        let x = c[j].order
                        var m = j
                        while m > front && Self.fitsBefore(c[x], c[c[m - 1].order]) {
                            c[m].order = c[m - 1].order
                            m -= 1
                        }
                        c[m].order = x
                    }
                }
                k = end
            }
        }

        // Sizes are zero once the work budget is spent: such probes are not kept.
        if !reuseProbes && !WorkBudget.isExceeded { cache.probedMinor = minorKey }

        var available = major - cache.internalSpacing
        var k = 0
        var firstGroup = true
        while k < n {
            let p = cache.children[cache.children[k].order].priority
            var end = k
            while end < n && cache.children[cache.children[end].order].priority == p { end += 1 }
            if hasPriorities {
                if firstGroup {
                    // Reserve the minima of every later group.
                    for j in end..<n { available -= minimum(nodes, cache.children[j].order, minor) }
                } else {
                    for j in k..<end { available += minimum(nodes, cache.children[j].order, minor) }
                }
            }
            firstGroup = false
            var remaining = end - k
            for j in k..<end {
                let i = cache.children[j].order
                nodes.prefetch(after: i)
                let offer = max(available / CGFloat(remaining), 0)
                cache.placements[base + i].offer = offer
                let size = nodes.with(i) { $0.sizeThatFits(childProposal(offer, minor)) }
                cache.children[i].size = size
                let next = available - size[axis]
                if !next.isNaN { available = next }
                remaining -= 1
            }
            k = end
        }
    }

    private func minimum(_ nodes: NodeRefs, _ i: Int, _ minor: CGFloat?) -> CGFloat {
        nodes.with(i) { $0.sizeThatFits(childProposal(0, minor))[axis] }
    }

    /// Whether child `a` is fitted before child `b` (both in one group, both probed).
    private static func fitsBefore(_ a: Child, _ b: Child) -> Bool {
        let fa = a.flexibility, fb = b.flexibility
        if fa == fb || (fa.isNaN && fb.isNaN) {
            return fa.isInfinite && a.minimum > b.minimum
        }
        if fa.isNaN { return false }
        if fb.isNaN { return true }
        return fa < fb
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) -> CGSize {
        subviews.withNodeRefs { sizeThatFits(proposal, $0, &cache) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ nodes: NodeRefs, _ cache: inout Cache) -> CGSize {
        cache.arrangements[arrangementIndex(proposal, nodes, &cache)].size
    }

    /// The proposal the stack lays out with when placing: the minor dimension comes from the
    /// final size if it was proposed nil (unless no child cares about it).
    private func placementProposal(_ proposal: ProposedViewSize, _ bounds: CGRect, minorIgnored: Bool) -> ProposedViewSize {
        var p = proposal
        if p[axis.other] == nil && !minorIgnored { p[axis.other] = bounds.size[axis.other] }
        return p
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) {
        subviews.withNodeRefs { placeSubviews(in: bounds, proposal, $0, sink: subviews.sink, &cache) }
    }

    /// Places the children through `sink`, or directly when there is none (a stack's own node).
    @inline(__always) func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ nodes: NodeRefs, sink: PlacementSink?, _ cache: inout Cache) {
        let p = placementProposal(proposal, bounds, minorIgnored: cache.minorIgnored)
        let base = arrangementIndex(p, nodes, &cache) * nodes.count
        let minor = p[axis.other]
        nodes.prefetchFirst()
        for i in 0..<nodes.count {
            nodes.prefetch(after: i)
            let pl = cache.placements[base + i]
            let origin = CGPoint(x: bounds.minX + pl.origin.x, y: bounds.minY + pl.origin.y)
            nodes.with(i) { node in
                if let sink {
                    sink.record(node, origin: origin, proposal: childProposal(pl.offer, minor))
                } else {
                    node.place(at: origin, proposal: childProposal(pl.offer, minor))
                }
            }
        }
        // The children are placed: the way back up a deep tree starts here.
        prefetchCallerFrames()
    }

    /// A stack exports the explicit guide values of its children, at their offsets, combined by the
    /// guide's rule (so built-in guides never leave it, and custom guides do).
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Cache) -> CGFloat? {
        subviews.withNodeRefs { explicitAlignment(key, in: bounds, proposal, $0, &cache) }
    }

    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize,
                           _ nodes: NodeRefs, _ cache: inout Cache) -> CGFloat? {
        if key.isFrameGuide { return nil }
        let p = placementProposal(proposal, bounds, minorIgnored: cache.minorIgnored)
        let base = arrangementIndex(p, nodes, &cache) * nodes.count
        let minor = p[axis.other]
        var values: [CGFloat] = []
        for i in 0..<nodes.count {
            let pl = cache.placements[base + i]
            let cp = childProposal(pl.offer, minor)
            let e: CGFloat? = nodes.with(i) { node in
                guard node.hasExplicitGuides else { return nil }
                return node.explicitAlignment(key, size: node.sizeThatFits(cp), proposal: cp)
            }
            if let e { values.append(pl.origin[key.axis] + e) }
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
