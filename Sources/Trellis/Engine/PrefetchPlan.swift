/// The addresses a layout pass reads, node by node, in the order it first reaches the nodes
/// (pre-order: a container, then each child's subtree in turn), made once per resolution of a
/// large tree. A pass that measures or places node `i` anew starts loading what node `i + distance`
/// will need: the plan is one array read in order, so the addresses come without waiting for the
/// nodes that hold them, and a tree too large for the caches is read from memory at its
/// bandwidth rather than one dependent miss after another (issue 25: a 100,000-view tree cost
/// twice a 1,000-view tree's time per view, the difference all memory). A plan outlives changes
/// to its tree (lazy rows, a resize of a scroll view's content): a stale entry only loads a line
/// no longer needed, as a prefetch never faults.
struct PrefetchPlan {
    /// What one node's layout reads besides the node itself.
    struct Entry {
        var node: UnsafeRawPointer
        /// The behaviour's storage when it is not inside the node (a class, or a value too large
        /// for an existential's inline buffer).
        var behavior: UnsafeRawPointer?
        /// The storage of the node's children references.
        var children: UnsafeRawPointer?
        /// The behaviour's storage is an object (read further than a boxed value).
        var behaviorIsObject: Bool
        /// What the behaviour keeps per child (`NodeBehavior.perChildStorage`).
        var perChild: (UnsafeRawPointer?, UnsafeRawPointer?)
    }

    /// Trees with fewer nodes have no plan: they fit in the caches, where a plan only costs.
    static let minimumNodes = 8_192
    /// How many nodes ahead of the one being laid out the plan loads: enough to cover a memory
    /// access at the pace of the pass (about 50 ns a node), few enough that the loaded lines
    /// stay in the first caches until used.
    static let distance = 12

    private(set) var entries: UnsafeMutablePointer<Entry>?
    private(set) var count = 0

    /// Starts loading what the node `distance` places after node `index` will read.
    @inline(__always) func prefetch(after index: Int32) {
        guard let entries, index >= 0 else { return }
        let i = Int(index) &+ Self.distance
        guard i < count else { return }
        let e = entries[i]
        Node.prefetchNode(e.node)
        if let b = e.behavior {
            prefetchLine(b)
            prefetchLine(b + 64)
            if e.behaviorIsObject {
                prefetchLine(b + 128)
                prefetchLine(b + 192)
                prefetchLine(b + 255)
            }
        }
        if let c = e.children { prefetchLine(c) }
        if let p = e.perChild.0 { prefetchLine(p - 32); prefetchLine(p + 31) }
        if let p = e.perChild.1 { prefetchLine(p - 32); prefetchLine(p + 31) }
    }

    /// Numbers the nodes of the tree under `root` in pre-order and, for a large tree, records what
    /// each will read; returns the tree's depth (nodes on its longest path). Iterative: trees nest
    /// tens of thousands of levels.
    mutating func make(root: Node) -> Int {
        free()
        var order: [Unmanaged<Node>] = []
        var deepest = 0
        var stack: [(Node, Int)] = [(root, 1)]
        while let (n, d) = stack.popLast() {
            n.preorder = Int32(truncatingIfNeeded: order.count)
            order.append(Unmanaged.passUnretained(n))
            deepest = max(deepest, d)
            let children = n.children
            for c in children.reversed() { stack.append((c, d + 1)) }
        }
        guard order.count >= Self.minimumNodes, order.count < Int(Int32.max) else { return deepest }
        let entries = UnsafeMutablePointer<Entry>.allocate(capacity: order.count)
        for (i, ref) in order.enumerated() {
            let n = ref.takeUnretainedValue()
            let behavior = n.behavior
            (entries + i).initialize(to: Entry(node: UnsafeRawPointer(ref.toOpaque()),
                                               behavior: Self.storage(of: behavior),
                                               children: n.childNodes.count > 1 ? UnsafeRawPointer(n.childNodes.base) : nil,
                                               behaviorIsObject: type(of: behavior) is AnyClass,
                                               perChild: behavior.perChildStorage))
        }
        self.entries = entries
        count = order.count
        return deepest
    }

    /// Lets the entries go (the nodes keep their numbers, which then start nothing).
    mutating func free() {
        entries?.deallocate()
        entries = nil
        count = 0
    }

    /// Where a behaviour's value lies outside the existential holding it: a class instance, or
    /// the box of a value larger than the existential's three-word buffer (its first word points
    /// at the box). Nil when the value is inline.
    private static func storage(of behavior: any NodeBehavior) -> UnsafeRawPointer? {
        func open<B: NodeBehavior>(_ b: B) -> UnsafeRawPointer? {
            if B.self is AnyClass { return UnsafeRawPointer(Unmanaged.passUnretained(b as AnyObject).toOpaque()) }
            let inline = MemoryLayout<B>.size <= 3 * MemoryLayout<Int>.size && MemoryLayout<B>.alignment <= MemoryLayout<Int>.alignment
            if inline { return nil }
            return withUnsafeBytes(of: behavior) { UnsafeRawPointer(bitPattern: $0.load(as: UInt.self)) }
        }
        return _openExistential(behavior, do: open)
    }
}
