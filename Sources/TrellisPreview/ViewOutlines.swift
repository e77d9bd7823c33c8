import Foundation
import Trellis

/// Every view's frame, type, placement proposal and source location, for the outline overlay,
/// its hover label and clicks.
struct ViewOutlines {
    var frames: [(type: String, frame: CGRect, proposal: ProposedViewSize?)]
    /// Where each view was written (index into `frames`), when the layout file says.
    var sources: [ViewSourceLocation?]
    /// The layout warnings by view (index into `frames`).
    var warnings: [Int: [String]] = [:]

    init(_ tree: LayoutTree, warnings: [LayoutWarning] = []) {
        let all = tree.root.all
        frames = all.map { ($0.type, $0.frame.rect, $0.placement?.proposedViewSize) }
        sources = all.map(\.source)
        for w in warnings where frames.indices.contains(w.index) { self.warnings[w.index, default: []].append(w.message) }
    }

    /// What the hover label says of view `index`: its type and size, and the proposal it was placed with.
    func label(_ index: Int) -> String {
        let (type, box, proposal) = frames[index]
        var text = "\(type)  \(PreviewFormat.number(box.width))×\(PreviewFormat.number(box.height))"
        if let proposal { text += "  proposed " + LayoutTree.Proposal(proposal).formatted(separator: "×") }
        if let source = sources[index] { text += "  \(source.shortDescription)" }
        if let messages = warnings[index] { text += "  ⚠ " + messages.joined(separator: "; ") }
        return text
    }

    /// What a click on view `index` prints: `FILE:LINE:COL: Type W×H` (nil when it has no location).
    func clickLine(_ index: Int) -> String? {
        guard let source = sources[index] else { return nil }
        let (type, box, _) = frames[index]
        return "\(source): \(type) \(PreviewFormat.number(box.width))×\(PreviewFormat.number(box.height))"
    }

    /// The innermost view containing `point` (the last one in depth-first order).
    func hovered(at point: CGPoint) -> Int? {
        frames.lastIndex { $0.frame.contains(point) }
    }
}
