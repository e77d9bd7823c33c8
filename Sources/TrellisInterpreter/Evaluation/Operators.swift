import Foundation
import SwiftSyntax
import Trellis

extension Evaluator {
    func infix(_ e: InfixOperatorExprSyntax, _ f: Frame) throws -> Value {
        guard let opNode = e.operator.as(BinaryOperatorExprSyntax.self) else {
            if e.operator.is(AssignmentExprSyntax.self) {
                throw EvaluationError(e, "an assignment is not a value")
            }
            throw EvaluationError(e.operator, "\(describe(e.operator)) is not supported")
        }
        let op = opNode.operator.text
        switch op {
        case "&&":
            return .bool(try condition(e.leftOperand, f) && condition(e.rightOperand, f))
        case "||":
            return .bool(try condition(e.leftOperand, f) || condition(e.rightOperand, f))
        case "??":
            let l = try evaluate(e.leftOperand, f)
            if case .none = l { return try evaluate(e.rightOperand, f) }
            return l
        default:
            break
        }
        let l = try evaluate(e.leftOperand, f)
        let r = try evaluate(e.rightOperand, f)
        if op == "/", isIntegerLiteral(e.leftOperand), isIntegerLiteral(e.rightOperand) {
            // `16 / 9` where a CGFloat is expected is 1.78 in Swift (the literals become
            // CGFloats); as a value on its own it would be Int 1. Files write such quotients for
            // sizes and ratios, so an inexact quotient of two literals is a Double here.
            if case let .int(a) = l, case let .int(b) = r, b != 0, a % b != 0 { return .double(Double(a) / Double(b)) }
        }
        return try binary(op, l, r, opNode)
    }

    /// A binary operator applied to two values (also `reduce(0, +)`).
    func binary(_ op: String, _ l: Value, _ r: Value, _ opNode: some SyntaxProtocol) throws -> Value {
        switch op {
        case "+", "-", "*", "/", "%":
            return try arithmetic(op, l, r, opNode)
        case "==": return .bool(try valuesEqual(l, r, opNode))
        case "!=": return .bool(try !valuesEqual(l, r, opNode))
        case "<", "<=", ">", ">=":
            return .bool(try compare(op, l, r, opNode))
        case "..<", "...":
            guard case let .int(a) = l, case let .int(b) = r else {
                throw EvaluationError(opNode, "ranges need Int bounds, found \(l.typeDescription) and \(r.typeDescription)")
            }
            guard op == "..<" || b < Int.max else {
                throw EvaluationError(opNode, "range \(a)...\(b) has more than Int.max elements")
            }
            let upper = op == "..." ? b + 1 : b
            guard a <= upper else {
                throw EvaluationError(opNode, "range requires lowerBound <= upperBound (\(a)\(op)\(b))")
            }
            // Every range's count must be an Int (`(Int.min..<0).count` traps in Swift).
            guard !upper.subtractingReportingOverflow(a).overflow else {
                throw EvaluationError(opNode, "range \(a)\(op)\(b) has more than Int.max elements")
            }
            return .range(a..<upper)
        default:
            throw EvaluationError(opNode, "operator '\(op)' is not supported; supported: + - * / % == != < <= > >= && || ?? ..< ...")
        }
    }

    private func isIntegerLiteral(_ e: ExprSyntax) -> Bool {
        if e.is(IntegerLiteralExprSyntax.self) { return true }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { return p.expression.is(IntegerLiteralExprSyntax.self) }
        return false
    }

    func prefix(_ e: PrefixOperatorExprSyntax, _ f: Frame) throws -> Value {
        let v = try evaluate(e.expression, f)
        switch (e.operator.text, v) {
        case let ("-", .int(i)):
            guard i != Int.min else { throw EvaluationError(e, "arithmetic overflow: -(\(i)) is not an Int") }
            return .int(-i)
        case let ("-", .double(d)): return .double(-d)
        case let ("-", .native(n)) where n is CGFloat: return .double(-Double(n as! CGFloat))
        case let ("-", .native(a as Angle)): return .native(Angle(radians: -a.radians))
        case let ("+", .int(i)): return .int(i)
        case let ("+", .double(d)): return .double(d)
        case let ("!", .bool(b)): return .bool(!b)
        case let ("...", .int(i)):
            guard i < Int.max else { throw EvaluationError(e, "range ...\(i) has more than Int.max elements") }
            return .native(...i)
        case let ("..<", .int(i)): return .native(..<i)
        case ("-", .implicitMember(let m)) where ["infinity", "greatestFiniteMagnitude", "pi", "nan"].contains(m.name):
            return .double(-(try Double.convert(v, self, e, what: "operand of '-'")))
        default:
            throw EvaluationError(e, "operator '\(e.operator.text)' cannot be applied to \(v.typeDescription)")
        }
    }

    /// A number for arithmetic: Int stays Int, everything else (Double, CGFloat, `.infinity`) is Double.
    private func number(_ v: Value, _ node: some SyntaxProtocol) -> Value? {
        switch v {
        case .int, .double: return v
        case let .native(n as CGFloat): return .double(Double(n))
        case .implicitMember: return (try? Double.convert(v, self, node, what: "")).map { .double($0) }
        default: return nil
        }
    }

    func arithmetic(_ op: String, _ l: Value, _ r: Value, _ node: some SyntaxProtocol) throws -> Value {
        if op == "+" {
            switch (l, r) {
            case let (.string(a), .string(b)):
                try checkStringLength(a.utf8.count + b.utf8.count, node)
                return .string(a + b)
            case let (.array(a), .array(b)):
                try checkArrayCount(a.count + b.count, node)
                return .array(a + b)
            case let (.view(.text(a, source)), .view(.text(b, _))): return .view(.text(a + b, source: source))
            default: break
            }
        }
        if let angle = try angleArithmetic(op, l, r, node) { return angle }
        guard let ln = number(l, node), let rn = number(r, node) else {
            throw EvaluationError(node, "operator '\(op)' cannot be applied to \(l.typeDescription) and \(r.typeDescription)")
        }
        if case let .int(a) = ln, case let .int(b) = rn, ["+", "-", "*", "/", "%"].contains(op) {
            let result: (partialValue: Int, overflow: Bool)
            switch op {
            case "+": result = a.addingReportingOverflow(b)
            case "-": result = a.subtractingReportingOverflow(b)
            case "*": result = a.multipliedReportingOverflow(by: b)
            default:
                guard b != 0 else { throw EvaluationError(node, "division by zero") }
                result = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
            }
            // Swift traps on overflow; a layout file gets an error at the operator.
            guard !result.overflow else {
                throw EvaluationError(node, "arithmetic overflow: \(a) \(op) \(b) is not an Int")
            }
            return .int(result.partialValue)
        }
        let a = double(ln), b = double(rn)
        switch op {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return .double(a / b)
        case "%": throw EvaluationError(node, "'%' needs Int operands; use truncatingRemainder(dividingBy:) for Double")
        default: throw EvaluationError(node, "operator '\(op)' is not supported")
        }
    }

    /// Strings made by a file stay within `EvaluationLimits.maximumStringBytes`.
    func checkStringLength(_ bytes: Int, _ node: some SyntaxProtocol) throws {
        guard bytes <= EvaluationLimits.maximumStringBytes else {
            throw EvaluationError(node, "a string of \(bytes) bytes is over the limit of \(EvaluationLimits.maximumStringBytes) bytes")
        }
        if bytes >= 1 << 16 { try checkMemory(node) }
    }

    /// Arrays made by a file stay within `EvaluationLimits.maximumArrayItems`.
    func checkArrayCount(_ count: Int, _ node: some SyntaxProtocol) throws {
        guard count <= EvaluationLimits.maximumArrayItems else {
            throw EvaluationError(node, "an array of \(count) items is over the limit of \(EvaluationLimits.maximumArrayItems) items")
        }
        if count >= 4096 { try checkMemory(node) }
    }

    /// Before a large array or string: the memory budget, read now. A few steps can make
    /// thousands of large arrays (`Array(repeating:count:)` in a `ForEach`), more than the
    /// budget's memory reading every 65,536 steps would see in time.
    private func checkMemory(_ node: some SyntaxProtocol) throws {
        if WorkBudget.checkMemory(), let message = WorkBudget.exceeded { throw exhaustBudget(message, node) }
    }

    /// `step * Double(i)`, `a + b`, `-a` for Angles, as SwiftUI defines them.
    private func angleArithmetic(_ op: String, _ l: Value, _ r: Value, _ node: some SyntaxProtocol) throws -> Value? {
        switch (l, r) {
        case let (.native(a as Angle), .native(b as Angle)):
            switch op {
            case "+": return .native(Angle(radians: a.radians + b.radians))
            case "-": return .native(Angle(radians: a.radians - b.radians))
            default: throw EvaluationError(node, "operator '\(op)' cannot be applied to two Angles")
            }
        case let (.native(a as Angle), _):
            guard let n = number(r, node) else { return nil }
            switch op {
            case "*": return .native(Angle(radians: a.radians * double(n)))
            case "/": return .native(Angle(radians: a.radians / double(n)))
            default: return nil
            }
        case let (_, .native(b as Angle)):
            guard op == "*", let n = number(l, node) else { return nil }
            return .native(Angle(radians: double(n) * b.radians))
        default:
            return nil
        }
    }

    private func double(_ v: Value) -> Double {
        switch v {
        case let .int(i): return Double(i)
        case let .double(d): return d
        default: return .nan
        }
    }

    private func compare(_ op: String, _ l: Value, _ r: Value, _ node: some SyntaxProtocol) throws -> Bool {
        let order: Int
        if let a = number(l, node), let b = number(r, node) {
            let x = double(a), y = double(b)
            if case let .int(i) = a, case let .int(j) = b {
                order = i < j ? -1 : i == j ? 0 : 1
            } else {
                if x.isNaN || y.isNaN { return false }
                order = x < y ? -1 : x == y ? 0 : 1
            }
        } else if case let .string(a) = l, case let .string(b) = r {
            order = a < b ? -1 : a == b ? 0 : 1
        } else if let a = try? DynamicTypeSize.convert(l, self, node, what: ""),
                  let b = try? DynamicTypeSize.convert(r, self, node, what: "") {
            order = a < b ? -1 : a == b ? 0 : 1
        } else {
            throw EvaluationError(node, "operator '\(op)' cannot compare \(l.typeDescription) and \(r.typeDescription)")
        }
        switch op {
        case "<": return order < 0
        case "<=": return order <= 0
        case ">": return order > 0
        default: return order >= 0
        }
    }

    /// `==` for the values of the subset; implicit members take the type of the other side
    /// (`sizeClass == .compact`).
    func valuesEqual(_ l: Value, _ r: Value, _ node: some SyntaxProtocol) throws -> Bool {
        // `case .none:` and `x == .none` for optionals.
        if isNoneMember(l) || isNoneMember(r) {
            if case .none = l { return true }
            if case .none = r { return true }
            return isNoneMember(l) && isNoneMember(r)
        }
        switch (l, r) {
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case let (.bool(a), .bool(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.enumCase(t1, a), .enumCase(t2, b)): return t1 == t2 && a == b
        case let (.enumCase(_, a), .implicitMember(m)), let (.implicitMember(m), .enumCase(_, a)): return a == m.name
        case let (.native(n), .implicitMember(m)), let (.implicitMember(m), .native(n)):
            let resolved = try resolveImplicit(m, asTypeOf: n)
            return equalNatives(n, resolved)
        case let (.native(a), .native(b)): return equalNatives(a, b)
        case let (.view(.color(a, _)), .view(.color(b, _))): return a == b
        case let (.view(.color(a, _)), .implicitMember(m)), let (.implicitMember(m), .view(.color(a, _))):
            return registry.colors[m.name] == a
        case let (.array(a), .array(b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where try !valuesEqual(x, y, node) { return false }
            return true
        default:
            if let a = number(l, node), let b = number(r, node) {
                if case let .int(i) = a, case let .int(j) = b { return i == j }
                return double(a) == double(b)
            }
            throw EvaluationError(node, "cannot compare \(l.typeDescription) with \(r.typeDescription)")
        }
    }

    private func isNoneMember(_ v: Value) -> Bool {
        if case let .implicitMember(m) = v { return m.name == "none" && m.arguments == nil }
        return false
    }

    private func equalNatives(_ a: Any, _ b: Any) -> Bool {
        guard let x = a as? AnyHashable, let y = b as? AnyHashable else { return false }
        return x == y
    }

    /// `CGFloat`, `Font.Weight`: the name of a plain (non-generic) type, read from its tokens.
    static func simpleTypeName(_ type: TypeSyntax) -> String? {
        if let id = type.as(IdentifierTypeSyntax.self), id.genericArgumentClause == nil { return id.name.text }
        if let m = type.as(MemberTypeSyntax.self), m.genericArgumentClause == nil, let base = simpleTypeName(m.baseType) {
            return base + "." + m.name.text
        }
        return nil
    }

    /// `value as CGFloat`, `let x: Double = 1`: numeric conversions and contextual types for
    /// implicit members.
    func cast(_ v: Value, to type: TypeSyntax, node: some SyntaxProtocol) throws -> Value {
        if let optional = type.as(OptionalTypeSyntax.self) {
            if case .none = v { return v }
            return try cast(v, to: optional.wrappedType, node: node)
        }
        if let array = type.as(ArrayTypeSyntax.self), case let .array(items) = v {
            return .array(try items.map { try cast($0, to: array.element, node: node) })
        }
        if let tuple = type.as(TupleTypeSyntax.self), case let .tuple(elements) = v, tuple.elements.count == elements.count {
            // `[(month: String, hours: Double)]`: the labels come from the type.
            return .tuple(try zip(tuple.elements, elements).map { t, e in
                .init(label: t.firstName?.text ?? e.label, value: try cast(e.value, to: t.type, node: node))
            })
        }
        // The name without trimming a copy of the syntax (which builds a new tree each time).
        var name = Self.simpleTypeName(type) ?? type.trimmedDescription
        if name.hasSuffix("?") {
            if case .none = v { return v }
            name.removeLast()
        }
        switch name {
        case "Int": return .int(try Int.convert(v, self, node, what: "an Int"))
        case "Double", "CGFloat", "Float": return .double(try Double.convert(v, self, node, what: "a \(name)"))
        case "String": return .string(try String.convert(v, self, node, what: "a String"))
        case "Bool": return .bool(try Bool.convert(v, self, node, what: "a Bool"))
        default:
            if case let .implicitMember(m) = v {
                return try staticMember(ofType: name, m.name, arguments: m.arguments, node: m.node)
            }
            return v
        }
    }
}
