import SwiftSyntax
import SwiftSyntaxMacros

/// TipKit's `@Parameter`: a static property of a tip (or of any type) whose value lives in the
/// tips datastore, so that rules can watch it:
///
/// ```swift
/// struct FavoriteTip: Tip {
///     @Parameter static var isLoggedIn: Bool = false
/// }
/// ```
/// becomes `static var isLoggedIn: Bool { get { $isLoggedIn.wrappedValue } set { … } }` and
/// `static let $isLoggedIn: Tips.Parameter<Bool> = Tips.Parameter("FavoriteTip.isLoggedIn", false)`,
/// the parameter a rule names (`#Rule(Self.$isLoggedIn) { $0 }`). The options given to the
/// attribute (`@Parameter(.transient)`) are passed on to the parameter.
public struct ParameterMacro: AccessorMacro, PeerMacro {
    private static func parts(_ declaration: some DeclSyntaxProtocol) throws -> (name: String, type: String?, initial: String?, isStatic: Bool) {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else {
            throw MacroExpansionErrorMessage("@Parameter applies to one property: @Parameter static var name: Type = value")
        }
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        return (name, binding.typeAnnotation?.type.trimmedDescription, binding.initializer?.value.trimmedDescription, isStatic)
    }

    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let (name, _, initial, _) = try parts(declaration)
        // One error for the property (the parameter is then left out without another).
        if initial == nil {
            throw MacroExpansionErrorMessage("@Parameter needs an initial value: @Parameter static var name: Type = value")
        }
        return ["get { $\(raw: name).wrappedValue }", "set { $\(raw: name).wrappedValue = newValue }"]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let (name, type, initial, isStatic) = try parts(declaration)
        guard let initial else { return [] }
        // The parameter's identifier: the enclosing type's name and the property's.
        let owner = context.lexicalContext.lazy.compactMap { node -> String? in
            if let s = node.as(StructDeclSyntax.self) { return s.name.trimmedDescription }
            if let c = node.as(ClassDeclSyntax.self) { return c.name.trimmedDescription }
            if let e = node.as(EnumDeclSyntax.self) { return e.name.trimmedDescription }
            if let a = node.as(ActorDeclSyntax.self) { return a.name.trimmedDescription }
            if let x = node.as(ExtensionDeclSyntax.self) { return x.extendedType.trimmedDescription }
            return nil
        }.first
        let identifier = owner.map { "\($0).\(name)" } ?? name
        var arguments = "\"\(identifier)\", \(initial)"
        if let options = node.arguments?.as(LabeledExprListSyntax.self), !options.isEmpty {
            arguments += ", [\(options.map { $0.expression.trimmedDescription }.joined(separator: ", "))]"
        }
        let modifier = isStatic ? "static " : ""
        if let type {
            return ["\(raw: modifier)let $\(raw: name): Tips.Parameter<\(raw: type)> = Tips.Parameter(\(raw: arguments))"]
        }
        return ["\(raw: modifier)let $\(raw: name) = Tips.Parameter(\(raw: arguments))"]
    }
}

/// TipKit's `#Rule`: a condition over a parameter's value or an event's donations, checked each
/// time a tip's status is asked for:
///
/// ```swift
/// #Rule(Self.$isLoggedIn) { $0 == true }
/// #Rule(Self.didOpen) { $0.donations.count >= 3 }
/// ```
/// becomes `Tips.Rule(Self.$isLoggedIn) { $0 == true }`: the closure is evaluated for real
/// (Apple's macro turns it into a predicate; the conditions apps write read the same).
public struct RuleMacro: ExpressionMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> ExprSyntax {
        let arguments = node.arguments.map { $0.expression.trimmedDescription }
        guard let input = arguments.first else {
            throw MacroExpansionErrorMessage("#Rule needs a parameter or an event: #Rule(Self.$parameter) { $0 == value }")
        }
        let closure: String
        if let trailing = node.trailingClosure {
            closure = trailing.trimmedDescription
        } else if arguments.count >= 2 {
            closure = arguments[arguments.count - 1]
        } else {
            throw MacroExpansionErrorMessage("#Rule needs a condition: #Rule(Self.$parameter) { $0 == value }")
        }
        return "Tips.Rule(\(raw: input)) \(raw: closure)"
    }
}
