import Foundation

/// Writes a line to standard error (diagnostics, and what a child relays).
public func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

extension CommandLine {
    /// The running executable's absolute path: what runs again as a child (the compiled path,
    /// the preview host, the fuzzer's workers), and where the build's modules are found.
    public static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? arguments[0]
    }
}
