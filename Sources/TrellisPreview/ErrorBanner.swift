import CCairo
import Foundation

/// The red banner over the last good layout while the file has problems.
enum ErrorBanner {
    static let maxLines = 6

    static func draw(_ cr: OpaquePointer, problems: [String], title: String, width: Double) {
        var lines = Array(problems.prefix(maxLines))
        if problems.count > maxLines { lines.append("… and \(problems.count - maxLines) more") }
        let lineHeight = 15.0
        let height = 26 + Double(lines.count) * lineHeight
        cairo_set_source_rgba(cr, 0.78, 0.12, 0.1, 0.93)
        cairo_rectangle(cr, 0, 0, width, height)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        OverlayText.select(cr, size: 12, bold: true)
        OverlayText.draw(cr, OverlayText.fitted(cr, title, maxWidth: width - 16), x: 8, y: 17)
        OverlayText.select(cr, size: 11)
        for (i, line) in lines.enumerated() {
            OverlayText.draw(cr, OverlayText.fitted(cr, line, maxWidth: width - 16), x: 8, y: 17 + lineHeight * Double(i + 1))
        }
    }
}
