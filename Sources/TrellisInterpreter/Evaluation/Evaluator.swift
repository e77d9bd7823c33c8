import Foundation
import SwiftSyntax
import Trellis

/// Where an expression is evaluated: its local names and the struct instance it belongs to.
struct Frame {
    let scope: Scope
    let instance: StructInstance?

    func nested() -> Frame { Frame(scope: Scope(parent: scope), instance: instance) }
}

/// Interprets the supported SwiftUI subset of a layout file into engine views. One evaluator
/// serves one `makeView` (a preview shown with or without placeholders); struct bodies are
/// evaluated lazily, when the engine resolves them in their environment, so it must be used by
/// one thread at a time.
final class Evaluator {
    let file: FileContext
    /// Unsupported views become visible boxes with the message (the previewer's mode).
    let placeholders: Bool
    let registry = Registry.shared
    var budget = EvaluationBudget()
    /// Above 0 while a Picker's content is evaluated: ForEach then tags its views with their IDs.
    var pickerContentDepth = 0
    private var depth = 0
    private var entryLevel = 0
    /// Where the outermost evaluation entry starts (the preview, the view whose body runs):
    /// limits are reported there, once, whatever expression happened to cross them.
    private var entryNode: Syntax?
    private var stackLimit: UInt = 0
    /// Top-level constants and extension statics, evaluated once per evaluator.
    private var globalCache: [String: Value] = [:]
    private var globalsInProgress: Set<String> = []
    /// The helper properties and functions being evaluated, to find recursion between them.
    var activeHelpers: [String] = []
    /// The loops running (their keywords), innermost last: a runaway layout is reported at the
    /// loop that did not end.
    var loopStack: [Syntax] = []
    /// Set while a method of a custom layout runs (see `LayoutCalls`): its own, shorter limits.
    var layoutCall: LayoutCallLimits?
    /// Engine statics (`Font.headline`, `.leading` as a HorizontalAlignment) that `staticMember`
    /// found past every declaration of the file: one lookup next time instead of a dozen.
    var engineStatics: [EngineStaticKey: () -> Value] = [:]

    init(file: FileContext, placeholders: Bool) {
        self.file = file
        self.placeholders = placeholders
    }

    var program: Program { file.program }

    // MARK: - Entry points

    /// Runs `body` with the stack guard set up for the current thread. Entry points nest
    /// (GeometryReader content, custom guides), so the previous state is restored.
    func entering<T>(at node: some SyntaxProtocol, _ body: () throws -> T) rethrows -> T {
        let savedLimit = stackLimit
        let savedEntry = entryNode
        if entryLevel == 0 { entryNode = Syntax(node) }
        let savedDepth = depth
        let savedHelpers = activeHelpers
        stackLimit = StackGuard.currentLimit()
        if entryLevel == 0 { budget.restartClock() }
        entryLevel += 1
        defer {
            stackLimit = savedLimit
            depth = savedDepth
            activeHelpers = savedHelpers
            entryNode = savedEntry
            entryLevel -= 1
        }
        return try body()
    }

    /// The view of a preview, evaluated now (the root of a `makeView`).
    func previewView(_ preview: PreviewDecl) -> AnyView {
        // Not cached on the evaluator: the view's closures hold the evaluator, so a cached view
        // would keep every reloaded file alive. InterpretedPreview keeps the result instead.
        var view = evaluatePreview(preview)
        // A preview stopped by a limit shows only the limit's message, not a huge partial tree.
        if let exhausted = budget.exhausted {
            view = placeholders ? Placeholder.view(exhausted).anyView : AnyView(EmptyView())
        }
        return view
    }

    private func evaluatePreview(_ preview: PreviewDecl) -> AnyView {
        entering(at: preview.node) {
            budget.reset()
            let frame = Frame(scope: Scope(parent: nil), instance: nil)
            if let body = preview.body {
                return combine(buildBlock(body, frame)).anyView
            }
            if !preview.expressions.isEmpty {
                var views: [FileView] = []
                for item in preview.expressions { buildItem(item, frame, into: &views) }
                return combine(views).anyView
            }
            // A preview standing for a struct that needs no arguments.
            do {
                let args = Arguments(node: preview.node, callee: preview.name, items: [])
                return try toView(construct(typeName: preview.name, args: args, node: preview.node, within: nil), preview.node).anyView
            } catch let e as EvaluationError {
                return (failureView(e) ?? .empty).anyView
            } catch {
                return AnyView(EmptyView())
            }
        }
    }

    // MARK: - Errors

    func report(_ e: EvaluationError) {
        if let exhausted = budget.exhausted {
            // One report for a limit, where the evaluation began; what fails after it is a consequence.
            guard e.message == exhausted, !budget.exhaustionReported else { return }
            budget.exhaustionReported = true
            file.report(budget.exhaustedAt ?? e.node, e.message)
            return
        }
        file.report(e.node, e.message)
    }

    /// Reports `e`; the view that stands in for the failed one (a placeholder box, or nothing).
    func failureView(_ e: EvaluationError) -> FileView? {
        report(e)
        return placeholders ? Placeholder.view(e.message) : nil
    }

    // MARK: - Limits

    /// Called on every expression: depth, stack, time and view-count limits.
    @inline(__always)
    func checkLimits(_ node: some SyntaxProtocol) throws {
        if let exhausted = budget.exhausted { throw EvaluationError(node, exhausted) }
        if depth > EvaluationLimits.maximumExpressionDepth || !StackGuard.hasRoom(limit: stackLimit) {
            throw EvaluationError(node, "expressions nested deeper than \(EvaluationLimits.maximumExpressionDepth) levels are not supported")
        }
        budget.steps += 1
        if budget.steps & 1023 == 0 || WorkBudget.isExceeded {
            if WorkBudget.check(), let message = WorkBudget.exceeded { throw exhaustBudget(message, node) }
            if let limits = layoutCall {
                try limits.check(&budget, node, loop: loopStack.last)
            } else if budget.elapsedSeconds > EvaluationLimits.maximumSeconds {
                budget.isTimeLimit = true
                throw exhaustBudget("evaluation stopped after \(Int(EvaluationLimits.maximumSeconds)) seconds (the limit for one preview)", node)
            }
        }
    }

    /// Stops evaluation with the budget's message (later expressions fail with it too).
    func exhaustBudget(_ message: String, _ node: some SyntaxProtocol) -> EvaluationError {
        budget.exhausted = message
        budget.exhaustedAt = entryNode
        return EvaluationError(node, message)
    }

    func countView(_ node: some SyntaxProtocol) throws { try countViews(1, node) }

    func countViews(_ count: Int, _ node: some SyntaxProtocol) throws {
        budget.views += count
        if budget.views > EvaluationLimits.maximumViews {
            throw exhaustBudget("more than \(EvaluationLimits.maximumViews) views in one preview (the limit)", node)
        }
    }

    func withDepth<T>(_ body: () throws -> T) rethrows -> T {
        depth += 1
        defer { depth -= 1 }
        return try body()
    }

    // MARK: - Globals

    /// A top-level `let`/`var` of the file, evaluated once.
    func globalValue(_ name: String, _ node: some SyntaxProtocol) throws -> Value? {
        guard let decl = program.globals[name] else { return nil }
        if case let .computed(body, isViewBuilder) = decl.kind {
            return try runBody(body, Frame(scope: Scope(parent: nil), instance: nil), viewBuilder: isViewBuilder, node: decl.node)
        }
        if let cached = globalCache[name] { return cached }
        guard globalsInProgress.insert(name).inserted else {
            throw EvaluationError(node, "'\(name)' is defined in terms of itself")
        }
        defer { globalsInProgress.remove(name) }
        guard let initializer = decl.initializer else { return nil }
        var v = try evaluate(initializer, Frame(scope: Scope(parent: nil), instance: nil))
        if let type = decl.type { v = try cast(v, to: type, node: initializer) }
        // Views may hold closures that hold this evaluator: evaluate those again instead.
        if !v.isView { globalCache[name] = v }
        return v
    }

    /// `static let mid = VerticalAlignment(Mid.self)` in an extension of `typeName`.
    func extensionStatic(_ typeName: String, _ member: String, _ node: some SyntaxProtocol) throws -> Value? {
        guard let decl = program.extensionStatics[typeName]?[member] else { return nil }
        let key = "\(typeName).\(member)"
        if let cached = globalCache[key] { return cached }
        guard globalsInProgress.insert(key).inserted else {
            throw EvaluationError(node, "'\(key)' is defined in terms of itself")
        }
        defer { globalsInProgress.remove(key) }
        let frame = Frame(scope: Scope(parent: nil), instance: nil)
        let v: Value
        if case let .computed(body, isViewBuilder) = decl.kind {
            v = try runBody(body, frame, viewBuilder: isViewBuilder, node: decl.node)
        } else if let initializer = decl.initializer {
            v = try evaluate(initializer, frame)
        } else {
            throw EvaluationError(decl.node, "'\(key)' needs a value")
        }
        globalCache[key] = v
        return v
    }

    // MARK: - Custom alignment guides

    /// The default value of a file-declared guide (`static func defaultValue(in d:)`).
    func alignmentDefault(_ decl: EnumDecl, dimensions: ViewDimensions) -> CGFloat {
        entering(at: decl.node) {
            guard let fn = decl.functions["defaultValue"]?.first else { return 0 }
            do {
                let v = try callFunction(fn, instance: nil, arguments: [.native(dimensions)], node: fn.node)
                return try CGFloat.convert(v, self, fn.node, what: "the default value of '\(decl.name)'")
            } catch let e as EvaluationError {
                report(e)
                return 0
            } catch {
                return 0
            }
        }
    }
}
