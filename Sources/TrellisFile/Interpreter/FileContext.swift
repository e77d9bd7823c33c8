import Foundation
import SwiftSyntax
import Trellis

/// What every evaluation of one loaded file shares: its declarations, where diagnostics go,
/// how to turn syntax positions into line and column, and the custom alignment guides it
/// declares (one engine guide identity per declared `AlignmentID`, for the file's lifetime).
final class FileContext: @unchecked Sendable {
    let program: Program
    let path: String
    let sink: DiagnosticSink
    /// Line starts, for the source locations of views (see `SourceLocations.swift`).
    let lines: LineTable
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
    private var guides: [String: any AlignmentID.Type] = [:]
    /// The engine type of each `struct …: Layout` and `struct …: LayoutValueKey` (by declaration).
    private var layoutTypes: [ObjectIdentifier: any FileLayoutMaking.Type] = [:]
    private var valueKeyTypes: [ObjectIdentifier: any FileLayoutValueKeyMaking.Type] = [:]
    /// Layouts stopped by a limit: skipped until the file is loaded again.
    private var stopped: Set<ObjectIdentifier> = []

    init(program: Program, path: String, sink: DiagnosticSink, source: String) {
        self.program = program
        lines = LineTable(source)
        self.path = path
        self.sink = sink
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

    deinit {
        CustomAlignmentGuides.remove(Array(guides.values))
        FileLayoutTypes.remove(Array(layoutTypes.values))
    }

    // MARK: - Custom layouts

    /// A value of the file's layout `decl` with these stored properties, as an engine layout.
    func makeLayout(_ decl: StructDecl, storage: [String: Value]) -> any Layout {
        layoutType(decl).init(core: FileLayoutCore(file: self, decl: decl, storage: storage))
    }

    private func layoutType(_ decl: StructDecl) -> any FileLayoutMaking.Type {
        let id = ObjectIdentifier(decl)
        if let t = lock.withLock({ layoutTypes[id] }) { return t }
        // Evaluated outside the lock: reporting an error takes it.
        let properties = Evaluator(file: self, placeholders: false).layoutProperties(of: decl)
        return lock.withLock {
            if let t = layoutTypes[id] { return t }
            let t = FileLayoutTypes.make(properties: properties)
            layoutTypes[id] = t
            return t
        }
    }

    /// The engine key of the file's `struct decl: LayoutValueKey`.
    func valueKeyType(_ decl: StructDecl) -> any FileLayoutValueKeyMaking.Type {
        lock.withLock {
            let id = ObjectIdentifier(decl)
            if let t = valueKeyTypes[id] { return t }
            let t = FileLayoutValueKeys.make()
            valueKeyTypes[id] = t
            return t
        }
    }

    func stop(_ decl: StructDecl) {
        _ = lock.withLock { stopped.insert(ObjectIdentifier(decl)) }
    }

    func isStopped(_ decl: StructDecl) -> Bool {
        lock.withLock { stopped.contains(ObjectIdentifier(decl)) }
    }

    /// The engine alignment identity of the file's `enum name: AlignmentID`, made on first use.
    func guide(named name: String, decl: EnumDecl) -> any AlignmentID.Type {
        lock.withLock {
            if let g = guides[name] { return g }
            // Weak: the global guide table must not keep the file alive.
            let g = CustomAlignmentGuides.make { [weak self] d in
                guard let self else { return 0 }
                return Evaluator(file: self, placeholders: false).alignmentDefault(decl, dimensions: d)
            }
            guides[name] = g
            return g
        }
    }
}
