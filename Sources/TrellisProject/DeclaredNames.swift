import SwiftSyntax

/// The names a file declares at its top level, which the other files of its module may use.
public enum DeclaredNames {
    /// Its types (structs, classes, enums, actors, protocols, type aliases).
    public static func types(_ tree: SourceFileSyntax) -> [String] {
        tree.statements.compactMap { item -> String? in
            if let d = item.item.as(StructDeclSyntax.self) { return d.name.text }
            if let d = item.item.as(ClassDeclSyntax.self) { return d.name.text }
            if let d = item.item.as(EnumDeclSyntax.self) { return d.name.text }
            if let d = item.item.as(ActorDeclSyntax.self) { return d.name.text }
            if let d = item.item.as(ProtocolDeclSyntax.self) { return d.name.text }
            if let d = item.item.as(TypeAliasDeclSyntax.self) { return d.name.text }
            return nil
        }
    }

    /// Its variables and functions (`let parks = …`, `func load`).
    public static func values(_ tree: SourceFileSyntax) -> [String] {
        tree.statements.flatMap { item -> [String] in
            if let d = item.item.as(FunctionDeclSyntax.self) { return [d.name.text] }
            if let d = item.item.as(VariableDeclSyntax.self) {
                return d.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
            return []
        }
    }
}
