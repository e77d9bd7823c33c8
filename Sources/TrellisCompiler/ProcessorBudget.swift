import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs work on a large-stack thread of its own within a budget of **processor** time: a parse
/// that takes 2 s of the processor takes 20 s of the clock on a machine busy with a build, and a
/// verdict kept from it (`ParseVerdicts`) must say the same on a quiet machine and a busy one. The
/// wait still ends after `wallLimit` seconds of the clock, so nothing waits forever.
enum ProcessorBudget {
    enum Outcome<T> {
        /// The work ended in time.
        case done(T)
        /// The work used its budget of processor time.
        case usedBudget
        /// The clock ran past the wall limit before the work used its budget (a busy machine).
        case waitedTooLong
    }

    /// SwiftParser recurses once per nesting level (LargeStack's reason).
    static let stackSize = 512 << 20

    static func run<T>(seconds budget: Double, wallLimit: Double, _ work: @escaping () -> T) -> Outcome<T> {
        let box = Box(work)
        let done = DispatchSemaphore(value: 0)
        // Not a kept worker: one whose work outlives the wait finishes on its own, unread.
        let thread = Thread {
            box.run()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        let start = DispatchTime.now()
        while true {
            if done.wait(timeout: .now() + 0.05) == .success { return box.result.map(Outcome.done) ?? .usedBudget }
            if let used = box.processorSeconds, used >= budget { return .usedBudget }
            if Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9 >= wallLimit { return .waitedTooLong }
        }
    }

    /// The work, its result, and the processor clock of the thread that runs it.
    private final class Box<T>: @unchecked Sendable {
        private let lock = NSLock()
        private let work: () -> T
        private var value: T?
        private var clock: clockid_t?

        init(_ work: @escaping () -> T) { self.work = work }

        /// Runs the work on the calling thread (the worker), noting its processor clock first.
        func run() {
            var id = clockid_t()
            if pthread_getcpuclockid(pthread_self(), &id) == 0 { lock.withLock { clock = id } }
            let value = work()
            lock.withLock { self.value = value }
        }

        var result: T? { lock.withLock { value } }

        /// The processor time the worker has used so far (nil before it starts).
        var processorSeconds: Double? {
            guard let id = lock.withLock({ clock }) else { return nil }
            var time = timespec()
            guard clock_gettime(id, &time) == 0 else { return nil }
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
    }
}
