import CCairo
import Foundation

/// The key map, drawn over the layout when `?` or F1 is pressed.
enum HelpOverlay {
    static func draw(_ cr: OpaquePointer, width: Double, height: Double) {
        cairo_set_source_rgba(cr, 0, 0, 0, 0.45)
        cairo_rectangle(cr, 0, 0, width, height)
        cairo_fill(cr)

        let rows = KeyCommand.help
        let lineHeight = 17.0
        OverlayText.select(cr, size: 12, bold: true)
        let keyColumn = rows.map { OverlayText.width(cr, $0.keys) }.max() ?? 0
        OverlayText.select(cr, size: 12)
        let actionColumn = rows.map { OverlayText.width(cr, $0.action) }.max() ?? 0
        let panelWidth = min(width - 16, keyColumn + actionColumn + 48)
        let panelHeight = min(height - 16, Double(rows.count) * lineHeight + 44)
        let x = (width - panelWidth) / 2, y = (height - panelHeight) / 2

        cairo_set_source_rgba(cr, 0.12, 0.12, 0.14, 0.95)
        cairo_rectangle(cr, x, y, panelWidth, panelHeight)
        cairo_fill(cr)
        cairo_save(cr)
        cairo_rectangle(cr, x, y, panelWidth, panelHeight)
        cairo_clip(cr)
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        OverlayText.select(cr, size: 13, bold: true)
        OverlayText.draw(cr, "Trellis preview: keys", x: x + 16, y: y + 22)
        for (i, row) in rows.enumerated() {
            let baseline = y + 44 + Double(i) * lineHeight
            OverlayText.select(cr, size: 12, bold: true)
            cairo_set_source_rgba(cr, 1, 0.8, 0.3, 1)
            OverlayText.draw(cr, row.keys, x: x + 16, y: baseline)
            OverlayText.select(cr, size: 12)
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            OverlayText.draw(cr, row.action, x: x + 32 + keyColumn, y: baseline)
        }
        cairo_restore(cr)
    }
}
