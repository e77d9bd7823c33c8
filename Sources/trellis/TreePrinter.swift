import Foundation
import Trellis

/// The human-readable form of a placed tree: one node per line, indented by depth,
/// `Type #id  (x, y)  width × height`, and with the negotiation recorded,
/// `[placed with W × H; asked W × H → w × h, …]`; a view from a layout file ends with where it was
/// written, `File.swift:12:5`.
enum TreePrinter {
    static func text(_ tree: LayoutTree) -> String {
        var lines = ["window \(number(tree.window.width)) × \(number(tree.window.height))"]
        append(tree.root, depth: 1, to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func append(_ e: LayoutTree.Element, depth: Int, to lines: inout [String]) {
        let f = e.frame
        let id = e.id.map { " #\($0)" } ?? ""
        var line = String(repeating: "  ", count: depth) + "\(e.type)\(id)  (\(number(f.x)), \(number(f.y)))  \(number(f.width)) × \(number(f.height))"
        if let proposals = e.proposals {
            // The negotiation: what the view was placed with, and every question its parent asked.
            let placed = e.placement.map { "placed with \(proposal($0))" } ?? "not placed"
            let asked = proposals.map { "\(proposal($0.proposal)) → \(number($0.size.width)) × \(number($0.size.height))" }
            line += "  [\(placed); asked \(asked.isEmpty ? "nothing" : asked.joined(separator: ", "))]"
        }
        if let source = e.source { line += "  \(source.shortDescription)" }
        lines.append(line)
        for c in e.children { append(c, depth: depth + 1, to: &lines) }
    }

    static func proposal(_ p: LayoutTree.Proposal) -> String { p.formatted() }

    static func number(_ v: CGFloat) -> String { LayoutTree.formatted(v) }
}
