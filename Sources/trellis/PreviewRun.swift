import ArgumentParser
import Foundation
import Trellis
import TrellisCairo
import TrellisCompiler
import TrellisInterpreter
import TrellisPreview
import TrellisProject
import TrellisSession

/// What `layout` and `render` share: open the document (interpreted, or compiled and run in a
/// child process), report its errors, lay out a preview in the environment of the flags and at
/// the canvas its traits ask for.
struct PreviewRun {
    let document: any PreviewDocument
    let layout: ResolvedTree
    /// The flags and the preview's traits: what laid it out (and lays out `--proposals` and `--variants`).
    let session: PreviewSession
    /// With `animationTime`: the moment of the last step's animation to draw instead of the end.
    var animatedList: DisplayList?
    /// The views' state, when the preview ran (compiled): what a later pass of the same preview
    /// starts from (`layout --proposals`).
    var graph: ViewGraph?
    var size: CGSize { layout.windowSize }
    var safeArea: EdgeInsets { layout.safeAreaInsets }

    /// Opens `path` and lays out `preview`; prints the diagnostics and exits 1 on errors. On the
    /// compiled path the parent process ends here with the child's status.
    ///
    /// With `interact` (`--interact`), the preview runs live and the steps are performed on it
    /// first: the tree is the state after them. Steps run the user's actions, which only the
    /// compiled path has (the interpreter draws at rest), so they take the compiled path.
    /// Without steps a compiled preview is what the window shows when it opens it
    /// (`opened`): what appears has run.
    static func make(path: String, preview: String?, options: EnvironmentOptions, engine: EngineOptions, scale: CGFloat = 1,
                     interact: String? = nil, animationTime: Double? = nil) throws -> PreviewRun {
        // A malformed script is refused before anything is compiled.
        let script = try interact.map(parseScript)
        if script != nil, engine.engine == .interpreter {
            printError("\(path): error: --interact runs the user's actions, which the interpreter does not: use --engine compiled or auto")
            throw ExitCode(1)
        }
        // One budget of time and memory for the whole load, layout and paint.
        WorkBudget.begin()
        let document = try open(path, engine: engine, platform: options.platform, live: script != nil)
        if let preview, !document.previews.contains(preview) {
            printError("\(path): error: no preview named '\(preview)'; this file has \(document.previews.isEmpty ? "none" : document.previews.map { "'\($0)'" }.joined(separator: ", "))")
            throw ExitCode(1)
        }
        try reportErrors(document)
        if document.previews.isEmpty, document is CompiledDocument {
            // Every preview the compile found is in a branch the platform leaves out.
            printError("\(path):1:1: error: nothing to preview on \(options.platform.rawValue): the file's previews are in inactive #if branches")
            throw ExitCode(1)
        }
        var session = options.session(scale: scale)
        session.adopt(document.layoutTraits(preview: preview), sizeChosen: options.sizeChosen)
        let layout: ResolvedTree
        var animatedList: DisplayList?
        var graph: ViewGraph?
        if let script {
            (layout, animatedList) = try interacted(document, preview: preview, session: session, script: script,
                                                    animationTime: animationTime)
        } else if document is CompiledDocument {
            (layout, graph) = opened(document, path: path, preview: preview, session: session)
        } else {
            layout = session.layout(document.makeView(preview: preview, placeholders: false))
        }
        document.reportSpentBudget(preview: preview)
        // The flags' environment may reach code the default check did not.
        try reportErrors(document)
        return PreviewRun(document: document, layout: layout, session: session, animatedList: animatedList, graph: graph)
    }

    /// A compiled preview as the window (and Xcode's canvas) opens it: it runs, so `onAppear`
    /// actions have run and the tree shows what they set (a screen that loads its data when it
    /// appears shows the data). Its tasks get up to `taskSeconds` to finish, as a screen's
    /// first moments do: a task that loads local data ends; one that loops or waits on a timer is
    /// shown as it stands then. An update that loops is a warning; the tree is the last one
    /// resolved, as the window keeps it.
    static func opened(_ document: any PreviewDocument, path: String, preview: String?,
                       session: PreviewSession) -> (ResolvedTree, ViewGraph) {
        let live = LivePreview(session: session, graph: nil) { document.makeView(preview: preview, placeholders: false) }
        if let error = live.startError { printError("\(path): warning: \(error)") }
        let deadline = MonotonicClock.now() + taskSeconds
        do {
            _ = try live.runPendingWork()
            while live.graph.runningTasks > 0, MonotonicClock.now() < deadline { try live.wait(0.01) }
        } catch {
            printError("\(path): warning: \(error)")
        }
        return (live.tree, live.graph)
    }

    /// How long an opened preview's tasks may run before it is laid out.
    static let taskSeconds = 0.5

    /// The preview laid out again in a tree of its own that records the layout negotiation
    /// (`layout --proposals`): a view answering from an earlier pass's cache asks its children
    /// nothing. A preview that ran keeps its views' state.
    func recordingNegotiation(preview: String?) -> ResolvedTree {
        let tree = session.resolve(document.makeView(preview: preview, placeholders: false), graph: graph)
        tree.recordsNegotiation = true
        session.place(tree)
        return tree
    }

    static func parseScript(_ text: String) throws -> InteractionScript {
        do {
            return try InteractionScript(parsing: text)
        } catch {
            printError("\(error)")
            throw ExitCode(1)
        }
    }

    /// The preview run live and the script's steps performed on it: the tree after them, and
    /// with `animationTime` the list drawn that many seconds into the last step's animation.
    static func interacted(_ document: any PreviewDocument, preview: String?, session: PreviewSession,
                           script: InteractionScript, animationTime: Double?) throws -> (ResolvedTree, DisplayList?) {
        do {
            let live = try LivePreview(session: session) { document.makeView(preview: preview, placeholders: false) }
            live.keepsListBeforeUpdate = animationTime != nil
            try live.run(script) { url in FileHandle.standardError.write(Data("open \(url.absoluteString)\n".utf8)) }
            guard let animationTime, let before = live.listBeforeUpdate else { return (live.tree, nil) }
            let animation = LayoutAnimation(from: before, to: live.tree.displayList(), start: 0, animation: live.lastAnimation)
            return (live.tree, animation.list(at: animationTime))
        } catch {
            printError("\(error)")
            throw ExitCode(1)
        }
    }

    /// The document of `path` by the engine's rule (a `live` run is compiled). The compiled
    /// path compiles, runs this command again in a child and ends the process with its status
    /// (so it never returns).
    static func open(_ path: String, engine: EngineOptions, platform: TargetPlatform, live: Bool = false) throws -> any PreviewDocument {
        if let folder = engine.compiledLibrary {
            CommandOutput.divertUserOutput()
            do {
                let document = try CompiledDocument(folder: URL(fileURLWithPath: folder), path: path)
                AppFonts.register(document.fontFiles)
                return document
            } catch {
                printError("\(error)")
                throw ExitCode(1)
            }
        }
        if !live, let file = try interpreted(path, engine: engine) { return file }
        guard let build = CompiledRun.compile(path, platform: platform) else { throw ExitCode(1) }
        throw ExitCode(CompiledRun.runChild(arguments: CompiledRun.arguments(), compiled: build.result,
                                            files: build.sources.files.map(\.path), timeout: engine.timeout))
    }

    /// The interpreted file when the engine allows it and (for `auto`) the interpreter takes it
    /// without an error; nil when the file is to be compiled.
    static func interpreted(_ path: String, engine: EngineOptions) throws -> InterpretedFile? {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        // A missing file is reported as unreadable.
        let inProject = Project.holds(path)
        guard engine.engine.triesInterpreter(isFolder: isDirectory.boolValue, inProject: inProject) else { return nil }
        let file = try load(path)
        return engine.engine.showsInterpreted(hasErrors: file.hasErrors, hasSyntaxErrors: file.hasSyntaxErrors) ? file : nil
    }

    static func load(_ path: String) throws -> InterpretedFile {
        do {
            let file = try InterpretedFile(commandLinePath: path)
            file.checkBackend = CairoBackend.backend()
            return file
        } catch {
            printError("\(path): error: cannot read the file: \(error.localizedDescription)")
            throw ExitCode(1)
        }
    }

    nonisolated(unsafe) private static var printed: Set<String> = []

    /// Prints the diagnostics; exits 1 if any is an error.
    static func reportErrors(_ document: any PreviewDocument) throws {
        let diagnostics = document.diagnostics
        // Called again after later passes: each diagnostic is printed once.
        for d in diagnostics where printed.insert(d.description).inserted { printError(d.description) }
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}

