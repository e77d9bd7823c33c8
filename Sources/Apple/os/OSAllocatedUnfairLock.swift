// `OSAllocatedUnfairLock`: a lock that guards a value, as models use it for state shared
// between threads.
import Foundation

/// A lock, optionally guarding a value of `State`; take it with `withLock`.
///
/// Linux: an `NSLock` (a mutex) rather than an unfair lock; the same API and guarantees of
/// mutual exclusion.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var state: State
        init(_ state: State) { self.state = state }
    }

    private let storage: Storage

    /// A lock guarding a value.
    /// - Parameter initialState: The value.
    public init(initialState: State) { storage = Storage(initialState) }

    /// Runs `body` with the guarded value under the lock; what it returns must be Sendable.
    /// - Parameter body: Runs with the guarded value.
    /// - Returns: What `body` returns.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    /// Runs `body` with the guarded value under the lock, without Sendable checking.
    /// - Parameter body: Runs with the guarded value.
    /// - Returns: What `body` returns.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    /// Runs `body` with the guarded value if the lock is free now; nil when it is taken.
    /// - Parameter body: Runs with the guarded value.
    /// - Returns: What `body` returns, or nil.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        guard storage.lock.try() else { return nil }
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    /// Takes the lock (pair with `unlock()`).
    public func lock() { storage.lock.lock() }
    /// Releases the lock.
    public func unlock() { storage.lock.unlock() }
    /// Takes the lock if it is free now.
    /// - Returns: Whether it was taken.
    public func lockIfAvailable() -> Bool { storage.lock.try() }
}

extension OSAllocatedUnfairLock where State == Void {
    /// A lock that guards no value.
    public init() { self.init(initialState: ()) }

    /// Runs `body` under the lock.
    /// - Parameter body: The critical section.
    /// - Returns: What `body` returns.
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked { _ in try body() }
    }
}
