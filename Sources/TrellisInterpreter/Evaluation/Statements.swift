import Foundation
import SwiftSyntax
import Trellis

extension Evaluator {
    // MARK: - View builders

    /// The views of a builder block; several become siblings (SwiftUI's TupleView).
    func combine(_ views: [FileView]) -> FileView {
        switch views.count {
        case 0: return .empty
        case 1: return views[0]
        default: return .any(AnyView(ViewList(views: views.map(\.anyView))), name: "TupleView")
        }
    }

    /// A value used where a view is expected.
    func toView(_ v: Value, _ node: some SyntaxProtocol) throws -> FileView {
        switch v {
        case let .view(view): return view
        case let .implicitMember(m):
            if let c = registry.colors[m.name] { return .color(c) }
            throw EvaluationError(m.node, "'.\(m.name)' is not a view; expected a view like Text(\"…\") or Color.red")
        case .instance(let i):
            throw EvaluationError(node, "'\(i.decl.name)' is not a view (it has no 'body')")
        case .type(let t):
            throw EvaluationError(node, "'\(t.name)' is a type; call it to make a view: \(t.name)()")
        case let .native(n as any View):
            // Gradients are views as well as shape styles.
            return .wrap(n, name: Value.nativeTypeName(n))
        case .function(let fn):
            throw EvaluationError(node, "'\(fn.function.name)' is a function; call it: \(fn.function.name)()")
        default:
            throw EvaluationError(node, "expected a view, found a value of type \(v.typeDescription)")
        }
    }

    /// Evaluates the statements of a `@ViewBuilder` block in a new scope. A statement that fails
    /// is reported and replaced by a placeholder (or nothing), and the others still build.
    func buildBlock(_ items: CodeBlockItemListSyntax, _ f: Frame) -> [FileView] {
        let inner = f.nested()
        var views: [FileView] = []
        for item in items { buildItem(item, inner, into: &views) }
        return views
    }

    func buildItem(_ item: CodeBlockItemSyntax, _ f: Frame, into views: inout [FileView]) {
        do {
            try buildStatement(item, f, into: &views)
        } catch let e as EvaluationError {
            if let v = failureView(e) { views.append(v) }
        } catch {
            report(EvaluationError(item, "\(error)"))
        }
    }

    private func buildStatement(_ item: CodeBlockItemSyntax, _ f: Frame, into views: inout [FileView]) throws {
        switch item.item {
        case let .decl(decl):
            guard let v = decl.as(VariableDeclSyntax.self) else {
                throw EvaluationError(decl, "\(describe(decl)) is not supported inside a view builder; use 'let name = value'")
            }
            try declareVariables(v, f)
        case let .expr(expr):
            try buildExpression(expr, f, into: &views)
        case let .stmt(stmt):
            if let e = stmt.as(ExpressionStmtSyntax.self) {
                try buildExpression(e.expression, f, into: &views)
            } else if let r = stmt.as(ReturnStmtSyntax.self), let e = r.expression {
                try buildExpression(e, f, into: &views)
            } else if stmt.is(ForStmtSyntax.self) {
                throw EvaluationError(stmt, "'for' loops are not supported in view builders; use ForEach(…) { item in … }")
            } else {
                throw EvaluationError(stmt, "\(describe(stmt)) is not supported inside a view builder")
            }
        }
    }

    private func buildExpression(_ expr: ExprSyntax, _ f: Frame, into views: inout [FileView]) throws {
        try checkLimits(expr)
        if let e = expr.as(IfExprSyntax.self) {
            try buildIf(e, f, into: &views)
        } else if let e = expr.as(SwitchExprSyntax.self) {
            if let (c, inner) = try selectCase(e, f) {
                views += buildBlock(c.statements, inner)
            }
        } else {
            // A call may be a statement whose view the last load kept (EvaluationMemo.swift).
            if let call = expr.as(FunctionCallExprSyntax.self) {
                views.append(try memoizedView(call, f))
            } else {
                views.append(try toView(evaluate(expr, f), expr))
            }
            try countView(expr)
        }
    }

    private func buildIf(_ e: IfExprSyntax, _ f: Frame, into views: inout [FileView]) throws {
        if let inner = try conditions(e.conditions, f) {
            views += buildBlock(e.body.statements, inner)
            return
        }
        switch e.elseBody {
        case let .ifExpr(next)?: try buildIf(next, f, into: &views)
        case let .codeBlock(block)?: views += buildBlock(block.statements, f)
        case nil: break
        }
    }

    /// `let x = …` / `var x = …` inside a body or builder.
    func declareVariables(_ v: VariableDeclSyntax, _ f: Frame) throws {
        for binding in v.bindings {
            guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else {
                // `let (left, right) = extents(subviews)`
                guard binding.pattern.is(TuplePatternSyntax.self) || binding.pattern.is(WildcardPatternSyntax.self) else {
                    throw EvaluationError(binding.pattern, "only simple names and tuples are supported in 'let' declarations")
                }
                guard let initializer = binding.initializer else {
                    throw EvaluationError(binding, "'\(binding.pattern.trimmedDescription)' needs an initial value")
                }
                var value = try evaluate(initializer.value, f)
                if let type = binding.typeAnnotation?.type { value = try cast(value, to: type, node: binding) }
                try bindPattern(binding.pattern, value, f.scope)
                continue
            }
            guard let initializer = binding.initializer else {
                // `var total: CGFloat` assigned later; Swift checks it is assigned before use.
                if binding.typeAnnotation != nil, v.bindingSpecifier.tokenKind == .keyword(.var) || v.bindingSpecifier.tokenKind == .keyword(.let) {
                    f.scope.define(id.identifier.text, binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true ? .none : .void)
                    continue
                }
                throw EvaluationError(binding, "'\(id.identifier.text)' needs an initial value")
            }
            var value = try evaluate(initializer.value, f)
            if let type = binding.typeAnnotation?.type { value = try cast(value, to: type, node: binding) }
            // A closure kept in a name must not hold the scope that holds it.
            if case let .closure(c) = value { value = .closure(c.detached()) }
            f.scope.define(id.identifier.text, value)
        }
    }

    // MARK: - Conditions

    /// Evaluates an `if` condition list; the scope with its `if let` bindings when all hold.
    func conditions(_ list: ConditionElementListSyntax, _ f: Frame) throws -> Frame? {
        let inner = f.nested()
        for element in list {
            switch element.condition {
            case let .expression(expr):
                guard try condition(expr, inner) else { return nil }
            case let .optionalBinding(b):
                guard let id = b.pattern.as(IdentifierPatternSyntax.self) else {
                    throw EvaluationError(b.pattern, "only 'if let name = value' is supported")
                }
                let name = id.identifier.text
                let value: Value
                if let initializer = b.initializer {
                    value = try evaluate(initializer.value, inner)
                } else {
                    if let local = inner.scope.lookup(name) {
                        value = local
                    } else if let instance = inner.instance, let member = try instanceMember(instance, name, id) {
                        value = member
                    } else {
                        throw EvaluationError(id, "cannot find '\(name)' in scope")
                    }
                }
                if case .none = value { return nil }
                inner.scope.define(name, value)
            default:
                throw EvaluationError(element, "\(describe(element)) is not supported; use a Bool condition or 'if let'")
            }
        }
        return inner
    }

    func condition(_ expr: ExprSyntax, _ f: Frame) throws -> Bool {
        let v = try evaluate(expr, f)
        guard case let .bool(b) = v else {
            throw EvaluationError(expr, "a condition must be a Bool, found \(v.typeDescription)")
        }
        return b
    }

    // MARK: - switch

    /// The case of a `switch` that matches its subject, with the scope of its bindings.
    func selectCase(_ e: SwitchExprSyntax, _ f: Frame) throws -> (SwitchCaseSyntax, Frame)? {
        let subject = try evaluate(e.subject, f)
        for element in e.cases {
            guard case let .switchCase(c) = element else {
                throw EvaluationError(element, "#if inside switch is not supported")
            }
            let inner = f.nested()
            switch c.label {
            case .default:
                return (c, inner)
            case let .case(label):
                for item in label.caseItems {
                    if try matches(subject, item.pattern, inner) {
                        if let w = item.whereClause, try !condition(w.condition, inner) { continue }
                        return (c, inner)
                    }
                }
            }
        }
        return nil
    }

    private func matches(_ subject: Value, _ pattern: PatternSyntax, _ f: Frame) throws -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            if let id = binding.pattern.as(IdentifierPatternSyntax.self) {
                f.scope.define(id.identifier.text, subject)
                return true
            }
            throw EvaluationError(binding, "only 'case let name' bindings are supported")
        }
        if let id = pattern.as(IdentifierPatternSyntax.self) {
            f.scope.define(id.identifier.text, subject)
            return true
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self) else {
            throw EvaluationError(pattern, "\(describe(pattern)) is not supported in 'case'")
        }
        let candidate = try evaluate(expression.expression, f)
        if case let .range(r) = candidate {
            guard case let .int(i) = subject else { return false }
            return r.contains(i)
        }
        return try valuesEqual(subject, candidate, expression)
    }

    // MARK: - Function bodies

    /// How a statement ends: on to the next one, out of the function, or out of a loop.
    enum Flow {
        case next
        case returned(Value)
        case breakLoop
        case continueLoop
    }

    /// Runs the body of a function, computed property or closure. `@ViewBuilder` bodies (and
    /// `body`) build views unless they `return`; other bodies return their value, or the value of
    /// their single expression.
    func runBody(_ items: CodeBlockItemListSyntax, _ f: Frame, viewBuilder: Bool, node: some SyntaxProtocol) throws -> Value {
        if viewBuilder, !program.hasReturn(items) {
            return .view(combine(buildBlock(items, f)))
        }
        if items.count == 1, let only = items.first, let expr = singleExpression(only) {
            return try evaluate(expr, f.nested())
        }
        switch try execute(items, f.nested()) {
        case let .returned(v): return v
        case .next, .breakLoop, .continueLoop: return .void
        }
    }

    /// The expression of a single-expression body (its value is the result). Statements that
    /// only act (an assignment, an `if` without `else`) are run as statements instead.
    private func singleExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        let e: ExprSyntax
        switch item.item {
        case let .expr(x): e = x
        case let .stmt(s):
            guard let x = s.as(ExpressionStmtSyntax.self)?.expression else { return nil }
            e = x
        case .decl: return nil
        }
        if let i = e.as(IfExprSyntax.self), !Self.hasFinalElse(i) { return nil }
        if let infix = e.as(InfixOperatorExprSyntax.self), Self.isAssignment(infix) { return nil }
        if let call = e.as(FunctionCallExprSyntax.self), Self.isMutatingCall(call) { return nil }
        return e
    }

    private static func hasFinalElse(_ e: IfExprSyntax) -> Bool {
        switch e.elseBody {
        case let .ifExpr(next)?: return hasFinalElse(next)
        case .codeBlock?: return true
        case nil: return false
        }
    }

    static func isAssignment(_ e: InfixOperatorExprSyntax) -> Bool {
        if e.operator.is(AssignmentExprSyntax.self) { return true }
        guard let b = e.operator.as(BinaryOperatorExprSyntax.self) else { return false }
        return ["+=", "-=", "*=", "/="].contains(b.operator.text)
    }

    func execute(_ items: CodeBlockItemListSyntax, _ f: Frame) throws -> Flow {
        for item in items {
            try checkLimits(item)
            let flow: Flow
            switch item.item {
            case let .decl(decl):
                guard let v = decl.as(VariableDeclSyntax.self) else {
                    throw EvaluationError(decl, "\(describe(decl)) is not supported inside a function body")
                }
                try declareVariables(v, f)
                flow = .next
            case let .stmt(stmt):
                flow = try executeStatement(stmt, f)
            case let .expr(expr):
                flow = try executeExpression(expr, f)
            }
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    private func executeStatement(_ stmt: StmtSyntax, _ f: Frame) throws -> Flow {
        switch stmt.as(StmtSyntaxEnum.self) {
        case let .returnStmt(r):
            return .returned(try r.expression.map { try evaluate($0, f) } ?? .void)
        case let .guardStmt(g):
            if try conditions(g.conditions, f) == nil {
                let flow = try execute(g.body.statements, f.nested())
                if case .next = flow { throw EvaluationError(g.body, "the 'else' of a guard must return, break or continue") }
                return flow
            }
            // `guard let` bindings stay visible after the guard.
            for element in g.conditions {
                if case let .optionalBinding(b) = element.condition, let id = b.pattern.as(IdentifierPatternSyntax.self) {
                    let v = try b.initializer.map { try evaluate($0.value, f) } ?? f.scope.lookup(id.identifier.text)
                        ?? f.instance.flatMap { try? instanceMember($0, id.identifier.text, id) } ?? .none
                    f.scope.define(id.identifier.text, v)
                }
            }
            return .next
        case let .expressionStmt(e):
            return try executeExpression(e.expression, f)
        case let .forStmt(loop):
            return try forLoop(loop, f)
        case let .whileStmt(loop):
            return try whileLoop(loop, f)
        case let .repeatStmt(loop):
            return try repeatLoop(loop, f)
        case .breakStmt(let b):
            if let label = b.label { throw EvaluationError(label, "labeled 'break' is not supported") }
            return .breakLoop
        case .continueStmt(let c):
            if let label = c.label { throw EvaluationError(label, "labeled 'continue' is not supported") }
            return .continueLoop
        default:
            throw EvaluationError(stmt, "\(describe(stmt)) is not supported inside a function body")
        }
    }

    private func executeExpression(_ expr: ExprSyntax, _ f: Frame) throws -> Flow {
        if let e = expr.as(IfExprSyntax.self) {
            if let inner = try conditions(e.conditions, f) { return try execute(e.body.statements, inner) }
            switch e.elseBody {
            case let .ifExpr(next)?: return try executeExpression(ExprSyntax(next), f)
            case let .codeBlock(block)?: return try execute(block.statements, f.nested())
            case nil: return .next
            }
        }
        if let e = expr.as(SwitchExprSyntax.self) {
            if let (c, inner) = try selectCase(e, f) {
                // `break` inside a case leaves the switch, not the loop around it.
                let flow = try execute(c.statements, inner)
                if case .breakLoop = flow { return .next }
                return flow
            }
            return .next
        }
        if let e = expr.as(InfixOperatorExprSyntax.self), try assignment(e, f) { return .next }
        if let call = expr.as(FunctionCallExprSyntax.self), try mutatingCall(call, f) != nil { return .next }
        _ = try evaluate(expr, f)
        return .next
    }

    // MARK: - if and switch as values

    func ifValue(_ e: IfExprSyntax, _ f: Frame) throws -> Value {
        if let inner = try conditions(e.conditions, f) {
            return try runBody(e.body.statements, inner, viewBuilder: false, node: e)
        }
        switch e.elseBody {
        case let .ifExpr(next)?: return try ifValue(next, f)
        case let .codeBlock(block)?: return try runBody(block.statements, f, viewBuilder: false, node: block)
        case nil: throw EvaluationError(e, "an 'if' used as a value needs an 'else'")
        }
    }

    func switchValue(_ e: SwitchExprSyntax, _ f: Frame) throws -> Value {
        guard let (c, inner) = try selectCase(e, f) else {
            throw EvaluationError(e, "no case of this switch matches")
        }
        return try runBody(c.statements, inner, viewBuilder: false, node: c)
    }
}
