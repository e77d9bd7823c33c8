import Foundation
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses a layout file with SwiftSyntax, folds its operators, and reports syntax errors in
/// the compiler's words. Runs on a big stack so any nesting depth ends in a diagnostic.
enum SourceLoader {
    struct Result {
        let program: Program
        let syntaxErrors: [(position: AbsolutePosition, message: String)]
    }

    static func load(_ source: String) -> Result {
        var text = source
        let parsed = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: EvaluationLimits.maximumNesting) }
        var errors: [(AbsolutePosition, String)] = []
        if parsed.hasError {
            for d in ParseDiagnosticsGenerator.diagnostics(for: parsed) where d.diagMessage.severity == .error {
                let message = d.diagMessage.message == "parsing has exceeded the maximum nesting level"
                    ? "nesting deeper than \(EvaluationLimits.maximumNesting) levels is not supported (brackets and braces inside each other)"
                    : d.diagMessage.message
                errors.append((d.position, message))
            }
        }
        var foldErrors: [(AbsolutePosition, String)] = []
        let folded = OperatorTable.standardOperators.foldAll(parsed) { error in
            let node = foldErrorNode(error) ?? Syntax(parsed)
            foldErrors.append((node.positionAfterSkippingLeadingTrivia, error.message))
        }.as(SourceFileSyntax.self) ?? parsed
        return Result(program: Program(tree: folded), syntaxErrors: errors + foldErrors)
    }

    private static func foldErrorNode(_ error: OperatorError) -> Syntax? {
        switch error {
        case let .missingOperator(_, node): return node
        case let .missingGroup(_, node): return node
        case let .incomparableOperators(left, _, _, _): return Syntax(left)
        default: return nil
        }
    }
}
