import Foundation
import TrellisSession

/// The compiled path for one input, through the real `trellis` command: `check`, `layout --json`
/// and `render` with `--engine compiled` (swiftc, then the preview run in a child), then `check`
/// again from the cached build. Malformed Swift must come back as swiftc's diagnostics at the
/// input's lines, trapping or looping code and a compile stopped by its limits as a located
/// error; a command that dies, exits with another status, fails without saying where, or says
/// something else the second time, is a finding.
enum CompiledPipeline {
    /// What the compile of one input took (from `TRELLIS_COMPILE_LOG`'s line).
    struct Compile {
        var seconds: Double = 0
        var peakMegabytes = 0
        var stopped = false
    }

    /// What the worker answers: nil when all is well, else (kind, text).
    static func run(_ url: URL, trellis: String, cache: URL) -> (diagnostics: Int, compile: Compile, finding: (kind: String, text: String)?) {
        defer { try? FileManager.default.removeItem(at: cache) }
        var environment = ProcessInfo.processInfo.environment
        environment["TRELLIS_CACHE_DIR"] = cache.path
        environment["TRELLIS_COMPILE_LOG"] = "1"
        let png = cache.appendingPathComponent("out.png").path
        var diagnostics = 0
        var compile = Compile()
        var first: [Substring]?
        var failed = false
        let commands = [["check", url.path], ["layout", url.path, "--json", "--size", "320x480"], ["render", url.path, "-o", png], ["check", url.path]]
        for (index, arguments) in commands.enumerated() {
            // A file that fails fails every command alike: after a failed `check`, only the cached `check`.
            if index > 0 && index < commands.count - 1 && failed { continue }
            // The commands' own --timeout (10 s), above the preview's 6 s budget: the budget, which
            // says where, stops slow work before the watchdog does.
            let all = arguments + ["--engine", "compiled", "--timeout", "10"]
            let r = ChildProcess.run(trellis, arguments: all, timeout: 110, environment: environment)
            let command = "trellis " + arguments[0]
            if index == 0, let log = r.output.split(separator: "\n").first(where: { $0.hasPrefix("trellis: compiled ") }) {
                compile = parse(log)
            }
            if let signal = r.signal, !r.timedOut {
                return (diagnostics, compile, ("crash", "\(command) ended by signal \(signal): " + firstLines(r.output)))
            }
            if r.timedOut { return (diagnostics, compile, ("hang", "\(command) did not finish in 110 s")) }
            guard r.status == 0 || r.status == 1 else {
                return (diagnostics, compile, ("unlocated", "\(command) exited with status \(r.status): " + firstLines(r.output)))
            }
            let errors = r.output.split(separator: "\n").filter { $0.contains("error:") }
            for line in errors where !line.hasPrefix(url.path + ":") || !isLocated(line.dropFirst(url.path.count + 1)) {
                return (diagnostics, compile, ("unlocated", "\(command): \(line.prefix(300))"))
            }
            if r.status == 1 && errors.isEmpty {
                return (diagnostics, compile, ("unlocated", "\(command) failed without an error: " + firstLines(r.output)))
            }
            diagnostics = max(diagnostics, errors.count)
            if index == 0 {
                first = errors
            } else if index == commands.count - 1, let first, first != errors,
                      !(first + errors).contains(where: isWallClockLimit) {
                // (Work that takes about as long as a time limit ends before it on one run and
                // after it on another: that is the limit, not the cache.)
                return (diagnostics, compile, ("unstable", "trellis check said \(first.count) error(s) cold, \(errors.count) cached: "
                                               + (first.first.map { String($0.prefix(150)) } ?? "-") + " / " + (errors.first.map { String($0.prefix(150)) } ?? "-")))
            }
            if index == 0 { failed = r.status == 1 }
        }
        return (diagnostics, compile, nil)
    }

    /// An error a wall-clock limit gave: the preview's watchdog or time budget (a compile stopped
    /// by its time limit is cached with what it said, so it is not one of these).
    static func isWallClockLimit(_ line: Substring) -> Bool {
        line.contains("the preview's code did not finish in") || line.contains("seconds: the time budget")
            || line.contains("did not parse in")
    }

    /// "trellis: compiled 1 file(s) in 12.34 s, swiftc peak 812 MB[, stopped]"
    static func parse(_ line: Substring) -> Compile {
        var c = Compile()
        let words = line.split(separator: " ")
        if let i = words.firstIndex(of: "in"), i + 1 < words.count { c.seconds = Double(words[i + 1]) ?? 0 }
        if let i = words.firstIndex(of: "peak"), i + 1 < words.count { c.peakMegabytes = Int(words[i + 1]) ?? 0 }
        c.stopped = line.hasSuffix(", stopped")
        return c
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
