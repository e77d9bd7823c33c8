import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Model` on Linux: the class becomes a `PersistentModel` (and so `Observable`,
/// `Hashable`, `Identifiable`). Nothing is persisted; the module's in-memory store holds what a
/// preview inserts, which is all a preview at rest reads.
public struct ModelMacro: ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else {
            throw MacroExpansionErrorMessage("@Model applies to a class: @Model final class Item { … }")
        }
        // Only the conformances the class does not declare itself (the compiler names them).
        let missing = protocols.map(\.trimmedDescription)
        guard !missing.isEmpty else { return [] }
        let list = missing.map { $0.contains(".") ? $0 : ($0 == "Observable" ? "Observation.Observable" : "SwiftData.\($0)") }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list.joined(separator: ", ")) {}")]
    }
}

/// `@Attribute`, `@Relationship`, `@Transient` on a model's properties: how SwiftData stores them,
/// which a preview at rest does not need. They add nothing.
public struct ModelPropertyMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}
