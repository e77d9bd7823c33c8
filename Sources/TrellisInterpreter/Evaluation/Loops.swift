import Foundation
import SwiftSyntax
import Trellis

/// `for … in`, `while` and `repeat … while` in function bodies (custom layouts compute with
/// them), the patterns they and `let` bind, and calling any callable value the way sequence
/// methods do (`map { … }`, `reduce(0, +)`, `map(\.width)`).
extension Evaluator {
    func forLoop(_ loop: ForStmtSyntax, _ f: Frame) throws -> Flow {
        if loop.tryKeyword != nil || loop.awaitKeyword != nil || loop.caseKeyword != nil {
            throw EvaluationError(loop, "only 'for name in sequence' loops are supported")
        }
        let sequence = try evaluate(loop.sequence, f)
        loopStack.append(Syntax(loop.forKeyword))
        defer { loopStack.removeLast() }
        var flow = Flow.next
        try forEachElement(of: sequence, loop.sequence) { element in
            try checkLimits(loop)
            let inner = f.nested()
            try bindPattern(loop.pattern, element, inner.scope)
            if let w = loop.whereClause, try !condition(w.condition, inner) { return true }
            switch try execute(loop.body.statements, inner) {
            case .breakLoop: return false
            case .next, .continueLoop: return true
            case let .returned(v):
                flow = .returned(v)
                return false
            }
        }
        return flow
    }

    func whileLoop(_ loop: WhileStmtSyntax, _ f: Frame) throws -> Flow {
        loopStack.append(Syntax(loop.whileKeyword))
        defer { loopStack.removeLast() }
        while true {
            try checkLimits(loop)
            guard let inner = try conditions(loop.conditions, f) else { return .next }
            switch try execute(loop.body.statements, inner) {
            case .breakLoop: return .next
            case .next, .continueLoop: continue
            case let .returned(v): return .returned(v)
            }
        }
    }

    func repeatLoop(_ loop: RepeatStmtSyntax, _ f: Frame) throws -> Flow {
        loopStack.append(Syntax(loop.repeatKeyword))
        defer { loopStack.removeLast() }
        while true {
            try checkLimits(loop)
            switch try execute(loop.body.statements, f.nested()) {
            case .breakLoop: return .next
            case .next, .continueLoop: break
            case let .returned(v): return .returned(v)
            }
            guard try condition(loop.condition, f) else { return .next }
        }
    }

    /// Binds `name`, `_`, `(a, b)` (nested) to a value.
    func bindPattern(_ pattern: PatternSyntax, _ value: Value, _ scope: Scope) throws {
        if let id = pattern.as(IdentifierPatternSyntax.self) {
            scope.define(id.identifier.text, value)
        } else if pattern.is(WildcardPatternSyntax.self) {
            return
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            guard case let .tuple(elements) = value, elements.count == tuple.elements.count else {
                throw EvaluationError(pattern, "cannot bind \(value.typeDescription) to the pattern '\(pattern.trimmedDescription)'")
            }
            for (p, e) in zip(tuple.elements, elements) { try bindPattern(p.pattern, e.value, scope) }
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            try bindPattern(binding.pattern, value, scope)
        } else {
            throw EvaluationError(pattern, "the pattern '\(pattern.trimmedDescription)' is not supported; use a name, '_' or '(a, b)'")
        }
    }

    // MARK: - Sequences

    /// Calls `body` with each element of a sequence until it returns false. Ranges are walked
    /// without making an array (`0..<Int.max` is a loop the limits stop, not an allocation).
    func forEachElement(of v: Value, _ node: some SyntaxProtocol, _ body: (Value) throws -> Bool) throws {
        switch v {
        case let .range(r):
            for i in r where try !body(.int(i)) { return }
        case let .array(items):
            for item in items where try !body(item) { return }
        case let .native(subviews as LayoutSubviews):
            for s in subviews where try !body(.native(s)) { return }
        case let .string(s):
            for c in s where try !body(.string(String(c))) { return }
        default:
            throw EvaluationError(node, "cannot iterate over a value of type \(v.typeDescription); use an array, a range or subviews")
        }
    }

    /// The elements of a sequence as an array (ranges over the ForEach limit are an error).
    func elements(of v: Value, _ node: some SyntaxProtocol) throws -> [Value] {
        switch v {
        case let .array(items): return items
        case let .range(r):
            guard r.count <= EvaluationLimits.maximumForEachItems * 10 else {
                throw EvaluationError(node, "a range of \(r.count) items is over the limit")
            }
            return r.map { .int($0) }
        default:
            var all: [Value] = []
            try forEachElement(of: v, node) { all.append($0); return true }
            return all
        }
    }

    /// Calls a callable value with argument values: a closure, a function of the file, an
    /// operator (`+`), a Swift function (`max`) or a key path (`\.width`).
    func invoke(_ callee: Value, _ arguments: [Value], _ node: some SyntaxProtocol) throws -> Value {
        switch callee {
        case let .closure(c):
            return try callClosure(c, arguments: arguments, viewBuilder: false)
        case let .function(fn):
            return try callFunction(fn.function, instance: fn.instance, arguments: arguments, node: node)
        case let .keyPath(path):
            guard var v = arguments.first else { throw EvaluationError(node, "a key path needs a value") }
            for name in path where name != "self" { v = try property(of: v, name, node: node) }
            return v
        case let .native(op as OperatorReference):
            guard arguments.count == 2 else { throw EvaluationError(node, "operator '\(op.name)' takes two values") }
            return try binary(op.name, arguments[0], arguments[1], node)
        case let .type(t):
            if let builtin = Registry.builtin(t.name) {
                let args = Arguments(node: node, callee: t.name, items: arguments.map {
                    .init(label: nil, value: $0, node: Syntax(node), start: Syntax(node), isTrailing: false)
                })
                return try builtin(args, self)
            }
            throw EvaluationError(node, "cannot call '\(t.name)' with these values")
        default:
            throw EvaluationError(node, "expected a closure, found \(callee.typeDescription)")
        }
    }

    /// Sorted by `by` (a closure `(a, b) -> Bool`), or by `<` on numbers and strings. Equal
    /// elements keep their order (Swift's sort is stable too).
    func sorted(_ items: [Value], by: Value?, _ node: some SyntaxProtocol) throws -> [Value] {
        var failure: Error?
        let result = items.sorted { a, b in
            guard failure == nil else { return false }
            do {
                let v = try by.map { try invoke($0, [a, b], node) } ?? binary("<", a, b, node)
                return try Bool.convert(v, self, node, what: "the sort predicate")
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return result
    }
}

/// `+` written as a value (`reduce(0, +)`).
struct OperatorReference {
    let name: String
}
