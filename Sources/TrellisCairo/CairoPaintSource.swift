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
        case let .ellipticalGradient(stops, center, r0, r1):
            // The gradient in the unit square, the square stretched to the frame (pattern space
            // is the unit square: user space moved to the frame's origin and divided by its size).
            guard CairoGeometry.isDrawable(frame), frame.width > 0, frame.height > 0, r0.isFinite, r1.isFinite,
                  center.x.isFinite, center.y.isFinite else { return cairo_set_source_rgba(cr, 0, 0, 0, 0) }
            let p = cairo_pattern_create_radial(Double(center.x), Double(center.y), Double(max(r0, 0)),
                                                Double(center.x), Double(center.y), Double(max(r1, 0)))
            Self.addStops(stops, to: p)
            var m = cairo_matrix_t()
            cairo_matrix_init_scale(&m, 1 / Double(frame.width), 1 / Double(frame.height))
            cairo_matrix_translate(&m, -Double(frame.minX), -Double(frame.minY))
            cairo_pattern_set_matrix(p, &m)
            cairo_set_source(cr, p)
            cairo_pattern_destroy(p)
        case let .angularGradient(stops, center, a0, a1):
            guard CairoGeometry.isDrawable(frame), a0.isFinite, a1.isFinite else { return cairo_set_source_rgba(cr, 0, 0, 0, 0) }
            let p = Self.angularMesh(stops, center: CGPoint(x: frame.minX + center.x * frame.width, y: frame.minY + center.y * frame.height),
                                     frame: frame, startAngle: a0, endAngle: a1)
            cairo_set_source(cr, p)
            cairo_pattern_destroy(p)
        }
    }

    /// Cairo has no conic gradient: a mesh of thin sectors around the centre, reaching past the
    /// frame's corners, each coloured at its two edges. Sector edges fall on every stop and on
    /// the switch in a partial sweep's missing sector, and no sector is wider than 5°, so the
    /// colour changes in even steps with the angle.
    private static func angularMesh(_ stops: [GradientStop], center c: CGPoint, frame: CGRect, startAngle: Double, endAngle: Double) -> OpaquePointer? {
        let turn = 2 * Double.pi
        let corners = [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                       CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY)]
        let radius = Double(corners.map { hypot($0.x - c.x, $0.y - c.y) }.max() ?? 0) + 2
        // Where the colour function has corners or jumps, as angles in [start, start + turn).
        var start = startAngle, sweep = endAngle - startAngle
        if sweep >= turn { start = endAngle - turn; sweep = turn }
        sweep = max(sweep, 0)
        var edges = [0.0, turn]
        for stop in stops where stop.location > 0 && stop.location < 1 { edges.append(Double(stop.location) * sweep) }
        if sweep < turn {
            edges.append(sweep)
            let middle = sweep + (turn - sweep) / 2
            edges.append(contentsOf: [middle - 1e-6, middle])
        }
        edges = Array(Set(edges)).sorted()
        var angles: [Double] = []
        for (a, b) in zip(edges, edges.dropFirst()) {
            let n = SafeNumber.int(((b - a) / (5 * .pi / 180)).rounded(.up), in: 1...720, nan: 1)
            for i in 0..<n { angles.append(a + (b - a) * Double(i) / Double(n)) }
        }
        angles.append(turn)
        let mesh = cairo_pattern_create_mesh()
        func colour(_ angle: Double, _ offset: Double) -> Color.Resolved {
            // Just inside the sector, so a jump belongs to the sector on its side.
            ResolvedPaint.gradientColor(stops, at: ResolvedPaint.angularLocation(at: start + angle + offset, startAngle: startAngle, endAngle: endAngle))
        }
        for (a, b) in zip(angles, angles.dropFirst()) where b > a {
            let pa = CGPoint(x: Double(c.x) + radius * cos(start + a), y: Double(c.y) + radius * sin(start + a))
            let pb = CGPoint(x: Double(c.x) + radius * cos(start + b), y: Double(c.y) + radius * sin(start + b))
            let k = 4.0 / 3.0 * tan((b - a) / 4) * radius
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, Double(c.x), Double(c.y))
            cairo_mesh_pattern_line_to(mesh, Double(pa.x), Double(pa.y))
            cairo_mesh_pattern_curve_to(mesh, Double(pa.x) - k * sin(start + a), Double(pa.y) + k * cos(start + a),
                                        Double(pb.x) + k * sin(start + b), Double(pb.y) - k * cos(start + b), Double(pb.x), Double(pb.y))
            cairo_mesh_pattern_line_to(mesh, Double(c.x), Double(c.y))
            let ca = colour(a, 1e-9), cb = colour(b, -1e-9)
            for (corner, color) in [(0, ca), (1, ca), (2, cb), (3, cb)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), Double(color.red), Double(color.green), Double(color.blue),
                                                         Double(color.opacity))
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    private static func addStops(_ stops: [GradientStop], to pattern: OpaquePointer?) {
        for s in stops {
            let c = s.color
            cairo_pattern_add_color_stop_rgba(pattern, Double(min(max(s.location, 0), 1)), Double(c.red), Double(c.green),
                                              Double(c.blue), Double(c.opacity))
        }
    }
}
