import Foundation

/// Runs work that recurses once per nesting level of a view tree on a thread with a large stack:
/// sizing and placing a tree tens of thousands of levels deep would overflow an ordinary one.
enum LargeStack {
    /// Nesting depth above which a layout pass moves to a large-stack thread.
    static let depthThreshold = 1_000
    /// Reserved address space; pages are only committed as the recursion touches them.
    static let stackSize = 1 << 30
    /// A thread with at least this much stack counts as large (other modules run work on 512 MB
    /// stacks; that is room for well over 100,000 levels).
    static let largeEnough = 256 << 20

    static func run(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let work = Work(body)
        let thread = Thread {
            work.run()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
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

extension Node {
    /// The number of nodes on the longest path from this node down (iterative).
    var depth: Int {
        var deepest = 0
        var stack: [(Node, Int)] = [(self, 1)]
        while let (n, d) = stack.popLast() {
            deepest = max(deepest, d)
            for c in n.children { stack.append((c, d + 1)) }
        }
        return deepest
    }
}

extension Thread {
    /// Whether this thread's stack is large enough for deep trees (the large-stack threads, and
    /// any thread started with a `stackSize` of at least `LargeStack.largeEnough`).
    var isLargeStack: Bool { stackSize >= LargeStack.largeEnough }
}
