import Foundation

/// Runs the command-line tools the end-to-end tests drive (Xvfb, xdotool, ImageMagick).
public enum ExternalTool {
    /// The full path of `name` on PATH, or nil.
    public static func path(of name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for folder in folders {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `arguments[0]` (looked up on PATH) and returns its exit status and standard output.
    /// A tool that runs past `timeout` seconds is killed and reported as status -1.
    @discardableResult
    public static func run(_ arguments: [String], display: String? = nil, timeout: Double = 10) -> (status: Int32, output: Data) {
        guard let executable = path(of: arguments[0]) else { return (-1, Data()) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(arguments.dropFirst())
        var environment = ProcessInfo.processInfo.environment
        if let display { environment["DISPLAY"] = display }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try Spawn.run(process) } catch { return (-1, Data()) }
        let collected = OutputCollector(output.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(2_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return (-1, collected.finish())
        }
        process.waitUntilExit()
        return (process.terminationStatus, collected.finish())
    }

    public static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
}

/// Reads a pipe to its end on a background thread (so a chatty tool never blocks on a full pipe).
public final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    public init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.withLock { data.append(chunk) }
            }
            done.signal()
        }
    }

    public func finish() -> Data {
        _ = done.wait(timeout: .now() + 5)
        return lock.withLock { data }
    }
}
