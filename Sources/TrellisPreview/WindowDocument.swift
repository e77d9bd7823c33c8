import Foundation
import Trellis
import TrellisCairo
import TrellisCompiler
import TrellisHost
import TrellisInterpreter
import TrellisProject
import TrellisSession

/// A layout file as the previewer uses it: its previews, its problems and the files it depends on.
///
/// A file the interpreter takes whole is shown from it at once. Any other file is compiled with
/// swiftc on a background thread (`compiling`) — with the rest of its folder when the window
/// browses a folder whose files form one module — and its previews run in a host process.
struct WindowDocument {
    /// The names of the file's previews, in source order (at least one when the file loaded).
    var previewNames: [String]
    /// True when no view could be made (unreadable, unparsable, nothing to preview, a failed
    /// compile): the window keeps showing the last good layout.
    var failed: Bool
    /// Absolute paths of the files the layout reads (itself, its module, its images), watched for changes.
    var dependencies: [String]
    /// The interpreted file, nil when it could not be read or is compiled.
    private(set) var file: InterpretedFile?
    private let readError: String?
    /// The compile in flight, when the file goes through swiftc.
    private(set) var compiling: CompileJob?
    /// The process running the compiled previews, once compiled.
    private(set) var host: PreviewHostClient?
    /// The compiled previews of this file (symbols), parallel to `previewNames`.
    private var symbols: [String] = []
    private var compiledProblems: [String] = []
    /// The compiled module's files that hold previews, in the order of their previews.
    private(set) var filesWithPreviews: [String] = []

    /// Loads the layout file at `path` (absolute). Never throws: a file that cannot be read or
    /// parsed comes back failed, with its problems. `folder` is the folder the window browses.
    static func load(path: String, folder: String?, engine: EngineChoice) -> WindowDocument {
        let url = URL(fileURLWithPath: path)
        let file: InterpretedFile
        do {
            file = try InterpretedFile(contentsOf: url)
            file.checkBackend = CairoBackend.backend()
        } catch let error as SourceReadError where error.reason != "no such file" {
            return WindowDocument(previewNames: [], failed: true, dependencies: [path], file: nil,
                                readError: "\(shortName(path)) cannot be read: \(error.reason)")
        } catch {
            return WindowDocument(previewNames: [], failed: true, dependencies: [path], file: nil,
                                readError: "\(shortName(path)) cannot be read (deleted or moved?); waiting for it to come back")
        }
        // Syntax errors are the same from swift-syntax as from swiftc: shown at once.
        let inProject = Project.holds(url.path)
        if engine.triesInterpreter(isFolder: false, inProject: inProject),
           engine.showsInterpreted(hasErrors: file.hasErrors, hasSyntaxErrors: file.hasSyntaxErrors) {
            let dependencies = file.dependencies.map { $0.standardizedFileURL.path }
            return WindowDocument(previewNames: file.previews, failed: file.hasSyntaxErrors || file.previews.isEmpty,
                                dependencies: dependencies.contains(path) ? dependencies : [path] + dependencies,
                                file: file, readError: nil)
        }
        let job = CompileJob(path: path, folder: folder)
        // The host that will run it starts now and warms up while swiftc works.
        HostProcess.prepareAhead()
        return WindowDocument(previewNames: [], failed: true, dependencies: job.files, file: nil, readError: nil, compiling: job)
    }

    /// Takes a finished compile: starts the host process and lists this file's previews.
    mutating func finishCompile() {
        guard let job = compiling, let outcome = job.outcome else { return }
        compiling = nil
        switch outcome {
        case let .failed(problems):
            compiledProblems = problems.map { Self.problem($0, naming: $0.file != job.path) }
            failed = true
        case let .compiled(result):
            // The window draws the host's texts again: in the app's own fonts too.
            AppFonts.register(CompiledAssets.read(from: result.folder)?.fontFiles ?? [])
            let files = result.previews.map { URL(fileURLWithPath: $0.file).standardizedFileURL.path }
            filesWithPreviews = files.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
            let mine = zip(result.previews, files).filter { $0.1 == job.path }.map(\.0)
            do {
                let client = try PreviewHostClient(library: result.folder, path: job.path, files: job.files, ahead: HostProcess.takeAhead())
                host = client
                // The host's list: a provider's previews one each, named by `previewDisplayName`.
                previewNames = client.previews.isEmpty ? mine.map(\.name) : client.previews
                symbols = client.previews.isEmpty ? mine.map(\.symbol) : client.symbols
                failed = mine.isEmpty
                if mine.isEmpty {
                    compiledProblems = ["\(Self.shortName(job.path)) has no #Preview (the module's previews are in other files; Tab browses them)"]
                }
            } catch let failure as HostFailure {
                compiledProblems = [Self.problem(failure.diagnostic, naming: failure.diagnostic.file != job.path)]
                failed = true
            } catch {
                compiledProblems = ["\(error)"]
                failed = true
            }
        }
    }

    /// The host process failed: nothing more can be shown until the next load.
    mutating func markFailed() {
        failed = true
        host = nil
    }

    /// Problems as "LINE:COL: message" for the error banner: everything the loader and the
    /// evaluations so far found (a new environment may reach code that reports more).
    var problems: [String] {
        if let readError { return [readError] }
        if compiling != nil { return [] }
        guard let file else { return compiledProblems }
        return file.diagnostics.map { Self.problem($0) }
    }

    /// "LINE:COL: message", with the file's name for compiled modules (their errors may be in
    /// another of the folder's files).
    static func problem(_ d: Diagnostic, naming: Bool = false) -> String {
        (d.severity == .error ? "" : "\(d.severity.rawValue): ") + (naming ? "\(shortName(d.file)):" : "") + "\(d.line):\(d.column): \(d.message)"
    }

    /// What shows the preview at `index`: a view (interpreted; views the file cannot build are
    /// placeholder boxes carrying the message) or the compiled preview in the host process.
    func source(_ index: Int) -> PreviewSource? {
        guard previewNames.indices.contains(index) else { return nil }
        if let host { return .compiled(host, symbol: symbols[index]) }
        guard let file else { return nil }
        return .view(file.makeView(preview: previewNames[index], placeholders: true))
    }

    /// How the preview at `index` wants its canvas (`#Preview(traits:)`, a provider's
    /// `previewLayout`, `previewDevice`, `previewInterfaceOrientation`).
    func traits(_ index: Int) -> PreviewLayoutTraits {
        guard let host, symbols.indices.contains(index), let i = host.symbols.firstIndex(of: symbols[index]),
              host.traits.indices.contains(i) else {
            return PreviewLayoutTraits()
        }
        return host.traits[i]
    }

    static func shortName(_ path: String) -> String { (path as NSString).lastPathComponent }
}

/// A preview ready to lay out: interpreted views, or a compiled preview in its host process.
enum PreviewSource {
    case view(AnyView)
    case compiled(PreviewHostClient, symbol: String)

    /// It resolved in the session's environment (in this process, or in the host's).
    func resolve(in session: PreviewSession) -> any LaidOutPreview {
        switch self {
        case let .view(view): return session.resolve(view)
        case let .compiled(client, symbol): return RemotePreview(client: client, preview: symbol, session: session)
        }
    }
}

/// A swiftc build on a background thread: the file alone, or its folder when the folder's files
/// form one module (no name is declared in two of them).
final class CompileJob: @unchecked Sendable {
    enum Outcome {
        case compiled(ModuleCompiler.Result)
        case failed([Diagnostic])
    }

    let path: String
    /// The module's files (absolute), watched for changes.
    let files: [String]
    private let lock = NSLock()
    private var result: Outcome?
    private let started = MonotonicClock.now()

    init(path: String, folder: String?) {
        self.path = path
        // A file of a project compiles with its module and the local modules it imports.
        let project: Project?
        do {
            project = try ProjectBuild.openProject(path)
        } catch {
            files = [path]
            result = .failed([(error as? ProjectError)?.diagnostic ?? Diagnostic(file: path, line: 1, column: 1, message: "\(error)")])
            return
        }
        if let project {
            // Left-out files too: the compile stands them in (`StandInFile`).
            files = ([project.module] + project.dependencies).flatMap { $0.files + $0.leftOut.map(\.file) }
            startThread { [path] in
                do {
                    let build = try ProjectBuild.compile(path, in: project, platform: .iOS, compiler: Self.compiler)
                    let errors = build.result.diagnostics.filter { $0.severity == .error }
                    return build.result.hasErrors ? .failed(errors) : .compiled(build.result)
                } catch {
                    return .failed([Diagnostic(file: path, line: 1, column: 1, message: "\(error)")])
                }
            }
            return
        }
        var sources: ModuleSources?
        var problem: String?
        do {
            if let folder, let module = try? ModuleSources.read(path: folder), module.namesDeclaredTwice.isEmpty,
               module.files.contains(where: { $0.path == path }) {
                sources = module
            } else {
                sources = try ModuleSources.read(path: path)
            }
        } catch {
            problem = "\(error)"
        }
        files = sources?.files.map(\.path) ?? [path]
        if let problem {
            result = .failed([Diagnostic(file: path, line: 1, column: 1, message: problem)])
            return
        }
        guard let sources else { return }
        startThread {
            let compiled = Self.compiler.compile(sources)
            let errors = compiled.diagnostics.filter { $0.severity == .error }
            return compiled.hasErrors ? .failed(errors) : .compiled(compiled)
        }
    }

    /// The window's compiles plan the jobs of the first edit while the preview is shown.
    static var compiler: ModuleCompiler {
        var compiler = ModuleCompiler()
        compiler.plansEditsAhead = true
        return compiler
    }

    /// Runs the build on a thread of its own; its outcome is read by `outcome`.
    private func startThread(_ build: @escaping @Sendable () -> Outcome) {
        let thread = Thread { [self] in
            let outcome = build()
            lock.withLock { result = outcome }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The result, once the build is done.
    var outcome: Outcome? { lock.withLock { result } }

    var seconds: Double { MonotonicClock.now() - started }
}
