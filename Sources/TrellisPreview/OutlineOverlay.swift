import CCairo
import Foundation

/// The `b` overlay: a thin outline around every view's frame, and the type and size of the
/// innermost view under the pointer.
enum OutlineOverlay {
    /// Outlines in the layout's coordinate space (points); `pixel` is one device pixel in points.
    static func drawOutlines(_ cr: OpaquePointer, outlines: ViewOutlines, pixel: Double, hovered: Int?) {
        cairo_set_line_width(cr, pixel)
        cairo_set_source_rgba(cr, 0.85, 0.1, 0.75, 0.8)
        for (_, frame, _) in outlines.frames {
            cairo_rectangle(cr, frame.minX + pixel / 2, frame.minY + pixel / 2,
                            max(0, frame.width - pixel), max(0, frame.height - pixel))
        }
        cairo_stroke(cr)
        // Views with a layout warning: a thicker orange outline.
        if !outlines.warnings.isEmpty {
            cairo_set_line_width(cr, 2 * pixel)
            cairo_set_source_rgba(cr, 1, 0.55, 0, 1)
            for index in outlines.warnings.keys {
                let frame = outlines.frames[index].frame
                cairo_rectangle(cr, frame.minX + pixel, frame.minY + pixel, max(0, frame.width - 2 * pixel), max(0, frame.height - 2 * pixel))
            }
            cairo_stroke(cr)
        }
        if let hovered, outlines.frames.indices.contains(hovered) {
            let frame = outlines.frames[hovered].frame
            cairo_set_line_width(cr, 2 * pixel)
            cairo_set_source_rgba(cr, 0.05, 0.45, 1, 1)
            cairo_rectangle(cr, frame.minX + pixel, frame.minY + pixel,
                            max(0, frame.width - 2 * pixel), max(0, frame.height - 2 * pixel))
            cairo_stroke(cr)
        }
    }

    /// The label for a hovered view: its type and size in points, drawn near the pointer in
    /// overlay coordinates.
    static func drawLabel(_ cr: OpaquePointer, _ text: String, near pointer: CGPoint, width: Double, height: Double) {
        OverlayText.select(cr, size: 11, bold: true)
        let textWidth = OverlayText.width(cr, text)
        var x = pointer.x + 12, y = pointer.y + 14
        if x + textWidth + 10 > width { x = max(0, pointer.x - textWidth - 14) }
        if y + 18 > height { y = max(0, pointer.y - 24) }
        cairo_set_source_rgba(cr, 0.05, 0.45, 1, 0.95)
        cairo_rectangle(cr, x, y, textWidth + 10, 18)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        OverlayText.draw(cr, text, x: x + 5, y: y + 13)
    }
}
