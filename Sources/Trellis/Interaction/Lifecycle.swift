import Foundation

// Lifecycle and state-change modifiers: at rest nothing appears, disappears, runs or changes,
// and none changes the layout or the drawing. In a live preview (TrellisSession's LivePreview)
// `onAppear`, `onDisappear`, `onChange(of:)`, `onSubmit` and `task` run when SwiftUI runs them
// (Live/LiveModifiers.swift, Live/LiveTasks.swift); at rest tasks are never started.

nonisolated extension View {
    /// Adds an action to perform before this view appears (in a live preview; never at rest).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { modifier(LifecycleModifier(appear: action)) }

    /// Adds an action to perform after this view disappears (in a live preview; never at rest).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { modifier(LifecycleModifier(disappear: action)) }

    /// Adds an asynchronous task to perform before this view appears (never started at rest). The
    /// action inherits the caller's actor, as SwiftUI's does: in a view's body, the main actor.
    /// In a live preview it starts when the view appears and is cancelled when it disappears.
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(priority: priority, action: action))
    }

    /// Adds a task that restarts when `value` changes (never started at rest; in a live
    /// preview, cancelled and started again after the update that changed it).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(priority: priority, action: action, id: AnyHashableValue(value)))
    }

    /// Adds an action to perform when `value` changes, with the old and new values (in a live
    /// preview, after the update that changed it; never at rest).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(ChangeObserverModifier(value: value, initial: initial, action: action))
    }

    /// Adds an action to perform when `value` changes (in a live preview; never at rest).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(ChangeObserverModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// The iOS 14 form: adds an action to perform when `value` changes, with the new value (in a
    /// live preview; never at rest).
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        modifier(ChangeObserverModifier(value: value, initial: false, action: { _, new in action(new) }))
    }

    /// Adds an action to perform when a text field inside is submitted (Enter, in a live
    /// preview; never at rest).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(SubmitModifier(action: action))
    }
}

/// What submits a view's content (`onSubmit(of:_:)`).
public struct SubmitTriggers: OptionSet, Sendable {
    /// The triggers' bits.
    public let rawValue: Int
    /// Creates a set of triggers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Submitting a text field, for example with the return key.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submitting a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}
