import SwiftSyntax

/// Finds whether a file writes out a view builder's result type in full
/// (`var body: HStack<TupleView<(Text, Spacer)>>`, `func row() -> VStack<Text>`).
///
/// Trellis's `ViewBuilder.buildExpression` wraps each view in a `_LocatedView` (where it is
/// written, for the window's source clicks), which SwiftUI's does not: the types such code
/// names would not match. A file that names one compiles with a `buildExpression` of its own
/// that keeps each view as it is, as SwiftUI's does (`ModuleSources.plainViewBuilder`); its views
/// then have no place of their own in the window, only their preview's.
final class ConcreteViewTypes: SyntaxVisitor {
    /// SwiftUI's generic views whose content a builder makes: a type naming one with an argument
    /// that is not opaque is a builder's result written out.
    static let builtContainers: Set<String> = [
        "TupleView", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "LazyHGrid", "LazyVGrid", "Grid", "GridRow",
        "Group", "ScrollView", "List", "Form", "Section", "NavigationView", "NavigationStack", "ViewThatFits",
        "GeometryReader", "_ConditionalContent", "ModifiedContent", "Button", "NavigationLink", "Label", "TabView",
    ]

    private(set) var found = false

    static func named(in tree: SourceFileSyntax) -> Bool {
        let finder = ConcreteViewTypes(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    private func check(_ type: TypeSyntax?, hasBody: Bool) {
        guard hasBody, let type, !found else { return }
        found = Self.writesBuilderResult(type)
    }

    /// A type such as `HStack<TupleView<(Text, Spacer)>>`: a built container with a generic
    /// argument that names no opaque type (`VStack<some View>` matches any builder's result).
    static func writesBuilderResult(_ type: TypeSyntax) -> Bool {
        guard let identifier = type.as(IdentifierTypeSyntax.self) else { return false }
        guard let arguments = identifier.genericArgumentClause?.arguments else { return false }
        if builtContainers.contains(identifier.name.text), !arguments.trimmedDescription.contains("some ") { return true }
        return false
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings { check(binding.typeAnnotation?.type, hasBody: binding.accessorBlock != nil) }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.signature.returnClause?.type, hasBody: node.body != nil)
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.returnClause.type, hasBody: node.accessorBlock != nil)
        return .visitChildren
    }
}
