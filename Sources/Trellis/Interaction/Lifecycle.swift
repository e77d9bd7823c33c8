import Foundation

// Lifecycle and state-change modifiers: Trellis lays views out at rest, where nothing appears,
// disappears, runs or changes. Each is accepted with SwiftUI's signature and changes neither the
// layout nor the drawing; the actions are never called.

nonisolated extension View {
    /// Adds an action to perform before this view appears (never called at rest).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Adds an action to perform after this view disappears (never called at rest).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Adds an asynchronous task to perform before this view appears (never started at rest). The
    /// action inherits the caller's actor, as SwiftUI's does: in a view's body, the main actor.
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Adds a task that restarts when `value` changes (never started at rest).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Adds an action to perform when `value` changes (never called at rest).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }

    /// Adds an action to perform when `value` changes (never called at rest).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }

    /// The iOS 14 form: adds an action to perform when `value` changes (never called at rest).
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }

    /// Adds an action to perform when the view receives a submit (never called at rest).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
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
