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

    init(program: Program, path: String, sink: DiagnosticSink) {
        self.program = program
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
