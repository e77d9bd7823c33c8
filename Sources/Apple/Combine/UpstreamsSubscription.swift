// What `merge` and `combineLatest` share: one subscription downstream for several upstreams.
import Foundation
import OpenCombine

/// One subscription downstream for several upstreams: it keeps their subscriptions (asking each
/// for every value), the downstream's demand and how many upstreams have finished; passes the
/// first failure on, cancelling the others; and finishes once every upstream has and nothing is
/// left to send. What a value does and what is sent when is the subclass's (`side`, `drain`).
class UpstreamsSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    let lock = NSRecursiveLock()
    var downstream: Downstream?
    private var upstreams: [Subscription?]
    private var finished = 0
    var demand = Subscribers.Demand.none

    init(downstream: Downstream, count: Int) {
        self.downstream = downstream
        upstreams = Array(repeating: nil, count: count)
    }

    /// Sends what waits while there is demand, then the completion when it is due (under the
    /// lock). The subclass's.
    func drain() {}

    /// Sends the completion if every upstream has finished and `nothingWaits` (under the lock).
    func finishIfDone(nothingWaits: Bool) {
        guard finished == upstreams.count, nothingWaits, let target = downstream else { return }
        downstream = nil
        target.receive(completion: .finished)
    }

    /// The subscriber for upstream `index`: `receive` takes each of its values (under the
    /// lock), then whatever can be sent is.
    func side<T>(_ index: Int, receive: @escaping (T) -> Void) -> AnySubscriber<T, Downstream.Failure> {
        AnySubscriber(receiveSubscription: { [self] subscription in
            let cancelled = lock.withLock { () -> Bool in
                guard downstream != nil else { return true }
                upstreams[index] = subscription
                return false
            }
            if cancelled { subscription.cancel() } else { subscription.request(.unlimited) }
        }, receiveValue: { [self] value in
            lock.withLock {
                receive(value)
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
                    drain()
                }
            }
        })
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
