import Glibc

/// The write end of the pipe that SIGINT/SIGTERM/SIGHUP handlers poke; a signal handler may only
/// call async-signal-safe functions such as write(2), so it cannot reach the run loop otherwise.
nonisolated(unsafe) private var signalWriteFD: Int32 = -1

/// Turns SIGINT, SIGTERM and SIGHUP into a readable file descriptor, so the poll loop can close
/// the window cleanly instead of being killed in the middle of a frame.
final class SignalPipe {
    let readFD: Int32

    init?() {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readFD = fds[0]
        signalWriteFD = fds[1]
        // A parent may have started us with these signals blocked (test runners do); then they
        // would stay pending forever.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for sig in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblock, sig) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalWriteFD, &byte, 1)
            }
        }
    }

    /// The signals received since the last call.
    func drain() -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 16)
        var received: [Int32] = []
        while true {
            let n = read(readFD, &buffer, buffer.count)
            if n <= 0 { break }
            received += buffer[0..<n].map { Int32($0) }
        }
        return received
    }
}
