import Foundation
import Trellis
import TrellisSession

/// Runs the `trellis` command for a tool call, in a process of its own: the command opens the
/// file by the engine's rule (the interpreter, or swiftc and a child that runs the compiled
/// previews), lays out through the preview session and spends the work budget the commands have
/// (6 s and 800 MB a preview, 300 s for swiftc; `TRELLIS_BUDGET_*`, `TRELLIS_COMPILE_*`), so a
/// file that traps, loops or grows ends that process, never the server. One command runs at a
/// time.
public final class CommandRunner: Sendable {
    /// The `trellis` executable.
    public let executable: String
    /// Seconds a command may take in all before it is stopped: the compiler's budget and the
    /// previews' timeout, with room to spare (a command stops itself well before).
    public let deadline: Double
    private let queue = DispatchQueue(label: "trellis.mcp.commands")

    /// What a command printed and how it ended.
    public struct Result: Sendable {
        /// The exit status (128 + the signal when one ended it).
        public var status: Int32
        /// Standard output.
        public var output: Data
        /// Standard error: the diagnostics.
        public var errors: String
        /// Whether the deadline stopped it.
        public var timedOut: Bool
        /// Files the command wrote into the call's folder, by name.
        public var files: [String: Data]
    }

    public init(executable: String, deadline: Double = 420) {
        self.executable = executable
        self.deadline = deadline
    }

    /// Runs `trellis ARGUMENTS` in a new temporary folder (`{folder}` in the arguments stands for
    /// it) and returns what it printed and the files it left there; the folder is removed.
    public func run(_ arguments: [String]) async -> Result {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.runNow(arguments)) }
        }
    }

    func runNow(_ arguments: [String]) -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-mcp-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return Result(status: 1, output: Data(), errors: "error: cannot make a temporary folder: \(error.localizedDescription)",
                          timedOut: false, files: [:])
        }
        let stdout = folder.appendingPathComponent(".stdout")
        _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
        let handle = try? FileHandle(forWritingTo: stdout)
        let args = arguments.map { $0.replacingOccurrences(of: "{folder}", with: folder.path) }
        let outcome = ChildProcess.run(executable, arguments: args, timeout: deadline, standardOutput: handle ?? FileHandle.nullDevice)
        try? handle?.close()
        var files: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name != ".stdout" {
            files[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
        }
        var errors = outcome.output
        if outcome.timedOut {
            errors += "\nerror: trellis \(arguments.first ?? "") did not finish within \(Int(deadline)) s and was stopped"
        } else if let signal = outcome.signal {
            errors += "\nerror: trellis \(arguments.first ?? "") ended with signal \(signal)"
        }
        return Result(status: outcome.status, output: (try? Data(contentsOf: stdout)) ?? Data(), errors: errors,
                      timedOut: outcome.timedOut, files: files)
    }
}
