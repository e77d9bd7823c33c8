import Foundation

/// One resolved view or layout-relevant modifier: the unit the layout pass sizes and places.
/// A node keeps the sizes it measured for each proposal and, once placed, its origin relative to
/// its parent's (window coordinates are worked out when read, `frame`), so a relayout leaves a
/// subtree whose proposal did not change where it is (NodePlacement.swift).
final class Node {
    // What the layout pass reads and writes, first: nodes are visited once per pass, and a
    // compact front keeps that to few cache lines.
    let behavior: any NodeBehavior
    /// `children`'s elements as the layout pass reads them (`childNodes`): without reference
    /// counting, which on the hot path costs two atomic operations per child read. Points into
    /// `children`'s storage, and is renewed whenever `children` changes.
    private var childRefs = NodeRefs.nowhere
    /// The first child, unretained, kept in the node itself: most nodes are modifiers with one
    /// child, and reading it here saves reading the array's storage (a cache line) per pass.
    private var firstChild: Unmanaged<Node>? = nil
    /// The parent, unretained (parents own their children): read through `parent`, or without
    /// reference counting through `withParent`.
    private var parentRef: Unmanaged<Node>?
    /// The context's pass state, reached without reference counting (`LayoutPassState`).
    let pass: UnsafeMutablePointer<LayoutPassState>
    private var childCount: Int32 = 0
    /// How many sizes `moreEntries` holds (16 bits, so that `preorder` fits in the first 256
    /// bytes; `maximumEntries` at most).
    @exclusivity(unchecked) private var moreEntryCount: UInt16 = 0
    /// The proposal dimensions that never change the node's size (bit 0: width, bit 1: height).
    private let ignored: UInt8
    /// Whether any guide of this node can have an explicit value: most subtrees have no
    /// alignment guide and no text, and then nothing needs to be asked.
    let hasExplicitGuides: Bool
    /// What besides the proposal the node's size depends on (`SizeDependencies`): nodes that
    /// depend on something key their cached sizes by `LayoutPassState.sizeStamp` as well.
    let dependencies: SizeDependencies
    var isPlaced = false
    /// Whether placing the node depends on nothing but its proposal, in the whole subtree
    /// (`NodeBehavior.placesByProposalAlone`, no `SizeDependencies`): then a pass that proposes
    /// what the last placement did leaves the subtree as it is.
    let placementIsReusable: Bool
    /// The node's place in the tree's pre-order (`PrefetchPlan`; -1 until numbered).
    @exclusivity(unchecked) var preorder: Int32 = -1
    /// Sizes already measured, one entry per distinct proposal. The resolved tree never changes,
    /// so entries stay valid from one pass to the next (a relayout only measures what a new
    /// proposal reaches); an entry is evicted only once the cache is full and only if it was not
    /// used in the current pass, so a pass never measures the same proposal twice. Most nodes
    /// are asked one proposal per pass: the first entry lives in the node itself.
    @exclusivity(unchecked) private var firstEntry = SizeCacheEntry(key: ProposalKey(.unspecified), size: .zero, generation: Int.min, stamp: 0)
    /// The sizes measured for proposals after the first (none while `firstEntry` is empty):
    /// `moreEntryCount` of them, in storage the node owns (an array's would cost a uniqueness
    /// check per write, and its count is a read of another cache line).
    @exclusivity(unchecked) private var moreEntries: UnsafeMutablePointer<SizeCacheEntry>? = nil
    // Placement results (NodePlacement.swift).
    /// The top-leading corner relative to the parent's (the root's: in the window).
    @exclusivity(unchecked) var originInParent = CGPoint.zero
    @exclusivity(unchecked) var size = CGSize.zero
    @exclusivity(unchecked) var placedKey = ProposalKey(.unspecified)
    /// The window origin as last worked out, valid while `originStamp` is the context's
    /// `LayoutPassState.frameStamp`: set exactly as placed, so reading frames costs nothing extra.
    @exclusivity(unchecked) var cachedWindowOrigin = CGPoint.zero
    @exclusivity(unchecked) var originStamp = -1
    /// `LayoutPassState.placementEpoch` when the node's subtree was last placed in full (-1: never).
    @exclusivity(unchecked) var placedEpoch = -1
    /// The pass (`LayoutPassState.generation`) that last placed the node.
    @exclusivity(unchecked) var placedGeneration = -1
    /// `traits.layoutPriority`, kept here: stacks read it for every child.
    private(set) var layoutPriority: Double = 0
    // The rest is read outside the layout pass, or rarely in it.
    var children: [Node] {
        didSet {
            referenceChildren()
            adopt(children)
        }
    }
    unowned(unsafe) let context: LayoutContext
    /// The node lays out its children right to left (read once: the environment is a dictionary).
    let isRightToLeft: Bool

    /// The SwiftUI name of what the node stands for ("HStack", "Color", "frame", ...).
    let type: String
    let environment: EnvironmentValues
    /// The axis of the enclosing stack (Spacer and Divider orient themselves by it).
    var stackOrientation: Axis?
    /// The value of `.id(_:)` on the view this node stands for.
    var id: String?
    var traits = Traits() {
        didSet { layoutPriority = traits.layoutPriority }
    }
    /// What the node draws. Kept out of line: most nodes draw nothing, and the layout pass runs
    /// faster over small nodes.
    var drawing: DrawingAttributes {
        get { drawingBox?.value ?? DrawingAttributes() }
        set {
            if let drawingBox { drawingBox.value = newValue } else { drawingBox = DrawingBox(newValue) }
        }
    }
    private var drawingBox: DrawingBox?
    private var cachedSpacing: ViewSpacing?
    /// Where the view was written (set by layout files through `AnyView(_:locatedAt:)`); a shared
    /// box, so the node holds one reference.
    var sourceBox: ViewSourceBox?
    /// What the node does with preferences (Preferences.swift), when anything.
    var preferenceOps: PreferenceOps?
    /// What the node does when tapped or typed into in a live preview (Live/NodeInteraction.swift).
    var interactions: [NodeInteraction] = []
    /// `allowsHitTesting(false)`: neither the node nor its subtree takes taps.
    var refusesHitTesting = false
    /// `contentShape(_:)`: the node takes taps anywhere in its frame, not only where it draws.
    var hasContentShape = false
    /// `accessibilityLabel(_:)`: what steps of `--interact` may call the view.
    var accessibilityLabel: String?
    var source: ViewSourceLocation? { sourceBox?.location }

    /// Makes a node of `children`, which are complete: what the node derives from them (the
    /// axes it ignores, whether it can have explicit guides) is worked out here, once.
    init(type: String, behavior: any NodeBehavior, children: [Node] = [], context: LayoutContext,
         environment: EnvironmentValues, stackOrientation: Axis?) {
        self.type = type
        self.behavior = behavior
        self.children = children
        self.context = context
        pass = context.pass
        self.environment = environment
        self.stackOrientation = stackOrientation
        isRightToLeft = environment.layoutDirection == .rightToLeft
        ignored = UInt8(behavior.ignoredAxes(children: children, stackOrientation: stackOrientation).rawValue)
        hasExplicitGuides = behavior.mayHaveExplicitAlignment(children: children)
        dependencies = behavior.sizeDependencies(children: children)
        placementIsReusable = behavior.placesByProposalAlone && dependencies.isEmpty && children.allSatisfy { $0.placementIsReusable }
        if isRightToLeft { context.hasRightToLeft = true }
        behavior.reserveStorage(children: children)
        referenceChildren()
        adopt(children)
    }

    deinit { moreEntries?.deallocate() }

    /// Sizes kept per node: a stack's two probes (0 and infinity), the current proposal and the
    /// one before it, so a resize that goes back finds its sizes. More entries cost every resize
    /// a longer scan (a new width misses them all) for sizes a drag rarely asks again.
    static let sizeCacheLimit = 4

    /// The proposal of the last placement (dimensions the node ignores left out).
    var placedProposal: ProposedViewSize {
        get { placedKey.proposal }
        set { placedKey = ProposalKey(newValue) }
    }

    /// The node whose child this is (nil for the root and for nodes not yet attached, such as a
    /// lazy stack's rows while it places them).
    var parent: Node? {
        get { parentRef?.takeUnretainedValue() }
        set { parentRef = newValue.map { Unmanaged.passUnretained($0) } }
    }

    /// Calls `body` with the parent (nil for none) without retaining it.
    @inline(__always) func withParent<R>(_ body: (Node?) -> R) -> R {
        guard let parentRef else { return body(nil) }
        return parentRef._withUnsafeGuaranteedRef { body($0) }
    }

    /// The children, read without reference counting.
    @inline(__always) var childNodes: NodeRefs { NodeRefs(base: childRefs, count: Int(childCount)) }

    /// Calls `body` with child `i` without retaining it.
    @inline(__always) func withChild<R>(_ i: Int, _ body: (Node) -> R) -> R {
        if i == 0, let firstChild { return firstChild._withUnsafeGuaranteedRef(body) }
        return childNodes.with(i, body)
    }

    /// Starts loading what the layout pass reads of node `n` (Prefetch.swift): the fields
    /// before `children`, the first 256 bytes.
    @inline(__always) static func prefetch(_ n: Unmanaged<Node>) {
        prefetchNode(UnsafeRawPointer(n.toOpaque()))
    }

    /// Starts loading the first 256 bytes of the node at `p`.
    @inline(__always) static func prefetchNode(_ p: UnsafeRawPointer) {
        prefetchLine(p)
        prefetchLine(p + 64)
        prefetchLine(p + 128)
        prefetchLine(p + 192)
        prefetchLine(p + 255)
    }

    /// Starts loading what the node points at and the pass reads next: its first child, its
    /// children's references, its further cached sizes. The node itself should be in cache.
    @inline(__always) func prefetchReferenced() {
        if let firstChild { Node.prefetch(firstChild) }
        if childCount > 1 { prefetchLine(UnsafeRawPointer(childRefs)) }
        if let moreEntries {
            let p = UnsafeRawPointer(moreEntries)
            prefetchLine(p)
            prefetchLine(p + 64)
            prefetchLine(p + MemoryLayout<SizeCacheEntry>.stride * (Self.sizeCacheLimit - 1) - 1)
        }
    }

    /// Starts loading what the first child points at, if there is a first child.
    @inline(__always) func prefetchFirstChildReferenced() {
        firstChild?._withUnsafeGuaranteedRef { $0.prefetchReferenced() }
    }

    /// Points `childRefs`, `childCount` and `firstChild` at `children` (its storage stays where
    /// it is until `children` changes, which calls this again).
    private func referenceChildren() {
        let refs = children.withUnsafeBufferPointer { NodeRefs($0) }
        childRefs = refs.base
        childCount = Int32(refs.count)
        firstChild = children.first.map { Unmanaged.passUnretained($0) }
    }

    /// The proposal dimensions that never change the node's size.
    var ignoredAxes: Axis.Set { Axis.Set(rawValue: Int8(ignored)) }

    /// `proposal` with the dimensions the node ignores left unspecified: equivalent proposals
    /// share one cache entry.
    @inline(__always) func canonical(_ proposal: ProposedViewSize) -> ProposedViewSize {
        if ignored == 0 { return proposal }
        return ProposedViewSize(width: ignored & 1 != 0 ? nil : proposal.width,
                                height: ignored & 2 != 0 ? nil : proposal.height)
    }

    /// The node's size for `proposal`, computed once per (canonical) proposal.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if pass.pointee.recordsNegotiation {
            // Measured with the proposal as asked, so children are asked what SwiftUI would ask
            // them (the same size either way: the dimensions left out do not change it).
            let size = measure(canonical(proposal), asked: proposal)
            recordQuestion(proposal, size)
            return size
        }
        let canonical = canonical(proposal)
        return measure(canonical, asked: canonical)
    }

    /// The cached size for a canonical proposal, measured with `asked` when missing.
    @inline(__always) private func measure(_ proposal: ProposedViewSize, asked: ProposedViewSize) -> CGSize {
        let generation = pass.pointee.generation
        // A size that depends on more than the proposal is keyed by what it depends on, too.
        let stamp = dependencies.isEmpty ? 0 : pass.pointee.sizeStamp
        let key = ProposalKey(proposal)
        // Most nodes are asked one proposal per pass: the first entry lives in the node itself.
        // A node never measured (the first layout) has nothing else to look at.
        if firstEntry.generation != Int.min {
            if firstEntry.key == key && firstEntry.stamp == stamp {
                firstEntry.generation = generation
                return firstEntry.size
            }
            if let more = moreEntries {
                for i in 0..<Int(moreEntryCount) where more[i].key == key && more[i].stamp == stamp {
                    more[i].generation = generation
                    return more[i].size
                }
            }
        }
        return measureAnew(asked, key)
    }

    /// Asks the behaviour for a size the cache does not have and keeps it. A function of its
    /// own: a cached size (most questions) is then answered in a small frame, and the recursion
    /// down a tree holds this one frame per level where it used to hold the larger one.
    @inline(never) private func measureAnew(_ asked: ProposedViewSize, _ key: ProposalKey) -> CGSize {
        // Read again rather than passed: with few arguments, the call is a jump (the caller's
        // frame is gone before the recursion goes on).
        let generation = pass.pointee.generation
        let stamp = dependencies.isEmpty ? 0 : pass.pointee.sizeStamp
        // Once the work budget is spent, every size not yet known is zero (and not remembered).
        if WorkBudget.tick() { return .zero }
        pass.pointee.evaluations &+= 1
        pass.pointee.prefetchPlan.prefetch(after: preorder)
        let size = behavior.sizeThatFits(asked, node: self)
        let entry = SizeCacheEntry(key: key, size: size, generation: generation, stamp: stamp)
        if firstEntry.generation == Int.min {
            firstEntry = entry
            return size
        }
        let count = Int(moreEntryCount)
        if count + 1 >= Self.sizeCacheLimit, let more = moreEntries {
            // Full: replace the entry used longest ago, unless every entry serves this pass.
            var oldest = -1
            var oldestGeneration = firstEntry.generation
            for i in 0..<count where more[i].generation < oldestGeneration {
                oldest = i
                oldestGeneration = more[i].generation
            }
            if oldestGeneration != generation {
                if oldest < 0 { firstEntry = entry } else { more[oldest] = entry }
                return size
            }
        }
        if count + 1 >= Self.maximumEntries {
            // A pass asked more distinct proposals than the count holds: this size is not kept.
            return size
        }
        addEntry(entry, count)
        return size
    }

    /// The most sizes a node keeps (a pass that asks one node more proposals than this
    /// measures the rest each time they are asked).
    static let maximumEntries = Int(UInt16.max)

    /// Appends to `moreEntries`: room for the limit's entries at once (the first lives in the
    /// node), doubled whenever a pass asks more distinct proposals than that.
    @inline(never) private func addEntry(_ entry: SizeCacheEntry, _ count: Int) {
        let capacity = Self.moreEntryCapacity(count)
        if count == capacity || moreEntries == nil {
            let grown = UnsafeMutablePointer<SizeCacheEntry>.allocate(capacity: Self.moreEntryCapacity(count + 1))
            if let old = moreEntries {
                grown.moveInitialize(from: old, count: count)
                old.deallocate()
            }
            moreEntries = grown
        }
        (moreEntries! + count).initialize(to: entry)
        moreEntryCount = UInt16(count + 1)
    }

    /// The capacity of `moreEntries` while it holds `count` entries.
    private static func moreEntryCapacity(_ count: Int) -> Int {
        let base = sizeCacheLimit - 1
        if count <= base { return base }
        var c = base + 1
        while c < count { c *= 2 }
        return c
    }

    /// The spacing the node prefers around itself; fixed for the life of the resolved tree.
    var spacing: ViewSpacing {
        if let cachedSpacing { return cachedSpacing }
        let s = behavior.spacing(node: self)
        cachedSpacing = s
        return s
    }

    /// The explicit value of an alignment guide, in the node's own coordinates.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard hasExplicitGuides else { return nil }
        // Guides asked through many nested frames multiply (each level asks its child again):
        // a spent work budget answers no more of them.
        if WorkBudget.tick() { return nil }
        return behavior.explicitAlignment(key, node: self, size: size, proposal: proposal)
    }

    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal), node: self, proposal: proposal)
    }

    // MARK: The negotiation, when recorded

    /// The proposals the node was asked about in the last pass, in order, each once, with its
    /// answers (only while `LayoutContext.recordsNegotiation`).
    private(set) var questions: [(proposal: ProposedViewSize, size: CGSize)] = []
    /// The placement proposal as the parent made it (`placedProposal` leaves out the dimensions
    /// the node ignores).
    var placementAsked: ProposedViewSize?
    private var questionsGeneration = Int.min

    private func recordQuestion(_ proposal: ProposedViewSize, _ size: CGSize) {
        if questionsGeneration != context.generation {
            questions = []
            questionsGeneration = context.generation
        }
        if !questions.contains(where: { $0.proposal == proposal }) { questions.append((proposal, size)) }
    }

    /// The questions of the current pass (none when the node was not asked in it).
    var currentQuestions: [(proposal: ProposedViewSize, size: CGSize)] {
        questionsGeneration == context.generation ? questions : []
    }

    /// Calls `body` for this node and every node below it, parents first (iterative: trees can
    /// nest tens of thousands of levels).
    func forEachNode(_ body: (Node) -> Void) {
        var stack: [Node] = [self]
        while let n = stack.popLast() {
            body(n)
            stack.append(contentsOf: n.children.reversed())
        }
    }
}

/// A container's children as the layout pass reads them: without reference counting (the tree
/// holds every node for as long as a pass runs). Valid while the container's `children` is
/// unchanged.
struct NodeRefs {
    let base: UnsafePointer<Unmanaged<Node>>
    let count: Int

    /// The base of no nodes (aligned, never read).
    static var nowhere: UnsafePointer<Unmanaged<Node>> { UnsafePointer(bitPattern: MemoryLayout<Unmanaged<Node>>.alignment)! }

    init(base: UnsafePointer<Unmanaged<Node>>, count: Int) {
        self.base = base
        self.count = count
    }

    /// The nodes of `buffer`, seen as unretained references (the same bits: a strong reference
    /// and an unmanaged one are both the object's address). Valid while the buffer's array is
    /// alive and unchanged.
    init(_ buffer: UnsafeBufferPointer<Node>) {
        guard let first = buffer.baseAddress, !buffer.isEmpty else {
            self.init(base: Self.nowhere, count: 0)
            return
        }
        self.init(base: UnsafeRawPointer(first).assumingMemoryBound(to: Unmanaged<Node>.self), count: buffer.count)
    }

    /// Starts loading what a loop over the nodes in order reads after node `i`, in stages, as
    /// a node must be in cache before what it points at can be found: node i+3; what node i+2
    /// points at; what node i+1's first child points at (most views are a chain of modifiers).
    @inline(__always) func prefetch(after i: Int) {
        if i + 3 < count { Node.prefetch(base[i + 3]) }
        if i + 2 < count { base[i + 2]._withUnsafeGuaranteedRef { $0.prefetchReferenced() } }
        if i + 1 < count { base[i + 1]._withUnsafeGuaranteedRef { $0.prefetchFirstChildReferenced() } }
    }

    /// Before a loop over the nodes: a few of them (as many as a row of views) are loaded
    /// eight at a time and what each points at is asked for, so the loop finds two levels in
    /// cache; of more, the first three, which `prefetch(after:)` assumes loaded. The first
    /// three include the whole of a small container, whose last child can be the way down a
    /// deep tree.
    @inline(__always) func prefetchFirst() {
        if count <= 16 {
            for i in 0..<min(count, 8) { Node.prefetch(base[i]) }
            for i in 0..<count {
                if i + 8 < count { Node.prefetch(base[i + 8]) }
                base[i]._withUnsafeGuaranteedRef { $0.prefetchReferenced() }
            }
        } else {
            for i in 0..<3 { Node.prefetch(base[i]) }
        }
    }

    /// Starts loading node `i`, if there is one (for loops that read the nodes alone).
    @inline(__always) func prefetchNode(_ i: Int) {
        if i < count { Node.prefetch(base[i]) }
    }

    /// Calls `body` with node `i` without retaining it.
    @inline(__always) func with<R>(_ i: Int, _ body: (Node) -> R) -> R {
        precondition(i >= 0 && i < count, "child index out of range")
        return base[i]._withUnsafeGuaranteedRef(body)
    }
}

/// Out-of-line storage for a node's drawing attributes.
final class DrawingBox {
    var value: DrawingAttributes
    init(_ value: DrawingAttributes) { self.value = value }
}

/// One measured size.
struct SizeCacheEntry {
    var key: ProposalKey
    var size: CGSize
    /// The pass that last used the entry.
    var generation: Int
    /// `LayoutPassState.sizeStamp` when measured, for nodes whose size depends on more than the
    /// proposal (0 for all others).
    var stamp: Int
}

/// What a node's size may depend on besides its proposal. SwiftUI's rule is that a size
/// depends on the proposal alone; two kinds of views break it, and the size cache says so:
/// - `containerSize`: `containerRelativeFrame` sizes a view from its container (the nearest
///   scroll view, else the window less its safe area), which a proposal does not tell;
/// - `lazyEstimates`: a lazy stack in a scroll view reports a length estimated from the rows it
///   has measured so far, which grows more exact as more rows are measured.
/// A node depends on what any of its children depends on (sizes are measured bottom up), so
/// only the path from such a view to the root keys its cache by `LayoutPassState.sizeStamp`.
struct SizeDependencies: OptionSet {
    let rawValue: UInt8
    static let containerSize = SizeDependencies(rawValue: 1)
    static let lazyEstimates = SizeDependencies(rawValue: 2)
    static let all: SizeDependencies = [.containerSize, .lazyEstimates]

    static func union(of children: [Node]) -> SizeDependencies {
        var d = SizeDependencies()
        for c in children { d.formUnion(c.dependencies) }
        return d
    }
}

/// What a view carries for its container rather than for itself (SwiftUI's view traits):
/// they pass through modifiers unchanged.
struct Traits {
    var layoutPriority: Double = 0
    var zIndex: Double = 0
    /// Layout value keys (`.layoutValue(key:value:)`) and other rarely set traits.
    var values: [ObjectIdentifier: Any] = [:]

    private enum GridKey {}
    /// What a `Grid` reads from its cells.
    var grid: GridCellTraits {
        get { values[ObjectIdentifier(GridKey.self)] as? GridCellTraits ?? GridCellTraits() }
        set { values[ObjectIdentifier(GridKey.self)] = newValue }
    }

    subscript<K>(key: K.Type) -> Any? {
        get { values[ObjectIdentifier(key)] }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// The counters and switches the layout pass reads and bumps at every node. They live outside
/// the context object, behind a plain pointer each node keeps (`Node.pass`): reading them
/// through a class reference costs a retain and a release, atomic operations that also keep the
/// processor from overlapping the memory accesses of neighbouring nodes. Elsewhere they read as
/// the context's own properties (`context.generation`).
struct LayoutPassState {
    /// Bumped at the start of each layout pass; size caches use it to keep what a pass needs.
    var generation = 0
    /// `sizeThatFits` evaluations that missed the cache (benchmarks report them per view).
    var evaluations = 0
    /// Bumped at the start of each pass and whenever window origins worked out earlier may have
    /// moved: a node's cached window origin is valid only with the current stamp.
    var frameStamp = 0
    /// Bumped when placements can no longer be trusted to follow from their proposals (the work
    /// budget ran out during a pass): subtrees placed before are placed again.
    var placementEpoch = 0
    /// Subtrees left in place because their proposal was unchanged, in all passes (for tests
    /// and benchmarks).
    var reusedPlacements = 0
    /// One number per distinct (container size, lazy estimate version): the part of the size
    /// cache key of nodes with `SizeDependencies` (`LayoutContext.withContainer`).
    var sizeStamp = 1
    /// Every node keeps the proposals it is asked and its answers (`trellis layout --proposals`,
    /// the previewer's outlines); off by default, when it costs one test per question.
    var recordsNegotiation = false
    /// Whether this pass may leave a subtree whose proposal is unchanged as it is: not while the
    /// negotiation is recorded (every question is asked again) nor when anything lays out right
    /// to left (the mirroring pass rewrites origins in place).
    var reusesPlacements = false
    /// A window origin was worked out from the parents during this pass (rare: a container that
    /// reads another view's frame while placing), so a subtree left in place must invalidate
    /// what was cached.
    var derivedOriginsThisPass = false
    /// What the nodes of a large tree read, in the order the pass reaches them.
    var prefetchPlan = PrefetchPlan()
}

/// State shared by every node of one resolved tree.
@dynamicMemberLookup
final class LayoutContext: @unchecked Sendable {
    /// What every node reads as a pass runs (see `LayoutPassState`); freed with the context,
    /// which outlives its nodes.
    let pass: UnsafeMutablePointer<LayoutPassState>

    /// The pass state's fields, as the context's own properties.
    subscript<T>(dynamicMember field: WritableKeyPath<LayoutPassState, T>) -> T {
        get { pass.pointee[keyPath: field] }
        set { pass.pointee[keyPath: field] = newValue }
    }

    /// Some node lays out right to left, so a mirroring pass is needed after placement.
    var hasRightToLeft = false
    /// Where the views' state and lifecycle records live across resolutions (Live/ViewGraph.swift).
    var graph = ViewGraph()
    /// The safe-area spaces enclosing the node being placed, outermost first (the window's, then
    /// those of `safeAreaInset` and `safeAreaPadding`); empty when the window has no safe area.
    var safeAreaSpaces: [SafeAreaSpace] = []
    /// Some node runs an action with a preference or geometry value after each pass.
    var hasPreferenceObservers = false
    /// The presentations the resolution running now asked for (Interaction/PresentationRequest.swift).
    let presentationRequests = PresentationRequests()
    /// Preference and geometry observers added so far (a subtree has some when this grows).
    var preferenceObserverCount = 0
    /// Custom views keep their last resolution and, where nothing they read changed, their
    /// nodes (Live/BodyReuse.swift): on for live previews.
    var reusesBodies = false
    let bodies = ResolvedBodies()

    init() {
        pass = .allocate(capacity: 1)
        pass.initialize(to: LayoutPassState())
    }

    deinit {
        pass.pointee.prefetchPlan.free()
        pass.deinitialize(count: 1)
        pass.deallocate()
    }

    // MARK: What sizes depend on besides proposals

    /// The size of the container of the views being measured or placed: the innermost scroll
    /// view's, else the window's less its safe area (`containerRelativeFrame` reads it).
    private(set) var containerSize = CGSize.zero
    /// Bumped whenever a lazy stack's estimate of its length changes.
    private(set) var lazyEstimateVersion = 0
    /// The size stamp (`LayoutPassState.sizeStamp`) of each (container size, lazy estimate
    /// version) seen so far.
    private var stamps: [StampKey: Int] = [:]
    private struct StampKey: Hashable {
        var width: CGFloat, height: CGFloat, version: Int
    }

    private func updateStamp() {
        let key = StampKey(width: containerSize.width, height: containerSize.height, version: lazyEstimateVersion)
        if let s = stamps[key] { pass.pointee.sizeStamp = s; return }
        pass.pointee.sizeStamp = stamps.count + 1
        stamps[key] = pass.pointee.sizeStamp
    }

    /// Runs `body` with `size` as the container size (a scroll view for its content, the window
    /// for the root).
    func withContainer<R>(_ size: CGSize, _ body: () -> R) -> R {
        let saved = containerSize
        if size != saved { containerSize = size; updateStamp() }
        defer { if size != saved { containerSize = saved; updateStamp() } }
        return body()
    }

    /// A lazy stack's estimate changed: sizes that depend on estimates are measured again.
    func lazyEstimateChanged() {
        lazyEstimateVersion += 1
        updateStamp()
    }

    /// The part of the window the views being placed can be seen in (window coordinates): the
    /// innermost enclosing scroll view's visible bounds, or nil outside scroll views. Lazy stacks
    /// build and place only the rows that reach into it (plus a margin).
    var viewport: CGRect?
}
