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

    /// Names used in the methods of custom layouts that nothing in the file or in Swift's
    /// vocabulary declares (`subviewz.count`): layouts run during the layout pass, maybe only at
    /// some window sizes, so their typos are reported before then, like a compiler would.
    static func unknownNamesInLayouts(in program: Program, registry: Registry) -> [(node: Syntax, message: String)] {
        let layouts = program.structs.values.filter(\.isLayout)
        guard !layouts.isEmpty else { return [] }
        let declared = CallFinder(viewMode: .sourceAccurate)
        declared.walk(program.tree)
        var known = declared.declaredNames.union(registry.types.keys).union(Registry.builtinFunctions)
        known.formUnion(program.structs.keys)
        known.formUnion(program.enums.keys)
        known.formUnion(program.globals.keys)
        known.formUnion(program.globalFunctions.keys)
        for s in program.structs.values {
            known.formUnion(s.properties.map(\.name))
            known.formUnion(s.functions.keys)
        }
        for e in program.enums.values { known.formUnion(e.cases) }
        known.formUnion(["self", "Self", "super", "Subviews", "Cache"])
        var problems: [(node: Syntax, message: String)] = []
        var seen: Set<SyntaxIdentifier> = []
        for decl in layouts.sorted(by: { $0.node.position < $1.node.position }) where seen.insert(decl.node.id).inserted {
            let finder = NameFinder(viewMode: .sourceAccurate)
            finder.walk(decl.node)
            for ref in finder.references where !known.contains(ref.baseName.text) {
                // The message evaluation gives too, so a name reached by a layout pass is reported once.
                problems.append((Syntax(ref), "cannot find '\(ref.baseName.text)' in scope"))
            }
        }
        return problems
    }

    /// Plain names (not members, labels or key path components).
    private final class NameFinder: SyntaxVisitor {
        var references: [DeclReferenceExprSyntax] = []

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let parent = node.parent {
                if let m = parent.as(MemberAccessExprSyntax.self), m.declName.id == node.id { return .skipChildren }
                if parent.is(KeyPathPropertyComponentSyntax.self) { return .skipChildren }
            }
            let name = node.baseName
            if case .identifier = name.tokenKind, !name.text.hasPrefix("$") { references.append(node) }
            return .skipChildren
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
