// Listeners (`NWListener`): a preview's sandbox may not accept connections, so a started listener
// fails with `.posix(.EPERM)` on its queue and never calls its new-connection handler.
import Foundation

/// Listens for incoming connections.
public final class NWListener: CustomDebugStringConvertible, @unchecked Sendable {
    /// A listener's state.
    public enum State: Equatable, Sendable {
        /// Made, not started.
        case setup
        /// Waiting for the network (with why).
        case waiting(NWError)
        /// Listening.
        case ready
        /// Failed (with why).
        case failed(NWError)
        /// Cancelled.
        case cancelled
    }

    /// A Bonjour service to advertise.
    public struct Service: Equatable, Sendable {
        /// The service's name (nil: the device's name).
        public let name: String?
        /// Its type (`_myapp._tcp`).
        public let type: String
        /// Its domain (nil: the default).
        public let domain: String?
        /// Its TXT record.
        public let txtRecord: Data?

        /// A service.
        /// - Parameters:
        ///   - name: Its name.
        ///   - type: Its type.
        ///   - domain: Its domain.
        ///   - txtRecord: Its TXT record.
        public init(name: String? = nil, type: String, domain: String? = nil, txtRecord: Data? = nil) {
            self.name = name
            self.type = type
            self.domain = domain
            self.txtRecord = txtRecord
        }
    }

    /// How connections are accepted.
    public let parameters: NWParameters
    /// The service to advertise.
    public var service: Service?
    /// How many connections to accept before pausing.
    public var newConnectionLimit = Int.max
    /// Called on the listener's queue with each new state.
    @preconcurrency
    public var stateUpdateHandler: (@Sendable (_ newState: State) -> Void)?
    /// Called with each new connection: never on Linux.
    @preconcurrency
    public var newConnectionHandler: (@Sendable (_ connection: NWConnection) -> Void)?

    private let lock = NSLock()
    private var currentState: State = .setup
    private var startedQueue: DispatchQueue?
    private let requestedPort: NWEndpoint.Port

    /// The listener's state.
    public var state: State { lock.withLock { currentState } }
    /// The port it listens on, once ready: never on Linux.
    public var port: NWEndpoint.Port? { nil }
    /// The queue it calls its handlers on, once started.
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }

    /// A listener on a port.
    /// - Parameters:
    ///   - parameters: How connections are accepted.
    ///   - port: The port (`.any`: the system chooses).
    /// - Throws: Nothing on Linux (Apple's throws for parameters it cannot listen with).
    public init(using parameters: NWParameters, on port: NWEndpoint.Port = .any) throws {
        self.parameters = parameters
        requestedPort = port
    }

    /// A listener that advertises a service.
    /// - Parameters:
    ///   - service: The service.
    ///   - parameters: How connections are accepted.
    /// - Throws: Nothing on Linux.
    public convenience init(service: Service, using parameters: NWParameters) throws {
        try self.init(using: parameters)
        self.service = service
    }

    /// Starts listening: on `queue`, the state becomes `.failed(.posix(.EPERM))`.
    /// - Parameter queue: The queue to call the handlers on.
    public func start(queue: DispatchQueue) {
        let started: Bool = lock.withLock {
            guard startedQueue == nil, currentState == .setup else { return false }
            startedQueue = queue
            return true
        }
        guard started else { return }
        queue.async {
            let failed = State.failed(.posix(.EPERM))
            let proceed: Bool = self.lock.withLock {
                guard self.currentState == .setup else { return false }
                self.currentState = failed
                return true
            }
            if proceed { self.stateUpdateHandler?(failed) }
        }
    }

    /// Stops listening: the state becomes `.cancelled`.
    public func cancel() {
        let queue: DispatchQueue? = lock.withLock {
            guard currentState != .cancelled else { return nil }
            currentState = .cancelled
            return startedQueue
        }
        queue?.async { self.stateUpdateHandler?(.cancelled) }
    }

    /// The listener's port.
    public var debugDescription: String { "[L] port \(requestedPort.rawValue)" }
}
