import Foundation

// What a live preview does with presentations beyond taps: taps by name reach only the topmost
// presented layer, and a drag down a sheet past a quarter of its height dismisses it
// (PresentationMetrics fact 7) unless its content disables that. A press that drags a sheet
// in the window is SheetDragRecognizer.swift's.

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
        guard let (layer, sheet) = draggableSheet, sheet.contains(start),
              end.y - start.y > sheet.height * PresentationMetrics.dismissDragFraction else { return false }
        layer.dismiss()
        return true
    }
}
