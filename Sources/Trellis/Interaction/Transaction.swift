import Foundation
import Synchronization

/// The context of a state change: the animation it runs with and whether animations are off.
///
/// `withAnimation` and `withTransaction` make one current while their body runs; a live preview
/// reads the animation of the changes an event made (`Transaction.takeRecordedAnimation()`) and
/// the window plays it.
public struct Transaction: Sendable {
    /// The animation of the change, or nil for none.
    public var animation: Animation?
    /// Whether the views' own animations are turned off for this change.
    public var disablesAnimations: Bool = false
    /// Whether the change is part of a continuous interaction, such as a drag.
    public var isContinuous: Bool = false
    /// Creates a transaction without an animation.
    public init() { animation = nil }
    /// Creates a transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }

    /// The transactions of the bodies running now (innermost last), and the last animation one
    /// of them carried since a live preview last asked. Changes are made on one thread at a time
    /// (the preview's), so one record serves.
    private struct Record: Sendable {
        var running: [Transaction] = []
        var animation: Animation?
    }
    private static let record = Mutex(Record())

    /// The transaction of the `withTransaction`/`withAnimation` body running now, if any.
    static var current: Transaction? { record.withLock { $0.running.last } }

    static func push(_ transaction: Transaction) {
        record.withLock {
            $0.running.append(transaction)
            if let animation = transaction.animation, !transaction.disablesAnimations { $0.animation = animation }
        }
    }

    static func pop() { _ = record.withLock { $0.running.popLast() } }

    /// Whether an animated transaction ran since the recorded animation was last taken.
    public static var hasRecordedAnimation: Bool { record.withLock { $0.animation != nil } }

    /// The animation of the last animated transaction since the previous call, and forgets it:
    /// what the changes of one event animate with.
    public static func takeRecordedAnimation() -> Animation? {
        record.withLock { record in
            defer { record.animation = nil }
            return record.animation
        }
    }
}

/// Runs `body` in a transaction with `animation`: the changes it makes animate with it in a live
/// preview. Returns the body's result.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` in a transaction with `animation`, then `completion` (at once: the live preview
/// plays the animation after the body's changes). Returns the body's result.
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    defer { completion() }
    return try withAnimation(animation, body)
}

/// Runs `body` in `transaction` and returns its result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    Transaction.push(transaction)
    defer { Transaction.pop() }
    return try body()
}

/// Runs `body` in the current transaction with `value` set at `keyPath`, and returns its result.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

extension Binding {
    /// The same binding, whose changes animate with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let set = self.set
        return Binding(get: get, set: { value in withAnimation(animation) { set(value) } })
    }

    /// The same binding, whose changes are made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let set = self.set
        return Binding(get: get, set: { value in withTransaction(transaction) { set(value) } })
    }
}

nonisolated extension View {
    /// Changes the transaction of the state changes inside (accepted: the transaction of a live
    /// change is the one its action made).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
