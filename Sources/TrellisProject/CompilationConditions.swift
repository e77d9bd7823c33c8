import SwiftParser
import SwiftSyntax
import TrellisSession

/// Which clauses of a file's `#if` blocks Trellis's compile can take, so that the project reads
/// a file's imports and declarations as swiftc will see them: `#if os(macOS) import AppKit #else
/// import UIKit #endif` imports UIKit only. The compile is for iOS with `DEBUG` defined, and
/// `canImport(X)` is true when the project or Trellis has X. A condition whose value is not
/// known here (`arch(arm64)`) may be taken.
struct CompilationConditions {
    /// Whether module X can be imported.
    var canImport: (String) -> Bool
    var platform: TargetPlatform = .iOS

    /// The clauses of `block` the compile may take: none whose condition is false, none after
    /// one whose condition is true.
    func possibleClauses(of block: IfConfigDeclSyntax) -> [IfConfigClauseSyntax] {
        var possible: [IfConfigClauseSyntax] = []
        for clause in block.clauses {
            let value = clause.condition.map(value(of:)) ?? true  // `#else`
            if value == false { continue }
            possible.append(clause)
            if value == true { break }
        }
        return possible
    }

    /// The lines (1-based) inside clauses the compile cannot take.
    func skippedLines(in text: String) -> [ClosedRange<Int>] {
        guard text.contains("#if") else { return [] }
        let tree = Parser.parse(source: text)
        let finder = SkippedClauses(conditions: self, converter: SourceLocationConverter(fileName: "", tree: tree))
        finder.walk(tree)
        return finder.skipped
    }

    /// The value of a condition, nil when it depends on what is not known here.
    func value(of condition: ExprSyntax) -> Bool? {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let name = condition.as(DeclReferenceExprSyntax.self) { return name.baseName.text == "DEBUG" }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return value(of: inner.expression)
        }
        if let negation = condition.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
            return value(of: negation.expression).map { !$0 }
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return combine(value(of: infix.leftOperand), op.operator.text, value(of: infix.rightOperand))
        }
        if let sequence = condition.as(SequenceExprSyntax.self) { return value(of: Array(sequence.elements)) }
        if let call = condition.as(FunctionCallExprSyntax.self), let function = call.calledExpression.as(DeclReferenceExprSyntax.self),
           let argument = call.arguments.first?.expression {
            let name = argument.trimmedDescription
            switch function.baseName.text {
            case "os": return platform.isOS(name)
            case "targetEnvironment": return platform.isTargetEnvironment(name)
            case "canImport": return canImport(String(name.prefix { $0 != "." }))
            case "swift", "compiler": return true  // this toolchain is newer than any version code asks for
            default: return nil
            }
        }
        return nil
    }

    /// An unfolded `a && b || c`: `&&` binds tighter than `||`.
    private func value(of elements: [ExprSyntax]) -> Bool? {
        guard elements.count >= 3 else { return elements.first.flatMap(value(of:)) }
        if let split = elements.lastIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" })
            ?? elements.lastIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" }) {
            let op = elements[split].as(BinaryOperatorExprSyntax.self)!.operator.text
            return combine(value(of: Array(elements[..<split])), op, value(of: Array(elements[(split + 1)...])))
        }
        return nil
    }

    private func combine(_ a: Bool?, _ op: String, _ b: Bool?) -> Bool? {
        switch op {
        case "&&": return a == false || b == false ? false : (a == true && b == true ? true : nil)
        case "||": return a == true || b == true ? true : (a == false && b == false ? false : nil)
        default: return nil
        }
    }
}

/// The line ranges of the clauses a compile cannot take, nested blocks included.
private final class SkippedClauses: SyntaxVisitor {
    let conditions: CompilationConditions
    let converter: SourceLocationConverter
    var skipped: [ClosedRange<Int>] = []

    init(conditions: CompilationConditions, converter: SourceLocationConverter) {
        self.conditions = conditions
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let possible = conditions.possibleClauses(of: node).map(\.id)
        for clause in node.clauses {
            if possible.contains(clause.id) {
                if let elements = clause.elements { walk(elements) }
            } else {
                let start = converter.location(for: clause.positionAfterSkippingLeadingTrivia).line
                let end = converter.location(for: clause.endPositionBeforeTrailingTrivia).line
                skipped.append(start...max(start, end))
            }
        }
        return .skipChildren
    }
}
