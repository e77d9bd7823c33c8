import CCairo
import Foundation
import Trellis
import TrellisCairo

/// The status bar drawn from its fields' kept layouts: the bar of `OverlayViews.statusBar`,
/// each field a Trellis `Text` laid out once per text (and per width, when a narrow window
/// cuts it) and placed in lines by `FieldFlow`, as the bar's view places them. Resolving the
/// whole bar on every frame was most of a frame's overlay time, though from one frame of a
/// drag to the next only the size and the timings change.
final class StatusBarDrawing: @unchecked Sendable {
    static let shared = StatusBarDrawing()

    /// A field's text laid out in a proposal: its display items at the origin.
    private struct Key: Hashable {
        var text: String
        var proposal: CGSize
    }
    private let lock = NSLock()
    private var laidOut: [Key: [DisplayItem]] = [:]
    /// Each field's resolved view and its ideal size: the size is asked for first, and the same
    /// tree lays the field out in its proposal (resolving a field was most of the bar's time
    /// when its size and timings change on every frame of a drag).
    private var fieldTrees: [String: (tree: ResolvedTree, idealSize: CGSize)] = [:]
    /// Enough for every field of a session's sizes and timings for a while; then it starts over.
    static let capacity = 512

    /// Draws the bar of `fields` along the bottom of `canvas` (points), as
    /// `OverlayViews.paint(VStack { Spacer(minLength: 0); statusBar(fields:) }, proposal: canvas)` does.
    func draw(_ fields: [String], on cr: OpaquePointer, canvas: CGSize) {
        let padding = OverlayViews.statusPadding
        let flow = OverlayViews.statusFlow
        lock.withLock {
            if laidOut.count > Self.capacity || fieldTrees.count > Self.capacity {
                laidOut = [:]
                fieldTrees = [:]
            }
            let sizes = fields.map(idealSize)
            let (bar, flowSize) = barFrame(sizes, canvas: canvas)
            var items = [DisplayItem(identity: "status", frame: bar,
                                     content: .shape(DisplayShapeDrawing(outline: .rectangle(bar),
                                                                         fill: .color(OverlayViews.statusColor.resolve(in: OverlayViews.environment)))))]
            let bounds = CGRect(origin: CGPoint(x: padding.width, y: bar.minY + padding.height), size: flowSize)
            for (index, frame) in flow.frames(of: sizes, in: bounds) {
                let key = Key(text: fields[index], proposal: frame.size)
                let drawn = laidOut[key] ?? layOut(key)
                items += drawn.map { $0.translated(by: CGSize(width: frame.minX, height: frame.minY)) }
            }
            CairoPainter(cr: cr, scale: 1, measurer: OverlayViews.measurer).paint(items: items)
        }
    }

    /// Where the bar of `fields` lies in `canvas` (points): what a frame that changes only the
    /// bar's fields paints again.
    func frame(_ fields: [String], canvas: CGSize) -> CGRect {
        lock.withLock { barFrame(fields.map(idealSize), canvas: canvas).bar }
    }

    /// The bar of fields of `sizes` along the bottom of `canvas` (a bar taller than the window
    /// is centred in it, as a root view is), and the size of its fields' flow (under the lock).
    private func barFrame(_ sizes: [CGSize], canvas: CGSize) -> (bar: CGRect, flow: CGSize) {
        let padding = OverlayViews.statusPadding
        let flow = OverlayViews.statusFlow
        let width = max(canvas.width - 2 * padding.width, 0)
        let flowSize = flow.size(of: FieldFlow.lines(of: sizes, width: width, separator: flow.separator), proposal: width)
        let height = flowSize.height + 2 * padding.height
        let bar = CGRect(x: 0, y: height <= canvas.height ? canvas.height - height : (canvas.height - height) / 2,
                         width: canvas.width, height: height)
        return (bar, flowSize)
    }

    /// A field's resolved view and its size proposed nothing (under the lock).
    private func field(_ text: String) -> (tree: ResolvedTree, idealSize: CGSize) {
        if let field = fieldTrees[text] { return field }
        let tree = ResolvedTree(OverlayViews.statusField(text), environment: OverlayViews.environment)
        let field = (tree, tree.idealSize())
        fieldTrees[text] = field
        return field
    }

    /// A field's size proposed nothing (under the lock).
    private func idealSize(_ text: String) -> CGSize { field(text).idealSize }

    /// A field laid out in its proposal, at the origin (under the lock).
    private func layOut(_ key: Key) -> [DisplayItem] {
        let tree = field(key.text).tree
        tree.layout(in: key.proposal)
        // From the text's corner: a root narrower than its window (a cut text) is centred in it.
        var items = tree.displayList().items
        if let origin = items.first?.frame.origin {
            items = items.map { $0.translated(by: CGSize(width: -origin.x, height: -origin.y)) }
        }
        laidOut[key] = items
        return items
    }
}
