import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { body }` → a C entry point the loader looks up by the
/// preview's position (`PreviewRegistration.symbol`), returning the name, traits and body.
///
/// `@Previewable` declarations at the top of the body become the stored properties of a
/// generated view whose body is the rest of the block, so `@Previewable @State var on = true`
/// gives the preview state as in Xcode.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        var name: ExprSyntax = "nil"
        var traits: [ExprSyntax] = []
        var bodyClosure = node.trailingClosure
        var inTraits = false
        for argument in node.arguments {
            if let label = argument.label?.text {
                inTraits = label == "traits"
                if label == "body", let closure = argument.expression.as(ClosureExprSyntax.self) {
                    bodyClosure = closure
                    continue
                }
                if inTraits { traits.append(argument.expression) }
            } else if inTraits {
                traits.append(argument.expression)  // the variadic rest of `traits:`
            } else {
                name = argument.expression
            }
        }
        guard let bodyClosure else {
            throw MacroExpansionErrorMessage("#Preview needs a body: #Preview { MyView() }")
        }

        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location.flatMap { $0.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue } ?? "unknown.swift"
        let line = location.flatMap { Int($0.line.description) } ?? 0
        let column = location.flatMap { Int($0.column.description) } ?? 0
        let symbol = symbolName(file: file, line: line, column: column)
        let entry = context.makeUniqueName("preview")

        // Each view expression of the body keeps its own place (see ViewLocator).
        let locator = ViewLocator(context: context)
        let body = locator.rewrite(bodyClosure).cast(ClosureExprSyntax.self)

        // @Previewable declarations become a wrapper view's properties.
        var previewable: [CodeBlockItemSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for item in body.statements {
            if let v = item.item.as(VariableDeclSyntax.self), v.attributes.contains(where: isPreviewable) {
                var stripped = v
                stripped.attributes = v.attributes.filter { !isPreviewable($0) }
                previewable.append(CodeBlockItemSyntax(item: .decl(DeclSyntax(stripped))))
            } else {
                rest.append(item)
            }
        }

        let traitList = traits.map(\.trimmedDescription).joined(separator: ", ")
        var decls: [DeclSyntax] = []
        let makeView: String
        if previewable.isEmpty {
            makeView = body.trimmedDescription
        } else {
            let wrapper = context.makeUniqueName("PreviewWrapper")
            let properties = previewable.map(\.trimmedDescription).joined(separator: "\n    ")
            let statements = rest.map(\.trimmedDescription).joined(separator: "\n        ")
            decls.append("""
                struct \(wrapper): Trellis.View {
                    \(raw: properties)
                    var body: some Trellis.View {
                        \(raw: statements)
                    }
                }
                """)
            makeView = "{ \(wrapper.text)() }"
        }
        // A body that returns its view (`let x = …; x.y = …; return V(x)`) is a plain closure;
        // any other is a view builder.
        let returns = previewable.isEmpty && body.statements.contains { $0.item.is(ReturnStmtSyntax.self) }
        let label = returns ? "returning" : "body"
        decls.append("""
            @_cdecl(\(literal: symbol))
            public func \(entry)() -> UnsafeMutableRawPointer {
                Trellis.PreviewRegistration(name: \(name), traits: [\(raw: traitList)], file: \(literal: file), line: \(literal: line), column: \(literal: column), \(raw: label): \(raw: makeView)).retainedPointer()
            }
            """)
        return decls
    }

    private static func isPreviewable(_ attribute: AttributeListSyntax.Element) -> Bool {
        attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
    }

    /// Must match `PreviewRegistration.symbol(file:line:column:)` in the engine.
    static func symbolName(file: String, line: Int, column: Int) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        let safe = String(base.unicodeScalars.map { s -> Character in
            (s.isASCII && (("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s))) ? Character(s) : "_"
        })
        return "trellis_preview_\(safe)_\(line)_\(column)"
    }
}

/// `@Previewable` marks a declaration of a `#Preview` body that the preview macro moves into a
/// view of its own; on its own it adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

/// Wraps each statement of a `#Preview` body that may build a view — a call or member chain on a
/// name (`VStack { … }`, `Color.red.frame(…)`, `row(for: item)`), in the body and the closures
/// inside it — in `_trellisLocated(…)` with the statement's place in the file: code a macro
/// expands otherwise has the `#Preview` line as its `#line`. A statement that is not a view
/// goes through the overload that returns it unchanged. Other statements (assignments,
/// literals and implicit members, whose type comes from their context) are left as written.
final class ViewLocator: SyntaxRewriter {
    let context: any MacroExpansionContext

    init(context: some MacroExpansionContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        // `return V(…)`: a body with an explicit return is a plain closure; its view is located too.
        if case let .stmt(statement) = node.item, let ret = statement.as(ReturnStmtSyntax.self),
           let expression = ret.expression, Self.buildsView(expression),
           let location = context.location(of: expression, at: .afterLeadingTrivia, filePathMode: .filePath) {
            let visited = super.visit(node)
            guard case let .stmt(s) = visited.item, let r = s.as(ReturnStmtSyntax.self), let inner = r.expression else { return visited }
            let wrapped: ExprSyntax = "Trellis._trellisLocated(\(inner.trimmed), file: \(location.file), line: \(location.line), column: \(location.column))"
            let located = r.with(\.expression, wrapped.with(\.leadingTrivia, inner.leadingTrivia).with(\.trailingTrivia, inner.trailingTrivia))
            return visited.with(\.item, .stmt(StmtSyntax(located)))
        }
        guard case let .expr(expression) = node.item, Self.buildsView(expression),
              let location = context.location(of: expression, at: .afterLeadingTrivia, filePathMode: .filePath) else {
            return super.visit(node)
        }
        let visited = super.visit(node)
        guard case let .expr(inner) = visited.item else { return visited }
        let wrapped: ExprSyntax = "Trellis._trellisLocated(\(inner.trimmed), file: \(location.file), line: \(location.line), column: \(location.column))"
        return visited.with(\.item, .expr(wrapped.with(\.leadingTrivia, inner.leadingTrivia).with(\.trailingTrivia, inner.trailingTrivia)))
    }

    /// A call or member chain on a name: a view's initialiser and its modifiers, or a function
    /// that makes a view (not `self.…`, not a bare name, not a literal or an implicit member,
    /// whose type may come from their context).
    static func buildsView(_ expression: ExprSyntax) -> Bool {
        guard expression.is(FunctionCallExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) else { return false }
        var e = expression
        while true {
            if let call = e.as(FunctionCallExprSyntax.self) {
                e = call.calledExpression
            } else if let member = e.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return false }
                e = base
            } else if let specialized = e.as(GenericSpecializationExprSyntax.self) {
                e = specialized.expression
            } else if let reference = e.as(DeclReferenceExprSyntax.self) {
                return !["self", "Self", "super"].contains(reference.baseName.text)
            } else {
                return false
            }
        }
    }
}
