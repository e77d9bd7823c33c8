import Foundation

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
    private var appearing: [(key: String, actions: LifecycleActions)] = []
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
    /// The text field being edited, by identity: it draws a caret (nil: none).
    public var focusedField: String?
    /// The values each `.animation(_:value:)` saw in the last settled update, by identity, and
    /// those of the resolution running now; the nodes whose change animates (ImplicitAnimation.swift).
    var animationValues: [String: AnimatedValue] = [:]
    var animationValuesSeen: [String: AnimatedValue] = [:]
    var animatedNodes: [(node: Node, animation: Animation)] = []
    /// The screens each navigation column showed in the last settled update and in the running
    /// resolution, by identity, and the columns pushed (true) or popped since (NavigationTransitions.swift).
    var navigationDepths: [String: Int] = [:]
    var navigationDepthsSeen: [String: Int] = [:]
    var navigationChanges: [(node: Node, push: Bool)] = []
    /// The nodes of views with a `.transition(_:)`, in the resolution running now (LiveTransitions.swift).
    var transitionNodes: [(node: Node, transition: DisplayTransition)] = []
    /// The URLs links left to the system since the preview last reported them: a preview
    /// opens nothing, it says what it would open.
    public var openedURLs: [URL] = []
    /// The control being pressed, by identity: a button draws its pressed look (nil: none).
    public var pressedControl: String?
    /// Bodies evaluated (custom views' and custom modifiers'), in all resolutions so far.
    public private(set) var bodyEvaluations = 0

    /// An empty graph: every view starts from its initial state.
    public init() {}

    /// Whether any state changed since the last resolution began.
    public var hasChanges: Bool { !changedStates.isEmpty }

    // MARK: Resolution

    func beginResolution() {
        resolving = true
        claimed = [:]
        appearing = []
        observing = []
        linked = []
        changedStates = []
        stateWrittenDuringBody = []
        animationValuesSeen = [:]
        animatedNodes = []
        transitionNodes = []
        navigationDepthsSeen = [:]
        navigationChanges = []
    }

    func endResolution() { resolving = false }

    /// `path` made unique within this resolution.
    func claim(_ path: String) -> String {
        let n = claimed[path, default: 0]
        claimed[path] = n + 1
        return n == 0 ? path : "\(path)~\(n)"
    }

    func countBody() { bodyEvaluations += 1 }

    // MARK: Storage

    func stored(_ key: String) -> AnyObject? {
        linked.insert(key)
        return storage[key]
    }
    func store(_ object: AnyObject, for key: String) { storage[key] = object }

    /// Drops the state of views the last resolution did not make: a view that goes away and
    /// comes back starts from its initial state, as in SwiftUI. (A lazy stack's rows out of view
    /// are not made, so their state goes too: SwiftUI keeps it.)
    func dropUnlinkedState() {
        storage = storage.filter { linked.contains($0.key) }
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

    struct ObservedChange {
        let value: Any
        let isEqual: (Any) -> Bool
        let action: (Any) -> Void
        let initial: Bool
    }

    func recordAppear(_ key: String, appear: (() -> Void)?, disappear: (() -> Void)?) {
        var actions = LifecycleActions()
        if let appear { actions.appear.append(appear) }
        if let disappear { actions.disappear.append(disappear) }
        appearing.append((key, actions))
    }

    func recordChange(_ key: String, _ change: ObservedChange) { observing.append((key, change)) }

    /// The actions the resolution that just ended calls for, in SwiftUI's order: the views
    /// that went away disappear, the new ones appear, then each `onChange(of:)` whose value
    /// differs from the one it saw last (or that asked for `initial`) runs with the old value.
    /// The graph moves on to this resolution's views and values, and forgets the state of the
    /// views that went away.
    public func pendingActions() -> [() -> Void] {
        dropUnlinkedState()
        var actions: [() -> Void] = []
        var present: [String: LifecycleActions] = [:]
        for (key, a) in appearing { present[key] = a }
        for (key, a) in appeared.sorted(by: { $0.key < $1.key }) where present[key] == nil { actions += a.disappear }
        for (key, a) in appearing where appeared[key] == nil { actions += a.appear }
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
        observedValues = seen
        animationValues = animationValuesSeen
        navigationDepths = navigationDepthsSeen
        return actions
    }
}
