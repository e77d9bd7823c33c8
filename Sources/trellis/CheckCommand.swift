import ArgumentParser
import Foundation
import Trellis
import TrellisCairo
import TrellisCompiler
import TrellisInterpreter
import TrellisPreview
import TrellisSession

/// `trellis check FILE…`: diagnostics only.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report the errors in layout files.",
        discussion: """
        Parses each file, evaluates every preview (in the default environment and in the one the \
        flags describe) and prints each problem as FILE:LINE:COL: error: message. The exit status \
        is 1 if any file has an error. --layout-warnings adds a visual lint of each preview laid out \
        at --size: text cut short or given no width, frame bounds out of order, a layout larger \
        than the window, each as FILE:LINE:COL: warning: message at the view it concerns (FILE: warning: \
        when no line made the view).

        Limits: brackets nested deeper than \(EvaluationLimits.maximumNesting) levels, expressions deeper than \
        \(EvaluationLimits.maximumExpressionDepth), ForEach over more than \(EvaluationLimits.maximumForEachItems) items, more than \
        \(EvaluationLimits.maximumViews) views per preview and \(Int(EvaluationLimits.maximumSeconds)) s per evaluation are errors.

        Views and types: \(InterpreterVocabulary.typeNames.joined(separator: ", ")).

        Modifiers and methods: \(InterpreterVocabulary.methodNames.joined(separator: ", ")).

        Environment keys: \(InterpreterVocabulary.environmentKeys.map { "\\.\($0)" }.joined(separator: ", ")).

        Examples:
          trellis check Samples/*.swift
          trellis check MyCard.swift --horizontal-size-class regular --dynamic-type-size accessibility3
          trellis check Samples/*.swift --layout-warnings --size 375x667
        """
    )

    @Argument(help: "The layout files (or folders, each compiled as one module).")
    var files: [String]

    @Flag(name: .customLong("layout-warnings"),
          help: "Also lay every preview out at --size and report what is legal but rarely meant: truncated or squeezed text, contradictory frame bounds, a layout larger than the window (FILE:LINE:COL: warning: …; the exit status stays 0).")
    var layoutWarnings = false

    @OptionGroup var environment: EnvironmentOptions

    @OptionGroup var engine: EngineOptions

    func run() throws {
        var failed = 0
        for path in files {
            // Each file has the whole budget of time and memory.
            WorkBudget.begin()
            let document: any PreviewDocument
            if let folder = engine.compiledLibrary {
                do {
                    document = try CompiledDocument(folder: URL(fileURLWithPath: folder), path: path)
                } catch {
                    printError("\(error)")
                    failed += 1
                    continue
                }
            } else if let file = try? PreviewRun.interpreted(path, engine: engine) {
                document = file
            } else if engine.engine == .interpreter {
                failed += 1  // unreadable: reported by PreviewRun.load
                continue
            } else {
                // Compiled: swiftc's diagnostics, then the previews run in a child that checks them.
                guard let build = CompiledRun.compile(path, platform: environment.platform) else {
                    failed += 1
                    continue
                }
                let others = Set(files.filter { $0 != path })
                if CompiledRun.runChild(arguments: CompiledRun.arguments(removing: others), compiled: build.result,
                                        files: build.sources.files.map(\.path), timeout: engine.timeout) != 0 {
                    failed += 1
                }
                continue
            }
            _ = document.diagnostics
            // The default environment was just checked; other flags may reach other code.
            let isDefault = environment.isDefault && document is InterpretedFile
            var warnings: [String] = []
            for name in document.previews where !isDefault || layoutWarnings {
                // Laid out as `trellis layout` lays it out with the same flags (device, safe area, traits).
                var session = environment.session()
                session.adopt(document.layoutTraits(preview: name), sizeChosen: environment.sizeChosen)
                let layout = session.layout(document.makeView(preview: name, placeholders: false))
                if layoutWarnings {
                    let preview = document.previews.count > 1 ? " [preview \"\(name)\"]" : ""
                    // At the view's line when the file wrote it (the compiler's form, which editors follow).
                    warnings += layout.warnings.map { w in
                        let place = w.source.map { "\(path):\($0.line):\($0.column)" } ?? path
                        return "\(place): warning: \(w)\(preview)"
                    }
                }
            }
            document.reportSpentBudget(preview: nil)
            let diagnostics = document.diagnostics
            for d in diagnostics { printError(d.description) }
            if diagnostics.contains(where: { $0.severity == .error }) { failed += 1 } else { warnings.forEach(printError) }
        }
        // A child checks one file; the parent counts.
        if engine.compiledLibrary != nil, failed > 0 { throw ExitCode(1) }
        if failed > 0 {
            printError("\(failed) of \(files.count) file\(files.count == 1 ? "" : "s") with errors")
            throw ExitCode(1)
        }
    }
}
