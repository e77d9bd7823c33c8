import Foundation
import Trellis

/// The human-readable form of a placed tree: one node per line, indented by depth,
/// `Type #id  (x, y)  width × height`.
enum TreePrinter {
    static func text(_ tree: LayoutTree) -> String {
        var lines = ["window \(number(tree.window.width)) × \(number(tree.window.height))"]
        append(tree.root, depth: 1, to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func append(_ e: LayoutTree.Element, depth: Int, to lines: inout [String]) {
        let f = e.frame
        let id = e.id.map { " #\($0)" } ?? ""
        lines.append(String(repeating: "  ", count: depth) + "\(e.type)\(id)  (\(number(f.x)), \(number(f.y)))  \(number(f.width)) × \(number(f.height))")
        for c in e.children { append(c, depth: depth + 1, to: &lines) }
    }

    /// Up to two decimals, without trailing zeros.
    static func number(_ v: CGFloat) -> String {
        guard v.isFinite else { return String(describing: Double(v)) }
        let rounded = (Double(v) * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var s = String(format: "%.2f", rounded)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }
}
