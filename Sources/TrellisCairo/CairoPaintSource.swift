import CCairo
import Foundation
import Trellis

extension ResolvedPaint {
    /// Makes this paint Cairo's source; gradient unit points are taken in `frame`.
    func setSource(on cr: OpaquePointer, frame: CGRect) {
        switch self {
        case let .color(c):
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity))
        case let .linearGradient(stops, start, end):
            guard CairoGeometry.isDrawable(frame) else { return cairo_set_source_rgba(cr, 0, 0, 0, 0) }
            let p = cairo_pattern_create_linear(Double(frame.minX + start.x * frame.width), Double(frame.minY + start.y * frame.height),
                                                Double(frame.minX + end.x * frame.width), Double(frame.minY + end.y * frame.height))
            Self.addStops(stops, to: p)
            cairo_set_source(cr, p)
            cairo_pattern_destroy(p)
        case let .radialGradient(stops, center, r0, r1):
            guard CairoGeometry.isDrawable(frame), r0.isFinite, r1.isFinite else { return cairo_set_source_rgba(cr, 0, 0, 0, 0) }
            let cx = Double(frame.minX + center.x * frame.width), cy = Double(frame.minY + center.y * frame.height)
            let p = cairo_pattern_create_radial(cx, cy, Double(max(r0, 0)), cx, cy, Double(max(r1, 0)))
            Self.addStops(stops, to: p)
            cairo_set_source(cr, p)
            cairo_pattern_destroy(p)
        }
    }

    private static func addStops(_ stops: [GradientStop], to pattern: OpaquePointer?) {
        for s in stops {
            let c = s.color
            cairo_pattern_add_color_stop_rgba(pattern, Double(min(max(s.location, 0), 1)), Double(c.red), Double(c.green),
                                              Double(c.blue), Double(c.opacity))
        }
    }
}
