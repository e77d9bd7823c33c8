import Foundation

// What a live preview does with presentations beyond taps: taps by name reach only the topmost
// presented layer, and a drag down a sheet past a quarter of its height dismisses it
// (PresentationMetrics fact 7) unless its content disables that.

extension ResolvedTree {
    /// The node whose views take taps: the card of the topmost presentation, or the root.
    var topmostLayer: Node {
        guard root.behavior is PresentationHostBehavior, let card = root.children.last else { return root }
        return card
    }

    /// Whether a presentation is shown over the view.
    public var isPresenting: Bool { root.behavior is PresentationHostBehavior }

    /// A drag from `start` to `end` (window coordinates): dismisses the topmost sheet when it
    /// starts on the sheet and goes down past the threshold. Returns whether it dismissed.
    public func dragPresentedSheet(from start: CGPoint, to end: CGPoint) -> Bool {
        guard let host = root.behavior as? PresentationHostBehavior, let layer = host.layers.last,
              layer.kind == .sheet, !layer.traits.dismissDisabled, let card = root.children.last else { return false }
        let sheet = CGRect(x: windowFrame.minX, y: card.frame.minY, width: windowFrame.width, height: windowFrame.maxY - card.frame.minY)
        guard sheet.contains(start), end.y - start.y > sheet.height * PresentationMetrics.dismissDragFraction else { return false }
        layer.dismiss()
        return true
    }

    private var windowFrame: CGRect { CGRect(origin: .zero, size: windowSize) }
}
