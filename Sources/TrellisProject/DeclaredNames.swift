import SwiftSyntax

/// The names a file declares at its top level, which the other files of its module may use.
/// Declarations inside `#if` blocks count when the compile may take their clause
/// (`CompilationConditions`; without, whichever clause holds them): `#if os(macOS) typealias
/// PlatformImage = NSImage #else … = UIImage #endif` declares `PlatformImage`.
public enum DeclaredNames {
    /// Its types (structs, classes, enums, actors, protocols, type aliases).
    public static func types(_ tree: SourceFileSyntax, publicOnly: Bool = false) -> [String] {
        types(tree, publicOnly: publicOnly, in: nil)
    }

    /// Its variables and functions (`let parks = …`, `func load`).
    public static func values(_ tree: SourceFileSyntax, publicOnly: Bool = false) -> [String] {
        values(tree, publicOnly: publicOnly, in: nil)
    }

    static func types(_ tree: SourceFileSyntax, publicOnly: Bool = false, in conditions: CompilationConditions?) -> [String] {
        declarations(in: tree.statements, conditions).compactMap { declaration -> String? in
            if publicOnly, !isPublic(declaration) { return nil }
            if let d = declaration.as(StructDeclSyntax.self) { return d.name.text }
            if let d = declaration.as(ClassDeclSyntax.self) { return d.name.text }
            if let d = declaration.as(EnumDeclSyntax.self) { return d.name.text }
            if let d = declaration.as(ActorDeclSyntax.self) { return d.name.text }
            if let d = declaration.as(ProtocolDeclSyntax.self) { return d.name.text }
            if let d = declaration.as(TypeAliasDeclSyntax.self) { return d.name.text }
            return nil
        }
    }

    static func values(_ tree: SourceFileSyntax, publicOnly: Bool = false, in conditions: CompilationConditions?) -> [String] {
        declarations(in: tree.statements, conditions).flatMap { declaration -> [String] in
            if publicOnly, !isPublic(declaration) { return [] }
            if let d = declaration.as(FunctionDeclSyntax.self) { return [d.name.text] }
            if let d = declaration.as(VariableDeclSyntax.self) {
                return d.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
            return []
        }
    }

    /// The top-level declarations of `statements`, and those of the `#if` clauses the compile may take.
    static func declarations(in statements: CodeBlockItemListSyntax, _ conditions: CompilationConditions?) -> [Syntax] {
        statements.flatMap { item -> [Syntax] in
            guard let block = item.item.as(IfConfigDeclSyntax.self) else { return [Syntax(item.item)] }
            return (conditions?.possibleClauses(of: block) ?? Array(block.clauses)).flatMap { clause -> [Syntax] in
                switch clause.elements {
                case let .statements(nested): return declarations(in: nested, conditions)
                case let .decls(members): return members.map { Syntax($0.decl) }
                default: return []
                }
            }
        }
    }

    /// Whether a declaration is `public` or `open`.
    static func isPublic(_ declaration: Syntax) -> Bool {
        guard let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
        return modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
    }
}
