import CCairo
import Foundation

/// The `b` overlay: a thin outline around every view's frame (the hovered view's label is an
/// `OverlayViews.label`).
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

}
