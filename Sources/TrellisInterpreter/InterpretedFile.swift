import Foundation
import SwiftParser
import SwiftSyntax
import Synchronization
@_spi(Hosts) import Trellis
import TrellisSession

/// A layout file: SwiftUI source, interpreted at run time into Trellis views.
///
/// ```swift
/// let file = try InterpretedFile(contentsOf: url)          // throws only if the file can't be read
/// for d in file.diagnostics { print(d) }               // "Card.swift:12:9: error: unknown view 'Txt'; did you mean 'Text'?"
/// let view = file.makeView(preview: file.previews.first, placeholders: true)
/// let tree = LayoutTree(of: view, in: CGSize(width: 390, height: 844), environment: settings.environment(for: size))
/// ```
///
/// **What a file may contain.** One top-level view expression; or declarations — `struct Name: View`
/// with stored `let`/`var` properties (with defaults, set by the memberwise initializer or a
/// declared `init`), computed properties, `@ViewBuilder` helper properties and functions,
/// `@Environment(\.key) var name`, `@State var name = value` (its initial value), `var body: some View`;
/// `enum`s (plain cases, for `switch`); custom layouts (`struct Name: Layout` with any of SwiftUI's
/// requirements, run by the engine through `InterpretedLayout`; `struct Key: LayoutValueKey`; modifiers
/// in `extension View { func … }`); custom alignment guides declared the usual way
/// (`extension VerticalAlignment { enum Mid: AlignmentID { static func defaultValue(in d: ViewDimensions)
/// -> CGFloat { … } }; static let mid = VerticalAlignment(Mid.self) }`); top-level `let`s and `func`s —
/// and `#Preview { … }` / `#Preview("Name") { … }` blocks (several; the first is the default).
/// Without a `#Preview`, the top-level expression is "Preview 1", or else the first view struct
/// that needs no arguments is shown under its own name. `import` lines are ignored.
///
/// **Names.** Every view, modifier, layout and environment key the engine offers, with SwiftUI's
/// labels (see `trellis check --help`), and the custom layouts of TrellisBundledLayouts by name.
///
/// **Errors** are `Diagnostic`s in the compiler's format, all of them per file: syntax errors,
/// unknown views/modifiers/members (unknown view names also in code no preview reaches), wrong
/// labels and types, recursion between views (a view that contains itself, directly or through
/// other views) or helpers (a property or function that uses itself), found where it happens, and
/// the limits of `EvaluationLimits` (nesting deeper than 256 brackets, more than 10 brackets opened
/// directly inside each other (`[[[[`, which SwiftParser's lookahead takes exponential time on),
/// expressions deeper than 1,000 levels, `ForEach` over more than 10,000 items, more than 100,000
/// views per preview, 5 s per evaluation; 0.5 s or 10 million steps per call of a custom layout's
/// method, after which that layout is skipped). Runaway files end in an error, never a hang or a
/// stack overflow. Errors in custom layouts happen during layout passes and are added to
/// `diagnostics` then. `hasSyntaxErrors` tells a previewer to keep showing the last good layout.
///
/// **Swift's typing, approximated.** Numbers are Int or Double; an inexact quotient of two integer
/// literals (`16 / 9`) is a Double where it is used (a CGFloat argument), and an Int inside
/// `CGFloat(…)`/`Double(…)`, as Swift's literal typing gives. `Text("literal")` is a
/// `LocalizedStringKey` (Markdown, `%lf` numbers) and `Text(variable)` shows the string as it is.
///
/// **Evaluation** of each view struct's body happens when the engine resolves it, in the
/// environment of that place (so `@Environment(\.horizontalSizeClass)` and `.environment(…)` work
/// as in SwiftUI); `diagnostics` also runs every preview once in the default environment to find
/// the errors of the code it reaches; errors found later, in other environments, are added to it.
/// A preview's own code is evaluated once per `makeView` (it reads no environment). Images are
/// looked up in `imageDirectories` (the file's folder, then `Resources/` next to it and above it;
/// `makeView` puts them in the environment's `imageSearchDirectories`). `dependencies` lists the
/// files to watch for live reload.
///
/// **Loading again is cheap.** Loads go through a bounded cache of parsed files: the same text
/// again (a save that changed nothing) is not parsed again, and an edited file is parsed
/// incrementally from the last version loaded under the same path, reusing the statements and
/// members the edit did not touch. Diagnostics and views' locations are always those of the
/// text loaded. `forgetParsedSources()` empties the cache.
///
/// A view returned by `makeView` must be laid out by one thread at a time; the file object itself
/// may be shared between threads.
public final class InterpretedFile: @unchecked Sendable {
    /// Where the file was read from (nil for `init(source:path:)`).
    public let url: URL?
    /// The path used in diagnostics.
    public let path: String
    public let source: String

    let context: FileContext
    private let loadDiagnostics: [Diagnostic]
    /// True when the source does not parse: a previewer keeps showing the last good layout
    /// rather than a partial one.
    public let hasSyntaxErrors: Bool
    private let lock = NSLock()
    private var checked = false
    private var _checkBackend = LayoutBackend.approximate
    /// What the load-time check lays the previews out with (set it before reading `diagnostics`):
    /// the host's backend, so the check reaches what the host's layout reaches.
    public var checkBackend: LayoutBackend {
        get { lock.withLock { _checkBackend } }
        set { lock.withLock { _checkBackend = newValue } }
    }

    /// Reads and parses the file. Throws only when the file can't be read; syntax and other
    /// errors are collected in `diagnostics`.
    public convenience init(contentsOf url: URL) throws {
        let data = try SourceReader.read(url.path)
        self.init(source: String(decoding: data, as: UTF8.self), path: url.path, url: url)
    }

    /// Reads `path` by the command line's bytes when the name is not UTF-8 (see `SourceReader`).
    public convenience init(commandLinePath path: String) throws {
        let data = try SourceReader.read(path, rawPath: SourceReader.rawArgument(for: path))
        self.init(source: String(decoding: data, as: UTF8.self), path: path, url: URL(fileURLWithPath: path))
    }

    /// Parses given up on because they ran past the work budget (they finish on their own thread).
    public static let abandonedParses = Atomic<Int>(0)

    /// Files larger than this are not read (the commands and the window report it).
    public static let maximumSourceBytes = SourceReader.maximumBytes
    /// At most this many diagnostics are listed (a binary file would have thousands), then one
    /// error that says how many more there are.
    public static let maximumDiagnostics = 100

    /// Forgets every parsed file, so that the next load of any text parses it from scratch
    /// (benchmarks of a cold load; loads otherwise reuse parses of the same text, see
    /// `ParsedSourceCache`, and the views of its unchanged statements, see `EvaluationMemo`).
    public static func forgetParsedSources() {
        ParsedSourceCache.shared.removeAll()
    }

    /// Forgets the views kept from earlier loads (`EvaluationMemo`): the next load of a file
    /// evaluates every statement (benchmarks of a cold evaluation).
    public static func forgetKeptViews() {
        ParsedSourceCache.shared.evaluations.removeAll()
    }

    /// Parses `source` as if it were the file at `path` (used in diagnostics).
    public convenience init(source: String, path: String) {
        self.init(source: source, path: path, url: nil)
    }

    /// Loads `source` through `cache` (tests give their own).
    init(source: String, path: String, url: URL? = nil, cache: ParsedSourceCache = .shared) {
        self.url = url
        self.path = path
        self.source = source
        let sink = DiagnosticSink()
        // A source handed over in memory is held to the same size as a file.
        let tooLarge = source.utf8.count > Self.maximumSourceBytes
        // The file's own context over a loaded form that may be shared with other loads of the
        // same text (`ParsedSourceCache`): diagnostics are located in this file's tree.
        let open = { (result: SourceLoader.Result) -> (FileContext, [Diagnostic], Bool) in
            if tooLarge {
                let context = FileContext(program: result.program, path: path, sink: sink, source: "", memo: cache.evaluations)
                return (context, [Diagnostic(file: path, line: 1, column: 1,
                                             message: "the file is larger than \(Self.maximumSourceBytes) bytes, the limit for layout files")], true)
            }
            let context = FileContext(program: result.program, path: path, sink: sink, source: source, memo: cache.evaluations)
            var diagnostics = result.syntaxErrors.map { context.diagnostic(at: $0.position, $0.message) }
            if let e = result.unparsed {
                diagnostics.append(Diagnostic(file: path, line: e.line, column: e.column, message: e.message))
            }
            for p in result.program.problems { diagnostics.append(context.diagnostic(p.node, p.message)) }
            if result.program.previews.isEmpty, result.syntaxErrors.isEmpty, result.unparsed == nil {
                let empty = source.allSatisfy(\.isWhitespace)
                diagnostics.append(context.diagnostic(Syntax(result.program.tree), empty
                    ? "the layout file is empty; write a view (for example Text(\"Hello\")) or a #Preview { … }"
                    : "nothing to preview: add #Preview { MyView() }, a top-level view expression, or a view that needs no arguments"))
            }
            return (context, diagnostics, !result.syntaxErrors.isEmpty || result.unparsed != nil)
        }
        // A text loaded before without problems opens at once: no parse, and no walk of its tree
        // to locate diagnostics (which wants the large stack). A spent work budget still stops
        // the load below, as it always has.
        if !tooLarge, (WorkBudget.remainingSeconds ?? 1) > 0, let cached = cache.cached(source), cached.syntaxErrors.isEmpty,
           cached.unparsed == nil, cached.program.problems.isEmpty, !cached.program.previews.isEmpty {
            (context, loadDiagnostics, hasSyntaxErrors) = open(cached)
            return
        }
        let parse = { () -> (FileContext, [Diagnostic], Bool) in
            open(tooLarge ? SourceLoader.load("") : cache.load(source, path: path))
        }
        // Parsed within what is left of the work budget (the parser cannot be interrupted).
        if let loaded = LargeStack.value(timeout: WorkBudget.remainingSeconds, parse) {
            context = loaded.0
            loadDiagnostics = loaded.1
            hasSyntaxErrors = loaded.2
        } else {
            WorkBudget.markTimeSpent()
            Self.abandonedParses.add(1, ordering: .relaxed)
            context = FileContext(program: Program(tree: Parser.parse(source: "")), path: path, sink: sink, source: "",
                                  memo: cache.evaluations)
            loadDiagnostics = [Diagnostic(file: path, line: 1, column: 1,
                                          message: (WorkBudget.exceeded ?? "stopped: the time budget") + " (while parsing)")]
            hasSyntaxErrors = true
        }
    }

    /// The names of the previews, default first (unnamed `#Preview`s are "Preview 1", "Preview 2", …).
    public var previews: [String] { context.program.previews.map(\.name) }

    /// Every problem of the file: syntax, declarations, and what evaluating the previews found
    /// (evaluated once in the default environment on first access, plus anything later
    /// evaluations in other environments ran into).
    public var diagnostics: [Diagnostic] {
        checkOnce()
        // With syntax errors, what evaluation finds is mostly their consequences.
        if hasSyntaxErrors { return Self.capped(loadDiagnostics) }
        // In source order, like a compiler (stable: same place keeps the order found).
        let all = (loadDiagnostics + context.sink.all).enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element)
        return Self.capped(all)
    }

    /// The first `maximumDiagnostics` diagnostics and, when there are more, one error at the
    /// last one shown that counts the rest.
    static func capped(_ all: [Diagnostic]) -> [Diagnostic] {
        guard all.count > maximumDiagnostics else { return all }
        var shown = Array(all.prefix(maximumDiagnostics))
        let last = shown[shown.count - 1]
        shown.append(Diagnostic(file: last.file, line: last.line, column: last.column,
                                message: "too many errors: \(all.count - maximumDiagnostics) more not shown"))
        return shown
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The view of `preview` (nil: the default one). With `placeholders`, views the file could not
    /// build are pale red boxes with the message; without, they are left out. Either way the
    /// errors are added to `diagnostics`.
    public func makeView(preview: String? = nil, placeholders: Bool) -> AnyView {
        let evaluator = Evaluator(file: context, placeholders: placeholders)
        guard let decl = previewDecl(preview) else {
            let message = preview.map { "no preview named '\($0)'; this file has \(previews.isEmpty ? "none" : previews.map { "'\($0)'" }.joined(separator: ", "))" }
                ?? "nothing to preview"
            return placeholders ? Placeholder.view(message).anyView : AnyView(EmptyView())
        }
        // Images are found next to the file first.
        let directories = imageDirectories
        return AnyView(InterpretedPreview(preview: decl, evaluator: evaluator)
            .transformEnvironment(\.imageSearchDirectories) { $0 = directories + $0 })
    }

    /// Adds an error at the declaration of `preview` (the default one when nil), or at the
    /// start of the file when it has none.
    public func reportAtPreview(_ preview: String?, _ message: String) {
        if let decl = previewDecl(preview) {
            context.report(decl.node, message)
        } else {
            context.report(Syntax(context.program.tree), message)
        }
    }

    private func previewDecl(_ name: String?) -> PreviewDecl? {
        let all = context.program.previews
        guard let name else { return all.first }
        return all.first { $0.name == name }
    }

    /// Where `Image("name")` looks for `name.png`: the file's folder, then `Resources/` next to it
    /// and in its parent folder.
    public var imageDirectories: [URL] {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        return [folder, folder.appendingPathComponent("Resources"),
                folder.deletingLastPathComponent().appendingPathComponent("Resources")]
    }

    /// The file of an image name, if it exists in `imageDirectories`.
    public func imageURL(named name: String) -> URL? {
        let candidates = name.hasSuffix(".png") ? [name] : [name + ".png", name]
        for dir in imageDirectories {
            for c in candidates {
                let u = dir.appendingPathComponent(c)
                if FileManager.default.fileExists(atPath: u.path) { return u }
            }
        }
        return nil
    }

    /// The files a previewer should watch: the layout file and the images it names.
    public var dependencies: [URL] {
        var urls = [url ?? URL(fileURLWithPath: path)]
        let names = LargeStack.value { ImageReferences.names(in: self.context.program.tree) }
        for name in names { if let u = imageURL(named: name) { urls.append(u) } }
        return urls
    }

    /// Evaluates every preview once (and lays it out, so content built during layout is
    /// evaluated too) to collect the errors of the code it reaches.
    private func checkOnce() {
        lock.withLock {
            guard !checked else { return }
            checked = true
            // A file with syntax errors would mostly report their consequences.
            guard !hasSyntaxErrors else { return }
            let size = CGSize(width: 390, height: 844)
            var environment = PreviewSettings().environment(for: size)
            environment.layoutBackend = _checkBackend
            LargeStack.value {
                for problem in StaticCheck.unknownTypes(in: self.context.program, registry: Registry.shared)
                    + StaticCheck.unknownNamesInLayouts(in: self.context.program, registry: Registry.shared) {
                    self.context.report(problem.node, problem.message)
                }
                for p in self.context.program.previews {
                    let view = self.makeView(preview: p.name, placeholders: false)
                    ResolvedTree(view, environment: environment).layout(in: size)
                }
            }
        }
    }
}

extension InterpretedFile: PreviewDocument {
    public func layoutTraits(preview: String?) -> PreviewLayoutTraits { PreviewLayoutTraits() }

    public func reportBudgetSpent(_ message: String, preview: String?) { reportAtPreview(preview, message) }
}
