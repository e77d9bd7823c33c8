import Foundation
import SwiftSyntax
import Trellis

/// An instance of a struct declared in the file: its stored properties by name.
final class StructInstance {
    let decl: StructDecl
    var storage: [String: Value]
    /// The view structs this one is inside of, outermost first (to find recursion).
    let ancestors: [String]

    init(decl: StructDecl, storage: [String: Value], ancestors: [String]) {
        self.decl = decl
        self.storage = storage
        self.ancestors = ancestors
    }

    func copy() -> StructInstance { StructInstance(decl: decl, storage: storage, ancestors: ancestors) }

    /// The chain of views down to and including this one.
    var chain: [String] { ancestors + [decl.name] }
}

/// A view struct of the file, as the engine sees it: its body is evaluated when the engine
/// resolves it, in the environment of that place (so `@Environment` properties and the size
/// class switch work like in SwiftUI).
nonisolated struct InterpretedView: View {
    let instance: StructInstance
    /// Weak: the evaluator keeps values that may contain this view. Bodies are evaluated while
    /// the engine resolves, when the root view (or the GeometryReader content being built) holds
    /// the evaluator.
    weak var evaluator: Evaluator?
    let node: Syntax

    var body: AnyView {
        guard let evaluator else { return AnyView(EmptyView()) }
        let environment = Environment(\.self).wrappedValue
        return evaluator.body(of: instance, environment: environment, node: node)
    }
}

/// The root of a `makeView`: owns the evaluator, and evaluates the preview when the engine first
/// resolves it. A preview's own code reads no environment (view bodies do, and they are evaluated
/// each time the engine resolves them), so its result is kept: the engine resolves a root twice
/// when it has several views, and the previewer again on every change of environment.
nonisolated struct InterpretedPreview: View {
    let preview: PreviewDecl
    let evaluator: Evaluator
    let cache = PreviewCache()

    final class PreviewCache: @unchecked Sendable {
        var view: AnyView?
    }

    var body: AnyView {
        if let view = cache.view {
            evaluator.budget.reset()
            return view
        }
        let view = evaluator.previewView(preview)
        cache.view = view
        return view
    }
}

extension Evaluator {
    /// Evaluates `body` of a view struct instance in `environment`.
    func body(of instance: StructInstance, environment: EnvironmentValues, node: Syntax) -> AnyView {
        entering(at: node) {
            let me = instance.copy()
            for p in instance.decl.properties {
                if case let .environment(key) = p.kind {
                    me.storage[p.name] = registry.environmentValue(key, in: environment) ?? Value.none
                }
            }
            guard let body = me.decl.property("body"), case let .computed(items, _) = body.kind else {
                return AnyView(EmptyView())
            }
            do {
                let v = try runBody(items, Frame(scope: Scope(parent: nil), instance: me), viewBuilder: true, node: body.node)
                return try toView(v, body.node).anyView
            } catch let e as EvaluationError {
                return (failureView(e) ?? .empty).anyView
            } catch {
                return AnyView(EmptyView())
            }
        }
    }

    /// A property, computed property or method of `self`.
    func instanceMember(_ instance: StructInstance, _ name: String, _ node: some SyntaxProtocol) throws -> Value? {
        if let v = instance.storage[name] { return v }
        if let p = instance.decl.property(name) {
            switch p.kind {
            case let .computed(body, isViewBuilder):
                return try helper("\(instance.decl.name).\(name)", node) {
                    try runBody(body, Frame(scope: Scope(parent: nil), instance: instance), viewBuilder: isViewBuilder, node: node)
                }
            case .environment:
                return Value.none
            case .stored, .state:
                if let initializer = p.initializer {
                    let v = try evaluate(initializer, Frame(scope: Scope(parent: nil), instance: nil))
                    instance.storage[name] = v
                    return v
                }
                throw EvaluationError(node, "'\(name)' has no value")
            }
        }
        if let fns = instance.decl.functions[name], let fn = fns.first {
            return .function(BoundFunction(function: fn, instance: instance))
        }
        return nil
    }

    /// `Name(args…)` for a struct of the file: the memberwise initializer or a declared `init`.
    func construct(_ decl: StructDecl, args: Arguments, within: StructInstance?) throws -> Value {
        let chain = within?.chain ?? []
        if decl.isView, let start = chain.firstIndex(of: decl.name) {
            let loop = chain[start...] + [decl.name]
            throw EvaluationError(args.node, "recursion between views is not supported: \(loop.joined(separator: " → "))")
        }
        let instance = StructInstance(decl: decl, storage: [:], ancestors: decl.isView ? chain : [])
        if let initializer = try chooseInitializer(decl, args) {
            let scope = Scope(parent: nil)
            try bindParameters(initializer.parameters, args, scope: scope, signature: "\(decl.name).init" + initializer.signature.dropFirst(4))
            _ = try runBody(initializer.body, Frame(scope: scope, instance: instance), viewBuilder: false, node: initializer.node)
        } else {
            try memberwise(decl, instance, args)
        }
        // Stored properties with defaults that the initializer left alone.
        for p in decl.properties where instance.storage[p.name] == nil {
            switch p.kind {
            case .stored, .state:
                if let initializer = p.initializer, !p.isStatic {
                    // Swift allows no `self` in a property's initial value; evaluating without the
                    // instance also keeps a stored closure from holding the instance that holds it.
                    var v = try evaluate(initializer, Frame(scope: Scope(parent: nil), instance: nil))
                    if let type = p.type { v = try cast(v, to: type, node: initializer) }
                    instance.storage[p.name] = v
                }
            default: break
            }
        }
        if decl.isView {
            try countView(args.node)
            return .view(.any(AnyView(InterpretedView(instance: instance, evaluator: self, node: args.node)), name: decl.name))
        }
        if decl.isLayout { return .native(file.makeLayout(decl, storage: instance.storage)) }
        return .instance(instance)
    }

    private func chooseInitializer(_ decl: StructDecl, _ args: Arguments) throws -> FunctionDecl? {
        guard !decl.initializers.isEmpty else { return nil }
        let labels = args.items.filter { !$0.isTrailing }.map(\.label)
        // Prefer the initializer whose labels match the call.
        for i in decl.initializers {
            let required = i.parameters.filter { $0.defaultValue == nil && !$0.isClosure }.map(\.label)
            let all = Set(i.parameters.map(\.label))
            if labels.allSatisfy({ all.contains($0) }), required.allSatisfy({ labels.contains($0) }) { return i }
        }
        return decl.initializers[0]
    }

    private func memberwise(_ decl: StructDecl, _ instance: StructInstance, _ args: Arguments) throws {
        args.signature = decl.memberwiseSignature
        for p in decl.memberwiseParameters {
            if p.holdsViewContent || p.isFunctionType,
               let closure = args.takeClosure(p.name) {
                if p.isFunctionType {
                    instance.storage[p.name] = .closure(closure)
                } else {
                    instance.storage[p.name] = .view(try viewBuilderResult(closure, arguments: []))
                }
                continue
            }
            if let (v, _) = args.takeRaw(p.name) {
                var value = v
                // `@Binding var x: Bool` given `$flag`: the property reads the bound value.
                if case let .native(b as FileBinding) = value, p.type?.trimmedDescription.hasPrefix("Binding") != true { value = b.value }
                if let type = p.type { value = try cast(value, to: type, node: args.node) }
                instance.storage[p.name] = value
            } else if p.initializer == nil {
                if p.type?.is(OptionalTypeSyntax.self) == true || p.type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true {
                    instance.storage[p.name] = Value.none
                } else {
                    throw EvaluationError(args.node, "missing argument '\(p.name):' in call to \(decl.memberwiseSignature)")
                }
            }
        }
        try args.finish()
    }

    /// Binds the arguments of a call to a function's parameters in `scope`; the `inout` ones with
    /// the argument (`&x`) to write back.
    @discardableResult
    func bindParameters(_ parameters: [ParameterDecl], _ args: Arguments, scope: Scope, signature: String) throws -> [(name: String, argument: Syntax)] {
        args.signature = signature
        var inoutBindings: [(name: String, argument: Syntax)] = []
        for p in parameters {
            if p.isClosure, var closure = args.takeClosure(p.label) {
                closure.isViewBuilder = p.isViewBuilder
                scope.define(p.name, .closure(closure))
                continue
            }
            if let (v, node) = args.takeRaw(p.label) {
                scope.define(p.name, try parameterValue(v, p, node))
                if p.isInout {
                    guard node.is(InOutExprSyntax.self) else {
                        throw EvaluationError(node, "passing value of type \(v.typeDescription) to an inout parameter requires '&'")
                    }
                    inoutBindings.append((p.name, node))
                }
            } else if let d = p.defaultValue {
                scope.define(p.name, try parameterValue(evaluate(d, Frame(scope: Scope(parent: nil), instance: nil)), p, d))
            } else {
                throw EvaluationError(args.node, "missing argument \(p.label.map { "'\($0):'" } ?? "for parameter '\(p.name)'") in call to \(signature)")
            }
        }
        try args.finish()
        return inoutBindings
    }

    /// An argument as the parameter's type has it: `f(1)` for a CGFloat parameter is 1.0.
    @inline(__always)
    private func parameterValue(_ v: Value, _ p: ParameterDecl, _ node: some SyntaxProtocol) throws -> Value {
        guard case .int = v, let type = p.type, Self.isFloatingType(type) else { return v }
        return try cast(v, to: type, node: node)
    }

    static func isFloatingType(_ type: TypeSyntax) -> Bool {
        guard let id = type.as(IdentifierTypeSyntax.self), id.genericArgumentClause == nil else {
            if let o = type.as(OptionalTypeSyntax.self) { return isFloatingType(o.wrappedType) }
            return false
        }
        let name = id.name.text
        return name == "CGFloat" || name == "Double" || name == "Float"
    }

    /// A function's result as its declared type has it: numbers converted, tuple labels added,
    /// implicit members resolved (`-> CGSize { .zero }`).
    func functionResult(_ v: Value, _ fn: FunctionDecl, _ node: some SyntaxProtocol) throws -> Value {
        guard let type = fn.returnType, !fn.isViewBuilder, !type.is(SomeOrAnyTypeSyntax.self) else { return v }
        if case .void = v { return v }
        if case .view = v { return v }
        return try cast(v, to: type, node: node)
    }

    /// Calls a function of the file.
    func callFunction(_ fn: FunctionDecl, instance: StructInstance?, arguments values: [Value], node: some SyntaxProtocol) throws -> Value {
        let scope = Scope(parent: nil)
        for (p, v) in zip(fn.parameters, values) { scope.define(p.name, try parameterValue(v, p, node)) }
        return try helper(fn.qualifiedName, node) {
            try functionResult(runBody(fn.body, Frame(scope: scope, instance: instance), viewBuilder: fn.isViewBuilder, node: node), fn, node)
        }
    }

    func callFunction(_ fn: FunctionDecl, instance: StructInstance?, args: Arguments, selfValue: Value? = nil) throws -> Value {
        let scope = Scope(parent: nil)
        let inoutBindings = try bindParameters(fn.parameters, args, scope: scope, signature: fn.signature)
        // `extension View { func … }`: `self` is the view the modifier is applied to.
        if let selfValue { scope.define("self", selfValue) }
        let result = try helper(fn.qualifiedName, args.node) {
            try functionResult(runBody(fn.body, Frame(scope: scope, instance: instance), viewBuilder: fn.isViewBuilder, node: args.node), fn, args.node)
        }
        if !inoutBindings.isEmpty, let caller = args.frame {
            for (name, argument) in inoutBindings {
                guard let e = argument.as(InOutExprSyntax.self) else { continue }
                try write(lvalue(e.expression, caller), scope.lookup(name) ?? .void, caller)
            }
        }
        return result
    }

    /// Runs a helper property or function, refusing to enter one that is already running.
    func helper<T>(_ name: String, _ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        if let start = activeHelpers.firstIndex(of: name) {
            let loop = activeHelpers[start...] + [name]
            throw EvaluationError(node, "recursion between helpers is not supported: \(loop.joined(separator: " → "))")
        }
        activeHelpers.append(name)
        defer { activeHelpers.removeLast() }
        return try body()
    }

    // MARK: - Closures

    /// Calls a closure of the file with argument values; the value of its body.
    func callClosure(_ c: Closure, arguments: [Value], viewBuilder: Bool) throws -> Value {
        let scope = Scope(parent: c.scope)
        try bindClosureParameters(c, arguments, scope)
        return try runBody(c.syntax.statements, Frame(scope: scope, instance: c.instance), viewBuilder: viewBuilder, node: c.syntax)
    }

    private func bindClosureParameters(_ c: Closure, _ arguments: [Value], _ scope: Scope) throws {
        if c.parameters.isEmpty {
            for (i, v) in arguments.enumerated() { scope.define("$\(i)", v) }
        } else if c.parameters.count > 1, arguments.count == 1, case let .tuple(elements) = arguments[0],
                  elements.count == c.parameters.count {
            // `enumerated().map { (i, x) in … }`: the tuple's elements, one per name.
            for (name, e) in zip(c.parameters, elements) where name != "_" { scope.define(name, e.value) }
        } else {
            guard c.parameters.count == arguments.count else {
                throw EvaluationError(c.syntax, "this closure takes \(arguments.count) parameter\(arguments.count == 1 ? "" : "s"), not \(c.parameters.count)")
            }
            for (name, v) in zip(c.parameters, arguments) where name != "_" { scope.define(name, v) }
        }
    }

    /// A `@ViewBuilder` closure's views (errors inside become placeholders, reported).
    func viewBuilderResult(_ c: Closure, arguments: [Value]) throws -> FileView {
        let scope = Scope(parent: c.scope)
        try bindClosureParameters(c, arguments, scope)
        if program.hasReturn(c.syntax.statements) {
            return try toView(runBody(c.syntax.statements, Frame(scope: scope, instance: c.instance), viewBuilder: false, node: c.syntax), c.syntax)
        }
        return combine(buildBlock(c.syntax.statements, Frame(scope: scope, instance: c.instance)))
    }

    /// A view-builder closure as an engine content function, for content built during layout
    /// (GeometryReader): errors are reported and become placeholders.
    func lateViewBuilder<T>(_ c: Closure, wrap: @escaping (T) -> Value) -> (T) -> AnyView {
        let c = c.detached()
        return { [self] input in
            // Content built during layout has its own budget: it runs again on every relayout.
            let saved = budget
            budget.reset()
            defer { budget = saved }
            return entering(at: c.syntax) {
                do {
                    return try viewBuilderResult(c, arguments: [wrap(input)]).anyView
                } catch let e as EvaluationError {
                    return (failureView(e) ?? .empty).anyView
                } catch {
                    return AnyView(EmptyView())
                }
            }
        }
    }

    /// A closure returning a number as an engine function evaluated during layout
    /// (alignment guides); errors are reported and give 0.
    func lateNumber<T>(_ c: Closure, what: String, wrap: @escaping (T) -> Value) -> (T) -> CGFloat {
        let c = c.detached()
        return { [self] input in
            entering(at: c.syntax) {
                do {
                    return try CGFloat.convert(callClosure(c, arguments: [wrap(input)], viewBuilder: false), self, c.syntax, what: what)
                } catch let e as EvaluationError {
                    report(e)
                    return 0
                } catch {
                    return 0
                }
            }
        }
    }
}
