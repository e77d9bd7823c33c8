import Foundation
import SwiftSyntax

/// Finds recursion between the views, helpers and functions of a file. Layout files describe
/// finite view trees, so any cycle (a view using itself directly or through others, a helper
/// calling itself) is an error, found before evaluation instead of running away.
enum RecursionCheck {
    struct Cycle {
        let node: Syntax
        let message: String
        /// The views, helpers and functions on the loop ("A", "Card.row").
        let members: [String]
    }

    private struct Edge {
        let target: String
        let node: Syntax
    }

    static func cycles(in program: Program) -> [Cycle] {
        var edges: [String: [Edge]] = [:]
        var order: [String] = []
        let globalNames = Set(program.structOrder).union(program.globalFunctions.keys)

        func add(_ from: String, region: some SyntaxProtocol, members: Set<String>, owner: String?) {
            if edges[from] == nil { order.append(from) }
            var list = edges[from] ?? []
            for (name, node) in references(in: region) {
                if let owner, members.contains(name) {
                    list.append(Edge(target: "\(owner).\(name)", node: node))
                } else if globalNames.contains(name), name != owner || from == owner {
                    list.append(Edge(target: name, node: node))
                }
            }
            edges[from] = list
        }

        for name in program.structOrder {
            guard let s = program.structs[name] else { continue }
            var members = Set(s.functions.keys)
            for p in s.properties { if case .computed = p.kind { members.insert(p.name) } }
            add(name, region: s.node, members: [], owner: name)
            for p in s.properties {
                if case let .computed(body, _) = p.kind { add("\(name).\(p.name)", region: body, members: members, owner: name) }
            }
            for (fname, fns) in s.functions {
                for fn in fns { add("\(name).\(fname)", region: fn.body, members: members, owner: name) }
            }
        }
        for (fname, fns) in program.globalFunctions.sorted(by: { $0.key < $1.key }) {
            for fn in fns { add(fname, region: fn.body, members: [], owner: nil) }
        }

        // Depth-first search in declaration order; each back edge closes a cycle.
        var state: [String: Int] = [:]  // 1 on the path, 2 done
        var path: [String] = []
        var found: [Cycle] = []
        var reported: Set<String> = []
        func visit(_ n: String) {
            state[n] = 1
            path.append(n)
            for e in edges[n] ?? [] {
                switch state[e.target] {
                case 1?:
                    let start = path.lastIndex(of: e.target)!
                    let loop = Array(path[start...]) + [e.target]
                    let key = Set(loop).sorted().joined(separator: ",")
                    if reported.insert(key).inserted {
                        let kind = loop.contains(where: { $0.contains(".") }) ? "helpers" : "views"
                        found.append(Cycle(node: e.node, message: "recursion between \(kind) is not supported: \(loop.joined(separator: " → "))",
                                           members: Array(loop.dropLast())))
                    }
                case nil:
                    if edges[e.target] != nil { visit(e.target) }
                default:
                    break
                }
            }
            path.removeLast()
            state[n] = 2
        }
        for n in order where state[n] == nil { visit(n) }
        return found
    }

    /// Names referenced in a region: `Name(…)`, `name`, `self.name`.
    private static func references(in region: some SyntaxProtocol) -> [(String, Syntax)] {
        let finder = ReferenceFinder(viewMode: .sourceAccurate)
        finder.walk(region)
        return finder.found
    }

    private final class ReferenceFinder: SyntaxVisitor {
        var found: [(String, Syntax)] = []

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            found.append((node.baseName.text, Syntax(node)))
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self) {
                found.append((node.declName.baseName.text, Syntax(node.declName)))
                return .skipChildren
            }
            return .visitChildren
        }
    }
}

/// The image names a file uses literally (`Image("photo")`), for the files to watch.
enum ImageReferences {
    static func names(in tree: some SyntaxProtocol) -> [String] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.names
    }

    private final class Finder: SyntaxVisitor {
        var names: [String] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image",
               let first = node.arguments.first, first.label == nil,
               let literal = first.expression.as(StringLiteralExprSyntax.self),
               literal.segments.count == 1, case let .stringSegment(s)? = literal.segments.first {
                names.append(s.content.text)
            }
            return .visitChildren
        }
    }
}
