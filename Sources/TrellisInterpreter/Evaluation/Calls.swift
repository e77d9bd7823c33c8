import Foundation
import SwiftSyntax
import Trellis

extension Evaluator {
    /// Evaluates the arguments of a call; closures stay unevaluated until the callee runs them.
    func arguments(_ e: FunctionCallExprSyntax, _ f: Frame, callee: String, prefix: String = "") throws -> Arguments {
        var items: [Arguments.Item] = []
        items.reserveCapacity(e.arguments.count + 1)
        for a in e.arguments {
            items.append(.init(label: a.label?.text, value: try evaluate(a.expression, f), node: Syntax(a.expression),
                               start: Syntax(a), isTrailing: false))
        }
        if let t = e.trailingClosure {
            items.append(.init(label: nil, value: .closure(makeClosure(t, f)), node: Syntax(t), start: Syntax(t), isTrailing: true))
        }
        for extra in e.additionalTrailingClosures {
            items.append(.init(label: extra.label.text, value: .closure(makeClosure(extra.closure, f)), node: Syntax(extra.closure),
                               start: Syntax(extra), isTrailing: true))
        }
        let args = Arguments(node: e.calledExpression, callee: callee, prefix: prefix, items: items)
        args.frame = f
        return args
    }

    /// The type an expression names, if it names one (`Color`, `Font.Weight`, `VerticalAlignment`).
    func typeReference(_ expr: ExprSyntax, _ f: Frame) -> String? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            let binding = program.binding(of: ref)
            guard case .type = binding.target, !(binding.mayBeLocal && f.scope.lookup(name) != nil) else { return nil }
            return name
        }
        if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base, let outer = typeReference(base, f) {
            let nested = "\(outer).\(m.declName.baseName.text)"
            if registry.types[nested] != nil || program.enums[nested] != nil || program.structs[nested] != nil { return nested }
        }
        if let g = expr.as(GenericSpecializationExprSyntax.self) { return typeReference(g.expression, f) }
        return nil
    }

    func call(_ e: FunctionCallExprSyntax, _ f: Frame) throws -> Value {
        let called = e.calledExpression
        if let m = called.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            // Modifier chains (`Text(…).padding()`) are never mutating calls: skip the set lookup.
            if let base = m.base, !base.is(FunctionCallExprSyntax.self), Self.mutatingMethods.contains(name),
               let result = try mutatingCall(e, f) { return result }
            guard let base = m.base else {
                let args = try arguments(e, f, callee: name, prefix: ".")
                return .implicitMember(ImplicitMember(name: name, arguments: args, node: Syntax(e)))
            }
            if let typeName = typeReference(base, f) {
                let args = try arguments(e, f, callee: name, prefix: typeName + ".")
                if name == "init" { return try construct(typeName: typeName, args: args, node: e, within: f.instance) }
                return try staticMember(ofType: typeName, name, arguments: args, node: m.declName)
            }
            let receiver = try evaluate(base, f)
            return try callMethod(receiver, name, e, f, nameNode: m.declName)
        }
        if let ref = called.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            let binding = program.binding(of: ref)
            if binding.mayBeLocal, let local = f.scope.lookup(name) {
                return try callValue(local, try arguments(e, f, callee: name), node: e, within: f.instance)
            }
            switch binding.target {
            case .type where isCapitalized(name):
                return try construct(typeName: name, args: try arguments(e, f, callee: name), node: e, within: f.instance)
            case .member:
                guard let instance = f.instance else { break }
                if let fn = instance.decl.functions[name]?.first {
                    return try callFunction(fn, instance: instance, args: try arguments(e, f, callee: fn.signature))
                }
                if let v = try instanceMember(instance, name, ref) {
                    return try callValue(v, try arguments(e, f, callee: name), node: e, within: f.instance)
                }
            case let .globalFunction(fn):
                return try callFunction(fn, instance: nil, args: try arguments(e, f, callee: fn.signature))
            case .global:
                if let global = try globalValue(name, ref) {
                    return try callValue(global, try arguments(e, f, callee: name), node: e, within: f.instance)
                }
            case .type, .unbound:
                break
            }
            return try unboundCall(e, ref, name, f)
        }
        let callee = try evaluate(called, f)
        return try callValue(callee, try arguments(e, f, callee: "the called value"), node: e, within: f.instance)
    }

    /// `name(args…)` where the resolver bound `name` to nothing callable here: the places in
    /// Swift's order, a modifier of `self` in an `extension View`, a built-in function, and
    /// last a type (whose error names the unknown type).
    private func unboundCall(_ e: FunctionCallExprSyntax, _ ref: DeclReferenceExprSyntax, _ name: String, _ f: Frame) throws -> Value {
        if let instance = f.instance, let fn = instance.decl.functions[name]?.first {
            return try callFunction(fn, instance: instance, args: try arguments(e, f, callee: fn.signature))
        }
        if let fn = program.globalFunctions[name]?.first {
            return try callFunction(fn, instance: nil, args: try arguments(e, f, callee: fn.signature))
        }
        if let instance = f.instance, instance.decl.property(name) != nil, let v = try instanceMember(instance, name, ref) {
            return try callValue(v, try arguments(e, f, callee: name), node: e, within: f.instance)
        }
        if let global = try globalValue(name, ref) {
            return try callValue(global, try arguments(e, f, callee: name), node: e, within: f.instance)
        }
        // Inside `extension View { func … }`: `layoutValue(key:value:)` is a modifier of `self`.
        if let me = f.scope.lookup("self"), case .view = me,
           registry.methods[name] != nil || program.viewExtensions[name] != nil {
            return try callMethod(me, name, e, f, nameNode: ref)
        }
        let args = try arguments(e, f, callee: name)
        if let builtin = Registry.builtin(name) { return try builtin(args, self) }
        return try construct(typeName: name, args: args, node: e, within: f.instance)
    }

    /// Calls a value: a function or closure of the file, a type, or a layout (`layout { … }`).
    func callValue(_ callee: Value, _ args: Arguments, node: some SyntaxProtocol, within: StructInstance? = nil) throws -> Value {
        switch callee {
        case let .function(fn):
            return try callFunction(fn.function, instance: fn.instance, args: args)
        case let .closure(c):
            var values: [Value] = []
            for i in args.items.indices {
                args.items[i].used = true
                values.append(args.items[i].value)
            }
            if c.isViewBuilder { return .view(try viewBuilderResult(c, arguments: values)) }
            return try callClosure(c, arguments: values, viewBuilder: false)
        case let .type(t):
            return try construct(typeName: t.name, args: args, node: node, within: within)
        case let .native(n):
            if let layout = n as? any Layout { return try applyLayout(layout, name: nil, args: args) }
            throw EvaluationError(node, "cannot call a value of type \(callee.typeDescription)")
        default:
            throw EvaluationError(node, "cannot call a value of type \(callee.typeDescription)")
        }
    }

    /// `layout { content }`: a Layout value applied to views, like SwiftUI's `callAsFunction`.
    func applyLayout(_ layout: any Layout, name: String?, args: Arguments) throws -> Value {
        args.signature = "callAsFunction(content:)"
        guard let content = args.takeClosure("content") else {
            throw EvaluationError(args.node, "a layout needs its views in a trailing closure: \(name ?? "layout") { … }")
        }
        try args.finish()
        let views = try viewBuilderResult(content, arguments: [])
        try countView(args.node)
        return .view(.wrap(Registry.layoutView(layout, content: views.anyView), name: name ?? "AnyLayout"))
    }

    /// `Name(args…)`: a struct of the file, a view or value type of the engine, or a layout.
    func construct(typeName: String, args: Arguments, node: some SyntaxProtocol, within: StructInstance?) throws -> Value {
        // A nested struct of the type we are in (`CacheData` inside a layout) comes first.
        if program.hasNestedStructs, let outer = within?.decl, let decl = program.structs["\(outer.outer ?? outer.name).\(typeName)"] {
            return try construct(decl, args: args, within: within)
        }
        if let decl = program.structs[typeName] {
            if decl.isLayout, args.items.contains(where: { $0.isTrailing }) {
                // `MyLayout(spacing: 4) { content }`: the layout, then its content.
                let content = args.takeClosure("content")
                let rest = Arguments(node: args.node, callee: typeName, items: content.map {
                    [.init(label: nil, value: .closure($0), node: Syntax($0.syntax), start: Syntax($0.syntax), isTrailing: true)]
                } ?? [])
                args.items.removeAll { $0.used }
                let layout = try construct(decl, args: args, within: within)
                guard case let .native(n) = layout, let l = n as? any Layout else { return layout }
                return try applyLayout(l, name: decl.name, args: rest)
            }
            return try construct(decl, args: args, within: within)
        }
        if let e = program.enums[typeName] {
            throw EvaluationError(node, "enum '\(e.name)' has no initializer; use one of its cases (\(e.cases.map { ".\($0)" }.joined(separator: ", ")))")
        }
        if let info = registry.types[typeName] {
            args.signatures = info.signatures
            if info.isLayout, args.items.contains(where: { $0.isTrailing }) {
                let content = args.takeClosure("content")
                let layoutValue = try info.construct!(args, self)
                guard case let .native(n) = layoutValue, let layout = n as? any Layout else { return layoutValue }
                let rest = Arguments(node: args.node, callee: typeName, items: content.map {
                    [.init(label: nil, value: .closure($0), node: Syntax($0.syntax), start: Syntax($0.syntax), isTrailing: true)]
                } ?? [])
                return try applyLayout(layout, name: typeName, args: rest)
            }
            guard let make = info.construct else {
                throw EvaluationError(node, "'\(typeName)' cannot be constructed; use its static members (\(info.staticMembers.keys.sorted().prefix(6).map { ".\($0)" }.joined(separator: ", ")))")
            }
            let v = try make(args, self)
            if case .view = v { try countView(node) }
            return v
        }
        let message = registry.unknownTypeMessage(typeName, program: program)
        // Still look inside its content for the errors a user would want to see at once.
        if let content = args.takeClosure("content"), content.parameters.isEmpty {
            _ = buildBlock(content.syntax.statements, Frame(scope: Scope(parent: content.scope), instance: content.instance))
        }
        throw EvaluationError(node, message)
    }

    /// `receiver.name(args…)`: a modifier or method. A failing modifier is reported and the
    /// view keeps going without it, so the rest of the chain and file still evaluate.
    func callMethod(_ receiver: Value, _ name: String, _ e: FunctionCallExprSyntax, _ f: Frame, nameNode: some SyntaxProtocol) throws -> Value {
        if case let .instance(i) = receiver, let fn = i.decl.functions[name]?.first {
            return try callFunction(fn, instance: i, args: try arguments(e, f, callee: fn.signature))
        }
        if case .view = receiver, !program.viewExtensions.isEmpty, let fn = program.viewExtensions[name]?.first {
            // A modifier declared in the file (`extension View { func rank(_:) … }`).
            return try callFunction(fn, instance: nil, args: try arguments(e, f, callee: fn.signature), selfValue: receiver)
        }
        if case .view = receiver {
            do {
                let args = try arguments(e, f, callee: name, prefix: ".")
                return try method(receiver, name, args, nameNode: nameNode)
            } catch let error as EvaluationError {
                guard budget.exhausted == nil else { throw error }
                report(error)
                guard placeholders, case let .view(v) = receiver else { return receiver }
                return .view(.wrap(v.anyView.overlay { Placeholder.view(error.message).anyView }))
            }
        }
        if case let .function(fn) = receiver {
            throw EvaluationError(nameNode, "'\(fn.function.name)' is a function; call it before applying '.\(name)': \(fn.function.name)().\(name)(…)")
        }
        return try method(receiver, name, try arguments(e, f, callee: name, prefix: "."), nameNode: nameNode)
    }

    func method(_ receiver: Value, _ name: String, _ args: Arguments, nameNode: some SyntaxProtocol) throws -> Value {
        guard let entries = registry.methods[name] else {
            var message = "unknown modifier or method '\(name)'"
            if let s = registry.suggestion(for: name, among: Array(registry.methods.keys)) { message += "; did you mean '\(s)'?" }
            else { message += " (not supported by Trellis)" }
            throw EvaluationError(nameNode, message)
        }
        for entry in entries where entry.receiver.matches(receiver) {
            args.signature = entry.signature
            return keepingSource(of: receiver, try entry.call(receiver, args, self))
        }
        // `.white.opacity(0.5)`, `.body.bold()`: an implicit member whose type is the receiver
        // type of the method.
        if case let .implicitMember(m) = receiver {
            for entry in entries {
                guard let typeName = entry.receiver.typeName,
                      let resolved = try? staticMember(ofType: typeName, m.name, arguments: m.arguments, node: m.node),
                      entry.receiver.matches(resolved) else { continue }
                args.signature = entry.signature
                return try entry.call(resolved, args, self)
            }
        }
        let accepted = entries.map(\.receiver.description)
        throw EvaluationError(nameNode, "'.\(name)' cannot be applied to \(receiver.typeDescription); it applies to \(Set(accepted).sorted().joined(separator: ", "))")
    }
}
