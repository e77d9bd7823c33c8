import ArgumentParser
import Foundation
import TrellisCompiler
import TrellisPreview
import TrellisSession

/// The compiled path of the commands: compile the file or folder with swiftc (or find it
/// compiled), print swiftc's diagnostics, then run this same command again in a child process
/// that loads the library, so that a trap or an endless loop in the user's code becomes an
/// error with its location instead of taking the command down.
enum CompiledRun {
    /// Compiles `path` for `platform`; prints its diagnostics (errors and warnings); nil when it has errors.
    static func compile(_ path: String, platform: TargetPlatform) -> ModuleCompiler.Result? {
        let sources: ModuleSources
        do {
            sources = try ModuleSources.read(path: path, platform: platform)
        } catch {
            printError("\(error)")
            return nil
        }
        let result = ModuleCompiler().compile(sources)
        if ProcessInfo.processInfo.environment["TRELLIS_COMPILE_LOG"] != nil {
            printError(result.compiled ? String(format: "trellis: compiled %d file(s) in %.2f s", sources.files.count, result.seconds)
                                       : "trellis: cached build of \(sources.files.count) file(s)")
        }
        for d in result.diagnostics { printError(d.description) }
        if result.hasErrors { return nil }
        if sources.previews.isEmpty {
            printError(Diagnostic(file: sources.files.first?.path ?? path, line: 1, column: 1,
                                  message: "nothing to preview: add #Preview { MyView() }").description)
            return nil
        }
        return result
    }

    /// Runs this command again with `arguments` (without the program name) plus the compiled
    /// library, relaying its output; a crash or timeout is printed as one located error.
    /// Returns the exit status to end with.
    static func runChild(arguments: [String], compiled: ModuleCompiler.Result, files: [String], timeout: Double) -> Int32 {
        let outcome = ChildProcess.run(CommandLine.executablePath, arguments: arguments + ["--compiled-library", compiled.folder.path],
                                       timeout: timeout, environment: CrashReport.childEnvironment, passStandardOutput: true,
                                       memoryLimitMB: CrashReport.childMemoryLimitMB)
        if let crash = CrashReport.diagnostic(outcome, files: files, timeout: timeout) {
            printError(crash.description)
            return 1
        }
        if !outcome.output.isEmpty { FileHandle.standardError.write(Data(outcome.output.utf8)) }
        return outcome.status
    }

    /// The command's arguments (without the program name) with `remove` taken out: the other
    /// files of a `check` with several.
    static func arguments(removing remove: Set<String> = []) -> [String] {
        Array(CommandLine.arguments.dropFirst()).filter { !remove.contains($0) }
    }
}
