import Foundation
@_spi(Hosts) import Trellis
import SwiftParser
import SwiftSyntax

/// The expression that most likely made swiftc run out of time or memory, found in the source
/// with SwiftSyntax when swiftc said nothing locatable before it was stopped: a very long chain
/// of modifiers, closures nested deep or over many lines (a large view builder), or a view that
/// contains itself. A guess, and said as one.
public struct LikelyCause: Sendable, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    /// What was found there: "a chain of 2000 modifiers", "closures nested 9 deep over 40 lines", "RecA contains itself".
    public var what: String

    /// Chains at least this long are named before anything else (SwiftUI code rarely chains 30).
    static let longChain = 100
    /// Closures nested at least this deep, or a nest over this many lines, come next.
    static let deepNesting = 5
    static let longNest = 500

    /// The likeliest cause among `files` (path and source), nil when nothing stands out; with
    /// `strongOnly`, only a chain of 100+ or a nest 5+ deep or over 500 lines.
    public static func find(in files: [(path: String, source: String)], strongOnly: Bool = false) -> LikelyCause? {
        var scans: [(path: String, scan: Scan)] = []
        for file in files {
            // The visitor recurses once per link of a chain: a large stack for files of thousands.
            let scan = LargeStack.value(timeout: 10) { Scan(source: file.source) }
            if let scan { scans.append((file.path, scan)) }
        }
        func chain(atLeast n: Int) -> LikelyCause? {
            guard let best = scans.compactMap({ s in s.scan.chain.map { (s.path, $0) } }).max(by: { $0.1.length < $1.1.length }),
                  best.1.length >= n else { return nil }
            return LikelyCause(file: best.0, line: best.1.line, column: best.1.column, what: "a chain of \(best.1.length) modifiers")
        }
        func nesting(atLeast n: Int, orLines lines: Int = .max) -> LikelyCause? {
            guard let best = scans.compactMap({ s in s.scan.nesting.map { (s.path, $0) } }).max(by: { $0.1.length < $1.1.length }),
                  best.1.length >= n || best.1.lines >= lines else { return nil }
            return LikelyCause(file: best.0, line: best.1.line, column: best.1.column,
                               what: "closures nested \(best.1.length) deep over \(best.1.lines) lines")
        }
        func recursion() -> LikelyCause? {
            guard let (path, found) = scans.lazy.compactMap({ s in s.scan.recursion.map { (s.path, $0) } }).first else { return nil }
            return LikelyCause(file: path, line: found.line, column: found.column, what: "\(found.name) contains itself")
        }
        if strongOnly { return chain(atLeast: longChain) ?? nesting(atLeast: deepNesting, orLines: longNest) }
        // A view that contains itself compiles quickly (it recurses when run): named last.
        return chain(atLeast: longChain) ?? nesting(atLeast: deepNesting, orLines: longNest) ?? chain(atLeast: 20) ?? nesting(atLeast: 3)
            ?? recursion()
    }

    /// What one file has of each kind: its longest chain, its deepest nesting, its first view
    /// that contains itself.
    struct Scan: Sendable {
        struct Found: Sendable { var length: Int; var line: Int; var column: Int; var name = ""; var lines = 1 }
        var chain: Found?
        var nesting: Found?
        var recursion: Found?

        init(source: String) {
            let tree = Parser.parse(source: source)
            let finder = Finder(viewMode: .sourceAccurate)
            finder.converter = SourceLocationConverter(fileName: "", tree: tree)
            finder.walk(tree)
            chain = finder.chain
            nesting = finder.nesting
            recursion = finder.recursion
        }
    }

    private final class Finder: SyntaxVisitor {
        var converter: SourceLocationConverter!
        var chain: Scan.Found?
        var nesting: Scan.Found?
        var recursion: Scan.Found?
        /// Closures open around the node being visited, and where the outermost one's expression starts.
        private var depth = 0
        private var outermost: Syntax?
        /// The view types being declared around the node (a reference to one inside it is recursion).
        private var views: [String] = []

        private func found(_ length: Int, at position: AbsolutePosition, name: String = "") -> Scan.Found {
            let at = converter.location(for: position)
            return Scan.Found(length: length, line: at.line, column: at.column, name: name)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // The outermost call of a chain (`a.b().c()`: the call of `c`): count the links below.
            if !(node.parent?.is(MemberAccessExprSyntax.self) ?? false) {
                var length = 0
                var expression: ExprSyntax = ExprSyntax(node)
                var start = node.positionAfterSkippingLeadingTrivia
                while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      let base = member.base {
                    length += 1
                    expression = base
                    start = base.positionAfterSkippingLeadingTrivia
                }
                if length > (chain?.length ?? 0) { chain = found(length, at: start) }
            }
            return .visitChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            if depth == 0 {
                // The expression the outermost closure belongs to (`VStack { … }`: `VStack`).
                var owner: Syntax = Syntax(node)
                while let parent = owner.parent, parent.is(FunctionCallExprSyntax.self) || parent.is(MultipleTrailingClosureElementListSyntax.self)
                        || parent.is(MultipleTrailingClosureElementSyntax.self) || parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self) {
                    owner = parent
                }
                outermost = owner
            }
            depth += 1
            if depth > (nesting?.length ?? 0), let outermost {
                var deepest = found(depth, at: outermost.positionAfterSkippingLeadingTrivia)
                deepest.lines = converter.location(for: outermost.endPositionBeforeTrailingTrivia).line - deepest.line + 1
                nesting = deepest
            }
            return .visitChildren
        }

        override func visitPost(_ node: ClosureExprSyntax) { depth -= 1 }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let isView = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("View") } ?? false
            views.append(isView ? node.name.text : "")
            return .visitChildren
        }

        override func visitPost(_ node: StructDeclSyntax) { views.removeLast() }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            // `RecA()` inside `struct RecA: View`: a view that contains itself.
            if recursion == nil, let name = views.last, !name.isEmpty, node.baseName.text == name,
               let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                recursion = found(1, at: node.positionAfterSkippingLeadingTrivia, name: name)
            }
            return .visitChildren
        }
    }
}
