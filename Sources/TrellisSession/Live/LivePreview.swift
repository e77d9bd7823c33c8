import Foundation
import Trellis

/// A preview that runs: it owns the view graph (the views' state by identity, their lifecycle
/// records) across events, hit-tests the placed tree, and runs the loop event → action → state
/// change → bodies evaluated again → relayout. The window and `--interact` drive it with the
/// same events (`LiveEvent`); on the compiled path it lives in the process that runs the
/// user's code, since actions are the user's closures.
public final class LivePreview {
    /// The circumstances of the next layout (a window resized sets a new size).
    public var session: PreviewSession
    let makeView: () -> AnyView
    /// The views' state and lifecycle records, across every tree this preview resolves.
    public let graph: ViewGraph
    /// The tree of the last update, laid out.
    public private(set) var tree: ResolvedTree
    /// The text field being edited, by identity (nil: none); kept in the graph, where the
    /// field reads it to draw its caret.
    public private(set) var focusedField: String? {
        get { graph.focusedField }
        set { graph.focusedField = newValue }
    }
    /// Updates of one event at most: a body that writes the state it reads would loop.
    public static let maximumUpdatePasses = 8

    /// How the last update's changes animate: `withAnimation`'s transaction and the parts under
    /// an `.animation(_:value:)` whose value changed (empty when nothing animates).
    public private(set) var lastAnimation = UpdateAnimation(timing: nil)
    /// Whether each update keeps the display list from before it (`listBeforeUpdate`): what a
    /// moment of its animation is drawn from, headless (`render --animation-time`).
    public var keepsListBeforeUpdate = false
    /// The display list before the last update, when it is kept or the update animates (the
    /// first update's: the views as they appeared, before `onAppear` changed them).
    public private(set) var listBeforeUpdate: DisplayList?
    /// The display list of the tree as it stands, when its owner made one and the tree has not
    /// changed since (the compiled host sets it as it answers): the next update animates from it
    /// rather than making it again (a breakpoint's update under a `NavigationStack`, which may
    /// animate, made it on every crossing frame).
    public var listShown: DisplayList?
    /// The press in progress, between `.press` and `.release` (PointerSession.swift).
    var pointer: PointerSession?
    /// The last tap in a text field, by its field, place and time: a second one soon after
    /// and near it is a double tap (TextEditingKeys.swift).
    var lastFieldTap: (field: String, point: CGPoint, time: Double)?

    /// Why the first update stopped, if it did (the tree is then the last one resolved).
    public private(set) var startError: LiveError?

    /// Resolves and lays out the view, then runs what appears (`onAppear`) and updates until
    /// the state settles; an update that loops is `startError`. A `graph` kept from an earlier
    /// preview of the same view (another environment) keeps its state.
    public init(session: PreviewSession, graph: ViewGraph? = nil, scrollOffsets: [String: CGPoint] = [:],
                makeView: @escaping () -> AnyView) {
        self.session = session
        self.makeView = makeView
        let graph = graph ?? ViewGraph()
        self.graph = graph
        tree = session.resolve(makeView(), scrollOffsets: scrollOffsets, graph: graph)
        session.place(tree)
        do { try settle(afterResolving: true) } catch { startError = error }
    }

    /// The same, throwing the first update's error.
    public convenience init(session: PreviewSession, makeView: @escaping () -> AnyView) throws(LiveError) {
        self.init(session: session, graph: nil, makeView: makeView)
        if let startError { throw startError }
    }

    /// Applies an event; returns whether it reached anything (a view took the tap, a field the keys).
    @discardableResult
    public func send(_ event: LiveEvent) throws(LiveError) -> Bool {
        switch event {
        case let .tap(point):
            // A press and a release in one place, so gestures see taps as controls do.
            guard tree.pointerTargets(at: point).contains(where: \.takesTaps), try pointerDown(at: point, time: 0) else { return false }
            _ = try pointerUp(at: point, time: 0)
            // A tap has no time of its own: two are never a double tap.
            lastFieldTap = nil
            return true
        case let .press(point, time):
            return try pointerDown(at: point, time: time)
        case let .move(point, time):
            return try pointerMoved(to: point, time: time)
        case let .release(point, time):
            return try pointerUp(at: point, time: time)
        case let .type(characters):
            guard let field = focused else { return false }
            edit(field) { $0.insert(characters) }
        case .key(.enter):
            guard let field = focused else { return false }
            if field.kind.isMultiline {
                edit(field) { $0.insert("\n") }
            } else {
                moveFocus(to: nil)
                field.submit()
            }
        case .key(.tab):
            let fields = tree.textFields
            guard !fields.isEmpty else { return false }
            let index = fields.firstIndex { $0.identity == focusedField }.map { ($0 + 1) % fields.count } ?? 0
            moveFocus(to: fields[index])
        case .key(.escape):
            guard focusedField != nil else { return false }
            moveFocus(to: nil)
        case let .key(key):
            // The keys that edit: BackSpace, Delete, the arrows, Home, End, Ctrl+A (TextEditingKeys.swift).
            guard let field = focused else { return false }
            edit(field, key)
        case let .drag(start, end):
            guard tree.dragPresentedSheet(from: start, to: end) else { return false }
        }
        try update()
        return true
    }

    /// A tap on `view`: a text field takes the focus (a focused one takes the caret where the
    /// tap is), any other view runs its action.
    public func activate(_ view: InteractiveView, at point: CGPoint? = nil) {
        activate(view, at: point, time: nil)
    }

    /// The same, at a time (seconds) when the press has one: a second tap soon after in a text
    /// field selects a word.
    func activate(_ view: InteractiveView, at point: CGPoint?, time: Double?) {
        if view.kind.takesText {
            tapField(view, at: point, time: time)
        } else {
            view.tap(at: point)
        }
    }

    /// Types `text` into `field` at its caret (after its text when it was not focused), focusing it first.
    public func type(_ text: String, into field: InteractiveView) throws(LiveError) {
        moveFocus(to: field)
        edit(field) { $0.insert(text) }
        try update()
    }

    /// Moves the focus, keeping the `@FocusState`s the fields are bound to in step.
    func moveFocus(to field: InteractiveView?) {
        if let current = focused, current.identity != field?.identity { current.setFocused(false) }
        focusedField = field?.identity
        field?.setFocused(true)
    }

    /// The focused text field in the current tree.
    public var focused: InteractiveView? {
        guard let focusedField else { return nil }
        return tree.textFields.first { $0.identity == focusedField }
    }

    /// Evaluates the bodies again and lays the new tree out, scroll positions kept; then runs
    /// the lifecycle actions the change calls for, until nothing changes.
    public func update() throws(LiveError) {
        try settle(afterResolving: false)
    }

    /// Moves the preview to `session`, whose environment is another (a window crossed a
    /// size-class breakpoint), as `update` does: the views that did not read what changed keep
    /// their nodes (Live/SizeClassReads.swift), and their states stay.
    public func update(session: PreviewSession) throws(LiveError) {
        self.session = session
        pendingEnvironment = session.environment
        try update()
    }

    /// The environment the next update resolves in, when it is another.
    private var pendingEnvironment: EnvironmentValues?

    /// The last update's animation, once: nil when it has none or was taken already.
    public func takeAnimation() -> UpdateAnimation? {
        defer { lastAnimation = UpdateAnimation(timing: nil) }
        return lastAnimation.isEmpty ? nil : lastAnimation
    }

    private func settle(afterResolving resolved: Bool) throws(LiveError) {
        // The list the change may animate from, while the tree still shows it (an update
        // changes the tree in place): kept when asked for, or when something may animate.
        let mayAnimate = resolved || keepsListBeforeUpdate || Transaction.hasRecordedAnimation || graph.mayAnimate
        let listBefore = mayAnimate ? listShown ?? tree.displayList() : nil
        listShown = nil
        listBeforeUpdate = nil
        // What each pass marked to animate (a later pass sees the watched values settled), and
        // the views with transitions before the change (they leave with them) and after it.
        var animation = UpdateAnimation(timing: nil)
        let leaving = resolved ? [] : tree.transitionRegions()
        defer {
            animation.timing = Transaction.takeRecordedAnimation()?.timing
            if !animation.isEmpty {
                animation.removals += leaving
                animation.insertions += tree.transitionRegions()
            }
            if keepsListBeforeUpdate || !animation.isEmpty { listBeforeUpdate = listBefore }
            lastAnimation = animation
        }
        var needsResolution = !resolved
        for _ in 0..<Self.maximumUpdatePasses {
            if needsResolution {
                // Only the bodies that read a change are evaluated again (Live/BodyReuse.swift).
                if let environment = pendingEnvironment {
                    pendingEnvironment = nil
                    tree.update(environment: environment)
                } else {
                    tree.update()
                }
                session.place(tree)
                tree.collectAnimations(into: &animation)
            }
            let wroteDuringBody = !graph.stateWrittenDuringBody.isEmpty
            for action in graph.pendingActions() { action() }
            // UIKit code that asked the keyboard away (an event's action, or one just run).
            if KeyboardDismissal.take(), focusedField != nil { moveFocus(to: nil) }
            if !graph.hasChanges && !wroteDuringBody {
                // A field that went away takes the focus with it.
                if focusedField != nil && focused == nil { focusedField = nil }
                return
            }
            needsResolution = true
        }
        let writer = graph.stateWrittenDuringBody.first ?? "the preview"
        throw LiveError.updateLoop(view: Self.describe(identity: writer), passes: Self.maximumUpdatePasses)
    }

    /// Lets the main actor's work that is due run (a task's next step, a timer, what they set),
    /// as the app's run loop would between events, and updates if it changed state; whether it
    /// did. The compiled host calls it before each request it answers. It does not wait for
    /// more: a millisecond's wait here was a millisecond of every resize frame; work that is
    /// not due yet shows at a later request (the window polls while the graph has some).
    public func runPendingWork() throws(LiveError) -> Bool {
        // A few passes of the run loop that do not block: a job that enqueues another (a task
        // resuming after an await) gets its next step done too.
        for _ in 0..<Self.pendingWorkPasses { RunLoop.main.run(until: Date()) }
        guard graph.hasChanges else { return false }
        try update()
        return true
    }

    /// Run-loop passes `runPendingWork` makes.
    static let pendingWorkPasses = 4

    /// Runs the main actor's work (tasks, timers, what they set) for `seconds`, updating the
    /// preview whenever state changed, as the app's run loop would between events.
    public func wait(_ seconds: Double) throws(LiveError) {
        let deadline = Date().addingTimeInterval(max(0, seconds))
        repeat {
            RunLoop.main.run(until: min(deadline, Date().addingTimeInterval(0.01)))
            if graph.hasChanges { try update() }
        } while Date() < deadline
    }

    /// The same from an actor's async code (a test on the main actor): the caller's actor is
    /// free while it sleeps, so the main actor's work runs in between.
    public func wait(_ seconds: Double, isolation: isolated (any Actor)? = #isolation) async throws(LiveError) {
        let deadline = Date().addingTimeInterval(max(0, seconds))
        repeat {
            try? await Task.sleep(for: .milliseconds(10))
            if graph.hasChanges { try update() }
        } while Date() < deadline
    }

    /// A view's identity as a person reads it: its custom view types, outermost first.
    static func describe(identity: String) -> String {
        var types: [String] = []
        for component in identity.split(separator: "/") where component.first?.isUppercase == true {
            // "ContentView.count" (a state's key) names the view; generic arguments are left out.
            let name = component.split(separator: ".").first ?? component
            types.append(String(name.split(separator: "<").first ?? name))
        }
        guard let last = types.last else { return identity.isEmpty ? "the preview" : identity }
        return types.count > 1 ? "\(last) (in \(types.dropLast().joined(separator: " › ")))" : last
    }
}
