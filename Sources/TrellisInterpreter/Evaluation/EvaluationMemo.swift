import Foundation
// A raw node's identity is its text's, across the trees an incremental parse shares it with
// (swift-syntax is pinned to one version; its `RawSyntax` is stable there).
@_spi(RawSyntax) import SwiftSyntax

/// The views of a layout file's expressions whose value is their text's alone, kept across
/// loads of the file through one `ParsedSourceCache`: a save re-evaluates only the expressions
/// the edit touched.
///
/// An edited file is parsed incrementally (`ParsedSourceCache`): the statements the edit did
/// not touch keep their syntax nodes, so a node's identity stands for its text. A view-builder
/// statement such as `HStack { Circle(); Text("Row 4").font(.headline) }` is *closed* when it
/// names only engine types, engine members and literals, and holds no closure but the content
/// of an eager stack: no local, no property of `self`, nothing the file declares (its types,
/// functions, extensions and constants may change with any edit), nothing that differs from one
/// evaluation to the next (`Date`, `.now`, `.random`). Its view is then the same in every load
/// where it sits at the same line and column (views carry their source location), so it is
/// taken from here. What an evaluation reported (a diagnostic) is not kept: it is evaluated
/// again, and reports again.
///
/// Bounded: entries a load did not use are forgotten at the next load of the file, and a load
/// whose file declares other names starts over. Each entry keeps its syntax node, so the node's
/// tree (and with it the identity used as the key) stays alive while the entry does.
final class EvaluationMemo: @unchecked Sendable {
    /// The files kept, least recently loaded first (a window shows a few at a time).
    static let maximumFiles = 8

    private let lock = NSLock()
    private var files: [(path: String, memo: FileMemo)] = []

    /// The memo of a new load of `path`, whose file declares `declaredNames`: the last load's,
    /// without what that load did not use, or a new one when the declarations changed.
    func beginLoad(path: String, declaredNames: Set<String>) -> FileMemo {
        lock.withLock {
            let last = files.firstIndex { $0.path == path }.map { files.remove(at: $0).memo }
            let memo = last.flatMap { $0.declaredNames == declaredNames ? $0 : nil } ?? FileMemo(declaredNames: declaredNames)
            memo.beginLoad()
            files.append((path, memo))
            if files.count > Self.maximumFiles { files.removeFirst() }
            return memo
        }
    }

    /// Forgets every file (a cold load in a benchmark).
    func removeAll() { lock.withLock { files = [] } }

    /// What the loads of one file with one set of declarations share.
    final class FileMemo: @unchecked Sendable {
        let declaredNames: Set<String>

        private struct Key: Hashable {
            let node: RawSyntax.ID
            let line: Int
            let column: Int
            let placeholders: Bool
        }

        private struct Entry {
            let node: Syntax
            let view: FileView
            /// The views and steps its evaluation counted against the limits.
            let views: Int
            let steps: Int
            var load: Int
        }

        private let lock = NSLock()
        private var load = 0
        /// Whether the loads so far are more than one: the first load of a file keeps nothing
        /// (a file opened is often never saved; finding what is closed costs a tenth of its
        /// evaluation), the second keeps its closed statements for the third on.
        var keepsViews: Bool { lock.withLock { load > 1 } }
        /// Views taken from here, in every load (for tests).
        private(set) var hits = 0
        private var values: [Key: Entry] = [:]
        /// Whether each stack statement is closed (without its place: the same text is closed anywhere).
        private var closed: [RawSyntax.ID: (node: Syntax, closed: Bool, load: Int)] = [:]

        init(declaredNames: Set<String>) { self.declaredNames = declaredNames }

        fileprivate func beginLoad() {
            lock.withLock {
                let last = load
                values = values.filter { $0.value.load >= last }
                closed = closed.filter { $0.value.load >= last }
                load += 1
            }
        }

        func closedness(_ node: Syntax) -> Bool? {
            lock.withLock {
                guard var known = closed[node.raw.id] else { return nil }
                known.load = load
                closed[node.raw.id] = known
                return known.closed
            }
        }

        func setClosedness(_ isClosed: Bool, of node: Syntax) {
            lock.withLock { closed[node.raw.id] = (node, isClosed, load) }
        }

        func view(of node: Syntax, line: Int, column: Int, placeholders: Bool) -> (view: FileView, views: Int, steps: Int)? {
            lock.withLock {
                let key = Key(node: node.raw.id, line: line, column: column, placeholders: placeholders)
                guard var entry = values[key] else { return nil }
                hits += 1
                entry.load = load
                values[key] = entry
                return (entry.view, entry.views, entry.steps)
            }
        }

        func setView(_ view: FileView, views: Int, steps: Int, of node: Syntax, line: Int, column: Int, placeholders: Bool) {
            lock.withLock {
                let key = Key(node: node.raw.id, line: line, column: column, placeholders: placeholders)
                values[key] = Entry(node: node, view: view, views: views, steps: steps, load: load)
            }
        }
    }
}

extension Evaluator {
    /// The view of the view-builder statement `call`: from the memo when it is a closed stack
    /// evaluated at this place before, else evaluated (and kept when closed and quiet). Only
    /// stacks (and their modifiers) are kept: a leaf (`Text("…").font(.headline)`) costs less
    /// to evaluate than to keep. The statement itself is counted by its caller, as every
    /// statement is.
    func memoizedView(_ call: FunctionCallExprSyntax, _ f: Frame) throws -> FileView {
        guard file.keepsViews, Self.isStack(call), pickerContentDepth == 0, layoutCall == nil, isClosedStatement(call) else {
            return try toView(evaluate(ExprSyntax(call), f), call)
        }
        let memo = file.memo, node = Syntax(call)
        let (line, column) = file.lines.lineAndColumn(call.positionAfterSkippingLeadingTrivia.utf8Offset)
        if let kept = memo.view(of: node, line: line, column: column, placeholders: placeholders) {
            budget.steps += kept.steps
            try countViews(kept.views, call)
            return kept.view
        }
        let (views, steps, reports) = (budget.views, budget.steps, file.sink.reports)
        let view = try toView(evaluate(ExprSyntax(call), f), call)
        if file.sink.reports == reports {
            memo.setView(view, views: budget.views - views, steps: budget.steps - steps, of: node, line: line, column: column,
                         placeholders: placeholders)
        }
        return view
    }

    /// Whether the stack statement `call` is closed (see `EvaluationMemo`): looked up, else
    /// found by one walk that remembers every stack statement inside it too, so an edited
    /// statement walks only its own new parts.
    private func isClosedStatement(_ call: FunctionCallExprSyntax) -> Bool {
        if let known = file.memo.closedness(Syntax(call)) { return known }
        let walk = ClosednessWalk(evaluator: self)
        walk.walk(call)
        return walk.statements.last?.closed ?? false
    }

    /// Whether the plain name `ref` is an engine type (not the file's, not a local).
    fileprivate func namesEngineType(_ ref: DeclReferenceExprSyntax) -> Bool {
        let name = ref.baseName.text
        let binding = program.binding(of: ref)
        guard case .type = binding.target else { return false }
        return !binding.mayBeLocal && program.structs[name] == nil && program.enums[name] == nil && !Self.variableTypes.contains(name)
    }

    /// Whether a member named `name` (after a dot) may be the same in every evaluation.
    fileprivate func memberIsFixed(_ name: String) -> Bool {
        !Self.variableMembers.contains(name) && !file.memo.declaredNames.contains(name)
    }

    /// Whether `call` makes a view with content, or modifies one (`HStack { … }.padding()`).
    fileprivate static func isStack(_ call: FunctionCallExprSyntax) -> Bool {
        var call = call
        while call.trailingClosure == nil {
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self) else { return false }
            call = base
        }
        return true
    }

    /// Stacks whose content closure is evaluated when the stack is made (`Registry.content`).
    fileprivate static let eagerContainers: Set<String> = ["VStack", "HStack", "ZStack", "Group", "Grid", "GridRow"]
    /// Engine types and members whose value differs from one evaluation to the next.
    private static let variableTypes: Set<String> = ["Date", "UUID", "Timer", "ProcessInfo"]
    private static let variableMembers: Set<String> = ["now", "random", "randomElement", "shuffled", "init"]
}

/// One walk of a stack statement that finds whether it is closed, and each stack statement
/// inside it (the rows of a list of rows), remembering them all. Anything that reads a name
/// other than an engine type, a member the file declares or that varies, or a closure other
/// than an eager stack's content opens every statement around it.
private final class ClosednessWalk: SyntaxVisitor {
    let evaluator: Evaluator
    /// The stack statements being walked, innermost last; each ends up remembered.
    var statements: [(node: Syntax, closed: Bool)] = []

    init(evaluator: Evaluator) {
        self.evaluator = evaluator
        super.init(viewMode: .sourceAccurate)
    }

    private func open() -> SyntaxVisitorContinueKind {
        for i in statements.indices { statements[i].closed = false }
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // A statement of a stack's content that is itself a stack: remembered on its own.
        if statements.isEmpty || (node.parent?.is(CodeBlockItemSyntax.self) == true && Evaluator.isStack(node)) {
            if let known = evaluator.file.memo.closedness(Syntax(node)) {
                return known ? .skipChildren : open()
            }
            statements.append((Syntax(node), true))
        }
        guard node.additionalTrailingClosures.isEmpty else { return open() }
        if let closure = node.trailingClosure {
            // Only the content of a stack that evaluates it at once: a closure kept for later
            // (an action, lazy rows) would run in the load that made it.
            guard closure.signature == nil, let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
                  Evaluator.eagerContainers.contains(callee.baseName.text) else { return open() }
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        guard let last = statements.last, last.node.id == node.id else { return }
        evaluator.file.memo.setClosedness(last.closed, of: last.node)
        if statements.count > 1 { statements.removeLast() }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        // Reached only as an eager stack's trailing closure (checked at its call) or elsewhere.
        guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == node.id else { return open() }
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if case .expr = node.item { return .visitChildren }
        return open()
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // The name after a dot was looked at with its member access.
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { return .skipChildren }
        return evaluator.namesEngineType(node) ? .skipChildren : open()
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        evaluator.memberIsFixed(node.declName.baseName.text) ? .visitChildren : open()
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { open() }
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { open() }
    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind { open() }
    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind { open() }
    override func visit(_ node: AssignmentExprSyntax) -> SyntaxVisitorContinueKind { open() }
    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind { open() }
    override func visit(_ node: PatternExprSyntax) -> SyntaxVisitorContinueKind { open() }
    override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind { open() }
    override func visit(_ node: UnresolvedAsExprSyntax) -> SyntaxVisitorContinueKind { open() }
}
