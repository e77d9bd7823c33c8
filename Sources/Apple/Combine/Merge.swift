// Combine's `merge`, which OpenCombine does not have: the values of several publishers of one
// output and failure type, as each sends them, finishing once all have finished and failing as
// soon as one fails (`NotificationCenter.default.publisher(for: a).merge(with: …publisher(for: b))`
// in an `onReceive`).
import Foundation
import OpenCombine

extension Publishers {
    /// The values of two publishers as they arrive.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        /// The publishers' values.
        public typealias Output = A.Output
        /// The publishers' failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Merges `a` and `b`.
        /// - Parameters:
        ///   - a: The first publisher.
        ///   - b: The second publisher.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes `subscriber` to both publishers' values.
        /// - Parameter subscriber: The subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = MergeSubscription(downstream: subscriber, count: 2)
            subscriber.receive(subscription: inner)
            a.subscribe(inner.side(0))
            b.subscribe(inner.side(1))
        }
    }

    /// The values of any number of publishers of one type as they arrive.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The publishers' values.
        public typealias Output = Upstream.Output
        /// The publishers' failure.
        public typealias Failure = Upstream.Failure
        /// The publishers.
        public let publishers: [Upstream]

        /// Merges `upstream`.
        /// - Parameter upstream: The publishers.
        public init(_ upstream: Upstream...) { publishers = upstream }

        /// Merges `upstream`.
        /// - Parameter upstream: The publishers.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        /// Subscribes `subscriber` to every publisher's values.
        /// - Parameter subscriber: The subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = MergeSubscription(downstream: subscriber, count: publishers.count)
            subscriber.receive(subscription: inner)
            for (i, publisher) in publishers.enumerated() { publisher.subscribe(inner.side(i)) }
            if publishers.isEmpty { inner.finishIfEmpty() }
        }

        /// These publishers and `other`.
        /// - Parameter other: Another publisher of the same type.
        /// - Returns: The merge.
        public func merge(with other: Upstream) -> MergeMany<Upstream> { MergeMany(publishers + [other]) }
    }
}

extension Publisher {
    /// This publisher's values and `other`'s, as they arrive.
    /// - Parameter other: Another publisher of the same output and failure.
    /// - Returns: The merge.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// This publisher's values and two others', as they arrive.
    /// - Parameters:
    ///   - b: Another publisher.
    ///   - c: A third.
    /// - Returns: The merge.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge<Publishers.Merge<Self, B>, C>
        where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.Merge(Publishers.Merge(self, b), c)
    }
}

/// One subscription downstream for several upstreams: values pass on while there is demand (the
/// rest wait, in order), completion once every upstream has finished, or the first failure.
private final class MergeSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var upstreams: [Subscription?]
    private var finished = 0
    private var demand = Subscribers.Demand.none
    private var waiting: [Downstream.Input] = []

    init(downstream: Downstream, count: Int) {
        self.downstream = downstream
        upstreams = Array(repeating: nil, count: count)
    }

    /// With nothing to merge, the merge is over at once (after the subscription is given).
    func finishIfEmpty() {
        lock.withLock { drain() }
    }

    /// The subscriber for upstream `index`.
    func side(_ index: Int) -> AnySubscriber<Downstream.Input, Downstream.Failure> {
        AnySubscriber(receiveSubscription: { [self] subscription in
            let cancelled = lock.withLock { () -> Bool in
                guard downstream != nil else { return true }
                upstreams[index] = subscription
                return false
            }
            if cancelled { subscription.cancel() } else { subscription.request(.unlimited) }
        }, receiveValue: { [self] value in
            lock.withLock {
                waiting.append(value)
                drain()
            }
            return .none
        }, receiveCompletion: { [self] completion in
            lock.withLock {
                guard let target = downstream else { return }
                switch completion {
                case .failure:
                    downstream = nil
                    upstreams.forEach { $0?.cancel() }
                    target.receive(completion: completion)
                case .finished:
                    finished += 1
                    if finished == upstreams.count && waiting.isEmpty {
                        downstream = nil
                        target.receive(completion: .finished)
                    }
                }
            }
        })
    }

    /// Sends what waits while there is demand (under the lock).
    private func drain() {
        while demand > 0, !waiting.isEmpty, let target = downstream {
            demand -= 1
            demand += target.receive(waiting.removeFirst())
        }
        if waiting.isEmpty, finished == upstreams.count, let target = downstream {
            downstream = nil
            target.receive(completion: .finished)
        }
    }

    func request(_ more: Subscribers.Demand) {
        lock.withLock {
            demand += more
            drain()
        }
    }

    func cancel() {
        let cancelled = lock.withLock { () -> [Subscription?] in
            downstream = nil
            defer { upstreams = [] }
            return upstreams
        }
        cancelled.forEach { $0?.cancel() }
    }

    var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
