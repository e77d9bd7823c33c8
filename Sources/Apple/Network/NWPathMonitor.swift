// The path monitor (`NWPathMonitor`): once started, it calls its handler on its queue with the
// preview's path (satisfied over Wi-Fi), and its current path is that path; iterated with
// `for await`, it gives that path and then waits until the task is cancelled.
import Foundation

/// Watches the network path the app can use.
public final class NWPathMonitor: @unchecked Sendable {
    private let lock = NSLock()
    private let requiredType: NWInterface.InterfaceType?
    private let prohibitedTypes: [NWInterface.InterfaceType]
    private var handler: (@Sendable (NWPath) -> Void)?
    private var path = NWPath.unknown
    private var startedQueue: DispatchQueue?
    private var cancelled = false

    /// A monitor of every interface.
    public init() {
        requiredType = nil
        prohibitedTypes = []
    }

    /// A monitor of one kind of interface (`.wifi`, `.cellular`…).
    /// - Parameter requiredInterfaceType: The kind.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        requiredType = requiredInterfaceType
        prohibitedTypes = []
    }

    /// A monitor of every interface but some kinds.
    /// - Parameter prohibitedInterfaceTypes: The kinds left out.
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        requiredType = nil
        prohibitedTypes = prohibitedInterfaceTypes
    }

    /// The kind of interface the monitor watches, or `.other` for every kind.
    public var requiredInterfaceType: NWInterface.InterfaceType { requiredType ?? .other }

    /// Called on the monitor's queue with each new path (the first soon after `start`).
    @preconcurrency
    public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// The path the monitor sees: unsatisfied before it starts, the preview's path once it has.
    public var currentPath: NWPath { lock.withLock { path } }

    /// The queue the monitor calls its handler on, once started.
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }

    /// Starts watching: the handler is called on `queue` with the current path.
    /// - Parameter queue: The queue to call the handler on.
    public func start(queue: DispatchQueue) {
        let current = NWPath.preview(requiring: requiredType, prohibiting: prohibitedTypes)
        let started: Bool = lock.withLock {
            guard startedQueue == nil, !cancelled else { return false }
            startedQueue = queue
            path = current
            return true
        }
        guard started else { return }
        queue.async { [self] in
            guard let handler = lock.withLock({ cancelled ? nil : handler }) else { return }
            handler(current)
        }
    }

    /// Stops watching: the handler is not called again, and the monitor cannot be restarted.
    public func cancel() {
        lock.withLock { cancelled = true }
    }
}

extension NWPathMonitor: AsyncSequence {
    /// Each path is an element.
    public typealias Element = NWPath

    /// Iterates the paths a monitor sees.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var paths: AsyncStream<NWPath>.Iterator

        /// The next path: the current one first, then none until the task is cancelled.
        /// - Returns: The path, or nil once the task is cancelled.
        public mutating func next() async -> NWPath? { await paths.next() }
    }

    /// Starts the monitor (if it has not started) and iterates its paths.
    /// - Returns: The iterator.
    public func makeAsyncIterator() -> AsyncIterator {
        let current = NWPath.preview(requiring: requiredType, prohibiting: prohibitedTypes)
        lock.withLock {
            if startedQueue == nil, !cancelled { path = current }
        }
        let stream = AsyncStream<NWPath> { continuation in continuation.yield(current) }
        return AsyncIterator(paths: stream.makeAsyncIterator())
    }
}
