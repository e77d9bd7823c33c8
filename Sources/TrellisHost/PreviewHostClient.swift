import Foundation
import Trellis
import TrellisCompiler
import TrellisSession

/// The window's side of the process that runs compiled previews: starts `trellis preview-host`
/// on a compiled library, sends it requests and waits for the answers with a deadline. When the
/// process traps, hangs or dies, the failure becomes one located error (`HostFailure`) and the
/// process is gone for good; a new compile starts a new one.
public final class PreviewHostClient {
    public let previews: [String]
    /// The previews' symbols (what requests name), in the order of `previews`.
    public let symbols: [String]
    public let traits: [PreviewLayoutTraits]
    /// The module's files, for locating a crash in them.
    private let files: [String]
    /// The compile's folder (its source map).
    private let library: URL
    private let process: Process
    private let requests: FileHandle
    private let answers: Int32
    private let errors: StandardErrorTail
    public private(set) var failure: HostFailure?
    /// Seconds a request may take (an endless loop in a body is stopped after this).
    public let timeout: Double

    /// Starts the host on `library` — or hands it to `ahead`, a host started before the compile
    /// that has warmed up meanwhile — and reads its list of previews.
    public init(library: URL, path: String, files: [String], timeout: Double = 5, ahead: HostProcess? = nil) throws {
        self.files = files
        self.library = library
        self.timeout = timeout
        let launched: HostProcess
        if let ahead, ahead.process.isRunning,
           (try? ahead.requests.write(contentsOf: FrameChannel.frame(HostLoad(library: library.path, path: path)))) != nil {
            launched = ahead
        } else {
            launched = try HostProcess(arguments: ["preview-host", path, "--compiled-library", library.path])
        }
        process = launched.process
        requests = launched.requests
        answers = launched.answers
        errors = launched.errors
        do {
            let hello = try FrameChannel.read(HostHello.self, from: answers, deadline: MonotonicClock.now() + timeout)
            previews = hello.previews
            symbols = hello.symbols
            traits = hello.traits
        } catch {
            previews = []
            symbols = []
            traits = []
            let failure = fail(error)
            throw failure
        }
    }

    deinit { stop() }

    /// Sends `request` and waits for the answer.
    public func send(_ request: HostRequest) throws -> HostResponse {
        if let failure { throw failure }
        do {
            try requests.write(contentsOf: try FrameChannel.frame(request))
            let pid = process.processIdentifier, limit = memoryLimitMB
            return try FrameChannel.read(HostResponse.self, from: answers, deadline: MonotonicClock.now() + timeout) {
                ChildProcess.residentMegabytes(pid) > limit
            }
        } catch {
            throw fail(error)
        }
    }

    /// Resident megabytes past which the process is stopped (the preview's memory budget).
    public let memoryLimitMB = CrashReport.childMemoryLimitMB

    /// Ends the process (closing its input ends it; a hung one is killed). It is reaped off this
    /// thread: Foundation's wait polls every 50 ms, which a save's new frame would wait for.
    public func stop() {
        guard process.isRunning else { return }
        try? requests.close()
        kill(process.processIdentifier, SIGKILL)
        let process = self.process
        DispatchQueue.global().async { process.waitUntilExit() }
    }

    /// Turns a broken connection into the error the person sees, and ends the process.
    private func fail(_ error: Error) -> HostFailure {
        // A process past its deadline that has begun reporting a crash trapped: let it finish
        // the backtrace (it names the line) instead of calling it an endless loop.
        let timedOut = (error as? FrameChannel.ReadError) == .timedOut && !ChildProcess.isReportingCrash(errors.text)
            && !ChildProcess.isBacktracing(process.processIdentifier)
        let overMemory = (error as? FrameChannel.ReadError) == .stopped
        if timedOut || overMemory { kill(process.processIdentifier, SIGKILL) }
        // A crashing process is still writing its backtrace: wait for it to end.
        let deadline = Date().addingTimeInterval(ChildProcess.backtraceGrace)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        usleep(20_000)  // the last of standard error
        let signaled = process.terminationReason == .uncaughtSignal
        var outcome = ChildProcess.Outcome(status: signaled ? 128 + process.terminationStatus : process.terminationStatus,
                                           signal: signaled ? process.terminationStatus : nil, timedOut: timedOut,
                                           output: errors.text)
        if overMemory { outcome.exceededMegabytes = memoryLimitMB }
        let diagnostic = CrashReport.diagnostic(outcome, files: files, timeout: timeout, folder: library)
            ?? Diagnostic(file: files.first ?? "", line: 1, column: 1,
                          message: errors.text.split(separator: "\n").last.map(String.init) ?? "the preview process ended unexpectedly")
        let failure = HostFailure(diagnostic: diagnostic)
        self.failure = failure
        return failure
    }
}

/// Compiled code failed (trapped, hung, died): where and why.
public struct HostFailure: Error {
    public let diagnostic: Diagnostic
}

/// The last 256 kB the process wrote to standard error.
final class StandardErrorTail: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func append(_ d: Data) {
        lock.withLock {
            data.append(d)
            if data.count > 256 << 10 { data.removeFirst(data.count - (256 << 10)) }
        }
    }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}

