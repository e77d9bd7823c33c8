import ArgumentParser
import Foundation
import Trellis
import TrellisFile

/// `trellis check FILE…`: diagnostics only.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report the errors in layout files.",
        discussion: """
        Parses each file, evaluates every preview (in the default environment and in the one the \
        flags describe) and prints each problem as FILE:LINE:COL: error: message. The exit status \
        is 1 if any file has an error.

        Limits: brackets nested deeper than \(EvaluationLimits.maximumNesting) levels, expressions deeper than \
        \(EvaluationLimits.maximumExpressionDepth), ForEach over more than \(EvaluationLimits.maximumForEachItems) items, more than \
        \(EvaluationLimits.maximumViews) views per preview and \(Int(EvaluationLimits.maximumSeconds)) s per evaluation are errors.

        Views and types: \(LayoutFileSupport.typeNames.joined(separator: ", ")).

        Modifiers and methods: \(LayoutFileSupport.methodNames.joined(separator: ", ")).

        Environment keys: \(LayoutFileSupport.environmentKeys.map { "\\.\($0)" }.joined(separator: ", ")).

        Examples:
          trellis check Samples/*.swift
          trellis check MyCard.swift --horizontal-size-class regular --dynamic-type-size accessibility3
        """
    )

    @Argument(help: "The layout files.")
    var files: [String]

    @OptionGroup var environment: EnvironmentOptions

    func run() throws {
        TextSetup.install()
        var failed = 0
        for path in files {
            let file: LayoutFile
            do {
                file = try LayoutFile(contentsOf: URL(fileURLWithPath: path))
            } catch {
                printError("\(path): error: cannot read the file (\(error.localizedDescription))")
                failed += 1
                continue
            }
            _ = file.diagnostics
            let size = environment.size.cgSize
            for name in file.previews {
                ViewLayout(file.makeView(preview: name, placeholders: false), environment: environment.settings.environment(for: size))
                    .layout(in: size)
            }
            let diagnostics = file.diagnostics
            for d in diagnostics { printError(d.description) }
            if diagnostics.contains(where: { $0.severity == .error }) { failed += 1 }
        }
        if failed > 0 {
            printError("\(failed) of \(files.count) file\(files.count == 1 ? "" : "s") with errors")
            throw ExitCode(1)
        }
    }
}
