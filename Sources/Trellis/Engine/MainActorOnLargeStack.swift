import Foundation
#if canImport(Glibc)
import Glibc
#endif

// SwiftUI evaluates bodies on the main thread; Trellis evaluates them on its large-stack threads
// (LargeStack.swift) while the thread that asked waits. Code compiled in Swift 6 mode checks at
// run time that main-actor closures run on the main actor (`items.map { … }` in a body, a
// `ForEach`'s content), and on Linux that check asks whether the thread is the main thread, so
// an ordinary Swift 6 screen would trap. The check goes through the concurrency runtime's
// `swift_task_checkIsolated`, whose hook this installs: on a large-stack thread, evaluating a
// view for a caller that waits, the check passes (nothing else runs main-actor code meanwhile);
// on any other thread the runtime's own check runs. The hook does not tell executors apart, so a
// custom global actor's check passes there too: views use the main actor, and previews run one
// evaluation at a time.
enum MainActorOnLargeStack {
    /// The runtime's check: an executor reference (its identity and implementation words).
    private typealias Check = @convention(c) (UnsafeRawPointer?, UInt) -> Void
    /// The hook: the executor reference and the runtime's own check.
    private typealias Hook = @convention(c) (UnsafeRawPointer?, UInt, Check?) -> Void

    /// Installs the hook once per process (when the runtime has it; else checks stay as they are).
    static let installed: Void = {
        guard let process = dlopen(nil, RTLD_NOW), let slot = dlsym(process, "swift_task_checkIsolated_hook") else { return }
        let hook: Hook = { identity, implementation, check in
            if Thread.current.isLargeStack { return }
            check?(identity, implementation)
        }
        slot.assumingMemoryBound(to: Hook?.self).pointee = hook
    }()
}
