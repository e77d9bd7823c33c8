import ArgumentParser
import Foundation
import Trellis
import TrellisCompiler
import TrellisPreview
import TrellisSession

/// The compiled path of the commands: compile the file or folder with swiftc (or find it
/// compiled), print swiftc's diagnostics, then run this same command again in a child process
/// that loads the library, so that a trap or an endless loop in the user's code becomes an
/// error with its location instead of taking the command down.
enum CompiledRun {
    /// Compiles `path` for `platform` as its project does (`ProjectBuild`); prints the
    /// diagnostics (errors and warnings); nil when there are errors or nothing to preview.
    /// `report` sees each diagnostic printed (`check` collects them for SARIF and JUnit).
    /// `wholeModules`: never an edit's bodies alone (`ModuleCompiler.replacesEditedBodies`).
    static func compile(_ path: String, platform: TargetPlatform, wholeModules: Bool = false,
                        report: (Diagnostic) -> Void = { _ in }) -> ProjectBuild? {
        let build: ProjectBuild
        do {
            var compiler = ModuleCompiler()
            compiler.replacesEditedBodies = !wholeModules
            build = try ProjectBuild.compile(path, platform: platform, compiler: compiler)
        } catch {
            printError("\(error)")
            report(Diagnostic(file: path, line: 1, column: 1, message: "\(error)"))
            return nil
        }
        let sources = build.sources, result = build.result
        if ProcessInfo.processInfo.environment["TRELLIS_COMPILE_LOG"] != nil {
            for module in build.modules {
                printError(module.compiled ? String(format: "trellis: compiled module %@ in %.2f s", module.name, module.seconds)
                                           : "trellis: cached build of module \(module.name)")
            }
            if result.replacedBodies == 0 {
                printError("trellis: nothing to compile: the edit changed comments or moved lines alone")
            } else if let replaced = result.replacedBodies {
                printError(String(format: "trellis: %@ %ld edited bod%@ as replacements in %.2f s", result.compiled ? "compiled" : "cached build of",
                                  replaced, replaced == 1 ? "y" : "ies", result.seconds))
            } else {
                printError(result.compiled ? String(format: "trellis: compiled %ld file(s) in %.2f s, swiftc peak %ld MB", sources.files.count, result.seconds,
                                                    result.peakMegabytes) + (result.stopped ? ", stopped" : "")
                                           : "trellis: cached build of \(sources.files.count) file(s)\(result.stopped ? ", stopped" : "")")
            }
        }
        for d in result.diagnostics {
            printError(d.description)
            report(d)
        }
        if result.hasErrors { return nil }
        let opened = URL(fileURLWithPath: path).standardizedFileURL.path
        let previewed = build.project == nil || FileManager.default.fileExists(atPath: opened + "/") ? sources.previews
            : sources.previews.filter { URL(fileURLWithPath: $0.file).standardizedFileURL.path == opened }
        if previewed.isEmpty {
            let nothing = Diagnostic(file: build.project == nil ? (sources.files.first?.path ?? path) : path, line: 1, column: 1,
                                     message: "nothing to preview: add #Preview { MyView() }")
            printError(nothing.description)
            report(nothing)
            return nil
        }
        return build
    }

    /// Runs this command again with `arguments` (without the program name) plus the compiled
    /// library, relaying its output; a crash or timeout is printed as one located error.
    /// Returns the exit status to end with.
    static func runChild(arguments: [String], compiled: ModuleCompiler.Result, files: [String], timeout: Double,
                         report: (Diagnostic) -> Void = { _ in }) -> Int32 {
        // The child's budget counts from now: its start and the library's load spend it too.
        var environment = CrashReport.childEnvironment
        environment[WorkBudget.sinceVariable] = String(DispatchTime.now().uptimeNanoseconds)
        let outcome = ChildProcess.run(CommandLine.executablePath, arguments: arguments + ["--compiled-library", compiled.folder.path],
                                       timeout: timeout, environment: environment, passStandardOutput: true,
                                       memoryLimitMB: CrashReport.childMemoryLimitMB)
        if let crash = CrashReport.diagnostic(outcome, files: files, timeout: timeout, folder: compiled.folder) {
            printError(crash.description)
            report(crash)
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
