import Foundation
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import TrellisSession

/// Parses a layout file with SwiftSyntax, folds its operators, and reports syntax errors in
/// the compiler's words. Runs on a big stack so any nesting depth ends in a diagnostic.
enum SourceLoader {
    struct Result {
        let program: Program
        let syntaxErrors: [(position: AbsolutePosition, message: String)]
        /// Why the source was not parsed at all, with its place.
        var unparsed: (line: Int, column: Int, message: String)?
        /// SwiftParser's tree before folding, for parsing the next version of the file
        /// incrementally (nil when the source was not parsed).
        var parse: IncrementalParseResult? = nil
        /// How many statements and members the parse took from `previous` unchanged.
        var reusedNodes = 0
    }

    /// Parses `source`; `previous`, an earlier version of the same file, lets SwiftParser
    /// re-parse only what the edit touched (see `IncrementalParse`).
    static func load(_ source: String, previous: PreviousParse? = nil) -> Result {
        if let run = BracketRunScanner.overlongRun(in: source) {
            // Parsing this would take exponential time: report it and interpret nothing.
            return Result(program: Program(tree: Parser.parse(source: "")), syntaxErrors: [], unparsed: run)
        }
        let (incremental, reusedNodes) = IncrementalParse.parse(source, previous: previous)
        let parsed = incremental.tree
        var errors: [(AbsolutePosition, String)] = []
        if parsed.hasError, SafeSyntaxDiagnostics.generatorWouldTrap(parsed) {
            // swift-syntax's generator stops the process on these trees (an empty Fix-It):
            // the errors are read off the tree instead, in plainer words.
            errors = SafeSyntaxDiagnostics.errors(in: parsed)
        } else if parsed.hasError {
            for d in ParseDiagnosticsGenerator.diagnostics(for: parsed) where d.diagMessage.severity == .error {
                if d.diagMessage.message == "parsing has exceeded the maximum nesting level" {
                    // What follows the overflow is unparsed text; its errors are consequences.
                    errors.removeAll { $0.0 > d.position }
                    errors.append((d.position, "nesting deeper than \(EvaluationLimits.maximumNesting) levels is not supported (brackets and braces inside each other)"))
                    break
                }
                errors.append((d.position, d.diagMessage.message))
            }
        }
        // A long flat operator chain (`1+1+…+1`) parses as one flat sequence but folds into a
        // tree as deep as it is long, which every later walk would recurse through.
        if let long = LongSequenceFinder.first(in: Syntax(parsed)) {
            let operators = long.elements.count / 2
            let message = "an expression of \(operators) operators is not supported (at most \(LongSequenceFinder.maximumOperators))"
            let offset = long.positionAfterSkippingLeadingTrivia.utf8Offset
            let before = source.utf8.prefix(offset)
            let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
            return Result(program: Program(tree: Parser.parse(source: "")), syntaxErrors: [], unparsed: (line, column, message))
        }
        var foldErrors: [(AbsolutePosition, String)] = []
        let folded = OperatorTable.standardOperators.foldAll(parsed) { error in
            let node = foldErrorNode(error) ?? Syntax(parsed)
            foldErrors.append((node.positionAfterSkippingLeadingTrivia, error.message))
        }.as(SourceFileSyntax.self) ?? parsed
        return Result(program: Program(tree: folded), syntaxErrors: errors + foldErrors, parse: incremental, reusedNodes: reusedNodes)
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

/// Finds the first operator sequence with more than `maximumOperators` operators.
enum LongSequenceFinder {
    static let maximumOperators = EvaluationLimits.maximumExpressionDepth

    /// The first such sequence in source order, outermost first. Only subtrees that contain a
    /// sequence are entered (swift-syntax keeps that flag on every node), so a file with few
    /// operators costs next to nothing instead of a walk over every node.
    static func first(in node: Syntax) -> SequenceExprSyntax? {
        guard node.hasSequenceExpr else { return nil }
        if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count > 2 * maximumOperators + 1 {
            return sequence
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = first(in: child) { return found }
        }
        return nil
    }
}

/// Syntax errors without swift-syntax's `ParseDiagnosticsGenerator`, for trees on which it
/// traps: a token the lexer flags for inconsistent whitespace around `=` though its Fix-It
/// finds nothing to change ("A Fix-It must have at least one change", found by trellis-fuzz).
enum SafeSyntaxDiagnostics {
    static func generatorWouldTrap(_ tree: SourceFileSyntax) -> Bool {
        let finder = RiskyTokenFinder(viewMode: .all)
        finder.walk(tree)
        return finder.found
    }

    /// Missing tokens, unexpected code and the lexer's own token errors, in source order.
    static func errors(in tree: SourceFileSyntax) -> [(AbsolutePosition, String)] {
        let collector = ErrorCollector(viewMode: .all)
        collector.walk(tree)
        return collector.errors.sorted { $0.0 < $1.0 }
    }

    private final class RiskyTokenFinder: SyntaxVisitor {
        var found = false
        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides { found = true }
            return .skipChildren
        }
    }

    private final class ErrorCollector: SyntaxVisitor {
        var errors: [(AbsolutePosition, String)] = []
        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            let text = node.trimmedDescription
            errors.append((node.positionAfterSkippingLeadingTrivia,
                           "unexpected code '\(text.prefix(40))\(text.count > 40 ? "…" : "")'"))
            return .skipChildren
        }
        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if token.presence == .missing {
                errors.append((token.position, token.text.isEmpty ? "expected code here" : "expected '\(token.text)'"))
            } else if let d = token.tokenDiagnostic, d.severity == .error {
                let message = d.kind == .equalMustHaveConsistentWhitespaceOnBothSides
                    ? "'=' must have consistent whitespace on both sides"
                    : "invalid token '\(token.text.prefix(20))'"
                errors.append((d.position(in: token), message))
            }
            return .skipChildren
        }
    }
}
