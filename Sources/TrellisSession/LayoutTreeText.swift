import Foundation
import Trellis

/// The human-readable form of a placed tree, what `trellis layout` prints and snapshot tests'
/// `.layoutTree` records: one view a line, indented by depth, `Type #id  (x, y)  width × height`
/// (points, window coordinates, to 0.01 pt), and with the negotiation recorded,
/// `[placed with W × H; asked W × H → w × h, …]`; a view from a layout file ends with where it
/// was written, `File.swift:12:5`. The same tree gives the same text on every machine with the
/// same fonts, and a changed frame changes one line.
public enum LayoutTreeText {
    /// The tree as lines, the first `window W × H` (with `, safe area T L B R` when asked and
    /// some inset is not zero).
    public static func text(_ tree: LayoutTree, showsSafeArea: Bool = false) -> String {
        var header = "window \(number(tree.window.width)) × \(number(tree.window.height))"
        if showsSafeArea, let s = tree.safeArea {
            header += ", safe area \(number(s.top)) \(number(s.leading)) \(number(s.bottom)) \(number(s.trailing))"
        }
        var lines = [header]
        append(tree.root, depth: 1, to: &lines)
        return lines.joined(separator: "\n")
    }

    /// One view's line, without indentation.
    public static func line(_ e: LayoutTree.Element) -> String {
        let f = e.frame
        let id = e.id.map { " #\($0)" } ?? ""
        var line = "\(e.type)\(id)  (\(number(f.x)), \(number(f.y)))  \(number(f.width)) × \(number(f.height))"
        if let proposals = e.proposals {
            // The negotiation: what the view was placed with, and every question its parent asked.
            let placed = e.placement.map { "placed with \($0.formatted())" } ?? "not placed"
            let asked = proposals.map { "\($0.proposal.formatted()) → \(number($0.size.width)) × \(number($0.size.height))" }
            line += "  [\(placed); asked \(asked.isEmpty ? "nothing" : asked.joined(separator: ", "))]"
        }
        if let source = e.source { line += "  \(source.shortDescription)" }
        return line
    }

    private static func append(_ root: LayoutTree.Element, depth: Int, to lines: inout [String]) {
        // Iterative: trees can be very deep.
        var stack: [(LayoutTree.Element, Int)] = [(root, depth)]
        while let (e, d) = stack.popLast() {
            lines.append(String(repeating: "  ", count: d) + line(e))
            for c in e.children.reversed() { stack.append((c, d + 1)) }
        }
    }

    /// A length as Trellis prints it (`LayoutTree.formatted`).
    public static func number(_ v: CGFloat) -> String { LayoutTree.formatted(v) }
}
