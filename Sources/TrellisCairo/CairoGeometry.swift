import CCairo
import Foundation
import Trellis

/// Paths and pixel snapping on a Cairo context whose user space is points.
struct CairoGeometry {
    let cr: OpaquePointer
    /// Pixels per point (positions are snapped to multiples of 1/scale).
    let scale: CGFloat

    /// Coordinates Cairo can hold (its fixed-point numbers overflow near ±8 million).
    static func isDrawable(_ v: CGFloat) -> Bool { v.isFinite && abs(v) < 4_000_000 }
    static func isDrawable(_ r: CGRect) -> Bool {
        isDrawable(r.minX) && isDrawable(r.minY) && isDrawable(r.width) && isDrawable(r.height)
    }
    static func isDrawable(_ p: Path) -> Bool {
        var ok = true
        p.forEachPoint { if !isDrawable($0.x) || !isDrawable($0.y) { ok = false } }
        return ok
    }

    /// A coordinate on the pixel grid.
    func snap(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }

    /// A rectangle whose edges are on the pixel grid (neighbours that touch keep touching).
    func snap(_ r: CGRect) -> CGRect {
        let x0 = snap(r.minX), y0 = snap(r.minY), x1 = snap(r.maxX), y1 = snap(r.maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A rectangle drawn in `frame`, moved with the frame: the frame's edges go to the pixel grid
    /// and each of the rectangle's edges keeps its distance from the frame's edge. A rectangle
    /// that is the frame snaps as `snap(_:)` does; one inset by a stroke's half width (what
    /// `strokeBorder` draws) stays inset by exactly that much, so its stroke fills the ring just
    /// inside the snapped frame, as SwiftUI draws it.
    func snap(_ r: CGRect, keepingInsetsIn frame: CGRect) -> CGRect {
        let f = frame.standardized, s = snap(f)
        let x0 = s.minX + (r.minX - f.minX), y0 = s.minY + (r.minY - f.minY)
        let x1 = s.maxX - (f.maxX - r.maxX), y1 = s.maxY - (f.maxY - r.maxY)
        return CGRect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }

    /// Replaces the current path with `shape`, its rectangle snapped to pixels — or, with a
    /// `frame` (the drawing item's), moved with the snapped frame (`snap(_:keepingInsetsIn:)`):
    /// what a stroke's path needs, since snapping an inset outline itself would put a
    /// `strokeBorder`'s line half a pixel off its ring. False when the shape cannot be drawn
    /// (NaN or enormous geometry).
    @discardableResult
    func setPath(_ shape: DisplayShape, in frame: CGRect? = nil) -> Bool {
        cairo_new_path(cr)
        func snapped(_ r: CGRect) -> CGRect {
            guard let frame, Self.isDrawable(frame) else { return snap(r.standardized) }
            return snap(r.standardized, keepingInsetsIn: frame)
        }
        switch shape {
        case let .rectangle(r):
            guard Self.isDrawable(r) else { return false }
            let s = snapped(r)
            cairo_rectangle(cr, Double(s.minX), Double(s.minY), Double(s.width), Double(s.height))
            return true
        case let .roundedRectangle(r, size, style):
            guard Self.isDrawable(r) else { return false }
            return addPath(Path(roundedRect: snapped(r), cornerSize: size, style: style))
        case let .ellipse(r):
            guard Self.isDrawable(r) else { return false }
            return addPath(Path(ellipseIn: snapped(r)))
        case let .capsule(r):
            guard Self.isDrawable(r) else { return false }
            let s = snapped(r)
            let radius = min(s.width, s.height) / 2
            return addPath(Path(roundedRect: s, cornerSize: CGSize(width: radius, height: radius), style: .circular))
        case let .path(p):
            return addPath(p)
        }
    }

    /// Appends `path` to the current path.
    @discardableResult
    func addPath(_ path: Path) -> Bool {
        guard Self.isDrawable(path) else { return false }
        for e in path.elements {
            switch e {
            case let .move(p): cairo_move_to(cr, Double(p.x), Double(p.y))
            case let .line(p):
                if cairo_has_current_point(cr) == 0 { cairo_move_to(cr, Double(p.x), Double(p.y)) } else { cairo_line_to(cr, Double(p.x), Double(p.y)) }
            case let .quadCurve(p, c):
                var x0 = 0.0, y0 = 0.0
                if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x0, &y0) } else { x0 = Double(p.x); y0 = Double(p.y); cairo_move_to(cr, x0, y0) }
                // A quadratic Bézier as the cubic with the same curve.
                let c1x = x0 + 2.0 / 3.0 * (Double(c.x) - x0), c1y = y0 + 2.0 / 3.0 * (Double(c.y) - y0)
                let c2x = Double(p.x) + 2.0 / 3.0 * (Double(c.x) - Double(p.x)), c2y = Double(p.y) + 2.0 / 3.0 * (Double(c.y) - Double(p.y))
                cairo_curve_to(cr, c1x, c1y, c2x, c2y, Double(p.x), Double(p.y))
            case let .curve(p, c1, c2):
                if cairo_has_current_point(cr) == 0 { cairo_move_to(cr, Double(c1.x), Double(c1.y)) }
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
        return true
    }
}
