import Foundation

/// Something in a laid-out tree that is legal SwiftUI but rarely what the author meant: text cut
/// short, text squeezed to nothing, frame bounds out of order, a layout larger than its window.
/// `trellis check`, `trellis layout` and the previewer report them (a visual lint).
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible, Codable {
    /// What kind of problem a warning reports; the raw value is its name in JSON and on the
    /// command line.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A text shows an ellipsis or fewer lines than it has.
        case truncatedText = "truncated-text"
        /// A text with characters was given no width (an HStack too narrow for its minimums).
        case squeezedText = "squeezed-text"
        /// `frame(min…:ideal…:max…:)` bounds out of order (SwiftUI logs "Contradictory frame constraints").
        case contradictoryFrame = "contradictory-frame"
        /// The root view is larger than the window: its edges are cut off.
        case overflowsWindow = "overflows-window"
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// The problem in words, for people.
    public var message: String
    /// The view's types from the root down, e.g. ["VStack", "padding", "Text"].
    public var path: [String]
    /// The view's `.id`, if it has one.
    public var id: String?
    /// Its frame in window coordinates.
    public var frame: CGRect
    /// Its position in `LayoutTree.Element.all` (depth first, parents before children).
    public var index: Int
    /// Where the view was written, when it came from a layout file.
    public var source: ViewSourceLocation?

    /// The message without the sizes that differ from one window to the next: what `trellis
    /// check --matrix` groups identical warnings by.
    public var headline: String {
        switch kind {
        case .truncatedText:
            guard let end = message.range(of: " is truncated") else { return message }
            return String(message[..<end.upperBound])
        case .overflowsWindow: return "the layout is larger than the window: its edges are cut off"
        case .squeezedText, .contradictoryFrame: return message
        }
    }

    /// `message (in VStack › HStack › Text #id)`.
    public var description: String {
        let where_ = path.joined(separator: " › ") + (id.map { " #\($0)" } ?? "")
        return "\(message) (in \(where_))"
    }
}

extension ResolvedTree {
    /// The warnings of the last layout pass, in tree order.
    public var warnings: [LayoutWarning] {
        var found: [LayoutWarning] = []
        let window = CGRect(origin: .zero, size: windowSize)
        if root.isPlaced, !window.insetBy(dx: -0.5, dy: -0.5).contains(root.frame) {
            let f = root.frame
            found.append(LayoutWarning(kind: .overflowsWindow,
                                       message: "the layout is \(Self.points(f.width)) × \(Self.points(f.height)), larger than the \(Self.points(windowSize.width)) × \(Self.points(windowSize.height)) window: its edges are cut off",
                                       path: [root.type], id: root.id, frame: f, index: 0, source: root.source))
        }
        // Depth first, parents before children, as LayoutTree.Element.all lists them.
        var index = 0
        // The types from the root down to the node popped last: a path is made only for a warning.
        var path: [String] = []
        var stack: [(node: Node, depth: Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            defer { index += 1 }
            path.removeLast(path.count - depth)
            path.append(node.type)
            for c in node.children.reversed() { stack.append((c, depth + 1)) }
            guard node.isPlaced else { continue }
            func warn(_ kind: LayoutWarning.Kind, _ message: String) {
                found.append(LayoutWarning(kind: kind, message: message, path: path, id: node.id, frame: node.frame, index: index, source: node.source))
            }
            if let text = node.behavior as? TextBehavior {
                let string = text.request.string
                guard !string.isEmpty else { continue }
                let offered = node.placedProposal, scale = node.environment.displayScale
                if offered.width == 0 || node.frame.width == 0 {
                    warn(.squeezedText, "Text \(Self.quoted(string)) gets no width, so none of it shows")
                } else if text.layout(offered, scale: scale).isTruncated {
                    // What it would take: more height at the same width (when its line limit lets
                    // it wrap), and its size on one unbroken line.
                    let atWidth = text.layout(ProposedViewSize(width: offered.width, height: nil), scale: scale)
                    let oneLine = text.layout(.unspecified, scale: scale).size
                    var needs: [String] = []
                    if !atWidth.isTruncated, let w = offered.width, w.isFinite {
                        needs.append("\(Self.points(atWidth.size.height)) of height at that width")
                    }
                    needs.append("\(Self.points(oneLine.width)) × \(Self.points(oneLine.height)) on one line")
                    warn(.truncatedText, "Text \(Self.quoted(string)) is truncated: it was offered \(Self.proposal(offered)) and needs \(needs.joined(separator: ", or "))")
                }
            } else if let frame = node.behavior as? FlexFrameBehavior {
                for (axis, limits) in [("width", frame.horizontal), ("height", frame.vertical)] where limits.isContradictory {
                    warn(.contradictoryFrame, "contradictory frame constraints: the minimum, ideal and maximum \(axis) must not decrease (SwiftUI reorders them, as here)")
                }
            }
        }
        return found.sorted { $0.index < $1.index }
    }

    static func points(_ v: CGFloat) -> String { LayoutTree.formatted(v) }

    static func proposal(_ p: ProposedViewSize) -> String { LayoutTree.Proposal(p).formatted() }

    /// A text as quoted in a message: at most 40 characters.
    static func quoted(_ s: String) -> String {
        // Only the head is shown: replacing in a whole 100,000-line text, for each of hundreds
        // of texts, took the fuzzer's file 18 s.
        let line = String(s.prefix(41)).replacingOccurrences(of: "\n", with: " ")
        return "\"" + (line.count > 40 ? line.prefix(39) + "…" : line) + "\""
    }
}
