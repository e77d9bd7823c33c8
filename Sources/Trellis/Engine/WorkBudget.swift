import Foundation
import Synchronization

/// The budget of one whole piece of work — load, evaluate, lay out, paint a preview — in wall
/// time and in the process's resident memory. The commands, the previewer and the fuzzer
/// `begin` it before loading a file and read `exceeded` afterwards; the interpreter, the layout
/// pass (every size a node measures), text measurement and the painter check it as they go, and
/// once it is spent they stop cheaply (an evaluation throws, sizes are zero, nothing more is
/// painted), so no file can hold the process longer or grow it larger than the budget allows,
/// whatever a single step starts. The caller reports the message with the file's location.
///
/// One budget is active per process at a time (the previewer and the commands do one thing at
/// a time); checks from any thread read it.
public enum WorkBudget {
    /// The defaults: well inside the 10 s a previewer pass or a command is given before it counts
    /// as hung, and the 1 GB a process may use.
    public static let defaultSeconds: Double = 6
    /// The default memory limit, in megabytes (see `defaultSeconds`).
    public static let defaultMegabytes = 800

    private static let deadline = Atomic<UInt64>(0)        // uptime nanoseconds; 0: no budget
    private static let memoryLimit = Atomic<Int>(0)        // bytes; 0: none
    private static let spent = Atomic<Int>(0)              // 0: fine, 1: time, 2: memory
    private static let ticks = Atomic<Int>(0)
    private static let lock = NSLock()
    nonisolated(unsafe) private static var seconds: Double = 0
    nonisolated(unsafe) private static var megabytes = 0

    /// The budget `begin()` starts: the defaults, or `TRELLIS_BUDGET_SECONDS` and
    /// `TRELLIS_BUDGET_MB` from the environment (tests give files a shorter one).
    public static var configured: (seconds: Double, megabytes: Int) {
        // getenv, not ProcessInfo's dictionary of the whole environment: the window starts a budget every frame.
        func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        let seconds = variable("TRELLIS_BUDGET_SECONDS").flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? defaultSeconds
        let megabytes = variable("TRELLIS_BUDGET_MB").flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? defaultMegabytes
        return (seconds, megabytes)
    }

    /// Starts the configured budget from now, or, in a process started for the work (a compiled
    /// preview's child), from when its parent started it (`TRELLIS_BUDGET_SINCE`, `DispatchTime`
    /// uptime nanoseconds): the process's own start and load count against the budget.
    public static func begin() {
        let c = configured
        let since = getenv(sinceVariable).flatMap { UInt64(String(cString: $0)) }
        begin(seconds: c.seconds, megabytes: c.megabytes, start: since)
    }

    /// The environment variable a parent sets for a child that continues its work (see `begin()`).
    public static let sinceVariable = "TRELLIS_BUDGET_SINCE"

    /// Starts a budget of `seconds` and `megabytes` (of resident memory) from now, or from
    /// `start` (`DispatchTime` uptime nanoseconds, earlier: the work began in another process,
    /// which started this one).
    public static func begin(seconds: Double, megabytes: Int, start: UInt64? = nil) {
        lock.withLock {
            self.seconds = seconds
            self.megabytes = megabytes
        }
        let now = DispatchTime.now().uptimeNanoseconds
        let from = min(now, start ?? now)
        let end = max(1, from + UInt64(max(0, min(seconds, 1e6)) * 1e9))
        deadline.store(end, ordering: .relaxed)
        memoryLimit.store(megabytes << 20, ordering: .relaxed)
        // A child started after its parent's budget ran out is spent from the start: a small
        // file might finish before its first sampled check.
        spent.store(now > end ? 1 : 0, ordering: .relaxed)
    }

    /// Ends the budget (nothing is checked until the next `begin`).
    public static func end() {
        deadline.store(0, ordering: .relaxed)
        memoryLimit.store(0, ordering: .relaxed)
        spent.store(0, ordering: .relaxed)
    }

    /// True once the budget is spent: callers stop their work.
    @inline(__always)
    public static var isExceeded: Bool { spent.load(ordering: .relaxed) != 0 }

    /// Checks the clock (and, every 64th call, the memory); true once the budget is spent.
    @inline(__always)
    public static func check() -> Bool {
        if spent.load(ordering: .relaxed) != 0 { return true }
        let end = deadline.load(ordering: .relaxed)
        guard end != 0 else { return false }
        return slowCheck(end)
    }

    /// Counts a call and checks only every 16th (for the hottest paths).
    @inline(__always)
    public static func tick() -> Bool {
        if spent.load(ordering: .relaxed) != 0 { return true }
        guard deadline.load(ordering: .relaxed) != 0 else { return false }
        let n = ticks.wrappingAdd(1, ordering: .relaxed).newValue
        return n & 15 == 0 ? check() : false
    }

    /// Reads the resident memory now (`check()` reads it every 64th call); true once the budget
    /// is spent. For callers about to allocate much at once.
    public static func checkMemory() -> Bool {
        if spent.load(ordering: .relaxed) != 0 { return true }
        let limit = memoryLimit.load(ordering: .relaxed)
        guard limit > 0, residentBytes() > limit else { return false }
        spent.store(2, ordering: .relaxed)
        return true
    }

    private static func slowCheck(_ end: UInt64) -> Bool {
        if DispatchTime.now().uptimeNanoseconds > end {
            spent.store(1, ordering: .relaxed)
            return true
        }
        let n = ticks.wrappingAdd(1, ordering: .relaxed).newValue
        if n & 63 == 0 {
            let limit = memoryLimit.load(ordering: .relaxed)
            if limit > 0, residentBytes() > limit {
                spent.store(2, ordering: .relaxed)
                return true
            }
        }
        return false
    }

    /// The seconds left of the active budget (nil: none is active).
    public static var remainingSeconds: Double? {
        let end = deadline.load(ordering: .relaxed)
        guard end != 0 else { return nil }
        let now = DispatchTime.now().uptimeNanoseconds
        return now >= end ? 0 : Double(end - now) / 1e9
    }

    /// Marks the time budget spent (work that could not be interrupted ran past it).
    public static func markTimeSpent() {
        if deadline.load(ordering: .relaxed) != 0 { spent.store(1, ordering: .relaxed) }
    }

    /// What stopped the work, naming the budget; nil while it is not spent.
    public static var exceeded: String? {
        switch spent.load(ordering: .relaxed) {
        case 1:
            let s = lock.withLock { seconds }
            return "stopped after \(s == s.rounded() ? String(Int(s)) : String(s)) seconds: the time budget for loading, laying out and painting a preview"
        case 2:
            let mb = lock.withLock { megabytes }
            return "stopped at \(mb) MB: the memory budget for loading, laying out and painting a preview"
        default:
            return nil
        }
    }

    /// The resident memory in bytes of this process, or of process `pid` (Linux: the second
    /// field of /proc/PID/statm, in pages; 0 when it cannot be read). Read with read(2): /proc
    /// files report a size of 0, which Foundation's readers trust.
    public static func residentBytes(of pid: pid_t? = nil) -> Int {
        let fd = open(pid.map { "/proc/\($0)/statm" } ?? "/proc/self/statm", O_RDONLY)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let n = read(fd, &buffer, buffer.count)
        guard n > 0 else { return 0 }
        let fields = buffer[0..<n].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
