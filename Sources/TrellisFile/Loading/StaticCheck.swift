import Foundation
import SwiftSyntax

/// Checks that need no evaluation, so they also cover code no preview reaches (the other branch
/// of an `if`, a helper nobody calls): every capitalized name that is called must be a view or
/// type of the engine or of the file.
enum StaticCheck {
    static func unknownTypes(in program: Program, registry: Registry) -> [(node: Syntax, message: String)] {
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(program.tree)
        var known = Set(registry.types.keys).union(program.structs.keys).union(Registry.builtinFunctions)
        for (name, _) in program.enums { known.insert(name) }
        // Generic parameters (`Content`) and names declared in the file are not errors either.
        known.formUnion(finder.declaredNames)
        return finder.calls.compactMap { name, node in
            known.contains(name) ? nil : (node, registry.unknownTypeMessage(name, program: program))
        }
    }

    private final class CallFinder: SyntaxVisitor {
        var calls: [(String, Syntax)] = []
        var declaredNames: Set<String> = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let ref = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                let name = ref.baseName.text
                if let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                    calls.append((name, Syntax(node)))
                }
            }
            return .visitChildren
        }

        override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
            declaredNames.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            declaredNames.insert(node.identifier.text)
            return .visitChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            declaredNames.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            declaredNames.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            declaredNames.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }
    }
}
