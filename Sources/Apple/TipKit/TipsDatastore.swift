// The tips datastore: in memory for the process, as a preview's datastore. It holds whether
// `Tips.configure` was called and with what, the parameters' values, the events' donations, the
// tips invalidated and why, and the testing overrides. It is `Observable`: a view whose body
// asked a tip's status is drawn again when any of it changes (a parameter set, an event donated,
// a tip closed), and each `statusUpdates` stream hears of every change.
import Foundation
import Observation

/// What the datastore holds.
struct TipsState {
    var configured = false
    var displayFrequency = Tips.ConfigurationOption.DisplayFrequency.immediate
    var parameters: [String: any Sendable] = [:]
    var donations: [String: [(date: Date, info: any Sendable)]] = [:]
    var invalidations: [String: Tips.InvalidationReason] = [:]
    var showsAll = false
    var hidesAll = false
    var shown: Set<ObjectIdentifier> = []
    var hidden: Set<ObjectIdentifier> = []
    /// With a display frequency other than `.immediate`, the one tip shown in this period.
    var displayedTipID: String?
}

/// The process's tips datastore (a lock guards it: tips are `Sendable` and used from any thread).
final class TipsDatastore: Observable, @unchecked Sendable {
    static let shared = TipsDatastore()

    private let lock = NSRecursiveLock()
    private let registrar = ObservationRegistrar()
    private var state = TipsState()
    private var counter = 0
    private var subscribers: [Int: @Sendable () -> Void] = [:]
    private var storedRevision = 0

    /// Bumped by every change; what observers watch.
    var revision: Int {
        registrar.access(self, keyPath: \.revision)
        return lock.withLock { storedRevision }
    }

    /// Reads the state (a view's body reading it is drawn again when it changes).
    func read<T>(_ body: (TipsState) -> T) -> T {
        registrar.access(self, keyPath: \.revision)
        return lock.withLock { body(state) }
    }

    /// Changes the state, telling observers and the status streams.
    func mutate(_ body: (inout TipsState) -> Void) {
        registrar.withMutation(of: self, keyPath: \.revision) {
            lock.withLock {
                body(&state)
                storedRevision += 1
            }
        }
        let callbacks = lock.withLock { Array(subscribers.values) }
        for callback in callbacks { callback() }
    }

    /// Changes the state without telling anyone (a record no view shows).
    func record(_ body: (inout TipsState) -> Void) {
        lock.withLock { body(&state) }
    }

    /// Calls `callback` after every change until `unsubscribe` is called with the token returned.
    func subscribe(_ callback: @escaping @Sendable () -> Void) -> Int {
        lock.withLock {
            counter += 1
            subscribers[counter] = callback
            return counter
        }
    }

    /// Stops calling the callback of `token`.
    func unsubscribe(_ token: Int) {
        _ = lock.withLock { subscribers.removeValue(forKey: token) }
    }

    /// Back to a datastore never configured (for tests).
    func resetEverything() {
        mutate { $0 = TipsState() }
    }
}
