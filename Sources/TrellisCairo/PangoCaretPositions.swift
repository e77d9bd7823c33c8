import CPango
import Foundation
import Trellis

extension PangoTextMeasurer {
    /// Pango's own cursor positions in the layout the text is measured and painted with, so a
    /// caret stands exactly where the glyphs are drawn (kerning, ligatures, emoji and soft wraps
    /// included): one per grapheme boundary.
    public func caretPositions(_ request: TextLayoutRequest, width: CGFloat?) -> [CaretPosition] {
        lock.withLock {
            let string = request.string
            let scale = CGFloat(PANGO_SCALE)
            let measurement = measured(request, width: width, height: nil)
            let layout = makeLayout(request, plan: measurement.plan, decorations: nil)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            // Past the bytes laid out (a very long text), the caret stays at the last one.
            let laidOut = Self.boundedLength(string)
            var positions: [CaretPosition] = []
            positions.reserveCapacity(string.count + 1)
            var offset = 0
            func add(_ byte: Int) {
                let index = Int32(min(byte, laidOut))
                var strong = PangoRectangle()
                pango_layout_get_cursor_pos(layout, index, &strong, nil)
                var line: Int32 = 0, x: Int32 = 0
                pango_layout_index_to_line_x(layout, index, 0, &line, &x)
                positions.append(CaretPosition(line: Int(line), x: CGFloat(strong.x) / scale, top: CGFloat(strong.y) / scale,
                                               height: CGFloat(strong.height) / scale))
            }
            add(0)
            for character in string {
                offset += character.utf8.count
                add(offset)
            }
            return positions
        }
    }
}
