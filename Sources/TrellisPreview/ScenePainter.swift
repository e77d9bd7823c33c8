import CCairo
import Foundation

/// Paints a scene onto a Cairo context whose user space is in points.
enum ScenePainter {
    static func paint(_ scene: Scene, on cr: OpaquePointer) {
        for item in scene.items where item.opacity > 0 {
            guard let fill = item.fill else { continue }
            cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha * item.opacity)
            let f = item.frame
            cairo_rectangle(cr, f.minX, f.minY, f.width, f.height)
            cairo_fill(cr)
        }
    }
}
