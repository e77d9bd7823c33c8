import SwiftSyntax

/// What lets a compiled preview call the methods `#selector` names, Linux having no Objective-C
/// runtime to call a method by its name: code appended to each file that declares `@objc` (or
/// `@IBAction`) instance methods in a class or an extension.
///
/// Per class or extension, a file-private protocol and the class's conformance to it: a method
/// that switches from a method's name (with its labels, or its base name alone as
/// `#selector(refresh)` writes it) to a call of that method, with the arguments UIKit passes
/// (the sender, then the event) cast to its parameters' types. It is written in the file, so
/// the method may be `private`; a conformance needs no generic arguments, so a coordinator
/// inside a generic representable is reached too. Then one dispatcher for the file, registered
/// with UIKit's `_SelectorTargets` when the library loads (a constructor of its own, in
/// `.init_array`), which `Selector.perform(on:with:)` asks.
///
/// Left out, since the appended code could not compile them: methods inside `#if`, static,
/// generic, `async` or `throws` methods, parameters `inout`, variadic or with attributes;
/// classes in a function, or nested as `private`.
final class SelectorTargets: SyntaxVisitor {
    struct Method {
        var base: String
        /// Each parameter's argument label (nil: none) and type as written.
        var parameters: [(label: String?, type: String)]
        var fullName: String { base + (parameters.isEmpty ? "" : "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")") }
    }

    struct Target {
        /// The type as the extension names it (`Outer.Coordinator`).
        var type: String
        var methods: [Method]
    }

    private(set) var targets: [Target] = []
    /// The enclosing types' names, and whether one of them (below the top level) is private.
    private var path: [(name: String, isPrivate: Bool)] = []

    /// The code to append to a file (nil: it declares no method a selector could name).
    static func code(for tree: SourceFileSyntax) -> String? {
        let finder = SelectorTargets(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.code
    }

    private var code: String? {
        guard !targets.isEmpty else { return nil }
        var lines = ["", "// Generated: calls of the @objc methods above by their selectors' names (TrellisCompiler's SelectorTargets)."]
        for (k, target) in targets.enumerated() {
            lines.append("@MainActor private protocol _TrellisObjCMethods\(k): AnyObject { func _trellisPerform\(k)(_ name: String, _ arguments: [Any]) -> Bool }")
            lines.append("extension \(target.type): _TrellisObjCMethods\(k) {")
            lines.append("    fileprivate func _trellisPerform\(k)(_ name: String, _ arguments: [Any]) -> Bool {")
            lines.append("        switch name {")
            var taken: Set<String> = []
            for method in target.methods {
                // The base name alone calls the first method of that name, as `#selector(name)`
                // names the only one.
                let names = [method.base, method.fullName].filter { taken.insert($0).inserted }
                guard !names.isEmpty else { continue }
                lines.append("        case \(names.map { ModuleSources.literal($0) }.joined(separator: ", ")): " + Self.call(method))
            }
            lines.append("        default: return false")
            lines.append("        }")
            lines.append("    }")
            lines.append("}")
        }
        let asks = targets.indices.map { "((target as? any _TrellisObjCMethods\($0))?._trellisPerform\($0)(name, arguments) ?? false)" }
        lines.append("@MainActor private func _trellisPerformSelector(_ target: Any, _ name: String, _ arguments: [Any]) -> Bool {")
        lines.append("    " + asks.joined(separator: " || "))
        lines.append("}")
        lines.append("@used @section(\".init_array\") private let _trellisRegisterSelectors: @convention(c) () -> Void = {")
        lines.append("    _SelectorTargets.register { target, name, arguments in _trellisPerformSelector(target, name, arguments) }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A case's body: the call, each argument cast to its parameter's type (an optional
    /// parameter takes nil when the argument is missing or of another type; a method whose
    /// other parameters cannot be given is not called).
    private static func call(_ method: Method) -> String {
        var bindings: [String] = []
        var arguments: [String] = []
        for (i, parameter) in method.parameters.enumerated() {
            let value: String
            if parameter.type.hasSuffix("?") || parameter.type.hasSuffix("!") || parameter.type.hasPrefix("Optional<") {
                value = "_selectorArgument(arguments, \(i))"
            } else {
                bindings.append("let a\(i): \(parameter.type) = _selectorArgument(arguments, \(i))")
                value = "a\(i)"
            }
            arguments.append((parameter.label.map { $0 + ": " } ?? "") + value)
        }
        let call = "self.\(method.base)(\(arguments.joined(separator: ", ")))"
        guard !bindings.isEmpty else { return "\(call); return true" }
        return "if \(bindings.joined(separator: ", ")) { \(call); return true }; return false"
    }

    // MARK: Finding the methods

    private func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.private) }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        path.append((node.name.text, !path.isEmpty && isPrivate(node.modifiers)))
        collect(node.memberBlock, type: node.genericParameterClause == nil ? reachableType() : nil)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        path.append((node.extendedType.trimmedDescription, false))
        collect(node.memberBlock, type: node.genericWhereClause == nil ? reachableType() : nil)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { path.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        path.append((node.name.text, !path.isEmpty && isPrivate(node.modifiers)))
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        path.append((node.name.text, !path.isEmpty && isPrivate(node.modifiers)))
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }

    // Declarations inside these are not reachable from the file's top level.
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// The type the enclosing declarations name, when an extension at the top level can name
    /// it (no private type on the way down).
    private func reachableType() -> String? {
        path.contains { $0.isPrivate } ? nil : path.map(\.name).joined(separator: ".")
    }

    private func collect(_ members: MemberBlockSyntax, type: String?) {
        guard let type else { return }
        let methods = members.members.compactMap { Self.method($0.decl.as(FunctionDeclSyntax.self)) }
        if !methods.isEmpty { targets.append(Target(type: type, methods: methods)) }
    }

    /// A method a selector may name and the appended code can call.
    private static func method(_ function: FunctionDeclSyntax?) -> Method? {
        guard let function,
              function.attributes.contains(where: { attribute in
                  guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
                  return name == "objc" || name == "IBAction"
              }),
              !function.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }),
              function.genericParameterClause == nil,
              function.signature.effectSpecifiers?.asyncSpecifier == nil,
              function.signature.effectSpecifiers?.throwsClause == nil,
              case .identifier = function.name.tokenKind else { return nil }
        var parameters: [(label: String?, type: String)] = []
        for parameter in function.signature.parameterClause.parameters {
            let type = parameter.type.trimmedDescription
            guard parameter.ellipsis == nil, !type.contains("@"), !type.hasPrefix("inout"), !type.contains("some ") else { return nil }
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            parameters.append((label, type))
        }
        return Method(base: function.name.text, parameters: parameters)
    }
}
