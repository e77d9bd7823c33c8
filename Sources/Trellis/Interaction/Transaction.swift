import Foundation

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

    /// The transactions of the bodies running now on a thread (innermost last), and the last
    /// animation one of them carried since a live preview on that thread last asked. A preview's
    /// actions and its updates run on one thread (the host's main thread, a test's own), so each
    /// thread keeps its own record: previews on other threads (tests run side by side) never
    /// take one another's animations.
    private final class Record {
        var running: [Transaction] = []
        var animation: Animation?
    }
    private static let recordKey = "Trellis.Transaction.record"

    /// This thread's record.
    private static var record: Record {
        let dictionary = Thread.current.threadDictionary
        if let record = dictionary[recordKey] as? Record { return record }
        let record = Record()
        dictionary[recordKey] = record
        return record
    }

    /// The transaction of the `withTransaction`/`withAnimation` body running now, if any.
    static var current: Transaction? { record.running.last }

    static func push(_ transaction: Transaction) {
        let record = self.record
        record.running.append(transaction)
        if let animation = transaction.animation, !transaction.disablesAnimations { record.animation = animation }
    }

    static func pop() { _ = record.running.popLast() }

    /// Whether an animated transaction ran on this thread since its recorded animation was last taken.
    public static var hasRecordedAnimation: Bool { record.animation != nil }

    /// The animation of the last animated transaction on this thread since the previous call, and forgets it:
    /// what the changes of one event animate with.
    public static func takeRecordedAnimation() -> Animation? {
        let record = self.record
        defer { record.animation = nil }
        return record.animation
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
