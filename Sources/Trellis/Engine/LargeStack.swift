import Foundation

/// Runs work that recurses once per nesting level of a view tree on a thread with a large stack:
/// sizing and placing a tree tens of thousands of levels deep would overflow an ordinary one.
@_spi(Hosts) public enum LargeStack {
    /// Nesting depth above which a layout pass moves to a large-stack thread.
    static let depthThreshold = 1_000
    /// Reserved address space; pages are only committed as the recursion touches them.
    static let stackSize = 1 << 30
    /// A thread with at least this much stack counts as large (other modules run work on 512 MB
    /// stacks; that is room for well over 100,000 levels).
    static let largeEnough = 256 << 20

    /// Runs `body` on a large-stack thread and waits for it. A thread kept from an earlier call
    /// takes it when one is idle: starting a thread with a 1 GB stack for every call cost the
    /// previewer's overlays (a small view resolved every frame) milliseconds a frame. Calls from
    /// several threads at once start threads of their own.
    static func run(_ body: @escaping @Sendable () -> Void) {
        _ = MainActorOnLargeStack.installed
        let work = Work(body)
        if let worker = Worker.idle() {
            worker.run(work)
            Worker.release(worker)
            return
        }
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            work.run()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
    }

    /// A large-stack thread that waits for work between calls.
    private final class Worker: @unchecked Sendable {
        private let start = DispatchSemaphore(value: 0)
        private let done = DispatchSemaphore(value: 0)
        private var work: Work?

        private static let lock = NSLock()
        nonisolated(unsafe) private static var pool: [Worker] = []
        nonisolated(unsafe) private static var started = 0
        /// Threads kept waiting at most (calls from more threads at once start their own).
        private static let maximum = 2

        /// An idle worker, started if there are fewer than `maximum`; nil when all are busy.
        static func idle() -> Worker? {
            lock.withLock {
                if let w = pool.popLast() { return w }
                guard started < maximum else { return nil }
                started += 1
                let w = Worker()
                let thread = Thread { w.loop() }
                thread.stackSize = LargeStack.stackSize
                thread.start()
                return w
            }
        }

        static func release(_ worker: Worker) { lock.withLock { pool.append(worker) } }

        func run(_ work: Work) {
            self.work = work
            start.signal()
            done.wait()
        }

        /// How long a worker keeps the stack pages a long job touched before giving them back.
        static let pageRelease: DispatchTimeInterval = .seconds(1)

        private func loop() {
            let stack = Self.stackBounds()
            var pagesToRelease = false
            while true {
                // A deep recursion leaves its stack pages resident; a thread that exited gave them
                // back, a kept one hands them back once idle for a while (a long job is the only
                // one that can have gone deep). Not at once: the next pass of a window being
                // resized, or of a benchmark, would fault every page of its recursion in again.
                if pagesToRelease {
                    if start.wait(timeout: .now() + Self.pageRelease) == .timedOut {
                        if let stack { Self.releasePages(below: stack) }
                        pagesToRelease = false
                        start.wait()
                    }
                } else {
                    start.wait()
                }
                let began = DispatchTime.now().uptimeNanoseconds
                work?.run()
                work = nil
                if DispatchTime.now().uptimeNanoseconds - began > 2_000_000 { pagesToRelease = true }
                done.signal()
            }
        }

        /// The lowest address of this thread's stack (it grows down towards it): the start of the
        /// mapping in /proc/self/maps that holds this frame.
        private static func stackBounds() -> UnsafeMutableRawPointer? {
            var marker = 0
            let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
            guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
            for line in maps.split(separator: "\n") {
                let range = line.prefix { $0 != " " }.split(separator: "-")
                guard range.count == 2, let low = UInt(range[0], radix: 16), let high = UInt(range[1], radix: 16) else { continue }
                if low <= here && here < high { return UnsafeMutableRawPointer(bitPattern: low) }
            }
            return nil
        }

        /// Gives the pages between the stack's lowest address and a little below this frame back.
        @inline(never) private static func releasePages(below lowest: UnsafeMutableRawPointer) {
            var marker = 0
            let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
            let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
            let low = (UInt(bitPattern: lowest) + page - 1) / page * page
            let high = (here - 64 * 1024) / page * page
            guard high > low else { return }
            _ = madvise(UnsafeMutableRawPointer(bitPattern: low), Int(high - low), Int32(MADV_DONTNEED))
        }
    }

    /// The work, let go of as soon as it has run: the thread keeps its block until it has exited,
    /// which may be after the caller goes on, and what the work captured (a view tree, a layout
    /// file's closures) must not outlive the call.
    private final class Work: @unchecked Sendable {
        private var body: (@Sendable () -> Void)?
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        func run() {
            body?()
            body = nil
        }
    }
}

extension LargeStack {
    /// Runs `work` on a large-stack thread and returns its result: for the hosts' work that
    /// recurses over syntax (parsing, folding operators, evaluating), so that deeply nested files
    /// end in a diagnostic and never in a stack overflow. The caller waits, so the work and its
    /// result are never used by two threads at once.
    @_spi(Hosts) public static func value<T>(_ work: @escaping () -> T) -> T {
        let box = ResultBox(work)
        run { box.run() }
        return box.result!
    }

    /// Like `value`, but gives up waiting after `timeout` seconds (nil: waits as long as it
    /// takes) and returns nil; the work then finishes on a thread of its own and its result is
    /// dropped. (SwiftParser cannot be interrupted, and its error recovery is quadratic on some
    /// malformed files: the caller reports the budget instead of waiting.)
    @_spi(Hosts) public static func value<T>(timeout: Double?, _ work: @escaping () -> T) -> T? {
        guard let timeout else { return value(work) }
        let box = ResultBox(work)
        let done = DispatchSemaphore(value: 0)
        // Not a kept worker: one whose work outlives the wait would stay busy.
        let thread = Thread {
            box.run()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        guard done.wait(timeout: .now() + max(0, timeout)) == .success else { return nil }
        return box.result
    }

    private final class ResultBox<T>: @unchecked Sendable {
        private let lock = NSLock()
        private let work: () -> T
        private var value: T?
        init(_ work: @escaping () -> T) { self.work = work }
        func run() {
            let value = work()
            lock.withLock { self.value = value }
        }
        var result: T? { lock.withLock { value } }
    }
}

extension Thread {
    /// Whether this thread's stack is large enough for deep trees (the large-stack threads, and
    /// any thread started with a `stackSize` of at least `LargeStack.largeEnough`).
    var isLargeStack: Bool { stackSize >= LargeStack.largeEnough }
}
