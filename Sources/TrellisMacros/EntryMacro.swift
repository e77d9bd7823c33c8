import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftUI's `@Entry` (Xcode 16): a property of an extension of `EnvironmentValues` (or
/// `Transaction`, `FocusedValues`) backed by a key the macro declares beside it, whose default is
/// the property's initial value (nil for an optional without one):
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// ```
/// becomes `var accent: Color { get { self[__Key_accent.self] } set { … } }` and
/// `private struct __Key_accent: EnvironmentKey { static var defaultValue: Color { .blue } }`.
public struct EntryMacro: AccessorMacro, PeerMacro {
    private static func parts(_ declaration: some DeclSyntaxProtocol) throws -> (name: String, type: String?, initial: String?) {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else {
            throw MacroExpansionErrorMessage("@Entry applies to one property: @Entry var name: Type = value")
        }
        return (name, binding.typeAnnotation?.type.trimmedDescription, binding.initializer?.value.trimmedDescription)
    }

    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let (name, type, initial) = try parts(declaration)
        // One error for the property (the key is then left out without another).
        if type == nil && initial == nil {
            throw MacroExpansionErrorMessage("@Entry needs a type or an initial value: @Entry var name: Type = value")
        }
        return ["get { self[__Key_\(raw: name).self] }", "set { self[__Key_\(raw: name).self] = newValue }"]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let (name, type, initial) = try parts(declaration)
        // The key's protocol follows the type the extension extends.
        let extended = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?.extendedType.trimmedDescription ?? ""
        let key: String
        switch extended.split(separator: ".").last.map(String.init) ?? "" {
        case "Transaction": key = "TransactionKey"
        case "FocusedValues": key = "FocusedValueKey"
        default: key = "EnvironmentKey"
        }
        if key == "FocusedValueKey" {
            guard let type else { throw MacroExpansionErrorMessage("@Entry in FocusedValues needs a type: @Entry var name: Type?") }
            let value = type.hasSuffix("?") ? String(type.dropLast()) : type
            return ["private struct __Key_\(raw: name): \(raw: key) { typealias Value = \(raw: value) }"]
        }
        if let type {
            return ["private struct __Key_\(raw: name): \(raw: key) { static var defaultValue: \(raw: type) { \(raw: initial ?? "nil") } }"]
        }
        guard let initial else { return [] }
        // Without a type the default is stored, made once; unsafe for the checker, as the value of
        // a type that is not Sendable (an app's service struct) compiles in Xcode's Swift 6 too. A
        // `var`, since on a `let` of a Sendable type (`@Entry var day = 1`) swiftc warns that
        // `nonisolated(unsafe)` is unnecessary, and the macro cannot know the type.
        return ["private struct __Key_\(raw: name): \(raw: key) { nonisolated(unsafe) static var defaultValue = \(raw: initial) }"]
    }
}
