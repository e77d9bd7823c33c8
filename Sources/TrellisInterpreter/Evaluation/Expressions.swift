import Foundation
import SwiftSyntax
import Trellis

extension Evaluator {
    /// Evaluates one expression of the supported subset.
    func evaluate(_ expr: ExprSyntax, _ f: Frame) throws -> Value {
        try checkLimits(expr)
        return try withDepth {
            switch expr.as(ExprSyntaxEnum.self) {
            case let .integerLiteralExpr(e):
                return try integerLiteral(e)
            case let .floatLiteralExpr(e):
                return try floatLiteral(e)
            case let .booleanLiteralExpr(e):
                return .bool(e.literal.tokenKind == .keyword(.true))
            case .nilLiteralExpr:
                return .none
            case let .stringLiteralExpr(e):
                return .string(try stringLiteral(e, f))
            case let .simpleStringLiteralExpr(e):
                return .string(e.segments.map { unescape($0.content.text) }.joined())
            case let .arrayExpr(e):
                return .array(try e.elements.map { try evaluate($0.expression, f) })
            case let .tupleExpr(e):
                if e.elements.count == 1, let only = e.elements.first, only.label == nil {
                    return try evaluate(only.expression, f)
                }
                return .tuple(try e.elements.map { .init(label: $0.label?.text, value: try evaluate($0.expression, f)) })
            case let .declReferenceExpr(e):
                return try reference(e, f)
            case let .memberAccessExpr(e):
                let v = try memberAccess(e, f)
                if case .view = v { return located(v, e) }
                return v
            case let .functionCallExpr(e):
                let v = try call(e, f)
                if case .view = v { return located(v, e) }
                return v
            case let .subscriptCallExpr(e):
                return try subscriptCall(e, f)
            case let .closureExpr(e):
                return .closure(makeClosure(e, f))
            case let .infixOperatorExpr(e):
                return try infix(e, f)
            case let .prefixOperatorExpr(e):
                return try prefix(e, f)
            case let .postfixOperatorExpr(e):
                let v = try evaluate(e.expression, f)
                guard e.operator.text == "...", case let .int(i) = v else {
                    throw EvaluationError(e, "postfix operator '\(e.operator.text)' is not supported")
                }
                return .native(i...)
            case let .ternaryExpr(e):
                let c = try condition(e.condition, f)
                return try evaluate(c ? e.thenExpression : e.elseExpression, f)
            case let .keyPathExpr(e):
                return try keyPath(e)
            case let .ifExpr(e):
                return try ifValue(e, f)
            case let .switchExpr(e):
                return try switchValue(e, f)
            case let .asExpr(e):
                return try cast(try evaluate(e.expression, f), to: e.type, node: e)
            case let .forceUnwrapExpr(e):
                let v = try evaluate(e.expression, f)
                if case .none = v { throw EvaluationError(e, "unexpectedly found nil while unwrapping '\(e.expression.trimmedDescription)'") }
                return v
            case let .inOutExpr(e):
                // `&x`: the value goes in; the callee writes the result back (see `callFunction`).
                return try evaluate(e.expression, f)
            case let .typeExpr(e):
                return .type(TypeName(name: e.type.trimmedDescription))
            case let .genericSpecializationExpr(e):
                // `ForEach<…>` and friends: the generic arguments don't matter to the interpreter.
                return try evaluate(e.expression, f)
            case let .macroExpansionExpr(e):
                throw EvaluationError(e, "macro '#\(e.macroName.text)' is not supported here")
            case .missingExpr:
                throw EvaluationError(expr, "expected an expression")
            case let .editorPlaceholderExpr(e):
                throw EvaluationError(e, "editor placeholder '\(e.trimmedDescription)' in source")
            default:
                throw EvaluationError(expr, "\(describe(expr)) is not supported in layout files")
            }
        }
    }

    /// "a dictionary literal", "a try expression": the kind of an unsupported node, in words.
    func describe(_ node: some SyntaxProtocol) -> String {
        let kind = String(describing: node.syntaxNodeType).replacingOccurrences(of: "Syntax", with: "")
        var words = ""
        for ch in kind {
            if ch.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(ch.lowercased())
        }
        words = words.replacingOccurrences(of: " expr", with: " expression")
            .replacingOccurrences(of: "decl", with: "declaration")
            .replacingOccurrences(of: "stmt", with: "statement")
        let article = "aeiou".contains(words.first ?? "x") ? "an" : "a"
        return "\(article) \(words) ('\(node.trimmedDescription.prefix(40))')"
    }

    func makeClosure(_ e: ClosureExprSyntax, _ f: Frame) -> Closure {
        var names: [String] = []
        switch e.signature?.parameterClause {
        case let .simpleInput(list)?:
            names = list.map(\.name.text)
        case let .parameterClause(clause)?:
            names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil:
            break
        }
        return Closure(syntax: e, parameters: names, scope: f.scope, instance: f.instance)
    }

    func keyPath(_ e: KeyPathExprSyntax) throws -> Value {
        if let root = e.root {
            throw EvaluationError(root, "key paths with a root type are not supported; write \\.\(e.components.trimmedDescription.drop { $0 == "." })")
        }
        var names: [String] = []
        for c in e.components {
            guard case let .property(p) = c.component else {
                throw EvaluationError(c, "only property key paths like \\.self or \\.id are supported")
            }
            names.append(p.declName.baseName.text)
        }
        return .keyPath(names)
    }

    // MARK: - Names

    /// A name, as the resolver bound it (`NameBinding`): a local, a property or method of
    /// `self`, a top-level constant or function, or a type.
    func reference(_ e: DeclReferenceExprSyntax, _ f: Frame) throws -> Value {
        let name = e.baseName.text
        let binding = program.binding(of: e)
        if binding.mayBeLocal, let v = f.scope.lookup(name) { return v }
        switch binding.target {
        case .member:
            if let instance = f.instance, let v = try instanceMember(instance, name, e) { return v }
        case .global:
            if let v = try globalValue(name, e) { return v }
        case let .globalFunction(fn):
            return .function(BoundFunction(function: fn, instance: nil))
        case .type:
            return .type(TypeName(name: name))
        case .unbound:
            break
        }
        return try unboundReference(e, name, f)
    }

    /// A name the resolver could not bind, or whose binding is not there in this evaluation (a
    /// member asked for outside an instance): the places in Swift's order, then the errors.
    private func unboundReference(_ e: DeclReferenceExprSyntax, _ name: String, _ f: Frame) throws -> Value {
        if case .binaryOperator = e.baseName.tokenKind { return .native(OperatorReference(name: name)) }
        if e.baseName.tokenKind == .keyword(.self) || name == "self" {
            if let i = f.instance { return .instance(i) }
            throw EvaluationError(e, "'self' is only available inside a struct")
        }
        if let instance = f.instance, let v = try instanceMember(instance, name, e) { return v }
        if let v = try globalValue(name, e) { return v }
        if let fns = program.globalFunctions[name], let fn = fns.first {
            return .function(BoundFunction(function: fn, instance: nil))
        }
        if isTypeName(name) { return .type(TypeName(name: name)) }
        if name.hasPrefix("$"), name.count > 1, let v = try bindingSource(String(name.dropFirst()), e, f) {
            return .native(FileBinding(value: v))
        }
        if name.hasPrefix("$") {
            throw EvaluationError(e, "'\(name)' is only available inside a closure that takes parameters")
        }
        throw EvaluationError(e, "cannot find '\(name)' in scope")
    }

    /// What `$name` binds to: a local or a property of the view (`@State var name`), read now.
    private func bindingSource(_ name: String, _ e: DeclReferenceExprSyntax, _ f: Frame) throws -> Value? {
        if let v = f.scope.lookup(name) { return v }
        if let instance = f.instance { return try instanceMember(instance, name, e) }
        return nil
    }

    /// Starts with an ASCII capital (types and views), checked without Unicode tables.
    func isCapitalized(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    func isTypeName(_ name: String) -> Bool { program.isTypeName(name) }
}
