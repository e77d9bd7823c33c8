// The scheduler (`BGTaskScheduler.shared`): registrations are kept; submissions throw
// `.unavailable` as on the Simulator, so nothing is ever pending and no launch handler runs.
import Foundation

/// Registers launch handlers for background tasks and takes requests to run them.
open class BGTaskScheduler: NSObject, @unchecked Sendable {
    /// The scheduler's errors.
    public struct Error: Swift.Error, CustomNSError, Hashable, Sendable {
        /// Why a submission failed.
        public enum Code: Int, Sendable, Hashable {
            /// Background tasks are not available (the Simulator, Background App Refresh off).
            case unavailable = 1
            /// The app has too many pending requests of the kind.
            case tooManyPendingTaskRequests = 2
            /// The app may not schedule the task (its identifier is not permitted).
            case notPermitted = 3
            /// The task cannot run at once.
            case immediateRunIneligible = 4
        }

        /// Why the submission failed.
        public let code: Code
        /// An error of `code`.
        /// - Parameter code: The code.
        public init(_ code: Code) { self.code = code }

        /// The error domain, Apple's.
        public static let errorDomain = "BGTaskSchedulerErrorDomain"
        /// The code as a number.
        public var errorCode: Int { code.rawValue }
        /// Background tasks are not available.
        public static let unavailable = Code.unavailable
        /// Too many pending requests.
        public static let tooManyPendingTaskRequests = Code.tooManyPendingTaskRequests
        /// The task is not permitted.
        public static let notPermitted = Code.notPermitted
    }

    /// The app's scheduler.
    public static let shared = BGTaskScheduler()

    private let lock = NSLock()
    private var handlers: [String: @Sendable (BGTask) -> Void] = [:]

    /// The scheduler.
    override init() { super.init() }

    /// Registers the handler that runs a task when the system launches the app for it.
    /// - Parameters:
    ///   - identifier: The task's identifier.
    ///   - queue: The queue to run the handler on (nil: a background queue).
    ///   - launchHandler: The handler, given the task.
    /// - Returns: true: the handler is registered (it never runs on Linux).
    @discardableResult
    @preconcurrency
    open func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                       launchHandler: @escaping @Sendable (BGTask) -> Void) -> Bool {
        lock.withLock { handlers[identifier] = launchHandler }
        return true
    }

    /// Whether a handler is registered for an identifier.
    func isRegistered(_ identifier: String) -> Bool { lock.withLock { handlers[identifier] != nil } }

    /// Submits a request to run a task later.
    /// - Parameter taskRequest: The request.
    /// - Throws: `BGTaskScheduler.Error` `.unavailable`, as on the Simulator.
    open func submit(_ taskRequest: BGTaskRequest) throws {
        throw Error(.unavailable)
    }

    /// Cancels the pending request of an identifier (there is none).
    /// - Parameter identifier: The task's identifier.
    open func cancel(taskRequestWithIdentifier identifier: String) {}

    /// Cancels every pending request (there is none).
    open func cancelAllTaskRequests() {}

    /// The pending requests: none.
    /// - Parameter completionHandler: Called on a background queue with an empty array.
    @preconcurrency
    open func getPendingTaskRequests(completionHandler: @escaping @Sendable ([BGTaskRequest]) -> Void) {
        DispatchQueue.global().async { completionHandler([]) }
    }

    /// The pending requests: none.
    /// - Returns: An empty array.
    open func pendingTaskRequests() async -> [BGTaskRequest] { [] }
}

extension BGTaskScheduler.Error.Code {
    /// `catch BGTaskScheduler.Error.Code.unavailable`: whether `error` is a scheduler error of `code`.
    /// - Parameters:
    ///   - code: The code to match.
    ///   - error: The error thrown.
    /// - Returns: Whether they match.
    public static func ~= (code: BGTaskScheduler.Error.Code, error: any Swift.Error) -> Bool {
        (error as? BGTaskScheduler.Error)?.code == code
    }
}
