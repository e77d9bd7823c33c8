import Foundation
import Trellis
import TrellisSession

/// What a child process that ran compiled previews left when it ended badly, turned into one
/// located error: the runtime's message (`Fatal error: Index out of range`) at the first place
/// in the user's files that the backtrace names (or that the message names).
public enum CrashReport {
    /// The environment a child runs with: Swift's backtracer on, plain text, the crashed
    /// thread only, so its report names the user's `FILE:LINE`.
    public static var childEnvironment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no,limit=256,top=32,demangle=yes"
        return env
    }

    /// Resident megabytes past which a child running compiled previews is stopped: the preview's
    /// memory budget (`WorkBudget`), which the engine in the child checks only where it works
    /// and the user's own code never does.
    public static var childMemoryLimitMB: Int { WorkBudget.configured.megabytes }

    /// The error for an outcome that was a crash or a timeout (nil otherwise). `files` are the
    /// user's paths; a location is reported in the path the user gave.
    public static func diagnostic(_ outcome: ChildProcess.Outcome, files: [String], timeout: Double) -> Diagnostic? {
        let fallbackFile = files.first ?? ""
        if let megabytes = outcome.exceededMegabytes {
            return Diagnostic(file: fallbackFile, line: 1, column: 1,
                              message: "the preview's code used more than \(megabytes) MB of memory and was stopped (the memory budget for a preview)")
        }
        if outcome.timedOut {
            return Diagnostic(file: fallbackFile, line: 1, column: 1,
                              message: "the preview's code did not finish in \(Self.seconds(timeout)) and was stopped (an endless loop in a body or a layout?)")
        }
        guard outcome.signal != nil || outcome.status >= 128 || ChildProcess.isReportingCrash(outcome.output) else {
            return nil
        }
        let text = outcome.output
        var message = "the preview's code crashed"
        var location: (file: String, line: Int, column: Int)?
        for line in text.split(separator: "\n").map(String.init) {
            if let range = line.range(of: "Fatal error: ") ?? line.range(of: "Precondition failed: ") ?? line.range(of: "Assertion failed: ") {
                let what = line[range.lowerBound...].trimmingCharacters(in: .whitespaces)
                message = what.hasSuffix(":") ? String(what.dropLast()) : what
                // "PreviewModule/Card.swift:12: Fatal error: …" names the user's line itself.
                let prefix = line[..<range.lowerBound]
                let parts = prefix.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                if parts.count >= 2, let l = Int(parts[parts.count - 1]),
                   let file = Self.userFile(parts[parts.count - 2], files: files) {
                    location = (file, l, 1)
                }
                break
            }
            if let range = line.range(of: "Program crashed: ") {
                message = "crashed: " + line[range.upperBound...].trimmingCharacters(in: .whitespaces)
            }
        }
        // A trap the stack's end caused: said in words first, the raw signal after it. A stack
        // overflow shows as a bad pointer dereference or an illegal instruction with a very deep
        // backtrace (the backtracer elides the middle), or as the runtime's own words.
        let signalled = ["Bad pointer dereference", "Illegal instruction", "Stack overflow"].contains { message.contains($0) }
            || outcome.signal == SIGSEGV || outcome.signal == SIGILL || outcome.signal == SIGBUS
        if signalled, message.contains("Stack overflow") || text.contains("frames omitted") || text.contains("...")
            || text.components(separatedBy: "\n").filter({ $0.contains(" in ") }).count > 100 {
            // The address is wherever the stack ended (it differs from run to run): left out.
            let raw = message.range(of: " at 0x").map { String(message[..<$0.lowerBound]) } ?? message
            message = "stack overflow (a view or layout that calls itself?); " + raw
        }
        // The first frame of the backtrace in the user's files ("… at /path/Card.swift:12:17"):
        // the place, or the column of the line the message named.
        for line in text.split(separator: "\n") {
            guard let at = line.range(of: " at ", options: .backwards) else { continue }
            let place = line[at.upperBound...].split(separator: ":")
            guard place.count >= 3, let l = Int(place[place.count - 2]),
                  let c = Int(place[place.count - 1].prefix { $0.isNumber }),
                  let file = Self.userFile(place.dropLast(2).joined(separator: ":"), files: files) else { continue }
            if location == nil || (location?.file == file && location?.line == l) { location = (file, l, c) }
            break
        }
        if outcome.signal == SIGKILL, location == nil, !text.contains("crashed") {
            message = "the preview's process was killed (out of memory?)"
        }
        let at = location ?? (fallbackFile, 1, 1)
        return Diagnostic(file: at.file, line: at.line, column: at.column, message: message)
    }

    /// The user's path of a file a report names (by full path or by name).
    private static func userFile(_ reported: String, files: [String]) -> String? {
        let name = (reported as NSString).lastPathComponent
        let standardized = URL(fileURLWithPath: reported).standardizedFileURL.path
        return files.first { URL(fileURLWithPath: $0).standardizedFileURL.path == standardized }
            ?? files.first { ($0 as NSString).lastPathComponent == name }
    }

    private static func seconds(_ s: Double) -> String {
        s == s.rounded() ? "\(Int(s)) s" : String(format: "%.1f s", s)
    }
}
