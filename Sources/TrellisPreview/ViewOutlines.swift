import Foundation
import Trellis

/// Every view's frame, type and placement proposal, for the outline overlay and its hover label.
struct ViewOutlines {
    var frames: [(type: String, frame: CGRect, proposal: ProposedViewSize?)]
    /// The layout warnings by view (index into `frames`).
    var warnings: [Int: [String]] = [:]

    init(_ tree: LayoutTree, warnings: [LayoutWarning] = []) {
        frames = tree.root.all.map { ($0.type, $0.frame.rect, $0.placement?.proposedViewSize) }
        for w in warnings where frames.indices.contains(w.index) { self.warnings[w.index, default: []].append(w.message) }
    }

    /// What the hover label says of view `index`: its type and size, and the proposal it was placed with.
    func label(_ index: Int) -> String {
        let (type, box, proposal) = frames[index]
        func dimension(_ v: CGFloat?) -> String {
            guard let v else { return "nil" }
            return v == .infinity ? "∞" : PreviewFormat.number(v)
        }
        var text = "\(type)  \(PreviewFormat.number(box.width))×\(PreviewFormat.number(box.height))"
        if let proposal { text += "  proposed \(dimension(proposal.width))×\(dimension(proposal.height))" }
        if let messages = warnings[index] { text += "  ⚠ " + messages.joined(separator: "; ") }
        return text
    }

    /// The innermost view containing `point` (the last one in depth-first order).
    func hovered(at point: CGPoint) -> Int? {
        frames.lastIndex { $0.frame.contains(point) }
    }
}
