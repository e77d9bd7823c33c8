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
          trellis check Samples --matrix all --sarif lint.sarif --junit lint.xml --strict
          trellis check MyApp/Screens --matrix phones,pseudolanguages,de --layout-warnings
          trellis check Samples/AdaptiveCards.swift --sweep 320...1024

        The matrix: --matrix takes a comma-separated list of device presets (\(DevicePreset.all.map(\.id).joined(separator: ", "))), \
        Dynamic Type sizes (xSmall … accessibility5), ltr/rtl, light/dark, languages (de, ar: the app's strings in them) \
        and pseudolanguages (\(PreviewSettings.pseudolanguages.joined(separator: ", "))), and presets (\(LintMatrix.presets.keys.sorted().joined(separator: ", ")), \
        or a name from the project's \(ProjectPresets.fileName): {"matrix": {"ci": ["phones", "accessibility5", "rtl"]}}). \
        Each preview is laid out in every combination; a warning seen in several is printed once with \
        them: FILE:LINE:COL: warning: … [iPhone SE, accessibility5; iPad mini, rtl].
        """
    )

    @Argument(help: "The layout files (or folders, each compiled as one module).")
    var files: [String]

    @Flag(name: .customLong("layout-warnings"),
          help: "Also lay every preview out at --size and report what is legal but rarely meant: truncated or squeezed text, contradictory frame bounds, a layout larger than the window (FILE:LINE:COL: warning: …; the exit status stays 0).")
    var layoutWarnings = false

    @Option(name: .customLong("matrix"),
            help: ArgumentHelp("Lint every preview in each combination of devices, Dynamic Type sizes, directions and colour schemes (implies --layout-warnings; see below).", valueName: "names"))
    var matrix: String?

    @Option(name: .customLong("sweep"),
            help: ArgumentHelp("Lay every preview out at each width of a range (points, step 1 or :STEP) and report where its form changes: a ViewThatFits choice, the size class, text starting to truncate (FILE:LINE:COL: note: …).", valueName: "MIN...MAX[:STEP]"))
    var sweep: String?

    @Option(name: .customLong("sarif"), help: ArgumentHelp("Write the findings as SARIF 2.1.0 (code-scanning annotations).", valueName: "file"))
    var sarifPath: String?

    @Option(name: .customLong("junit"), help: ArgumentHelp("Write the findings as JUnit XML (a test case per preview).", valueName: "file"))
    var junitPath: String?

    @Flag(name: .customLong("strict"), help: "Exit 1 on layout warnings too, not only on errors.")
    var strict = false

    /// Where a compiled file's child process writes its part of the report (set by the parent).
    @Option(name: .customLong("lint-results"), help: .hidden)
    var lintResults: String?

    @OptionGroup var environment: EnvironmentOptions

    @OptionGroup var engine: EngineOptions

    func validate() throws {
        if let sweep, WidthSweep.parse(sweep) == nil {
            throw ValidationError("--sweep must look like 320...1024 or 320...1024:4 (widths from 1 to 100000 points, MIN < MAX, at most 20000 steps), not '\(sweep)'")
        }
        if let matrix { _ = try parsedMatrix(matrix, near: files.first ?? ".") }
    }

    /// The lint runs: the layout warnings are computed (and collected for the outputs).
    private var lints: Bool { layoutWarnings || matrix != nil || sarifPath != nil || junitPath != nil || strict }

    private func parsedMatrix(_ specification: String, near path: String) throws -> LintMatrix {
        do {
            return try LintMatrix.parse(specification, base: environment.session(), project: ProjectPresets.near(path))
        } catch let error as LintMatrix.SpecificationError {
            throw ValidationError(error.description)
        } catch let diagnostic as Diagnostic {
            throw ValidationError(diagnostic.description)
        }
    }

    func run() throws {
        var failed = 0
        let lintMatrix = try matrix.map { try parsedMatrix($0, near: files.first ?? ".") }
        let configurations = lintMatrix?.configurations
        var report = LintReport(axes: lintMatrix?.axes ?? [])
        for path in files {
            // Each file has the whole budget of time and memory.
            WorkBudget.begin()
            let document: any PreviewDocument
            if let folder = engine.compiledLibrary {
                do {
                    let compiled = try CompiledDocument(folder: URL(fileURLWithPath: folder), path: path)
                    AppFonts.register(compiled.fontFiles)
                    document = compiled
                } catch {
                    printError("\(error)")
                    report.addError(file: path, message: "\(error)")
                    failed += 1
                    continue
                }
            } else if let file = try? PreviewRun.interpreted(path, engine: engine) {
                document = file
            } else if engine.engine == .interpreter {
                report.addError(file: path, message: "cannot read the file")
                failed += 1  // unreadable: reported by PreviewRun.load
                continue
            } else {
                // Compiled: swiftc's diagnostics, then the previews run in a child that checks them
                // (and, when linting, writes its part of the report to a file for this process).
                // Whole modules: every warning of the code, not only of the bodies an edit changed.
                guard let build = CompiledRun.compile(path, platform: environment.platform, wholeModules: true, report: { report.add($0) }) else {
                    failed += 1
                    continue
                }
                let others = Set(files.filter { $0 != path })
                let results = lints ? FileManager.default.temporaryDirectory.appendingPathComponent("trellis-lint-\(UUID().uuidString).json") : nil
                defer { results.map { try? FileManager.default.removeItem(at: $0) } }
                let arguments = CompiledRun.arguments(removing: others) + (results.map { ["--lint-results", $0.path] } ?? [])
                // The child lays each preview out once per configuration (and per width of a sweep).
                let layouts = Double(configurations?.count ?? 1) + (sweep == nil ? 0 : 1)
                if CompiledRun.runChild(arguments: arguments, compiled: build.result, files: build.sources.files.map(\.path),
                                        timeout: engine.timeout * layouts, report: { report.add($0) }) != 0 {
                    failed += 1
                }
                if let results, let data = try? Data(contentsOf: results), let part = try? JSONDecoder().decode(LintReport.self, from: data) {
                    report.merge(part)
                }
                continue
            }
            _ = document.diagnostics
            var part = LintReport(axes: report.axes)
            // The default environment was just checked; other flags may reach other code.
            let isDefault = environment.isDefault && document is InterpretedFile
            for name in document.previews where !isDefault || lints || sweep != nil {
                // Laid out as `trellis layout` lays it out with the same flags (device, safe area, traits).
                var base = environment.session()
                base.adopt(document.layoutTraits(preview: name), sizeChosen: environment.sizeChosen)
                let preview = document.previews.count > 1 ? name : nil
                let runs = configurations ?? [LintConfiguration(device: base.device, dynamicTypeSize: base.settings.dynamicTypeSize,
                                                                layoutDirection: base.settings.layoutDirection, colorScheme: base.settings.colorScheme)]
                for configuration in runs {
                    // Each configuration is a layout of its own, with the budget a `layout` has;
                    // the first that fails ends the file's matrix (its error is reported below).
                    if configurations != nil { WorkBudget.begin() }
                    let session = configurations == nil ? base : configuration.session(from: base)
                    // Texts take the configuration's language when they are made.
                    session.settings.applyLanguage()
                    // A compiled preview is linted as it opens, as `layout` shows it (`PreviewRun.opened`).
                    let layout = document is CompiledDocument ? PreviewRun.opened(document, path: path, preview: name, session: session).0
                        : session.layout(document.makeView(preview: name, placeholders: false))
                    if configurations != nil, document.diagnostics.contains(where: { $0.severity == .error }) { break }
                    guard lints else { continue }
                    for warning in layout.warnings {
                        part.add(warning, file: path, preview: preview, configuration: configuration)
                    }
                }
                if lints { part.addChecked(file: path, preview: name, configurations: runs.count) }
                if let sweep, let (widths, step) = WidthSweep.parse(sweep) {
                    WorkBudget.begin()
                    for jump in WidthSweep.jumps(widths: widths, step: step, session: base, makeView: { document.makeView(preview: name, placeholders: false) }) {
                        part.add(LintReport.Finding(file: path, line: jump.source?.line, column: jump.source?.column, severity: "note",
                                                    rule: "layout-jump", message: jump.message, preview: preview))
                    }
                }
            }
            document.reportSpentBudget(preview: nil)
            let diagnostics = document.diagnostics
            for d in diagnostics {
                printError(d.description)
                report.add(d)
            }
            if diagnostics.contains(where: { $0.severity == .error }) {
                failed += 1
            } else {
                part.lines.forEach(printError)
                report.merge(part)
            }
        }
        // A child checks one file; the parent counts and writes the outputs.
        if engine.compiledLibrary != nil {
            if let lintResults, let data = try? JSONEncoder().encode(report) {
                try? data.write(to: URL(fileURLWithPath: lintResults))
            }
            if failed > 0 { throw ExitCode(1) }
            return
        }
        try writeOutputs(report)
        if failed > 0 {
            printError("\(failed) of \(files.count) file\(files.count == 1 ? "" : "s") with errors")
            throw ExitCode(1)
        }
        if strict, report.warningCount > 0 {
            printError("\(report.warningCount) layout warning\(report.warningCount == 1 ? "" : "s") (--strict)")
            throw ExitCode(1)
        }
    }

    /// SARIF and JUnit, with paths relative to the current folder.
    private func writeOutputs(_ report: LintReport) throws {
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let sarifPath { try write(report.sarif(root: root), to: sarifPath) }
        if let junitPath { try write(Data(report.junit().utf8), to: junitPath) }
    }

    private func write(_ data: Data, to path: String) throws {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            printError("\(path): error: cannot write: \(error.localizedDescription)")
            throw ExitCode(1)
        }
    }
}
