import Foundation
import Trellis

/// `--editor "code -g {file}:{line}:{column}"`: the command a click on a view runs, with the
/// placeholders replaced by where the view was written. It runs through `/bin/sh -c`, detached:
/// the previewer never waits for it, and a command that cannot start or fails is reported on
/// standard output (the log), never fatal.
struct EditorCommand: Sendable {
    let template: String

    /// The shell command for `location`. The path is single-quoted when it holds characters a
    /// shell would read (spaces, quotes, `$`…); a plain path is inserted as it is.
    func command(for location: ViewSourceLocation) -> String {
        template.replacingOccurrences(of: "{file}", with: Self.shellWord(location.file))
            .replacingOccurrences(of: "{line}", with: String(location.line))
            .replacingOccurrences(of: "{column}", with: String(location.column))
    }

    static func shellWord(_ s: String) -> String {
        let plain = s.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "/._-+,@%=".unicodeScalars.contains($0) }
        if plain && !s.isEmpty { return s }
        return "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Starts the command for `location` and returns at once.
    func open(_ location: ViewSourceLocation) {
        let command = command(for: location)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { p in
            guard p.terminationReason != .exit || p.terminationStatus != 0 else { return }
            print("editor command failed (status \(p.terminationStatus)): \(command)")
            fflush(nil)
        }
        do {
            try process.run()
        } catch {
            print("editor command could not start: \(command) (\(error))")
            fflush(nil)
        }
    }
}
