import Foundation
import SwiftSyntax
import Trellis

/// The limits of one call of a custom layout's method. A layout runs during the layout pass, many
/// times per pass, so a method that does not end is stopped long before a preview's 5 seconds.
struct LayoutCallLimits {
    let layout: String
    let method: String

    func check(_ budget: inout EvaluationBudget, _ node: some SyntaxProtocol, loop: Syntax?) throws {
        let steps = budget.steps > EvaluationLimits.maximumLayoutSteps
        guard steps || budget.elapsedSeconds > EvaluationLimits.maximumLayoutSeconds else { return }
        let limit = steps ? "\(EvaluationLimits.maximumLayoutSteps) steps" : "\(EvaluationLimits.maximumLayoutSeconds) seconds"
        let message = "\(layout).\(method) was stopped after \(limit) (an endless loop?); the layout is skipped until the file changes"
        budget.exhausted = message
        // At the loop that did not end, else where the method began.
        budget.exhaustedAt = loop
        throw EvaluationError(node, message)
    }
}

extension EvaluationLimits {
    /// Evaluation steps one call of a custom layout's method may take.
    public static let maximumLayoutSteps = 10_000_000
    /// Seconds one call of a custom layout's method may take.
    public static let maximumLayoutSeconds: Double = 0.5
}

extension Evaluator {
    /// Runs a requirement of a file layout with `arguments` (by position); the parameter at
    /// `inoutIndex` (default: the last, `cache`) is read back into `cache` afterwards. nil when
    /// it failed (reported).
    func runLayoutMethod(_ fn: FunctionDecl, layout: InterpretedLayoutCore, arguments: [Value], cache: inout Value?,
                         returns: String?, inoutIndex: Int? = nil) -> Value? {
        layoutCall = LayoutCallLimits(layout: layout.decl.name, method: fn.signature)
        return entering(at: fn.node) { () -> Value? in
            do {
                let instance = StructInstance(decl: layout.decl, storage: layout.storage, ancestors: [])
                let scope = Scope(parent: nil)
                for (p, v) in zip(fn.parameters, arguments) { scope.define(p.name, v) }
                let v = try helper(fn.qualifiedName, fn.node) {
                    try runBody(fn.body, Frame(scope: scope, instance: instance), viewBuilder: false, node: fn.node)
                }
                if cache != nil {
                    let index = inoutIndex ?? fn.parameters.count - 1
                    if fn.parameters.indices.contains(index) { cache = scope.lookup(fn.parameters[index].name) }
                }
                guard let returns else { return v }
                let expected = fn.returnType?.trimmedDescription ?? returns
                if case .void = v {
                    let brace = fn.node.as(FunctionDeclSyntax.self)?.body?.rightBrace
                    throw EvaluationError(brace.map(Syntax.init) ?? fn.node, "missing return in instance method expected to return '\(expected)'")
                }
                let result = try functionResult(v, fn, fn.node)
                try checkLayoutResult(result, returns, fn)
                return result
            } catch let e as EvaluationError {
                if budget.exhausted != nil, budget.exhaustedAt == nil { budget.exhaustedAt = Syntax(nameNode(fn)) }
                report(e)
                if budget.exhausted != nil { file.stop(layout.decl) }
                return nil
            } catch {
                return nil
            }
        }
    }

    private func nameNode(_ fn: FunctionDecl) -> Syntax {
        fn.node.as(FunctionDeclSyntax.self).map { Syntax($0.name) } ?? fn.node
    }

    /// The value a requirement returned has the type SwiftUI's signature has.
    private func checkLayoutResult(_ v: Value, _ returns: String, _ fn: FunctionDecl) throws {
        let node = fn.node.as(FunctionDeclSyntax.self)?.signature.returnClause.map(Syntax.init) ?? nameNode(fn)
        switch returns {
        case "CGSize":
            guard case .native(is CGSize) = v else { throw EvaluationError(node, "\(fn.name) must return a CGSize, found \(v.typeDescription)") }
        case "ViewSpacing":
            guard case .native(is ViewSpacing) = v else { throw EvaluationError(node, "\(fn.name) must return a ViewSpacing, found \(v.typeDescription)") }
        case "CGFloat?":
            switch v {
            case .none, .int, .double: break
            default: throw EvaluationError(node, "\(fn.name) must return a CGFloat?, found \(v.typeDescription)")
            }
        default:
            break
        }
    }

    /// `static var layoutProperties: LayoutProperties { … }` of a file layout (SwiftUI's default
    /// when it has none or it fails).
    func layoutProperties(of decl: StructDecl) -> LayoutProperties {
        guard let p = decl.property("layoutProperties"), p.isStatic else { return LayoutProperties() }
        return entering(at: p.node) {
            do {
                let frame = Frame(scope: Scope(parent: nil), instance: nil)
                let v: Value
                if case let .computed(body, _) = p.kind {
                    v = try runBody(body, frame, viewBuilder: false, node: p.node)
                } else if let initializer = p.initializer {
                    v = try evaluate(initializer, frame)
                } else {
                    return LayoutProperties()
                }
                guard case let .native(properties as LayoutProperties) = v else {
                    throw EvaluationError(p.node, "layoutProperties must be a LayoutProperties, found \(v.typeDescription)")
                }
                return properties
            } catch let e as EvaluationError {
                report(e)
                return LayoutProperties()
            } catch {
                return LayoutProperties()
            }
        }
    }
}
