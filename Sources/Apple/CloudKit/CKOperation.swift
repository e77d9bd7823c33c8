// The base of CloudKit's operations (`CKOperation`, `CKDatabaseOperation`) and their
// configuration. An operation runs on an operation queue — CloudKit's own when added to a
// database or container, or the app's — and on a device signed out of iCloud it ends with
// `CKError(.notAuthenticated)`: its per-item blocks report the error for each item it was given,
// then its completion blocks, on the operation's (background) thread. A cancelled operation
// ends with `CKError(.operationCancelled)` instead.
import Foundation

/// An operation of CloudKit.
open class CKOperation: Operation, @unchecked Sendable {
    /// An operation's ID.
    public typealias ID = String

    /// How an operation runs: its container, priority, network use and timeouts.
    open class Configuration: NSObject, @unchecked Sendable {
        /// The container the operation runs in (the default container when nil).
        open var container: CKContainer?
        /// The operation's priority.
        open var qualityOfService: QualityOfService = .default
        /// Whether the operation may use the cellular network.
        open var allowsCellularAccess = true
        /// Whether the operation keeps running when the app is not.
        open var isLongLived = false
        /// Seconds to wait for more data before a request fails.
        open var timeoutIntervalForRequest: TimeInterval = 60
        /// Seconds the whole operation may take.
        open var timeoutIntervalForResource: TimeInterval = 7 * 24 * 60 * 60

        /// A default configuration.
        public override init() { super.init() }
    }

    /// How the operation runs.
    open var configuration: CKOperation.Configuration! = Configuration()
    /// The operation's unique ID.
    public let operationID: CKOperation.ID = UUID().uuidString
    /// Called when a long-lived operation is persisted (never, here).
    open var longLivedOperationWasPersistedBlock: (() -> Void)?

    /// A new operation.
    public override init() { super.init() }

    private let endLock = NSLock()
    private var hasEnded = false

    /// Starts the operation; a cancelled one (which `Operation` does not run) ends with
    /// `CKError(.operationCancelled)`, as CloudKit's do.
    open override func start() {
        super.start()
        if isCancelled { endOnce(with: CKError(.operationCancelled)) }
    }

    /// Runs the operation: it ends at once with the error a device signed out of iCloud gets.
    open override func main() {
        endOnce(with: isCancelled ? CKError(.operationCancelled) : CKError.noAccount)
    }

    private func endOnce(with error: CKError) {
        let first = endLock.withLock {
            defer { hasEnded = true }
            return !hasEnded
        }
        if first { end(with: error) }
    }

    /// Reports `error` through the operation's blocks; each kind of operation overrides it.
    func end(with error: CKError) {}
}

/// An operation on one database.
open class CKDatabaseOperation: CKOperation, @unchecked Sendable {
    /// The database the operation runs on (the default container's private database when nil).
    open var database: CKDatabase?
}
