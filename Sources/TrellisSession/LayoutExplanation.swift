import Foundation
import Trellis

/// The view under a point of a laid-out preview and the negotiation that placed it: the chain of
/// views from the root down to it, each with its frame, where it was written, the proposal it
/// was placed with and every proposal its parent asked it about, with its answers. What the
/// window's outline label shows on hover, for `trellis mcp`'s `explain` tool.
///
/// The view under the point is the window's: the last view in depth-first order whose frame
/// contains it (the innermost, and of overlapping siblings the one drawn last).
public struct LayoutExplanation: Codable, Hashable, Sendable {
    /// One view of the chain.
    public struct Step: Codable, Hashable, Sendable {
        /// The view's type or modifier name.
        public var type: String
        /// Its `.id(_:)`, if any.
        public var id: String?
        /// Its frame in window coordinates.
        public var frame: LayoutTree.Frame
        /// Where it was written, when known.
        public var source: ViewSourceLocation?
        /// The proposal it was placed with.
        public var placedWith: LayoutTree.Proposal?
        /// Every proposal it was asked about in the pass, with its answers (when recorded).
        public var asked: [LayoutTree.Answer]?
        /// The line `trellis layout --proposals` prints for it.
        public var line: String
    }

    /// The point, in window coordinates (points).
    public var x: CGFloat, y: CGFloat
    /// The window's size.
    public var window: LayoutTree.Size
    /// The views from the root down to the one under the point; empty when the point is outside
    /// every view.
    public var chain: [Step]

    /// The view under the point (the chain's last), if any.
    public var view: Step? { chain.last }

    /// The explanation of `point` in `tree` (laid out with the negotiation recorded, for the
    /// proposals).
    public init(tree: LayoutTree, point: CGPoint) {
        x = point.x
        y = point.y
        window = tree.window
        var best: [LayoutTree.Element] = []
        // Depth first, iteratively; the path of the last element containing the point wins.
        var stack: [(LayoutTree.Element, [LayoutTree.Element])] = [(tree.root, [])]
        while let (e, above) = stack.popLast() {
            let path = above + [e]
            if e.frame.rect.contains(point) { best = path }
            for c in e.children.reversed() { stack.append((c, path)) }
        }
        chain = best.map { e in
            Step(type: e.type, id: e.id, frame: e.frame, source: e.source, placedWith: e.placement, asked: e.proposals,
                 line: LayoutTreeText.line(e))
        }
    }

    /// The explanation as lines: the view, then the chain from the root, indented.
    public var text: String {
        guard let view else {
            return "no view at (\(LayoutTreeText.number(x)), \(LayoutTreeText.number(y))) in the \(LayoutTreeText.number(window.width)) × \(LayoutTreeText.number(window.height)) window"
        }
        var lines = ["(\(LayoutTreeText.number(x)), \(LayoutTreeText.number(y))) is in \(view.line)",
                     "negotiation from the root (placed with: the proposal the parent placed it with; asked: every proposal and the answer):"]
        for (depth, step) in chain.enumerated() { lines.append(String(repeating: "  ", count: depth + 1) + step.line) }
        return lines.joined(separator: "\n")
    }
}
