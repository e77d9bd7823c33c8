import Foundation

/// One of the views a press reaches, with what follows the press for it: a control that takes
/// the tap, a gesture's recognizer, a scroll view's drag. `ResolvedTree.pointerTargets(at:)`
/// lists them innermost first.
public struct PointerTarget {
    /// The control or gesture (nil for a scroll view or a sheet's drag).
    public let view: InteractiveView?
    /// What follows this press for it (nil: it only takes a tap, as a button).
    public let recognizer: PointerRecognizer?
    /// How it ranks against the others (`highPriorityGesture`, `simultaneousGesture`).
    public let priority: GesturePriority

    /// Whether it is a scroll view's drag.
    public var scrolls: Bool { recognizer is ScrollDragRecognizer }

    /// Whether a release without movement goes to it: a control's tap (a text field's focus
    /// included) or a tap gesture.
    public var takesTaps: Bool {
        if let recognizer { return recognizer.takesTaps }
        guard let view else { return false }
        return view.interaction.tap != nil || view.kind.takesText
    }
}

// A scroll view follows a drag once the pointer is 10 points from the press (Trellis's choice:
// UIScrollView's pan threshold is not published), its content moving with the pointer from the
// press on, clamped as at rest (0 to content less bounds along the scrolled axes).

/// A scroll view's drag: the offset at the press less the pointer's translation.
final class ScrollDragRecognizer: PanRecognizer {
    let tree: () -> ResolvedTree
    let identity: String
    let axes: Axis.Set
    let rightToLeft: Bool
    let startOffset: CGPoint

    init(tree: @escaping () -> ResolvedTree, identity: String, axes: Axis.Set, rightToLeft: Bool, startOffset: CGPoint) {
        self.tree = tree
        self.identity = identity
        self.axes = axes
        self.rightToLeft = rightToLeft
        self.startOffset = startOffset
    }

    override func moved(_ sample: PointerSample) {
        guard let translation = translation(sample) else { return }
        // Offsets count from the leading edge: right to left, dragging right scrolls forward.
        let dx = axes.contains(.horizontal) ? translation.width * (rightToLeft ? -1 : 1) : 0
        let dy = axes.contains(.vertical) ? translation.height : 0
        tree().setScrollOffset(CGPoint(x: startOffset.x - dx, y: startOffset.y - dy), forScrollViewAt: identity)
    }

    override func ended(_ sample: PointerSample) {
        if phase == .active { moved(sample); phase = .recognized }
    }
}

extension ResolvedTree {
    /// What a press at `point` (window coordinates) reaches, innermost first: the topmost view
    /// that takes the pointer (as `interactiveView(at:)` finds it, scroll views included) and
    /// the controls, gestures and scroll views around it, and the sheet it is on. Each gesture
    /// gets a fresh recognizer.
    /// `current` is the tree scroll views are moved in as the press goes on (a live preview
    /// resolves a new tree after each change); this tree when nil.
    public func pointerTargets(at point: CGPoint, current: (() -> ResolvedTree)? = nil) -> [PointerTarget] {
        guard let hit = Self.pointerHit(root, point) else { return [] }
        var targets: [PointerTarget] = []
        var node: Node? = hit
        while let n = node {
            for interaction in n.interactions {
                let view = InteractiveView(interaction: interaction, frame: n.frame)
                var recognizer: PointerRecognizer?
                if let make = interaction.recognizer {
                    // A gesture Trellis does not follow (a magnification) is left out.
                    guard let made = make(n.frame) else { continue }
                    recognizer = made
                }
                targets.append(PointerTarget(view: view, recognizer: recognizer, priority: interaction.priority))
            }
            if let scroll = n.behavior as? ScrollViewBehavior {
                let recognizer = ScrollDragRecognizer(tree: current ?? { [unowned self] in self }, identity: Self.scrollIdentity(of: n), axes: scroll.axes,
                                                      rightToLeft: n.isRightToLeft, startOffset: scroll.scroll.offset)
                targets.append(PointerTarget(view: nil, recognizer: recognizer, priority: .normal))
            }
            node = n.parent
        }
        // Outermost of all: the sheet the press is on follows a drag nothing inside takes.
        if let sheet = sheetDragTarget(at: point, current: current) { targets.append(sheet) }
        return targets
    }

    /// The frame of the first view in tree order that shows `name` (a text) or is labelled
    /// `name`, interactive or not: where a pointer step on it presses.
    public func shownFrame(named name: String) -> CGRect? {
        var stack = [root]
        while let node = stack.popLast() {
            if node.drawing.hidden { continue }
            if node.isPlaced, Self.names(node, name) { return node.frame }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// The innermost topmost node under `point` that takes the pointer: one with an interaction
    /// (a gesture only where its content draws, unless it has a content shape) or a scroll view.
    private static func pointerHit(_ node: Node, _ point: CGPoint) -> Node? {
        if node.refusesHitTesting || node.drawing.hidden { return nil }
        for (_, child) in DisplayListBuilder.paintOrder(node, node.behavior.childPainting).reversed() {
            if let found = pointerHit(child, point) { return found }
        }
        guard let interaction = node.interactions.last else {
            return node.behavior is ScrollViewBehavior && node.frame.contains(point) ? node : nil
        }
        // A gesture goes where its content draws, which an offset moves out of the frame.
        if interaction.kind.needsContent, !node.hasContentShape { return drawsContent(node, at: point) ? node : nil }
        return node.frame.contains(point) ? node : nil
    }

    /// A scroll view's identity as `scrollViews` reports it: its index path, and "#id".
    private static func scrollIdentity(of node: Node) -> String {
        var indices: [String] = []
        var n = node
        while let parent = n.parent {
            indices.append(String(parent.children.firstIndex { $0 === n } ?? 0))
            n = parent
        }
        let path = (["0"] + indices.reversed()).joined(separator: "/")
        return node.id.map { "\(path)#\($0)" } ?? path
    }
}
