import Foundation
import SwiftParser
import SwiftSyntax
import TrellisSession

/// A file's parse that the next version of the same file can start from: SwiftParser then
/// re-parses only the statements and members an edit touched and takes the others (their
/// syntax, not their places: every node of the new tree has its new position) from this one.
struct PreviousParse {
    let source: String
    let result: IncrementalParseResult
    /// How many incremental parses this one is from a parse from scratch. A reused node keeps
    /// the arena (and the source text) of the parse that made it alive, so chains are cut short.
    let generation: Int

    /// After this many incremental parses in a row, the next parse starts from scratch.
    static let maximumGeneration = 16
}

/// Parses a source with SwiftParser, reusing what it can of a previous parse of an earlier
/// version of the file.
enum IncrementalParse {
    /// The parse of `source`, and how many statements or members it took from `previous`.
    static func parse(_ source: String, previous: PreviousParse?) -> (result: IncrementalParseResult, reusedNodes: Int) {
        var text = source
        return text.withUTF8 { bytes in
            if let previous, previous.generation < PreviousParse.maximumGeneration {
                let edit = singleEdit(from: previous.source, to: bytes)
                let reused = ReusedNodes()
                let transition = IncrementalParseTransition(previousIncrementalParseResult: previous.result,
                                                            edits: ConcurrentEdits(edit),
                                                            reusedNodeCallback: { reused.add($0) })
                let result = Parser.parseIncrementally(source: bytes, maximumNestingLevel: EvaluationLimits.maximumNesting,
                                                       parseTransition: transition)
                if reused.nodes.isEmpty || reused.sitNoDeeper(in: result.tree, after: edit) {
                    return (result, reused.nodes.count)
                }
            }
            return (Parser.parseIncrementally(source: bytes, maximumNestingLevel: EvaluationLimits.maximumNesting,
                                              parseTransition: nil), 0)
        }
    }

    /// The one edit that turns `old` into `new`: what lies between their common prefix and
    /// their common suffix (a save usually changes one place; several changes make one wider edit).
    static func singleEdit(from old: String, to new: UnsafeBufferPointer<UInt8>) -> SourceEdit {
        var old = old
        return old.withUTF8 { before in
            let shorter = min(before.count, new.count)
            var prefix = 0
            while prefix < shorter, before[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < shorter - prefix, before[before.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            return SourceEdit(range: AbsolutePosition(utf8Offset: prefix)..<AbsolutePosition(utf8Offset: before.count - suffix),
                              replacement: Array(new[prefix..<(new.count - suffix)]))
        }
    }
}

/// The statements and members an incremental parse took from the previous tree, and how deep
/// each sat there. SwiftParser's nesting limit (`EvaluationLimits.maximumNesting`) is checked
/// only on what it parses: a reused statement placed deeper than before (an edit that opened
/// brackets above it) could take the tree past the limit unseen, so then the file is parsed
/// from scratch.
private final class ReusedNodes {
    /// Reused node's start in the previous tree -> its kind, length and number of ancestors there.
    private(set) var nodes: [Int: (kind: SyntaxKind, length: Int, depth: Int)] = [:]

    func add(_ node: Syntax) {
        nodes[node.position.utf8Offset] = (node.kind, node.totalLength.utf8Length, Self.depth(of: node))
    }

    private static func depth(of node: Syntax) -> Int {
        var depth = 0
        var up = node.parent
        while let p = up {
            depth += 1
            up = p.parent
        }
        return depth
    }

    /// Every reused node has no more ancestors in `tree` than it had before. Walks only the
    /// nodes the parse made anew (a reused subtree is not entered).
    func sitNoDeeper(in tree: SourceFileSyntax, after edit: SourceEdit) -> Bool {
        let editStart = edit.range.lowerBound.utf8Offset
        let insertedEnd = editStart + edit.replacementBytes.count
        let delta = insertedEnd - edit.range.upperBound.utf8Offset
        var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = stack.popLast() {
            let kind = node.kind
            if kind == .codeBlockItem || kind == .memberBlockItem {
                let start = node.position.utf8Offset
                // Where the node started before the edit (nodes inside the edit are all new).
                let before = start < editStart ? start : start >= insertedEnd ? start - delta : -1
                if before >= 0, let old = nodes[before], old.kind == kind, old.length == node.totalLength.utf8Length {
                    if depth > old.depth { return false }
                    continue
                }
            }
            for child in node.children(viewMode: .all) { stack.append((child, depth + 1)) }
        }
        return true
    }
}
