import Foundation

// `task` in a live preview: started (on the main actor, as a body's closure inherits it) when
// its view appears, cancelled when the view disappears, and with an `id`, cancelled and started
// again when the id changes. What a task sets arrives outside any event: the live preview runs
// the main actor's work while it waits (`LivePreview.wait`) and updates when state changed.

/// An `Equatable` value of any type, compared by the type's `==` (a task's id).
struct AnyHashableValue: Equatable {
    let value: Any
    private let equals: (Any) -> Bool
    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }
    static func == (a: AnyHashableValue, b: AnyHashableValue) -> Bool { a.equals(b.value) }
}

/// `task(priority:_:)` and `task(id:priority:_:)`: recorded under the view's identity like
/// `onAppear`/`onDisappear`; the graph keeps the running task by that identity.
nonisolated struct TaskModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let priority: TaskPriority
    let action: @Sendable () async -> Void
    var id: AnyHashableValue? = nil

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let graph = ctx.context.graph
        let key = ctx.identified("task").claimKey()
        let priority = self.priority, action = self.action
        let start: () -> Void = { [weak graph] in graph?.startTask(key, priority: priority, action) }
        if let id {
            // A new id restarts the task (after the update, as `onChange` runs).
            graph.recordChange(key + "#id", ViewGraph.ObservedChange(value: id, isEqual: { ($0 as? AnyHashableValue) == id },
                                                                      action: { _ in graph.cancelTask(key); start() }, initial: false))
        }
        graph.recordAppear(key, appear: start, disappear: { [weak graph] in graph?.cancelTask(key) }, making: content, ctx, into: &nodes)
    }
}

extension ViewGraph {
    /// Starts `action` on the main actor as the task of the view at `key` (cancelling one running there).
    func startTask(_ key: String, priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) {
        cancelTask(key)
        tasksStarted += 1
        let number = tasksStarted
        // A task that ends is no longer pending work (the window stops polling fast for it).
        let task = Task(priority: priority) { @MainActor [weak self] in
            await action()
            if self?.tasks[key]?.number == number { self?.tasks[key] = nil }
        }
        tasks[key] = (task, number)
    }

    /// Cancels the task of the view at `key`, if one runs.
    func cancelTask(_ key: String) {
        tasks.removeValue(forKey: key)?.task.cancel()
    }

    /// Whether a task started by a view is running (for tests: a task of a view that went away is not).
    public var runningTasks: Int { tasks.count }
}
