import Foundation
import SwiftSyntax
@_spi(Interpreter) import Trellis
import TrellisSession

/// What every evaluation of one loaded file shares: its declarations, where diagnostics go,
/// how to turn syntax positions into line and column, and what the engine needs of its
/// declarations: one guide identity per declared `AlignmentID` and the `layoutProperties` of
/// each declared `Layout`, made on first use and kept for the file's lifetime.
final class FileContext: @unchecked Sendable {
    let program: Program
    let path: String
    let sink: DiagnosticSink
    /// Line starts, for the source locations of views (see `SourceLocations.swift`).
    let lines: LineTable
    /// The views of closed statements, shared with the other loads of this file (EvaluationMemo.swift).
    let memo: EvaluationMemo.FileMemo
    /// Whether this load takes and keeps views in `memo` (not the first load of the file).
    let keepsViews: Bool
    private let lock = NSLock()
    private var _converter: SourceLocationConverter?
    /// Made on first use: only files with problems need it, and it reads the whole tree.
    var converter: SourceLocationConverter {
        lock.withLock {
            if let c = _converter { return c }
            let c = SourceLocationConverter(fileName: path, tree: program.tree)
            _converter = c
            return c
        }
    }
    private var guides: [ObjectIdentifier: AlignmentGuideIdentity] = [:]
    /// The `static var layoutProperties` of each `struct …: Layout` (by declaration).
    private var layoutProperties: [ObjectIdentifier: LayoutProperties] = [:]
    /// Layouts stopped by a limit: skipped until the file is loaded again.
    private var stopped: Set<ObjectIdentifier> = []

    init(program: Program, path: String, sink: DiagnosticSink, source: String, memo: EvaluationMemo) {
        self.program = program
        lines = LineTable(source)
        self.path = path
        self.sink = sink
        self.memo = memo.beginLoad(path: path, declaredNames: program.declaredNames)
        keepsViews = self.memo.keepsViews
    }

    func diagnostic(_ node: Syntax, _ message: String, severity: Diagnostic.Severity = .error) -> Diagnostic {
        let loc = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return Diagnostic(file: path, line: loc.line, column: loc.column, message: message, severity: severity)
    }

    func diagnostic(at position: AbsolutePosition, _ message: String) -> Diagnostic {
        let loc = converter.location(for: position)
        return Diagnostic(file: path, line: loc.line, column: loc.column, message: message)
    }

    func report(_ node: Syntax, _ message: String) {
        sink.add(diagnostic(node, message))
    }

    // MARK: - Custom layouts

    /// A value of the file's layout `decl` with these stored properties, as an engine layout.
    func makeLayout(_ decl: StructDecl, storage: [String: Value]) -> any Layout {
        InterpretedLayout(core: InterpretedLayoutCore(file: self, decl: decl, storage: storage, properties: properties(of: decl)))
    }

    private func properties(of decl: StructDecl) -> LayoutProperties {
        let id = ObjectIdentifier(decl)
        if let p = lock.withLock({ layoutProperties[id] }) { return p }
        // Evaluated outside the lock: reporting an error takes it.
        let properties = Evaluator(file: self, placeholders: false).layoutProperties(of: decl)
        return lock.withLock {
            if let p = layoutProperties[id] { return p }
            layoutProperties[id] = properties
            return properties
        }
    }

    func stop(_ decl: StructDecl) {
        _ = lock.withLock { stopped.insert(ObjectIdentifier(decl)) }
    }

    func isStopped(_ decl: StructDecl) -> Bool {
        lock.withLock { stopped.contains(ObjectIdentifier(decl)) }
    }

    /// The engine alignment identity of the file's `enum decl: AlignmentID`, made on first use.
    func guide(_ decl: EnumDecl) -> AlignmentGuideIdentity {
        lock.withLock {
            let id = ObjectIdentifier(decl)
            if let g = guides[id] { return g }
            // Weak: a guide outlives the file in views made from it, and must not keep it alive.
            let g = AlignmentGuideIdentity { [weak self] d in
                guard let self else { return 0 }
                return Evaluator(file: self, placeholders: false).alignmentDefault(decl, dimensions: d)
            }
            guides[id] = g
            return g
        }
    }
}
