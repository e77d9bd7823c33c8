// Connections (`NWConnection`): a preview never touches the real network, so a started connection
// goes `.preparing` and then `.waiting(.posix(.ENETDOWN))` on its queue, as a device whose network
// is down would; sends and receives complete with that error, and `cancel()` ends it `.cancelled`.
import Foundation

/// A connection to an endpoint.
public final class NWConnection: CustomDebugStringConvertible, @unchecked Sendable {
    /// A connection's state.
    public enum State: Equatable, Sendable {
        /// Made, not started.
        case setup
        /// Waiting for the network (with why).
        case waiting(NWError)
        /// Connecting.
        case preparing
        /// Connected.
        case ready
        /// Failed (with why).
        case failed(NWError)
        /// Cancelled.
        case cancelled
    }

    /// How a send reports that it is done.
    public enum SendCompletion: Sendable {
        /// Call this with the send's error, or nil, once the data was processed.
        case contentProcessed(@Sendable (_ error: NWError?) -> Void)
        /// The data may be sent again safely; no completion.
        case idempotent
    }

    /// A message's context: its identity, priority and whether it is the last.
    public final class ContentContext: @unchecked Sendable {
        /// The context's name.
        public let identifier: String
        /// When the message expires (milliseconds; 0 never).
        public let expirationMilliseconds: UInt64
        /// The message's priority (0 to 1).
        public let relativePriority: Double
        /// Whether it is the connection's last message.
        public let isFinal: Bool
        /// The message that must go before.
        public let antecedent: ContentContext?
        /// The protocols' metadata.
        public let protocolMetadata: [NWProtocolMetadata]

        /// A context.
        /// - Parameters:
        ///   - identifier: Its name.
        ///   - expiration: When it expires (milliseconds; 0 never).
        ///   - priority: Its priority.
        ///   - isFinal: Whether it is the last message.
        ///   - antecedent: The message that must go before.
        ///   - metadata: The protocols' metadata.
        public init(identifier: String, expiration: UInt64 = 0, priority: Double = 0.5, isFinal: Bool = false,
                    antecedent: ContentContext? = nil, metadata: [NWProtocolMetadata]? = []) {
            self.identifier = identifier
            expirationMilliseconds = expiration
            relativePriority = priority
            self.isFinal = isFinal
            self.antecedent = antecedent
            protocolMetadata = metadata ?? []
        }

        /// A message of its own.
        public static let defaultMessage = ContentContext(identifier: "default")
        /// The last message: the connection's sending side closes after it.
        public static let finalMessage = ContentContext(identifier: "final", isFinal: true)
        /// A stream's bytes.
        public static let defaultStream = ContentContext(identifier: "stream")
    }

    /// Where the connection goes.
    public let endpoint: NWEndpoint
    /// How it connects.
    public let parameters: NWParameters

    private let lock = NSLock()
    private var currentState: State = .setup
    private var startedQueue: DispatchQueue?
    private var stateHandler: (@Sendable (State) -> Void)?

    /// The connection's state.
    public var state: State { lock.withLock { currentState } }

    /// Called on the connection's queue with each new state.
    @preconcurrency
    public var stateUpdateHandler: (@Sendable (_ state: State) -> Void)? {
        get { lock.withLock { stateHandler } }
        set { lock.withLock { stateHandler = newValue } }
    }

    /// Called when the connection becomes viable or stops being so.
    @preconcurrency
    public var viabilityUpdateHandler: (@Sendable (_ isViable: Bool) -> Void)?
    /// Called when a better path becomes available or stops being so.
    @preconcurrency
    public var betterPathUpdateHandler: (@Sendable (_ betterPathAvailable: Bool) -> Void)?
    /// Called with the connection's path when it changes.
    @preconcurrency
    public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)?

    /// The queue the connection calls its handlers on, once started.
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }

    /// The connection's path, once started: the preview's path to its endpoint.
    public var currentPath: NWPath? { queue == nil ? nil : NWPath.preview(remote: endpoint) }

    /// The largest datagram it can send.
    public var maximumDatagramSize: Int { 1472 }

    /// A connection to a host's port.
    /// - Parameters:
    ///   - host: The host.
    ///   - port: The port.
    ///   - using: How to connect (`.tcp`, `.tls`, `.udp`).
    public convenience init(host: NWEndpoint.Host, port: NWEndpoint.Port, using: NWParameters) {
        self.init(to: .hostPort(host: host, port: port), using: using)
    }

    /// A connection to an endpoint.
    /// - Parameters:
    ///   - to: The endpoint.
    ///   - using: How to connect.
    public init(to: NWEndpoint, using: NWParameters) {
        endpoint = to
        parameters = using
    }

    /// Starts connecting: on `queue`, the state goes `.preparing`, then `.waiting` with the network down.
    /// - Parameter queue: The queue to call the handlers on.
    public func start(queue: DispatchQueue) {
        let started: Bool = lock.withLock {
            guard startedQueue == nil, currentState == .setup else { return false }
            startedQueue = queue
            return true
        }
        if started { queue.async { self.attempt() } }
    }

    /// Tries again: a waiting connection prepares and waits again.
    public func restart() {
        guard let queue, case .waiting = state else { return }
        queue.async { self.attempt() }
    }

    /// Closes the connection: its state becomes `.cancelled`.
    public func cancel() {
        let queue: DispatchQueue? = lock.withLock {
            guard currentState != .cancelled else { return nil }
            currentState = .cancelled
            return startedQueue
        }
        guard let queue else { return }
        queue.async { self.stateUpdateHandler?(.cancelled) }
    }

    /// Closes the connection at once, without a graceful close.
    public func forceCancel() { cancel() }

    /// Gives up on the endpoint being tried: there is none.
    public func cancelCurrentEndpoint() {}

    /// Sends data: it completes with the connection's error, nothing is ever sent.
    /// - Parameters:
    ///   - content: The data.
    ///   - contentContext: The message's context.
    ///   - isComplete: Whether the message ends with this data.
    ///   - completion: How to report that the send is done.
    public func send(content: Data?, contentContext: ContentContext = .defaultMessage, isComplete: Bool = true,
                     completion: SendCompletion) {
        guard case .contentProcessed(let done) = completion else { return }
        let error = failure
        (queue ?? .global()).async { done(error) }
    }

    /// Receives bytes: completes with no data and the connection's error.
    /// - Parameters:
    ///   - minimumIncompleteLength: The fewest bytes to deliver.
    ///   - maximumLength: The most bytes to deliver.
    ///   - completion: Called with the data, its context, whether it is complete, and the error.
    @preconcurrency
    public func receive(minimumIncompleteLength: Int, maximumLength: Int,
                        completion: @escaping @Sendable (_ content: Data?, _ contentContext: ContentContext?,
                                                         _ isComplete: Bool, _ error: NWError?) -> Void) {
        let error = failure
        (queue ?? .global()).async { completion(nil, nil, false, error) }
    }

    /// Receives a whole message: completes with no data and the connection's error.
    /// - Parameter completion: Called with the data, its context, whether it is complete, and the error.
    @preconcurrency
    public func receiveMessage(completion: @escaping @Sendable (_ completeContent: Data?, _ contentContext: ContentContext?,
                                                                _ isComplete: Bool, _ error: NWError?) -> Void) {
        receive(minimumIncompleteLength: 1, maximumLength: Int.max, completion: completion)
    }

    /// The connection's endpoint.
    public var debugDescription: String { "[C] \(endpoint.debugDescription) \(parameters.debugDescription)" }

    /// The error a send or receive gets now: cancelled once cancelled, the network down otherwise.
    private var failure: NWError { state == .cancelled ? .posix(.ECANCELED) : .posix(.ENETDOWN) }

    /// One attempt, on the queue: preparing, then waiting with the network down.
    private func attempt() {
        for next in [State.preparing, .waiting(.posix(.ENETDOWN))] {
            let handler: (@Sendable (State) -> Void)?? = lock.withLock {
                guard currentState != .cancelled else { return nil }
                currentState = next
                return .some(stateHandler)
            }
            guard let handler else { return }
            handler?(next)
        }
        viabilityUpdateHandler?(false)
    }
}
