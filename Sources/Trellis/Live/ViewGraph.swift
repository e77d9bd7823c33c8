import Foundation
import Synchronization

/// What outlives one resolution of a preview: the storage of its views' `@State` and
/// `@StateObject` by view identity, what its `onAppear` and `onChange(of:)` saw last, and the
/// states changed since the last resolution. A live preview keeps one graph across events; a
/// tree at rest has one of its own, which its preference passes resolve again with.
///
/// Identity is SwiftUI's: a view's structural position (its path through view-builder tuples,
/// `if` branches, `ForEach` element IDs and custom view types) plus explicit `.id(_:)`
/// (ViewIdentity.swift). Storage found under a view's identity with the right type is the
/// view's storage; a view whose identity is new starts from its initial values.
public final class ViewGraph: @unchecked Sendable {
    /// State storage by "identity.property" (StateLinking.swift).
    private var storage: [String: AnyObject] = [:]
    /// The storage keys the last resolution linked (and the lazy rows built since): a state no
    /// view linked is gone with its view.
    private var linked: Set<String> = []
    /// Identities handed out in the resolution running now: two views that share a path (the
    /// content and the overlay of one view, say) get the second a suffix, in order.
    private var claimed: [String: Int] = [:]
    /// The `onAppear`/`onDisappear` actions of the views present after the last resolution, by
    /// identity, in tree order.
    private var appeared: [String: LifecycleActions] = [:]
    private var appearing: [AppearRecord] = []
    /// The value each `onChange(of:)` saw last, by identity.
    private var observedValues: [String: ObservedChange] = [:]
    private var observing: [(key: String, change: ObservedChange)] = []
    /// The views whose state changed since the last resolution began, and those whose body
    /// wrote state while it was being evaluated (a body that writes what it reads loops).
    private(set) var changedStates: Set<String> = []
    /// The identities of the views whose body set state while it was evaluated, in the last resolution.
    public private(set) var stateWrittenDuringBody: [String] = []
    /// Whether a resolution is running (state set now is set by a body).
    private var resolving = false
    /// The identity of the view whose body is being evaluated.
    var evaluating: String?
    /// The environment of the view whose properties are being linked (its `@Environment`s keep it).
    var linkingEnvironment: EnvironmentValues?
    /// The tasks views started (`task`), by identity (Live/LiveTasks.swift).
    var tasks: [String: (task: Task<Void, Never>, number: Int)] = [:]
    /// The number of the last task started: a task that ends removes itself, not its successor.
    var tasksStarted = 0
    /// The publishers views subscribed to (`onReceive`), by identity (Live/LiveSubscriptions.swift).
    var subscriptions: [String: any LiveSubscription] = [:]
    /// Whether views' tasks are running or their publishers subscribed: what they set may
    /// change the preview on its own.
    public var hasPendingWork: Bool { !tasks.isEmpty || !subscriptions.isEmpty }
    /// The text field being edited, by identity: it draws a caret (nil: none). A new focus
    /// starts with the caret after the text; the fields it leaves and enters are drawn again.
    public var focusedField: String? {
        didSet {
            guard oldValue != focusedField else { return }
            focusedSelection = nil
            redrawFields([oldValue, focusedField])
        }
    }
    /// The caret and the selection in the focused field, in characters of its text (nil: the
    /// caret after the last one). Setting it draws the field again.
    public var focusedSelection: EditableText.Selection? {
        didSet { if oldValue != focusedSelection { redrawFields([focusedField]) } }
    }

    /// Marks fields as changed so that the next update resolves them again (their caret moved).
    /// Not while resolving: a field that takes the focus then draws it as it is resolved.
    private func redrawFields(_ keys: [String?]) {
        guard !resolving else { return }
        for key in keys.compactMap({ $0 }) { changedStates.insert(key + ".editing") }
    }
    /// The values each `.animation(_:value:)` saw in the last settled update, by identity, and
    /// those of the resolution running now; the nodes whose change animates (ImplicitAnimation.swift).
    var animationValues: [String: AnimatedValue] = [:]
    var animationValueLog: [(key: String, value: AnimatedValue)] = []
    var animatedNodes: [(node: Node, animation: Animation)] = []
    /// The screens each navigation column showed in the last settled update and in the running
    /// resolution, by identity, and the columns pushed (true) or popped since (NavigationTransitions.swift).
    var navigationDepths: [String: Int] = [:]
    var navigationDepthLog: [(key: String, depth: Int)] = []
    var navigationChanges: [(node: Node, push: Bool)] = []
    /// Whether the tree has what can make a change animate without `withAnimation`: an
    /// implicit animation, a navigation column, a transition.
    public var mayAnimate: Bool {
        !animationValues.isEmpty || !animatedNodes.isEmpty || !navigationDepths.isEmpty || !transitionNodes.isEmpty
            || presentations.mayAnimate
    }
    /// The presentations shown, how they changed and where they were placed (PresentationTransitions.swift).
    let presentations = PresentationRecords()
    /// The nodes of views with a `.transition(_:)`, in the resolution running now (LiveTransitions.swift).
    var transitionNodes: [(node: Node, transition: DisplayTransition)] = []
    /// The URLs links left to the system since the preview last reported them: a preview
    /// opens nothing, it says what it would open.
    public var openedURLs: [URL] = []
    /// The control being pressed, by identity: a button draws its pressed look (nil: none).
    public var pressedControl: String? {
        // The pressed control and the one released are drawn again (their views are dirty).
        didSet {
            guard oldValue != pressedControl else { return }
            for key in [oldValue, pressedControl].compactMap({ $0 }) { changedStates.insert(key + ".pressed") }
        }
    }
    /// Bodies evaluated (custom views' and custom modifiers'), in all resolutions so far.
    public private(set) var bodyEvaluations = 0

    /// An empty graph: every view starts from its initial state.
    public init() {}

    /// A graph whose views start from `states` where their identity, property and type match
    /// (an edit reloaded the code: KeptState.swift), else from their initial state.
    public init(keeping states: KeptStates) { seeds = states.entries }

    /// States kept from the code before an edit, by storage key, until a view takes its own.
    private var seeds: [String: KeptStates.Entry] = [:]

    /// The kept state for `key`, taken (once: a view that goes away and comes back starts anew).
    func takeSeed(_ key: String) -> KeptStates.Entry? {
        guard !seeds.isEmpty else { return nil }
        return seeds.removeValue(forKey: key)
    }

    /// The storage objects by key (KeptState.swift reads their values).
    var storedObjects: [String: AnyObject] { storage }

    /// Whether any state changed since the last resolution began, or an observable object
    /// announced a change since the last one ended (changes announced while bodies are
    /// evaluated are the resolution's own).
    public var hasChanges: Bool {
        !changedStates.isEmpty || hasObservedChanges || ObservableChanges.count != observableChangesSeen
    }
    /// `ObservableChanges.count` when the last resolution ended.
    private var observableChangesSeen = ObservableChanges.count

    // MARK: Resolution

    func beginResolution() {
        resolving = true
        let objectsChanged = ObservableChanges.count != observableChangesSeen
        dirtyViews = Set(changedStates.map(Self.viewKey(ofState:))).union(takeObservedChanges())
        if !dirtyViews.isEmpty || objectsChanged { changeCount += 1 }
        claimLog = []
        linkLog = []
        keptPaths = []
        claimed = [:]
        appearing = []
        observing = []
        linked = []
        changedStates = []
        stateWrittenDuringBody = []
        animationValueLog = []
        animatedNodes = []
        transitionNodes = []
        navigationDepthLog = []
        navigationChanges = []
    }

    func endResolution() {
        resolving = false
        observableChangesSeen = ObservableChanges.count
    }

    /// `path` made unique within this resolution.
    func claim(_ path: String) -> String {
        let n = claimed[path, default: 0]
        claimed[path] = n + 1
        let key = n == 0 ? path : "\(path)~\(n)"
        claimLog.append((path, key))
        return key
    }

    /// The key `path` would be claimed as now, `ahead` claims of it later (nothing claimed).
    func peekClaim(_ path: String, ahead: Int = 0) -> String {
        let n = claimed[path, default: 0] + ahead
        return n == 0 ? path : "\(path)~\(n)"
    }

    func countBody() { bodyEvaluations += 1 }

    /// Resolutions so far that began after a state or an observed object changed: a resolution
    /// kept from an earlier one shows the states as they are while this stays the same.
    private(set) var changeCount = 0

    // MARK: Storage

    func stored(_ key: String) -> AnyObject? {
        linked.insert(key)
        linkLog.append(key)
        return storage[key]
    }
    func store(_ object: AnyObject, for key: String) { storage[key] = object }
    /// Whether a state is stored under `key` (without linking it).
    func holdsState(_ key: String) -> Bool { storage[key] != nil }

    /// Drops the state of views the last resolution did not make: a view that goes away and
    /// comes back starts from its initial state, as in SwiftUI. (A lazy stack's rows out of view
    /// are not made, so their state goes too: SwiftUI keeps it.)
    func dropUnlinkedState() {
        storage = storage.filter { linked.contains($0.key) || isKept($0.key) }
    }

    /// A state owned by the view at `key` was set.
    func stateDidChange(_ key: String) {
        changedStates.insert(key)
        if resolving { stateWrittenDuringBody.append(evaluating ?? key) }
    }

    // MARK: Lifecycle

    struct LifecycleActions {
        var appear: [() -> Void] = []
        var disappear: [() -> Void] = []
    }

    /// A view's lifecycle actions as its resolution recorded them, with the first node it made
    /// (nil until made, or when it made none): what tells a hidden tab's views from the shown one's.
    struct AppearRecord {
        var key: String
        var actions: LifecycleActions
        var node: Node?
    }

    /// Where the logs stood when a view began resolving.
    struct RecordMarks { var claims, links, appears, changes, animationValues, navigationDepths, transitions: Int }

    /// What a view's resolution claimed, linked and recorded, to replay when its nodes are kept.
    struct ViewRecords {
        var claims: [(path: String, key: String)] = []
        var links: [String] = []
        var appears: [AppearRecord] = []
        var changes: [(key: String, change: ObservedChange)] = []
        /// What a live change animates by: implicit animations' values, columns' depths, transitions.
        var animationValues: [(key: String, value: AnimatedValue)] = []
        var navigationDepths: [(key: String, depth: Int)] = []
        var transitions: [(node: Node, transition: DisplayTransition)] = []
    }

    struct ObservedChange {
        let value: Any
        let isEqual: (Any) -> Bool
        let action: (Any) -> Void
        let initial: Bool
    }

    /// Records a view's lifecycle actions; returns where the record is.
    @discardableResult
    func recordAppear(_ key: String, appear: (() -> Void)?, disappear: (() -> Void)?) -> Int {
        var actions = LifecycleActions()
        if let appear { actions.appear.append(appear) }
        if let disappear { actions.disappear.append(disappear) }
        appearing.append(AppearRecord(key: key, actions: actions))
        return appearing.count - 1
    }

    /// Records a view's lifecycle actions, then makes its nodes with `content`: the record knows
    /// the first of them (a tab view drops the records of its hidden tabs' nodes).
    func recordAppear(_ key: String, appear: (() -> Void)?, disappear: (() -> Void)?,
                      making content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let record = recordAppear(key, appear: appear, disappear: disappear)
        let start = nodes.count
        content(ctx, &nodes)
        if nodes.count > start { appearing[record].node = nodes[start] }
    }

    /// How many lifecycle records this resolution has made so far.
    var appearMark: Int { appearing.count }

    /// Forgets the lifecycle records since `mark` of views outside `shown`'s subtree: a tab view's
    /// hidden tabs are resolved (their items and tags are read) but do not appear. (Down from
    /// `shown`, not up from each view: a kept node's parent may be a node of the last tree.)
    func dropAppears(since mark: Int, outside shown: Node) {
        guard mark < appearing.count else { return }
        var inside: Set<ObjectIdentifier> = []
        var pending = [shown]
        while let node = pending.popLast() {
            inside.insert(ObjectIdentifier(node))
            pending += node.children
        }
        appearing[mark...].removeAll { record in record.node.map { !inside.contains(ObjectIdentifier($0)) } ?? false }
    }

    func recordChange(_ key: String, _ change: ObservedChange) { observing.append((key, change)) }

    // MARK: What a kept body replays (Live/BodyReuse.swift)

    /// The paths claimed and the storage keys linked in this resolution, in order: a view whose
    /// nodes are kept claims and links again what its last resolution did.
    private(set) var claimLog: [(path: String, key: String)] = []
    private(set) var linkLog: [String] = []
    /// The views (keys) whose state changed, or whose observed objects changed, before this
    /// resolution began: their bodies are evaluated again.
    private(set) var dirtyViews: Set<String> = []

    /// Where the logs stand: a view's records are what they gain while it resolves.
    var recordMarks: RecordMarks {
        RecordMarks(claims: claimLog.count, links: linkLog.count, appears: appearing.count, changes: observing.count,
                    animationValues: animationValueLog.count, navigationDepths: navigationDepthLog.count, transitions: transitionNodes.count)
    }

    /// What the logs gained since `marks`.
    func records(since marks: RecordMarks) -> ViewRecords {
        ViewRecords(claims: Array(claimLog[marks.claims...]), links: Array(linkLog[marks.links...]),
                    appears: Array(appearing[marks.appears...]), changes: Array(observing[marks.changes...]),
                    animationValues: Array(animationValueLog[marks.animationValues...]),
                    navigationDepths: Array(navigationDepthLog[marks.navigationDepths...]),
                    transitions: Array(transitionNodes[marks.transitions...]))
    }

    /// Whether claiming `records`' paths now gives the keys they gave when recorded.
    func claimsMatch(_ records: ViewRecords) -> Bool {
        var ahead: [String: Int] = [:]
        for (path, key) in records.claims {
            let n = ahead[path, default: 0]
            if peekClaim(path, ahead: n) != key { return false }
            ahead[path] = n + 1
        }
        return true
    }

    /// Claims, links and records again what a kept view's resolution did.
    func replay(_ records: ViewRecords, keptAt path: String) {
        keptPaths.append(path + "/")
        for (path, _) in records.claims { _ = claim(path) }
        for key in records.links { _ = stored(key) }
        appearing += records.appears
        observing += records.changes
        animationValueLog += records.animationValues
        navigationDepthLog += records.navigationDepths
        transitionNodes += records.transitions
    }

    /// The key of the view that owns the state stored under `key` ("view.property").
    static func viewKey(ofState key: String) -> String {
        guard let dot = key.lastIndex(of: ".") else { return key }
        return String(key[..<dot])
    }

    /// The identity paths (with a trailing "/") of the views whose nodes this resolution kept:
    /// what lazy stacks below them built during layout was not replayed, and stays.
    private var keptPaths: [String] = []

    /// Whether `key` (a view's, a state's) is below a view whose nodes were kept.
    private func isKept(_ key: String) -> Bool { keptPaths.contains { key.hasPrefix($0) } }

    /// Whether the view at `key` must evaluate its body again.
    func isDirty(_ key: String) -> Bool { dirtyViews.contains(key) }

    /// Whether a view below `path` must evaluate its body again.
    func hasDirtyView(below path: String) -> Bool {
        guard !dirtyViews.isEmpty else { return false }
        let prefix = path + "/"
        return dirtyViews.contains { $0.hasPrefix(prefix) }
    }

    /// Keys of views whose observed objects changed (Observation's tracking calls from any thread).
    private let observedChanges = Mutex<Set<String>>([])

    /// An `@Observable` property the body of the view at `key` read changed.
    func observedChange(_ key: String) { observedChanges.withLock { _ = $0.insert(key) } }

    private func takeObservedChanges() -> Set<String> {
        observedChanges.withLock { set in defer { set = [] }; return set }
    }

    /// Whether an observed object changed since the last resolution began.
    var hasObservedChanges: Bool { observedChanges.withLock { !$0.isEmpty } }

    /// The actions the resolution that just ended calls for, in SwiftUI's order: the views
    /// that went away disappear, the new ones appear, then each `onChange(of:)` whose value
    /// differs from the one it saw last (or that asked for `initial`) runs with the old value.
    /// The graph moves on to this resolution's views and values, and forgets the state of the
    /// views that went away.
    public func pendingActions() -> [() -> Void] {
        dropUnlinkedState()
        var actions: [() -> Void] = []
        var present: [String: LifecycleActions] = [:]
        for record in appearing { present[record.key] = record.actions }
        for (key, a) in appeared where present[key] == nil && isKept(key) { present[key] = a }
        for (key, a) in appeared.sorted(by: { $0.key < $1.key }) where present[key] == nil { actions += a.disappear }
        for record in appearing where appeared[record.key] == nil { actions += record.actions.appear }
        appeared = present
        var seen: [String: ObservedChange] = [:]
        for (key, change) in observing {
            if let old = observedValues[key] {
                if !change.isEqual(old.value) { let oldValue = old.value; actions.append { change.action(oldValue) } }
            } else if change.initial {
                let value = change.value
                actions.append { change.action(value) }
            }
            seen[key] = change
        }
        for (key, change) in observedValues where seen[key] == nil && isKept(key) { seen[key] = change }
        observedValues = seen
        animationValues = Dictionary(animationValueLog, uniquingKeysWith: { $1 })
        navigationDepths = Dictionary(navigationDepthLog, uniquingKeysWith: { $1 })
        presentations.settle()
        return actions
    }
}
