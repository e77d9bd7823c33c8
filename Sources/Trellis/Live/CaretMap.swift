import Foundation

/// Where the focused field's character boundaries were drawn when it was last placed: the
/// caret positions of its shown text (bullets for a secure field) and the text's frame in the
/// window. A tap finds the boundary nearest to it here, and Up and Down in an editor the one
/// on the line above or below; the field's drawing fills it in as it is laid out.
final class CaretMap: @unchecked Sendable {
    /// The positions, one per boundary (empty until the field is laid out focused).
    var positions: [CaretPosition] = []
    /// The shown text's frame as placed, before right-to-left mirroring.
    var frame: CGRect = .zero
    /// The reader laid over the text: its frame is the text's as drawn, mirrored or not (a
    /// tap's point is in drawn coordinates; the glyphs run from the frame's left either way).
    weak var node: Node?
    /// How far a one-line field's text is scrolled left to show the caret.
    var scroll: CGFloat = 0
    /// Whether `positions` were measured, and at which wrapping width (nil: one line).
    var isLaidOut = false
    var laidOutWidth: CGFloat?

    /// The boundary nearest to `point` (window coordinates): on the line the point is in (the
    /// first or last past them), the one whose x is nearest.
    func offset(nearest point: CGPoint) -> Int? {
        guard !positions.isEmpty else { return nil }
        let frame = node?.frame ?? frame
        let y = point.y - frame.minY
        let lines = Dictionary(grouping: positions.indices, by: { positions[$0].line })
        let line = lines.keys.sorted().first { key in
            let p = positions[lines[key]![0]]
            return y < p.top + p.height
        } ?? lines.keys.max()!
        return nearest(x: point.x - frame.minX + scroll, on: line)
    }

    /// The boundary `lines` lines above (negative) or below `offset` nearest to its x; past the
    /// first or last line, the start or the end. Nil when nothing was measured.
    func offset(from offset: Int, movingLines lines: Int) -> Int? {
        guard positions.indices.contains(offset) else { return nil }
        let target = positions[offset].line + lines
        guard positions.contains(where: { $0.line == target }) else { return lines < 0 ? 0 : positions.count - 1 }
        return nearest(x: positions[offset].x, on: target)
    }

    private func nearest(x: CGFloat, on line: Int) -> Int? {
        positions.indices.filter { positions[$0].line == line }.min { abs(positions[$0].x - x) < abs(positions[$1].x - x) }
    }
}
