// The clock that runs the animations added to layers, as the render server does on a device
// whose screen nobody sees: each animation begins at its `beginTime` and ends when its active
// duration has passed, and its delegate is told so on the main queue (start, then stop, in that
// order). Internal: `CALayer.add(_:forKey:)` hands animations to it, and `CATransaction` waits on
// it for its completion blocks.
import Foundation

/// One animation attached to a layer, as the clock runs it.
final class RunningAnimation: @unchecked Sendable {
    /// The layer's copy of the animation.
    let animation: CAAnimation
    /// The key it was added under (nil: none).
    let key: String?
    /// The layer it runs on.
    weak var layer: CALayer?
    private let lock = NSLock()
    private var started = false
    private var stopped = false
    /// The transactions' completion blocks waiting for it to end.
    private var waiters: [TransactionWaiter] = []

    init(animation: CAAnimation, key: String?, layer: CALayer) {
        self.animation = animation
        self.key = key
        self.layer = layer
    }

    /// Whether it has ended (run to its end or been removed).
    var hasStopped: Bool { lock.withLock { stopped } }

    /// Makes a completion block wait for it.
    func add(_ waiter: TransactionWaiter) { lock.withLock { waiters.append(waiter) } }

    /// Starts the clock: the start and the end are scheduled on the main queue.
    func schedule() {
        // Begin times are in the layer's time (the media time for a layer with default timing).
        let now = layer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        if animation.beginTime == 0 { animation.beginTime = now }
        let delay = max(0, animation.beginTime - now)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [self] in start() }
        let active = animation.activeDuration
        guard active.isFinite else { return }
        let end = max(0, animation.beginTime + active - now)
        DispatchQueue.main.asyncAfter(deadline: .now() + end) { [self] in finish() }
    }

    /// Tells the delegate the animation started (once, unless it was removed first).
    private func start() {
        let first = lock.withLock { () -> Bool in
            guard !started && !stopped else { return false }
            started = true
            return true
        }
        if first { animation.delegate?.animationDidStart(animation) }
    }

    /// The animation ran to its end: it leaves its layer (when removed on completion) and the
    /// delegate is told it finished.
    private func finish() {
        start()
        let waiting = lock.withLock { () -> [TransactionWaiter]? in
            guard !stopped else { return nil }
            stopped = true
            defer { waiters = [] }
            return waiters
        }
        guard let waiting else { return }
        if animation.isRemovedOnCompletion { layer?.detach(self) }
        animation.delegate?.animationDidStop(animation, finished: true)
        for waiter in waiting { waiter.animationEnded(self) }
    }

    /// The animation was removed (or replaced) before its end: the delegate is told it did not
    /// finish, on the main queue.
    func cancel() {
        let waiting = lock.withLock { () -> [TransactionWaiter]? in
            guard !stopped else { return nil }
            stopped = true
            defer { waiters = [] }
            return waiters
        }
        guard let waiting else { return }
        DispatchQueue.main.async { [self] in
            animation.delegate?.animationDidStop(animation, finished: false)
            for waiter in waiting { waiter.animationEnded(self) }
        }
    }
}

/// A transaction's completion block, waiting for the animations added while it was the block.
final class TransactionWaiter: @unchecked Sendable {
    private let lock = NSLock()
    private var block: (() -> Void)?
    private var pending: Set<ObjectIdentifier> = []
    private var sealed = false

    init(_ block: @escaping () -> Void) { self.block = block }

    /// The block itself, while it has not run.
    var currentBlock: (() -> Void)? { lock.withLock { block } }

    /// An animation was added while this was the transaction's block.
    func track(_ animation: RunningAnimation) {
        let tracked = lock.withLock { () -> Bool in
            guard !sealed else { return false }
            pending.insert(ObjectIdentifier(animation))
            return true
        }
        if tracked { animation.add(self) }
    }

    /// No more animations count: its transaction was committed or its block replaced. It runs
    /// now if none is pending, else when the last one ends.
    func seal() {
        let ready = lock.withLock { () -> (() -> Void)? in
            sealed = true
            guard pending.isEmpty, let ready = block else { return nil }
            block = nil
            return ready
        }
        ready?()
    }

    /// One of its animations ended.
    func animationEnded(_ animation: RunningAnimation) {
        let ready = lock.withLock { () -> (() -> Void)? in
            pending.remove(ObjectIdentifier(animation))
            guard sealed, pending.isEmpty, let ready = block else { return nil }
            block = nil
            return ready
        }
        ready?()
    }
}
