import Foundation

/// A resolved view tree that can be laid out again and again (a window resizing): the nodes are
/// made once, and each pass reuses them and the sizes they already measured.
public final class ResolvedTree: @unchecked Sendable {
    let context: LayoutContext
    private(set) var root: Node
    /// The window size of the last pass.
    public private(set) var windowSize: CGSize = .zero
    /// The window's safe-area insets in the last pass (leading and trailing follow the layout
    /// direction, as SwiftUI's do).
    public private(set) var safeAreaInsets = EdgeInsets()
    /// The environment the view was resolved in.
    public private(set) var environment: EnvironmentValues
    /// A resolution of the view in an environment, its states kept.
    private let resolver: (EnvironmentValues) -> () -> Node
    /// Resolves the view again in its environment (after a preference or geometry action).
    private var resolveAgain: () -> Node { resolver(environment) }
    /// Where the views' state lives across resolutions: the live preview's, or the tree's own.
    public var graph: ViewGraph { context.graph }
    /// The values each preference and geometry observer last delivered, by position.
    private var delivered: [Int: Any] = [:]
    /// Passes that re-resolve the view after preference and geometry actions, at most, per
    /// layout (Engine/Preferences.swift, fact 3).
    public static let maximumPreferencePasses = 4
    /// How many times the view was resolved again after actions (for tests).
    public private(set) var preferenceResolutions = 0
    /// A new tree of the same view in an environment (`RelayoutCheck`: the tree's own).
    private let resolveFresh: (EnvironmentValues) -> ResolvedTree

    /// Resolves `view` in `environment`. Several top-level views are wrapped in an implicit VStack.
    /// Resolution recurses once per nesting level of the view, so it runs on a large stack unless
    /// the caller's already is one.
    ///
    /// A `preferredColorScheme(_:)` anywhere in the view applies to the whole tree, as SwiftUI
    /// applies it to the whole presentation: when the first one found (in view-tree order) asks
    /// for another scheme than `environment`'s, the view is resolved again in that scheme, and
    /// `environment` is the one with the preferred scheme.
    ///
    /// `graph` keeps the views' state across resolutions: a live preview passes the same graph
    /// to each tree it resolves (Live/ViewGraph.swift); by default the tree has its own.
    public init<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues(), graph: ViewGraph? = nil) {
        let context = LayoutContext()
        if let graph {
            // A live preview's tree: its views keep their resolutions (Live/BodyReuse.swift).
            context.graph = graph
            context.reusesBodies = true
        }
        self.context = context
        func resolver(_ environment: EnvironmentValues) -> () -> Node {
            var environment = environment
            // A live tree counts its size-class reads (Live/SizeClassReads.swift).
            if context.reusesBodies { environment.sizeClassReads = context.bodies.sizeClassReads }
            return {
                let ctx = ResolveContext(context: context, environment: environment, stackOrientation: nil)
                context.graph.beginResolution()
                context.bodies.resolution += 1
                defer { context.graph.endResolution() }
                if Thread.current.isLargeStack { return Self.resolveRoot(view, ctx) }
                let job: any ResolveJobProtocol = ResolveJob(view: view, ctx: ctx)
                LargeStack.run { job.run() }
                return job.root!
            }
        }
        var environment = environment
        var root = resolver(environment)()
        if let preferred = Self.preferredColorScheme(in: root), preferred != environment.colorScheme {
            Self.release(root)
            environment.colorScheme = preferred
            context.hasPreferenceObservers = false
            root = resolver(environment)()
        }
        self.environment = environment
        self.root = root
        self.resolver = resolver
        depth = context.pass.pointee.prefetchPlan.make(root: root)
        resolveFresh = { ResolvedTree(view, environment: $0) }
    }

    /// The scheme the first `preferredColorScheme(_:)` in the tree asks for (view-tree order,
    /// outermost first), or nil when none does.
    static func preferredColorScheme(in root: Node) -> ColorScheme? {
        let key = ObjectIdentifier(PreferredColorSchemeKey.self)
        var stack = [root]
        while let n = stack.popLast() {
            for op in n.preferenceOps?.ops.reversed() ?? [] {
                if case let .write(id, produce) = op, id == key, let scheme = produce(n) as? ColorScheme {
                    return scheme
                }
            }
            stack.append(contentsOf: n.children.reversed())
        }
        return nil
    }

    /// The root's node: the view, and over it what it presents (Interaction/PresentedLayers.swift).
    static func resolveRoot<V: View>(_ view: V, _ ctx: ResolveContext) -> Node {
        ctx.context.presentations = []
        return PresentedLayers.wrap(resolveContent(view, ctx), ctx)
    }

    /// The one node of a window's (or a presentation's) content: several views stand in a VStack.
    static func resolveContent<V: View>(_ view: V, _ ctx: ResolveContext) -> Node {
        let nodes = ctx.nodes(of: view)
        if nodes.count == 1 { return nodes[0] }
        // Resolved again so that Spacers and Dividers know they are in a vertical stack.
        return ctx.makeNode("VStack", nodeBehavior(for: VStackLayout()), children: ctx.inside(orientation: .vertical).nodes(of: view))
    }

    /// Nodes on the longest path from the root: deep trees are laid out on a large stack.
    private var depth: Int

    /// Breaks the tree apart iteratively: releasing a very deep tree link by link would recurse.
    deinit { releaseTree() }

    private func releaseTree() { Self.release(root) }

    /// Breaks a tree apart iteratively (see `deinit`).
    private static func release(_ root: Node) {
        var stack = [root]
        while let n = stack.popLast() {
            stack.append(contentsOf: n.children)
            // Nothing may reach a freed parent through a node kept elsewhere.
            for c in n.children { c.parent = nil }
            n.children = []
        }
    }

    /// Resolves the view again in place, its states kept: in a live preview only the bodies
    /// that read a change are evaluated, and the subtrees of the others are kept with their
    /// sizes and placements, so the next layout leaves them where they are. The next `layout`
    /// runs even at the same size; scroll views keep their offsets.
    public func update() {
        let offsets = scrollOffsets
        replaceRoot()
        _ = applyScrollOffsets(offsets)
        hasLayout = false
    }

    /// Resolves the view again as `update` does, in `environment` (a live window crossed a
    /// size-class breakpoint): the views that did not read what changed keep their nodes. A
    /// scheme a `preferredColorScheme` asked for stays asked for.
    public func update(environment given: EnvironmentValues) {
        var environment = given
        if let preferred = Self.preferredColorScheme(in: root) { environment.colorScheme = preferred }
        // A second pass when the new views ask for another scheme, as a new tree's would.
        for _ in 0..<2 {
            self.environment = environment
            update()
            let wanted = Self.preferredColorScheme(in: root) ?? given.colorScheme
            if wanted == environment.colorScheme { return }
            environment.colorScheme = wanted
        }
    }

    /// Custom views whose nodes resolutions kept, in all resolutions so far (for tests).
    public var keptBodies: Int { context.bodies.kept }

    /// Resolves the root again and releases the old tree, except the nodes kept resolutions
    /// hold (which the new tree may have taken).
    private func replaceRoot() {
        let old = root
        context.hasPreferenceObservers = false
        if context.reusesBodies {
            root = resolveAgain()
            // Resolutions no view made or kept in this resolution or the one before are gone.
            context.bodies.prune(before: context.bodies.resolution - 1)
            Self.release(old, keeping: context.bodies.heldNodes)
        } else {
            Self.release(old)
            root = resolveAgain()
        }
        depth = context.pass.pointee.prefetchPlan.make(root: root)
    }

    /// Breaks a tree apart as `release` does, leaving the subtrees of `kept` whole and
    /// their parents unset (a new tree may have adopted them).
    static func release(_ root: Node, keeping kept: Set<ObjectIdentifier>) {
        if kept.contains(ObjectIdentifier(root)) { return }
        var stack = [root]
        while let n = stack.popLast() {
            for c in n.children where !kept.contains(ObjectIdentifier(c)) {
                stack.append(c)
                c.parent = nil
            }
            n.children = []
        }
    }

    /// The number of nodes in the tree.
    public var nodeCount: Int {
        var n = 0
        root.forEachNode { _ in n += 1 }
        return n
    }

    /// `sizeThatFits` evaluations (cache misses) in all passes so far.
    public var evaluations: Int { context.evaluations }

    /// Subtrees that passes left in place because their proposal had not changed (their views
    /// were neither measured nor placed again), in all passes so far.
    public var reusedPlacements: Int { context.reusedPlacements }

    /// Whether a pass has run (a pass for an unchanged size changes nothing and is skipped).
    var hasLayout = false

    /// Whether passes record the layout negotiation: every proposal each view is asked about and
    /// its answer, which `tree` then reports (`LayoutTree.Element.proposals`). Turning it on
    /// makes the next pass run even at the same size. A view whose answer is already known from
    /// an earlier pass does not ask its children again, so the whole negotiation is recorded by
    /// the first pass: turn it on before laying out.
    public var recordsNegotiation: Bool {
        get { context.recordsNegotiation }
        set {
            if newValue && !context.recordsNegotiation { hasLayout = false }
            context.recordsNegotiation = newValue
        }
    }

    /// Proposes the window size less the safe-area insets to the root, centres it inside the safe
    /// area, and places every node (views that ignore the safe area reach into the insets).
    /// Negative, NaN and infinite window dimensions and insets count as 0. Zero insets (the
    /// default) give the whole window to the root.
    public func layout(in size: CGSize, safeArea: EdgeInsets = EdgeInsets()) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
        let size = CGSize(width: clean(size.width), height: clean(size.height))
        let insets = safeArea.cleaned
        if hasLayout && size == windowSize && insets == safeAreaInsets { return }
        hasLayout = true
        windowSize = size
        safeAreaInsets = insets
        if depth > LargeStack.depthThreshold && !Thread.current.isLargeStack {
            LargeStack.run { self.pass(size, insets) }
        } else {
            pass(size, insets)
        }
        if RelayoutCheck.isOn && !isCheckCopy { RelayoutCheck.compare(self, resolveFresh(environment)) }
    }

    /// A tree made by `RelayoutCheck` to compare with: not checked itself.
    fileprivate var isCheckCopy = false
    /// Passes so far, for `RelayoutCheck` (the first is a fresh layout already).
    fileprivate var checkedPasses = 0

    /// Lays out once; again (at most twice more) when a lazy stack placed rows whose lengths
    /// changed its estimate of its own length, as SwiftUI updates a scroll view's content size
    /// once new rows have been measured.
    private func pass(_ size: CGSize, _ insets: EdgeInsets) {
        lazyPasses(size, insets)
        // Preference and geometry actions run after the pass; a change they make to state
        // applies on the next pass, of the view resolved again (Engine/Preferences.swift).
        var passes = 0
        while context.hasPreferenceObservers && passes < Self.maximumPreferencePasses {
            guard LayoutContext.deliverPreferences(root: root, delivered: &delivered) else { break }
            passes += 1
            preferenceResolutions += 1
            // The new tree keeps the scroll views' offsets (by identity, as a reload does).
            let offsets = scrollOffsets
            replaceRoot()
            _ = applyScrollOffsets(offsets)
            lazyPasses(size, insets)
        }
    }

    private func lazyPasses(_ size: CGSize, _ insets: EdgeInsets) {
        for _ in 0..<3 {
            let version = context.lazyEstimateVersion
            let available = CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
            // The container of the root's views is the window less its safe area.
            context.withContainer(available) { singlePass(size, insets) }
            if context.lazyEstimateVersion == version { break }
        }
    }

    private func singlePass(_ size: CGSize, _ insets: EdgeInsets) {
        context.generation += 1
        // Window origins cached by the last pass are stale; subtrees whose proposal is unchanged
        // are left in place, unless the negotiation is recorded or anything is right to left.
        context.frameStamp += 1
        context.derivedOriginsThisPass = false
        context.reusesPlacements = !context.recordsNegotiation && !context.hasRightToLeft
            && environment.layoutDirection != .rightToLeft
        defer {
            // Sizes are zero once the work budget is spent: what this pass placed is not to be kept.
            if WorkBudget.isExceeded { context.placementEpoch += 1 }
        }
        // Layout runs left to right and mirrors afterwards: there the leading inset is on the left.
        let available = CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        let proposal = ProposedViewSize(available)
        let fitting = root.sizeThatFits(proposal)
        let origin = CGPoint(x: insets.leading + (available.width - fitting.width) / 2,
                             y: insets.top + (available.height - fitting.height) / 2)
        if insets.isZero {
            context.safeAreaSpaces = []
            root.place(at: origin, proposal: proposal)
        } else {
            context.safeAreaSpaces = [SafeAreaSpace(bounds: CGRect(origin: .zero, size: size), insets: insets, regions: .container)]
            root.place(at: origin, proposal: proposal)
            context.safeAreaSpaces = []
        }
        applyLayoutDirection(windowWidth: size.width)
    }

    /// Layout runs left-to-right; afterwards every view whose parent lays out right-to-left has its
    /// x position flipped within that parent, as SwiftUI does. Leading alignment, leading padding,
    /// offsets and positions therefore all mirror. One pass over the tree, top down.
    private func applyLayoutDirection(windowWidth: CGFloat) {
        let rootRTL = environment.layoutDirection == .rightToLeft
        guard rootRTL || context.hasRightToLeft else { return }
        // (node, its mirrored window x, its parent's)
        var stack: [(Node, CGFloat, CGFloat)] = [(root, rootRTL ? windowWidth - root.frame.maxX : root.frame.minX, 0)]
        while let (node, finalX, parentX) = stack.popLast() {
            let originalX = node.frame.minX
            let rtl = node.isRightToLeft
            for c in node.children {
                let rel = c.frame.minX - originalX
                stack.append((c, finalX + (rtl ? node.size.width - rel - c.size.width : rel), finalX))
            }
            // After the children read their unmirrored positions.
            node.setWindowX(finalX, parentX: parentX)
        }
    }

    /// The root's ideal size (proposed nil × nil): the canvas of a `.sizeThatFitsLayout` preview.
    public func idealSize() -> CGSize { sizeThatFits(.unspecified) }

    /// The size the root takes when `proposal` is proposed to it (what `ImageRenderer` renders at).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let box = SizeBox()
        if depth > LargeStack.depthThreshold && !Thread.current.isLargeStack {
            LargeStack.run { box.size = self.root.sizeThatFits(proposal) }
        } else {
            box.size = root.sizeThatFits(proposal)
        }
        return box.size
    }

    private final class SizeBox: @unchecked Sendable { var size = CGSize.zero }

    /// The placed tree.
    public var tree: LayoutTree { LayoutTree(self) }
}

/// Hands a view to the resolving thread and the root back; the caller waits, so nothing is shared.
private protocol ResolveJobProtocol: AnyObject, Sendable {
    var root: Node? { get }
    func run()
}

private nonisolated final class ResolveJob<V: View>: ResolveJobProtocol, @unchecked Sendable {
    let view: V
    let ctx: ResolveContext
    var root: Node?
    init(view: V, ctx: ResolveContext) {
        self.view = view
        self.ctx = ctx
    }
    func run() { root = ResolvedTree.resolveRoot(view, ctx) }
}

/// With `TRELLIS_CHECK_RELAYOUT=FILE` in the environment, every pass of a tree laid out before
/// is compared with a fresh resolution of the same view laid out at the same size, safe area
/// and scroll offsets — the incremental relayout must equal it (every view, its proposal and
/// size exactly, its position to 1e-9 pt) — and each difference is appended to FILE as a line
/// `relayout differs from a fresh layout at WxH: …`. For tests of
/// processes (the window, the compiled path's host); in one process, compare trees directly.
enum RelayoutCheck {
    static let report = ProcessInfo.processInfo.environment["TRELLIS_CHECK_RELAYOUT"].flatMap { $0.isEmpty ? nil : $0 }
    static var isOn: Bool { report != nil }

    static func compare(_ tree: ResolvedTree, _ fresh: @autoclosure () -> ResolvedTree) {
        tree.checkedPasses += 1
        guard tree.checkedPasses > 1, let report else { return }
        let fresh = fresh()
        fresh.isCheckCopy = true
        fresh.recordsNegotiation = tree.recordsNegotiation
        _ = fresh.applyScrollOffsets(tree.scrollOffsets)
        fresh.layout(in: tree.windowSize, safeArea: tree.safeAreaInsets)
        // Structure, proposals and sizes exactly; window positions to 1e-9 pt: a subtree left in
        // place has its origins summed from its parents' (NodePlacement.swift), which can differ
        // from a fresh placement in the last bit (`trellis layout`'s JSON rounds it away).
        let a = tree.tree.root.all, b = fresh.tree.root.all
        func same(_ x: LayoutTree.Element, _ y: LayoutTree.Element) -> Bool {
            x.type == y.type && x.id == y.id && x.placement == y.placement && x.children.count == y.children.count
                && abs(x.frame.x - y.frame.x) <= 1e-9 && abs(x.frame.y - y.frame.y) <= 1e-9
                && x.frame.width == y.frame.width && x.frame.height == y.frame.height
        }
        let first = a.count == b.count ? zip(a, b).enumerated().first { !same($0.element.0, $0.element.1) } : nil
        guard a.count != b.count || first != nil else { return }
        let size = "\(LayoutTree.formatted(tree.windowSize.width))x\(LayoutTree.formatted(tree.windowSize.height))"
        let line = "relayout differs from a fresh layout at \(size): "
            + (first.map { "element \($0.offset), \($0.element.0.type) \($0.element.0.frame) placed for \(String(describing: $0.element.0.placement)) ≠ \($0.element.1.frame) placed for \(String(describing: $0.element.1.placement))" }
               ?? "\(a.count) ≠ \(b.count) elements") + "\n"
        let fd = open(report, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard fd >= 0 else { return }
        _ = line.withCString { write(fd, $0, strlen($0)) }
        close(fd)
    }
}
