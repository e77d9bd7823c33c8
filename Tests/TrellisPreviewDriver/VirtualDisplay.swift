import Foundation

/// A private Xvfb server for one test. Xvfb picks a free display number itself (`-displayfd`) and
/// reports it once it accepts connections, so there is no guessing and no sleeping.
public final class VirtualDisplay: @unchecked Sendable {
    public let name: String
    private let process: Process

    /// Why the window tests cannot run here, or nil when every tool they use is installed.
    public static var missingTools: String? {
        let missing = ["Xvfb", "xdotool", "import"].filter { ExternalTool.path(of: $0) == nil }
        return missing.isEmpty ? nil : "not installed: \(missing.joined(separator: ", ")) (apt-get install xvfb xdotool imagemagick)"
    }

    public init(width: Int = 1600, height: Int = 1200) throws {
        guard let xvfb = ExternalTool.path(of: "Xvfb") else { throw TestFailure("Xvfb is not installed") }
        process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try Spawn.run(process)
        // The display number arrives as one line when the server is ready.
        let reader = LineReader(output.fileHandleForReading)
        guard let line = reader.waitForLine(timeout: 15, where: { Int($0) != nil }), let number = Int(line) else {
            process.terminate()
            throw TestFailure("Xvfb did not start")
        }
        name = ":\(number)"
    }

    /// Stops the server (SIGTERM) and waits for it to exit.
    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    deinit { stop() }
}

public struct TestFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
