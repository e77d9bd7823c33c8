import Foundation
import Trellis
import TrellisCairo
import TrellisFile

/// The window's side of the process that runs compiled previews: starts `trellis preview-host`
/// on a compiled library, sends it requests and waits for the answers with a deadline. When the
/// process traps, hangs or dies, the failure becomes one located error (`HostFailure`) and the
/// process is gone for good; a new compile starts a new one.
final class PreviewHostClient {
    let previews: [String]
    let traits: [PreviewLayoutTraits]
    /// The module's files, for locating a crash in them.
    private let files: [String]
    private let process: Process
    private let requests: FileHandle
    private let answers: Int32
    private let errors = StandardErrorTail()
    private(set) var failure: HostFailure?
    /// Seconds a request may take (an endless loop in a body is stopped after this).
    let timeout: Double

    init(library: URL, path: String, files: [String], timeout: Double = 5) throws {
        self.files = files
        self.timeout = timeout
        process = Process()
        process.executableURL = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        process.arguments = ["preview-host", path, "--compiled-library", library.path]
        process.environment = CrashReport.childEnvironment
        let input = Pipe(), output = Pipe(), errorPipe = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errorPipe
        let tail = errors
        errorPipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if !data.isEmpty { tail.append(data) }
        }
        requests = input.fileHandleForWriting
        answers = output.fileHandleForReading.fileDescriptor
        try process.run()
        do {
            let hello = try FrameChannel.read(HostHello.self, from: answers, deadline: Clock.now() + timeout)
            previews = hello.previews
            traits = hello.traits
        } catch {
            previews = []
            traits = []
            let failure = fail(error)
            throw failure
        }
    }

    deinit { stop() }

    /// Sends `request` and waits for the answer.
    func send(_ request: HostRequest) throws -> HostResponse {
        if let failure { throw failure }
        do {
            try requests.write(contentsOf: try FrameChannel.frame(request))
            let pid = process.processIdentifier, limit = memoryLimitMB
            return try FrameChannel.read(HostResponse.self, from: answers, deadline: Clock.now() + timeout) {
                ChildProcess.residentMegabytes(pid) > limit
            }
        } catch {
            throw fail(error)
        }
    }

    /// Resident megabytes past which the process is stopped (the preview's memory budget).
    let memoryLimitMB = CrashReport.childMemoryLimitMB

    /// Ends the process (closing its input ends it; a hung one is killed).
    func stop() {
        guard process.isRunning else { return }
        try? requests.close()
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Turns a broken connection into the error the person sees, and ends the process.
    private func fail(_ error: Error) -> HostFailure {
        // A process past its deadline that has begun reporting a crash trapped: let it finish
        // the backtrace (it names the line) instead of calling it an endless loop.
        let timedOut = (error as? FrameChannel.ReadError) == .timedOut && !CrashReport.isCrashing(errors.text)
        let overMemory = (error as? FrameChannel.ReadError) == .stopped
        if timedOut || overMemory { kill(process.processIdentifier, SIGKILL) }
        // A crashing process is still writing its backtrace: wait for it to end.
        let deadline = Date().addingTimeInterval(CrashReport.backtraceGrace)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        usleep(20_000)  // the last of standard error
        let signaled = process.terminationReason == .uncaughtSignal
        var outcome = ChildProcess.Outcome(status: signaled ? 128 + process.terminationStatus : process.terminationStatus,
                                           signal: signaled ? process.terminationStatus : nil, timedOut: timedOut,
                                           output: errors.text)
        if overMemory { outcome.exceededMegabytes = memoryLimitMB }
        let diagnostic = CrashReport.diagnostic(outcome, files: files, timeout: timeout)
            ?? Diagnostic(file: files.first ?? "", line: 1, column: 1,
                          message: errors.text.split(separator: "\n").last.map(String.init) ?? "the preview process ended unexpectedly")
        let failure = HostFailure(diagnostic: diagnostic)
        self.failure = failure
        return failure
    }
}

/// Compiled code failed (trapped, hung, died): where and why.
struct HostFailure: Error {
    let diagnostic: Diagnostic
}

/// The last 256 kB the process wrote to standard error.
private final class StandardErrorTail: @unchecked Sendable {
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

/// A preview laid out by the host process: each pass is a request; the answer holds what the
/// window draws. One object per (preview, environment), like a `ViewLayout`.
final class RemotePreview: PreviewLayout {
    private let client: PreviewHostClient
    private let preview: String
    private let settings: PreviewSettings
    private var pendingOffsets: [String: CGPoint] = [:]
    private var last: HostResponse?
    private var size = CGSize.zero
    private var safeArea = EdgeInsets()
    private var fitsIdealSize = false
    private var needsPass = true
    var recordsNegotiation = false {
        didSet { if recordsNegotiation != oldValue { needsPass = true } }
    }
    /// Milliseconds the host process spent on the last pass.
    private(set) var hostMS = 0.0

    init(client: PreviewHostClient, preview: String, settings: PreviewSettings) {
        self.client = client
        self.preview = preview
        self.settings = settings
    }

    /// The tree comes with every answer while the negotiation is recorded (the outlines show
    /// it each frame); else only when it is read.
    private func request(scroll: HostRequest.Scroll? = nil, includesTree: Bool = false) -> HostRequest {
        HostRequest(preview: preview, settings: settings, size: size, safeArea: Insets(safeArea),
                    recordsNegotiation: recordsNegotiation, fitsIdealSize: fitsIdealSize,
                    restoreOffsets: pendingOffsets, scroll: scroll, includesTree: includesTree || recordsNegotiation)
    }

    func layout(in size: CGSize, safeArea: EdgeInsets) throws {
        if !needsPass, last != nil, !fitsIdealSize, size == self.size, safeArea == self.safeArea { return }
        self.size = size
        self.safeArea = safeArea
        fitsIdealSize = false
        accept(try client.send(request()))
    }

    func layoutAtIdealSize() throws -> CGSize {
        if needsPass || last == nil || !fitsIdealSize {
            fitsIdealSize = true
            safeArea = EdgeInsets()
            let response = try client.send(request())
            accept(response)
            size = response.displayList.size
        }
        return size
    }

    private func accept(_ response: HostResponse) {
        last = response
        hostMS = response.hostMS
        needsPass = false
        pendingOffsets = [:]
    }

    var tree: LayoutTree {
        if let tree = last?.tree { return tree }
        // The same pass again, with its tree (the host relays out nothing for an unchanged request).
        if last != nil, let response = try? client.send(request(includesTree: true)) { accept(response) }
        return last?.tree ?? LayoutTree(of: EmptyView(), in: size)
    }

    func displayList() -> DisplayList {
        last?.displayList ?? DisplayList(size: size, colorScheme: settings.colorScheme, backgroundColor: .init(red: 1, green: 1, blue: 1, opacity: 1), items: [])
    }

    var warnings: [LayoutWarning] { last?.warnings ?? [] }
    var scrollViews: [ScrollViewState] { last?.scrollViews ?? [] }

    var scrollOffsets: [String: CGPoint] {
        var offsets: [String: CGPoint] = [:]
        for s in scrollViews where s.contentOffset != .zero { offsets[s.identity] = s.contentOffset }
        return offsets
    }

    func restoreScrollOffsets(_ offsets: [String: CGPoint]) {
        pendingOffsets = offsets
        needsPass = true
    }

    func setScrollOffset(_ offset: CGPoint, forScrollViewAt identity: String) -> CGPoint? {
        guard last != nil, let response = try? client.send(request(scroll: .init(identity: identity, offset: offset))) else { return nil }
        accept(response)
        return response.scrolledTo
    }

    func image(scale: CGFloat) throws -> RenderedImage { try PNGRenderer.image(displayList(), scale: scale) }

    var isRightToLeft: Bool { settings.layoutDirection == .rightToLeft }
}
