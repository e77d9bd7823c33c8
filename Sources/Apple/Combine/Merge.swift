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

/// Several upstreams' values as they arrive: they pass on while there is demand (the rest wait,
/// in order).
private final class MergeSubscription<Downstream: Subscriber>: UpstreamsSubscription<Downstream>, @unchecked Sendable {
    private var waiting: [Downstream.Input] = []

    /// With nothing to merge, the merge is over at once (after the subscription is given).
    func finishIfEmpty() {
        lock.withLock { drain() }
    }

    /// The subscriber for upstream `index`.
    func side(_ index: Int) -> AnySubscriber<Downstream.Input, Downstream.Failure> {
        side(index) { [self] value in waiting.append(value) }
    }

    override func drain() {
        while demand > 0, !waiting.isEmpty, let target = downstream {
            demand -= 1
            demand += target.receive(waiting.removeFirst())
        }
        finishIfDone(nothingWaits: waiting.isEmpty)
    }
}
