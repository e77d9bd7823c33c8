import Foundation
import SwiftSyntax
import Trellis

/// Assignments with Swift's value semantics: `x = v`, `x += v`, `cache.sizes[i] = v`,
/// `rows[r].width += gap`, and mutating methods (`items.append(x)`, `spacing.formUnion(s)`).
/// Struct instances of the file are shared objects in the interpreter, so a write never changes
/// one in place: it copies the instance with the new property and stores the copy back into the
/// variable, one level at a time — what Swift's copy-on-write would make visible.
extension Evaluator {
    /// A place that can be written: a local, a property of `self`, a member or element of another place.
    indirect enum LValue {
        case local(String)
        case selfProperty(String, Syntax)
        case member(LValue, String, Syntax)
        case index(LValue, Value, Syntax)
        /// `_ = value`
        case discard
    }

    func lvalue(_ e: ExprSyntax, _ f: Frame) throws -> LValue {
        if e.is(DiscardAssignmentExprSyntax.self) { return .discard }
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if f.scope.lookup(name) != nil { return .local(name) }
            if let i = f.instance, i.decl.property(name) != nil { return .selfProperty(name, Syntax(ref)) }
            if program.globals[name] != nil {
                throw EvaluationError(ref, "cannot assign to top-level '\(name)' from here")
            }
            throw EvaluationError(ref, "cannot find '\(name)' in scope")
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base {
            let name = m.declName.baseName.text
            if let b = base.as(DeclReferenceExprSyntax.self), b.baseName.tokenKind == .keyword(.self), f.scope.lookup("self") == nil {
                guard let i = f.instance, i.decl.property(name) != nil else {
                    throw EvaluationError(m.declName, "'self' has no property '\(name)'")
                }
                return .selfProperty(name, Syntax(m.declName))
            }
            return .member(try lvalue(base, f), name, Syntax(m.declName))
        }
        if let s = e.as(SubscriptCallExprSyntax.self) {
            guard s.arguments.count == 1, let arg = s.arguments.first, arg.label == nil else {
                throw EvaluationError(s, "only 'array[index] = value' subscript assignments are supported")
            }
            return .index(try lvalue(s.calledExpression, f), try evaluate(arg.expression, f), Syntax(arg))
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return try lvalue(only.expression, f)
        }
        throw EvaluationError(e, "cannot assign to \(describe(e))")
    }

    func read(_ lv: LValue, _ f: Frame) throws -> Value {
        switch lv {
        case let .local(name):
            return f.scope.lookup(name) ?? .none
        case let .selfProperty(name, node):
            guard let i = f.instance, let v = try instanceMember(i, name, node) else {
                throw EvaluationError(node, "'\(name)' has no value")
            }
            return v
        case let .member(base, name, node):
            return try property(of: read(base, f), name, node: node)
        case let .index(base, index, node):
            let b = try read(base, f)
            guard case let .array(items) = b else {
                throw EvaluationError(node, "cannot assign through a subscript of \(b.typeDescription)")
            }
            return items[try arrayIndex(index, count: items.count, node)]
        case .discard:
            return .void
        }
    }

    func write(_ lv: LValue, _ value: Value, _ f: Frame) throws {
        switch lv {
        case let .local(name):
            _ = f.scope.assign(name, keepingType(of: f.scope.lookup(name), value))
        case let .selfProperty(name, node):
            guard let i = f.instance, let p = i.decl.property(name) else {
                throw EvaluationError(node, "cannot assign to '\(name)'")
            }
            var v = value
            if let type = p.type { v = try cast(v, to: type, node: node) }
            i.storage[name] = keepingType(of: i.storage[name], v)
        case let .member(base, name, node):
            let b = try read(base, f)
            try write(base, try settingMember(b, name, value, node), f)
        case let .index(base, index, node):
            let b = try read(base, f)
            guard case var .array(items) = b else {
                throw EvaluationError(node, "cannot assign through a subscript of \(b.typeDescription)")
            }
            let i = try arrayIndex(index, count: items.count, node)
            items[i] = keepingType(of: items[i], value)
            try write(base, .array(items), f)
        case .discard:
            return
        }
    }

    /// A variable that held a Double keeps holding one: Swift typed it, `x = 1` is 1.0 there.
    private func keepingType(of old: Value?, _ new: Value) -> Value {
        if case .double? = old, case let .int(i) = new { return .double(Double(i)) }
        return new
    }

    func arrayIndex(_ index: Value, count: Int, _ node: some SyntaxProtocol) throws -> Int {
        guard case let .int(i) = index else { throw EvaluationError(node, "array index must be an Int, found \(index.typeDescription)") }
        guard i >= 0, i < count else { throw EvaluationError(node, "index \(i) is out of range (count \(count))") }
        return i
    }

    /// `base` with its member `name` set to `value` (a copy: values are values).
    func settingMember(_ base: Value, _ name: String, _ value: Value, _ node: Syntax) throws -> Value {
        switch base {
        case let .instance(i):
            guard let p = i.decl.property(name), !p.isStatic else {
                throw EvaluationError(node, "'\(i.decl.name)' has no property '\(name)'")
            }
            if case .computed = p.kind { throw EvaluationError(node, "cannot assign to '\(name)': it is a computed property") }
            var v = value
            if let type = p.type { v = try cast(v, to: type, node: node) }
            let copy = i.copy()
            copy.storage[name] = keepingType(of: i.storage[name], v)
            return .instance(copy)
        case var .tuple(elements):
            let index = Int(name) ?? elements.firstIndex { $0.label == name }
            guard let index, elements.indices.contains(index) else {
                throw EvaluationError(node, "tuple has no element '\(name)'")
            }
            elements[index].value = keepingType(of: elements[index].value, value)
            return .tuple(elements)
        case let .native(n):
            if let v = try registry.settingNativeProperty(n, name, value, self, node) { return .native(v) }
            throw EvaluationError(node, "cannot assign to '\(name)' of \(base.typeDescription)")
        default:
            throw EvaluationError(node, "cannot assign to '\(name)' of \(base.typeDescription)")
        }
    }

    // MARK: - Assignment statements

    /// `x = v`, `x += v`, `self.x = v`, `a.b[i] = v`: true if `e` was an assignment.
    func assignment(_ e: InfixOperatorExprSyntax, _ f: Frame) throws -> Bool {
        guard Self.isAssignment(e) else { return false }
        let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "="
        let target = try lvalue(e.leftOperand, f)
        var value = try evaluate(e.rightOperand, f)
        if op != "=" {
            let current = try read(target, f)
            value = try arithmetic(String(op.dropLast()), current, value, e.operator)
        }
        try write(target, value, f)
        return true
    }

    // MARK: - Mutating methods

    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeLast", "removeFirst", "removeAll", "popLast", "sort", "reverse",
        "swapAt", "formUnion", "toggle",
    ]

    static func isMutatingCall(_ e: FunctionCallExprSyntax) -> Bool {
        guard let m = e.calledExpression.as(MemberAccessExprSyntax.self), m.base != nil else { return false }
        return mutatingMethods.contains(m.declName.baseName.text)
    }

    /// `place.method(args…)` for a mutating method: the method's result, after the new value is
    /// stored back; nil when `e` is not such a call (then it is an ordinary call).
    func mutatingCall(_ e: FunctionCallExprSyntax, _ f: Frame) throws -> Value? {
        guard Self.isMutatingCall(e), let m = e.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base,
              typeReference(base, f) == nil, let target = try? lvalue(base, f) else { return nil }
        let name = m.declName.baseName.text
        let current = try read(target, f)
        let args = try arguments(e, f, callee: name, prefix: ".")
        guard let (updated, result) = try mutate(current, name, args, node: Syntax(m.declName)) else { return nil }
        try write(target, updated, f)
        return result
    }

    private func mutate(_ v: Value, _ name: String, _ a: Arguments, node: Syntax) throws -> (Value, Value)? {
        switch v {
        case var .array(items):
            var result = Value.void
            switch name {
            case "append":
                if let (seq, seqNode) = a.takeRaw("contentsOf") {
                    let more = try elements(of: seq, seqNode)
                    try checkArrayCount(items.count + more.count, a.node)
                    items += more
                } else {
                    guard let (x, _) = a.takeRaw(nil) else { throw EvaluationError(a.node, "append needs a value: .append(x)") }
                    try checkArrayCount(items.count + 1, a.node)
                    items.append(x)
                }
            case "insert":
                guard let (x, _) = a.takeRaw(nil) else { throw EvaluationError(a.node, "insert needs a value: .insert(x, at: 0)") }
                guard let (at, atNode) = a.takeRaw("at") else { throw EvaluationError(a.node, "insert needs 'at:'") }
                guard case let .int(i) = at, i >= 0, i <= items.count else {
                    throw EvaluationError(atNode, "insert position out of range (count \(items.count))")
                }
                items.insert(x, at: i)
            case "remove":
                guard let (at, atNode) = a.takeRaw("at") else { throw EvaluationError(a.node, "remove needs 'at:'") }
                result = items.remove(at: try arrayIndex(at, count: items.count, atNode))
            case "removeLast", "removeFirst", "popLast":
                if items.isEmpty {
                    if name == "popLast" { result = .none; break }
                    throw EvaluationError(node, "can't \(name) from an empty collection")
                }
                result = name == "removeFirst" ? items.removeFirst() : items.removeLast()
            case "removeAll":
                if let c = a.takeClosure("where") {
                    items = try items.filter { try !Bool.convert(invoke(.closure(c), [$0], node), self, c.syntax, what: "removeAll(where:)") }
                } else {
                    items.removeAll()
                }
            case "sort":
                items = try sorted(items, by: Registry.comparator(a), node)
            case "reverse":
                items.reverse()
            case "swapAt":
                let i = try a.require(nil, Int.self, self), j = try a.require(nil, Int.self, self)
                items.swapAt(try arrayIndex(.int(i), count: items.count, a.node), try arrayIndex(.int(j), count: items.count, a.node))
            default:
                return nil
            }
            try a.finish()
            return (.array(items), result)
        case let .native(s as ViewSpacing) where name == "formUnion":
            let other = try a.require(nil, ViewSpacing.self, self)
            let edges = try a.take("edges", Edge.Set.self, self) ?? .all
            try a.finish()
            var copy = s
            copy.formUnion(other, edges: edges)
            return (.native(copy), .void)
        case let .bool(b) where name == "toggle":
            try a.finish()
            return (.bool(!b), .void)
        default:
            return nil
        }
    }
}
