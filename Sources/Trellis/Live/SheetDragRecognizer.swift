import Foundation

// A sheet dragged down in a live preview — facts and Trellis's choices:
// 1. A press on a sheet that no control, gesture or scroll view inside takes moves the sheet
//    with the pointer once it has gone 10 points (Trellis's choice, as a scroll view's drag;
//    UIKit's pan threshold is not published); the sheet follows downward only (UIKit stretches
//    a large sheet a little upward: not drawn).
// 2. Let go past the threshold (PresentationMetrics fact 7) the sheet is dismissed — its binding
//    set false, `onDismiss` run — and slides off; otherwise it springs back to its detent
//    (PresentationTransitions.swift).
// 3. `interactiveDismissDisabled` keeps the sheet where it is (UIKit lets it stretch a little
//    and spring back: Trellis leaves it still).

/// The topmost sheet following one press (facts above).
final class SheetDragRecognizer: PanRecognizer {
    let tree: () -> ResolvedTree
    /// The sheet's height from its top to the window's bottom: the threshold is a part of it.
    let height: CGFloat
    let dismiss: () -> Void

    init(tree: @escaping () -> ResolvedTree, height: CGFloat, dismiss: @escaping () -> Void) {
        self.tree = tree
        self.height = height
        self.dismiss = dismiss
    }

    override func moved(_ sample: PointerSample) {
        guard let translation = translation(sample) else { return }
        tree().dragPresentedSheet(by: max(0, translation.height))
    }

    override func ended(_ sample: PointerSample) {
        guard phase == .active, let start else { return }
        let records = tree().graph.presentations
        records.sheetDrag = 0
        if sample.location.y - start.y > height * PresentationMetrics.dismissDragFraction {
            dismiss()
        } else {
            records.springsBack = true
        }
        phase = .recognized
    }

    override func cancelled() { tree().dragPresentedSheet(by: 0) }
}

extension ResolvedTree {
    /// The topmost presentation when it is a sheet the user may drag down: its layer and where it
    /// is, from its top to the window's bottom.
    var draggableSheet: (layer: PresentedLayer, frame: CGRect)? {
        guard let host = root.behavior as? PresentationHostBehavior, let layer = host.layers.last,
              layer.kind == .sheet, !layer.traits.dismissDisabled, let card = root.children.last else { return nil }
        let window = CGRect(origin: .zero, size: windowSize)
        return (layer, CGRect(x: window.minX, y: card.frame.minY, width: window.width, height: window.maxY - card.frame.minY))
    }

    /// What drags the topmost sheet from a press at `point`, when the press is on it (nil: none).
    func sheetDragTarget(at point: CGPoint, current: (() -> ResolvedTree)?) -> PointerTarget? {
        guard let (layer, frame) = draggableSheet, frame.contains(point) else { return nil }
        let recognizer = SheetDragRecognizer(tree: current ?? { [unowned self] in self }, height: frame.height, dismiss: layer.dismiss)
        return PointerTarget(view: nil, recognizer: recognizer, priority: .normal)
    }

    /// Draws the topmost sheet `offset` points below its detent, laid out again at once.
    func dragPresentedSheet(by offset: CGFloat) {
        let records = graph.presentations
        guard records.sheetDrag != offset else { return }
        records.sheetDrag = offset
        guard hasLayout else { return }
        hasLayout = false
        layout(in: windowSize, safeArea: safeAreaInsets)
    }
}
