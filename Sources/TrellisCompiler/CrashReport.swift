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
    /// `folder` is the compile's (its source map gives the columns in the user's text).
    public static func diagnostic(_ outcome: ChildProcess.Outcome, files: [String], timeout: Double, folder: URL? = nil) -> Diagnostic? {
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
                // "*** Program crashed: Bad pointer dereference at 0x0 ***"
                var what = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
                if what.hasSuffix("***") { what = String(what.dropLast(3)).trimmingCharacters(in: .whitespaces) }
                message = "crashed: " + what
            }
        }
        // A trap the stack's end caused: said in words first, the raw signal after it. A stack
        // overflow shows as a bad pointer dereference or an illegal instruction whose backtrace
        // is one function calling itself (deep stacks of different functions are not one), or as
        // the runtime's own words.
        let signalled = ["Bad pointer dereference", "Illegal instruction", "Stack overflow"].contains { message.contains($0) }
            || outcome.signal == SIGSEGV || outcome.signal == SIGILL || outcome.signal == SIGBUS
        // A trap the runtime reported in words (`fatalError`, a failed precondition) is that, not
        // an overflow, however the backtrace looks.
        let reportedTrap = ["Fatal error: ", "Precondition failed: ", "Assertion failed: "].contains { message.hasPrefix($0) }
        // An address differs from run to run (the stack's end, code loaded anywhere): left out,
        // but for a small one (a field of a nil pointer), which says something and stays the same.
        // An abort's "address" is the id of the process that sent the signal: always left out.
        if let r = message.range(of: " at 0x"), message.hasPrefix("crashed: Aborted")
            || UInt64(message[r.upperBound...].prefix { $0.isHexDigit }, radix: 16).map({ $0 >= 0x10000 }) ?? true {
            message = String(message[..<r.lowerBound])
        }
        if signalled, !reportedTrap, message.contains("Stack overflow") || Self.repeatedFrames(text) >= 16 {
            message = "stack overflow (a view or layout that calls itself?); " + message
        } else if message == "crashed: Illegal instruction", text.contains("checkIsolated") || text.contains("dispatch_assert_queue") {
            // Swift 6's run-time isolation check: main-actor code entered on another thread.
            message = "main-actor code ran off the main actor (Swift's isolation check; from a background task?); " + message
        } else if message == "crashed: Illegal instruction" {
            // Swift's checks trap with an illegal instruction when they have no message of their own.
            message = "a check of Swift's failed (an arithmetic overflow or a conversion out of range?); " + message
        }
        // The first frame of the backtrace in the user's files ("… at /path/Card.swift:12:17"):
        // the place, or the column of the line the message named.
        for line in text.split(separator: "\n") {
            guard let at = line.range(of: " at ", options: .backwards) else { continue }
            let place = line[at.upperBound...].split(separator: ":")
            guard place.count >= 3, var l = Int(place[place.count - 2]),
                  var c = Int(place[place.count - 1].prefix { $0.isNumber }) else { continue }
            // The place in the user's text: a column of a wrapped file (a view expression), a line
            // of the module an edit's replacements moved, a replacement's own file name.
            let reported = place.dropLast(2).joined(separator: ":")
            // A trap in a macro's expansion (a preview's body): the message named the buffer's
            // line in the user's file, and this is its place.
            if MacroExpansionPlace.isExpansion(reported) {
                if let original = MacroExpansionPlace(expansion: reported, line: l, column: c),
                   let file = Self.userFile(original.file, files: files) {
                    location = (file, original.line, original.column)
                } else if let file = location?.file, let macro = MacroExpansionPlace.macroPlace(inName: reported) {
                    location = (file, macro.line, macro.column)
                } else {
                    continue
                }
                break
            }
            let mapped = folder.flatMap { ViewSourceMap(folder: $0).locator.locate(ModuleCompiler.absolute(reported), l, c) }
            guard let file = Self.userFile(mapped?.file ?? reported, files: files) else { continue }
            if let mapped { (l, c) = (mapped.line, mapped.column) }
            if location == nil || (location?.file == file && location?.line == l) { location = (file, l, c) }
            break
        }
        if outcome.signal == SIGKILL, location == nil, !text.contains("crashed") {
            message = "the preview's process was killed (out of memory?)"
        }
        let at = location ?? (fallbackFile, 1, 1)
        return Diagnostic(file: at.file, line: at.line, column: at.column, message: message)
    }

    /// How often the most frequent function of a backtrace appears in it (frames are
    /// `N [ra] 0x… Function + 76 in lib at file:line:col`).
    static func repeatedFrames(_ text: String) -> Int {
        var counts: [Substring: Int] = [:]
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard words.count > 3, Int(words[0]) != nil, let address = words.firstIndex(where: { $0.hasPrefix("0x") }),
                  let plus = words[address...].firstIndex(of: "+"), plus > address + 1 else { continue }
            counts[words[(address + 1)..<plus].joined(separator: " ")[...], default: 0] += 1
        }
        return counts.values.max() ?? 0
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
