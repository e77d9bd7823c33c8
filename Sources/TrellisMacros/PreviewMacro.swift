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

        // @Previewable declarations become a wrapper view's properties.
        var previewable: [CodeBlockItemSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for item in bodyClosure.statements {
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
            makeView = bodyClosure.trimmedDescription
        } else {
            let wrapper = context.makeUniqueName("PreviewWrapper")
            let properties = previewable.map(\.trimmedDescription).joined(separator: "\n    ")
            let body = rest.map(\.trimmedDescription).joined(separator: "\n        ")
            decls.append("""
                struct \(wrapper): Trellis.View {
                    \(raw: properties)
                    var body: some Trellis.View {
                        \(raw: body)
                    }
                }
                """)
            makeView = "{ \(wrapper.text)() }"
        }
        decls.append("""
            @_cdecl(\(literal: symbol))
            public func \(entry)() -> UnsafeMutableRawPointer {
                Trellis.PreviewRegistration(name: \(name), traits: [\(raw: traitList)], file: \(literal: file), line: \(literal: line), column: \(literal: column), body: \(raw: makeView)).retainedPointer()
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
