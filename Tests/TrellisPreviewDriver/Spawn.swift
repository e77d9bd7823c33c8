import Foundation

/// Starts a process with no signals blocked. The test runner's worker threads block most
/// signals, and a child inherits the mask of the thread that spawns it: Xvfb started from one
/// would ignore SIGTERM and could only be killed.
public enum Spawn {
    public static func run(_ process: Process) throws {
        let done = DispatchSemaphore(value: 0)
        let result = SpawnResult()
        Thread.detachNewThread {
            var none = sigset_t()
            sigemptyset(&none)
            pthread_sigmask(SIG_SETMASK, &none, nil)
            do { try process.run() } catch { result.error = error }
            done.signal()
        }
        done.wait()
        if let error = result.error { throw error }
    }
}

private final class SpawnResult: @unchecked Sendable {
    public var error: Error?
}
