// Combine's `combineLatest` and `Publishers.CombineLatest`, `CombineLatest3`, `CombineLatest4`,
// which OpenCombine does not have: the latest value of each publisher, as a tuple, once every one
// has sent a value and then whenever any sends another (a view model that recomputes from three
// `@Published` inputs: `Publishers.CombineLatest3($wake, $coffee, $sleep)`).
import Foundation
import OpenCombine

extension Publishers {
    /// The latest values of two publishers.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// Both publishers' latest values.
        public typealias Output = (A.Output, B.Output)
        /// The publishers' failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Combines `a` and `b`.
        /// - Parameters:
        ///   - a: The first publisher.
        ///   - b: The second publisher.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes `subscriber` to the combinations.
        /// - Parameter subscriber: The subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombineLatestSubscription(downstream: subscriber, count: 2) { ($0[0] as! A.Output, $0[1] as! B.Output) }
            subscriber.receive(subscription: inner)
            a.subscribe(inner.side(0, A.Output.self))
            b.subscribe(inner.side(1, B.Output.self))
        }
    }

    /// The latest values of three publishers.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The publishers' latest values.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The publishers' failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C

        /// Combines `a`, `b` and `c`.
        /// - Parameters:
        ///   - a: The first publisher.
        ///   - b: The second publisher.
        ///   - c: The third publisher.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes `subscriber` to the combinations.
        /// - Parameter subscriber: The subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombineLatestSubscription(downstream: subscriber, count: 3) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }
            subscriber.receive(subscription: inner)
            a.subscribe(inner.side(0, A.Output.self))
            b.subscribe(inner.side(1, B.Output.self))
            c.subscribe(inner.side(2, C.Output.self))
        }
    }

    /// The latest values of four publishers.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// The publishers' latest values.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The publishers' failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C
        /// The fourth publisher.
        public let d: D

        /// Combines `a`, `b`, `c` and `d`.
        /// - Parameters:
        ///   - a: The first publisher.
        ///   - b: The second publisher.
        ///   - c: The third publisher.
        ///   - d: The fourth publisher.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Subscribes `subscriber` to the combinations.
        /// - Parameter subscriber: The subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombineLatestSubscription(downstream: subscriber, count: 4) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
            }
            subscriber.receive(subscription: inner)
            a.subscribe(inner.side(0, A.Output.self))
            b.subscribe(inner.side(1, B.Output.self))
            c.subscribe(inner.side(2, C.Output.self))
            d.subscribe(inner.side(3, D.Output.self))
        }
    }
}

extension Publisher {
    /// This publisher's latest value with `other`'s, whenever either sends one (once both have).
    /// - Parameter other: Another publisher of the same failure.
    /// - Returns: The combination.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// This publisher's latest value with `other`'s, transformed.
    /// - Parameters:
    ///   - other: Another publisher of the same failure.
    ///   - transform: What the two values become.
    /// - Returns: The transformed combination.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// This publisher's latest value with two others'.
    /// - Parameters:
    ///   - p: A second publisher.
    ///   - q: A third.
    /// - Returns: The combination.
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
        where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q)
    }

    /// This publisher's latest value with three others'.
    /// - Parameters:
    ///   - p: A second publisher.
    ///   - q: A third.
    ///   - r: A fourth.
    /// - Returns: The combination.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R) -> Publishers.CombineLatest4<Self, P, Q, R>
        where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, p, q, r)
    }
}

/// Several upstreams, each kept at its latest value: a new combination once every upstream has a
/// value and then at every value; while there is no demand only the newest combination waits.
private final class CombineLatestSubscription<Downstream: Subscriber>: UpstreamsSubscription<Downstream>, @unchecked Sendable {
    private var latest: [Any?]
    /// A combination newer than the last one sent.
    private var pending = false
    private let combine: ([Any]) -> Downstream.Input

    init(downstream: Downstream, count: Int, combine: @escaping ([Any]) -> Downstream.Input) {
        latest = Array(repeating: nil, count: count)
        self.combine = combine
        super.init(downstream: downstream, count: count)
    }

    /// The subscriber for upstream `index`, whose values are `T`s.
    func side<T>(_ index: Int, _ type: T.Type) -> AnySubscriber<T, Downstream.Failure> {
        side(index) { [self] (value: T) in
            latest[index] = value
            if latest.allSatisfy({ $0 != nil }) { pending = true }
        }
    }

    override func drain() {
        if pending, demand > 0, let target = downstream {
            pending = false
            demand -= 1
            demand += target.receive(combine(latest.map { $0! }))
        }
        // A combination that can never be completed (an upstream finished without a value) is
        // not waited for.
        finishIfDone(nothingWaits: !pending || latest.contains { $0 == nil })
    }
}
