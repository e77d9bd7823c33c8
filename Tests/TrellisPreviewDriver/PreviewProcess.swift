import Foundation

/// The real `trellis preview` executable running on a virtual display, with its `--log` output.
public final class PreviewProcess: @unchecked Sendable {
    public let process: Process
    public let output: LineReader
    public let errors: LineReader
    public let display: String

    /// The `trellis` command under test (see `trellisExecutable`).
    public static var executable: String? { trellisExecutable }

    /// Starts `trellis preview ARGUMENTS` (`executable`, else the built one) on `display`.
    public init(_ arguments: [String], display: String?, currentDirectory: String? = nil, environment extra: [String: String] = [:],
                executable given: String? = nil) throws {
        guard let executable = given ?? Self.executable else {
            throw TestFailure("the trellis executable is not beside the tests; run `swift build --build-tests` first")
        }
        self.display = display ?? ""
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["preview"] + arguments
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        if display == nil { environment.removeValue(forKey: "DISPLAY") }
        environment.removeValue(forKey: "XAUTHORITY")
        for (k, v) in extra { environment[k] = v }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try Spawn.run(process)
        output = LineReader(out.fileHandleForReading)
        errors = LineReader(err.fileHandleForReading)
    }

    /// The fields of a `--log` line ("layout size=390x844 h=compact(auto) ..."), by key.
    public static func fields(_ line: String) -> [String: String] {
        var result: [String: String] = [:]
        let words = line.split(separator: " ")
        result["kind"] = words.first.map(String.init)
        for word in words.dropFirst() {
            guard let eq = word.firstIndex(of: "=") else { continue }
            result[String(word[..<eq])] = String(word[word.index(after: eq)...])
        }
        return result
    }

    /// Waits for a `layout` line after the first `after` lines whose fields satisfy `condition`.
    @discardableResult
    public func waitForLayout(after: Int, timeout: Double = 5, _ condition: ([String: String]) -> Bool = { _ in true }) throws -> [String: String] {
        guard let line = output.waitForLine(after: after, timeout: timeout, where: { line in
            line.hasPrefix("layout ") && condition(Self.fields(line))
        }) else {
            throw TestFailure("no matching layout line within \(timeout) s; output so far:\n" + output.all.suffix(8).joined(separator: "\n")
                              + "\nstderr:\n" + errors.all.suffix(8).joined(separator: "\n"))
        }
        return Self.fields(line)
    }

    /// Waits for any line starting with `prefix`.
    @discardableResult
    public func waitForLine(after: Int, prefix: String, timeout: Double = 5) throws -> String {
        guard let line = output.waitForLine(after: after, timeout: timeout, where: { $0.hasPrefix(prefix) }) else {
            throw TestFailure("no line starting with '\(prefix)' within \(timeout) s; output so far:\n"
                              + output.all.suffix(8).joined(separator: "\n") + "\nstderr:\n" + errors.all.suffix(8).joined(separator: "\n"))
        }
        return line
    }

    /// The process's exit status, or nil if it is still running after `timeout` seconds.
    public func waitForExit(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning { return nil }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Whether the process died from a signal (a crash) rather than exiting.
    public var crashed: Bool { !process.isRunning && process.terminationReason == .uncaughtSignal }

    /// The X window id of the window whose title starts with `title`, waiting up to 5 s for it.
    public func windowID(title: String) throws -> String {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            let (status, data) = ExternalTool.run(["xdotool", "search", "--name", "^" + NSRegularExpression.escapedPattern(for: title)], display: display)
            if status == 0, let id = ExternalTool.text(data).split(separator: "\n").first { return String(id) }
            usleep(20_000)
        }
        throw TestFailure("no window titled '\(title)…'")
    }

    public func xdotool(_ arguments: String...) {
        ExternalTool.run(["xdotool"] + arguments, display: display)
    }

    /// Presses keys the way a person does: with the pointer over the window (focus follows it
    /// when there is no window manager).
    public func press(_ keys: String..., pointer: (Int, Int) = (5, 5)) {
        ExternalTool.run(["xdotool", "mousemove", "\(pointer.0)", "\(pointer.1)"], display: display)
        for key in keys { ExternalTool.run(["xdotool", "key", key], display: display) }
    }

    /// The resident set size of the process in kB (from /proc).
    public var residentKilobytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first { Int($0) != nil } ?? "")
        }
        return nil
    }

    public func stop() {
        if process.isRunning {
            process.terminate()
            _ = waitForExit(timeout: 3)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    deinit { stop() }
}
