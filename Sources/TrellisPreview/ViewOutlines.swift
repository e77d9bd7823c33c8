import Foundation
import Trellis

/// Every view's frame and type, for the outline overlay and its hover label.
struct ViewOutlines {
    var frames: [(type: String, frame: CGRect)]

    init(_ tree: LayoutTree) {
        frames = tree.root.all.map { ($0.type, $0.frame.rect) }
    }

    /// The innermost view containing `point` (the last one in depth-first order).
    func hovered(at point: CGPoint) -> Int? {
        frames.lastIndex { $0.frame.contains(point) }
    }
}
