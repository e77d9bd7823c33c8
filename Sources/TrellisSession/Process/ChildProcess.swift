import Foundation
import Trellis

/// Runs a program to the end, or until a deadline, collecting what it writes.
public enum ChildProcess {
    public struct Outcome: Sendable {
        /// The exit status, or 128 + the signal that ended it.
        public var status: Int32
        /// The signal that ended it (nil when it exited).
        public var signal: Int32?
        public var timedOut: Bool
        /// The memory limit (megabytes) the child went over and was stopped for, if it did.
        public var exceededMegabytes: Int? = nil
        /// The most resident memory (megabytes) seen of the child (with every process it started,
        /// when it ran under a memory limit), sampled as it ran.
        public var peakMegabytes = 0
        /// Seconds it ran.
        public var seconds: Double = 0
        /// Whether it wrote more than `maximumOutputBytes` and was stopped (the output is the first of it).
        public var outputCut = false
        /// Standard output and standard error, interleaved (or standard error alone when
        /// standard output was passed through).
        public var output: String

        public init(status: Int32, signal: Int32?, timedOut: Bool, output: String) {
            self.status = status
            self.signal = signal
            self.timedOut = timedOut
            self.output = output
        }
    }

    /// Bytes of output kept at most: a child that writes more is stopped and its output is the
    /// first of it. swiftc, given a file of 100 KB broken lines, writes gigabytes of diagnostics
    /// that quote them (3 GB in two minutes for one fuzzed file): the first errors are what a
    /// person reads, and holding the rest would take the memory and the time of the whole run.
    public static let maximumOutputBytes = 16 << 20

    /// Seconds a child that has begun reporting a crash gets past its deadline to finish the
    /// backtrace (symbolication is slow on a loaded machine): a trap is not an endless loop.
    public static let backtraceGrace: Double = 20

    /// Whether `output` shows a crash being reported: the Swift runtime's message or its backtracer's.
    public static func isReportingCrash(_ output: String) -> Bool {
        output.contains("Fatal error") || output.contains("Program crashed") || output.contains("Precondition failed")
            || output.contains("Assertion failed")
    }


    /// Runs `path` with `arguments`. With `passStandardOutput`, the child writes straight to ours
    /// and only its standard error is collected; with `standardOutput`, it writes there (a file
    /// the caller reads afterwards: the MCP server keeps a command's JSON apart from its
    /// diagnostics). A child whose resident memory goes over `memoryLimitMB` is stopped as one
    /// that runs out of time is.
    public static func run(_ path: String, arguments: [String], timeout: Double, environment: [String: String]? = nil,
                           passStandardOutput: Bool = false, standardOutput: FileHandle? = nil,
                           memoryLimitMB: Int? = nil) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = standardOutput ?? (passStandardOutput ? FileHandle.standardOutput : pipe)
        process.standardInput = FileHandle.nullDevice
        let collected = Collected()
        // A thread reads the pipe to its end (a readability handler's dispatch source crashed in
        // libdispatch when torn down with events pending).
        let drained = DispatchSemaphore(value: 0)
        let reader = Thread {
            let handle = pipe.fileHandleForReading
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                collected.append(data)
            }
            drained.signal()
        }
        // Its end is seen as it happens; the checks below run between waits for it.
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            return Outcome(status: 127, signal: nil, timedOut: false, output: "cannot run \(path): \(error.localizedDescription)")
        }
        reader.start()
        let started = MonotonicClock.now()
        var deadline = Date().addingTimeInterval(timeout)
        var timedOut = false, grace = false
        var exceeded: Int?
        var polls = 0, peak = 0
        var processes: [pid_t] = []
        var cut = false
        while ended.wait(timeout: .now() + .milliseconds(Self.pollMilliseconds)) == .timedOut {
            if collected.isFull {
                cut = true
                killTree(process.processIdentifier)
                break
            }
            // The memory of the process and every process it started (swiftc's frontends) every
            // poll; which processes those are, every 10th.
            let pid = process.processIdentifier
            if let limit = memoryLimitMB {
                if polls % 10 == 0 { processes = tree(of: pid) }
                let used = processes.reduce(0) { $0 + residentMegabytes($1) }
                peak = max(peak, used)
                if used > limit {
                    exceeded = limit
                    killTree(pid)
                    break
                }
            } else if polls % 10 == 0 {
                peak = max(peak, residentMegabytes(pid))
            }
            polls += 1
            if Date() >= deadline {
                if !grace, isReportingCrash(collected.text) || isBacktracing(pid) {
                    grace = true
                    deadline = deadline.addingTimeInterval(backtraceGrace)
                    continue
                }
                timedOut = true
                killTree(process.processIdentifier)
                break
            }
        }
        process.waitUntilExit()
        // The rest of the output; a process the child left running may hold the pipe open, so
        // the wait is bounded.
        _ = drained.wait(timeout: .now() + 5)
        let signaled = process.terminationReason == .uncaughtSignal
        var outcome = Outcome(status: signaled ? 128 + process.terminationStatus : process.terminationStatus,
                              signal: signaled ? process.terminationStatus : nil, timedOut: timedOut,
                              output: String(decoding: collected.data, as: UTF8.self))
        outcome.exceededMegabytes = exceeded
        outcome.outputCut = cut || collected.isFull
        outcome.peakMegabytes = peak
        outcome.seconds = MonotonicClock.now() - started
        return outcome
    }

    /// Milliseconds between checks of a running child's memory, output and deadline: often enough
    /// that a runaway swiftc is stopped within tens of megabytes, seldom enough that the checks
    /// (reading /proc) take nothing from the compile beside them on a machine of two cores.
    static let pollMilliseconds = 10

    /// Whether `pid` has crashed and Swift's backtracer is writing its report (`swift-backtrace`,
    /// which the runtime starts as the crashed process's child, is running): on a loaded machine
    /// it can take seconds before the report's first line, and a deadline then is no hang.
    public static func isBacktracing(_ pid: pid_t) -> Bool {
        tree(of: pid).dropFirst().contains { child in
            let fd = open("/proc/\(child)/comm", O_RDONLY)
            guard fd >= 0 else { return false }
            defer { close(fd) }
            var buffer = [UInt8](repeating: 0, count: 64)
            let n = read(fd, &buffer, buffer.count)
            return n > 0 && String(decoding: buffer[0..<n], as: UTF8.self).hasPrefix("swift-backtrace")
        }
    }

    /// The resident memory of `pid` in megabytes (0 when it cannot be read).
    public static func residentMegabytes(_ pid: pid_t) -> Int { WorkBudget.residentBytes(of: pid) >> 20 }

    /// Kills `pid` and every process it started (swiftc's frontends hold the output pipe open:
    /// killing the driver alone leaves them running, and the read waits for them).
    static func killTree(_ pid: pid_t) {
        for p in tree(of: pid) { kill(p, SIGKILL) }
    }

    /// The resident memory of `pid` and every process it started, in megabytes.
    public static func treeResidentMegabytes(_ pid: pid_t) -> Int {
        tree(of: pid).reduce(0) { $0 + (WorkBudget.residentBytes(of: $1) >> 20) }
    }

    /// `pid` and its descendants, parents first.
    static func tree(of pid: pid_t) -> [pid_t] {
        var parents: [pid_t: [pid_t]] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let child = pid_t(entry), let parent = parentOf(child) else { continue }
            parents[parent, default: []].append(child)
        }
        var tree = [pid], i = 0
        while i < tree.count {
            tree += parents[tree[i]] ?? []
            i += 1
        }
        return tree
    }

    /// The parent of `pid` (the fourth field of /proc/PID/stat, after the parenthesised name).
    private static func parentOf(_ pid: pid_t) -> pid_t? {
        let fd = open("/proc/\(pid)/stat", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let n = read(fd, &buffer, buffer.count)
        guard n > 0, let close = buffer[0..<n].lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = String(decoding: buffer[(close + 1)..<n], as: UTF8.self).split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes = Data()
        private var full = false
        /// Keeps `d` up to `maximumOutputBytes` in all; what comes after is dropped.
        func append(_ d: Data) {
            lock.withLock {
                let room = ChildProcess.maximumOutputBytes - bytes.count
                if room > 0 { bytes.append(d.prefix(room)) }
                if d.count >= room { full = true }
            }
        }
        var isFull: Bool { lock.withLock { full } }
        var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
        var data: Data { lock.withLock { bytes } }
    }
}
