import Foundation
import TrellisSession

/// The compiled path for one input, through the real `trellis` command: `check` and `render`
/// with `--engine compiled` (swiftc, then the preview run in a child). Malformed Swift must come
/// back as swiftc's diagnostics at the input's lines, trapping or looping code as a located
/// error; a command that dies, exits with another status, or fails without saying where, is a
/// finding.
enum CompiledPipeline {
    /// What the worker answers: nil when all is well, else (kind, text).
    static func run(_ url: URL, trellis: String, cache: URL) -> (diagnostics: Int, finding: (kind: String, text: String)?) {
        defer { try? FileManager.default.removeItem(at: cache) }
        var environment = ProcessInfo.processInfo.environment
        environment["TRELLIS_CACHE_DIR"] = cache.path
        let png = cache.appendingPathComponent("out.png").path
        var diagnostics = 0
        for arguments in [["check", url.path], ["render", url.path, "-o", png]] {
            let all = arguments + ["--engine", "compiled", "--timeout", "5"]
            let r = ChildProcess.run(trellis, arguments: all, timeout: 110, environment: environment)
            let command = "trellis " + arguments[0]
            if let signal = r.signal, !r.timedOut {
                return (diagnostics, ("crash", "\(command) ended by signal \(signal): " + firstLines(r.output)))
            }
            if r.timedOut { return (diagnostics, ("hang", "\(command) did not finish in 110 s")) }
            guard r.status == 0 || r.status == 1 else {
                return (diagnostics, ("unlocated", "\(command) exited with status \(r.status): " + firstLines(r.output)))
            }
            let errors = r.output.split(separator: "\n").filter { $0.contains("error:") }
            for line in errors where !line.hasPrefix(url.path + ":") || !isLocated(line.dropFirst(url.path.count + 1)) {
                return (diagnostics, ("unlocated", "\(command): \(line.prefix(300))"))
            }
            if r.status == 1 && errors.isEmpty {
                return (diagnostics, ("unlocated", "\(command) failed without an error: " + firstLines(r.output)))
            }
            diagnostics = max(diagnostics, errors.count)
            if r.status == 1 { break }
        }
        return (diagnostics, nil)
    }

    /// `LINE:COL: error: …` (or warning/note) with positive numbers.
    static func isLocated(_ rest: Substring) -> Bool {
        let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]), line >= 1, column >= 1 else { return false }
        return parts[2].hasPrefix(" error: ") || parts[2].hasPrefix(" warning: ") || parts[2].hasPrefix(" note: ")
    }

    static func firstLines(_ text: String) -> String {
        text.split(separator: "\n").prefix(3).joined(separator: " ⏎ ").prefix(300).description
    }
}
