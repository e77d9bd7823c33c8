import Foundation
import Synchronization
import TrellisCompiler

/// A running `trellis preview-host`, its standard error kept for crash reports. The window keeps
/// one started ahead of the library it will run (`prepareAhead`, `takeAhead`; `preview-host
/// --ahead`): while swiftc compiles, it starts, loads Cairo, Pango and fonts and lays out a small
/// view, then waits for `HostLoad`, so a save's new frame waits for none of that. One that is
/// never used ends when the window closes its input.
public final class HostProcess: @unchecked Sendable {
    let process: Process
    let requests: FileHandle
    let answers: Int32
    let errors = StandardErrorTail()

    /// Starts `trellis` with `arguments`, its standard error kept for crash reports.
    init(arguments: [String]) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.executablePath)
        process.arguments = arguments
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
    }

    private static let ready = Mutex<HostProcess?>(nil)

    /// Starts a host ahead unless one is ready.
    public static func prepareAhead() {
        ready.withLock { host in
            if let running = host, running.process.isRunning { return }
            host = try? HostProcess(arguments: ["preview-host", "--ahead"])
        }
    }

    /// The host started ahead, if one runs. The next is started by `prepareAhead`: the window
    /// calls it once the frame of the code this one runs is shown (its warm-up, though at a low
    /// priority, `PreviewHost.serveAhead`, made that frame 10–20 ms slower on two cores).
    public static func takeAhead() -> HostProcess? {
        let taken = ready.withLock { host in
            defer { host = nil }
            return host
        }
        return taken.flatMap { $0.process.isRunning ? $0 : nil }
    }
}
