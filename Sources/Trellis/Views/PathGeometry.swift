import Foundation

// What SwiftUI computes from a path's geometry: a part of it by length (`trimmedPath`,
// `Shape.trim(from:to:)`), the outline of its stroke (`strokedPath`), whether it holds a point
// (`contains`), and arcs drawn by tangents. Curves are followed as polylines within
// `PathGeometry.tolerance` (0.05 pt, under a twentieth of a pixel at 3×), so what is cut or
// outlined from a curve draws as the curve does.
//
// Facts:
// 1. `trimmedPath(from:to:)` keeps the part between two fractions of the whole path's length,
//    all subpaths counted in order; `from` ≥ `to` keeps nothing (Apple's documentation of
//    `Shape.trim(from:to:)`: "the fraction of the shape's path to draw").
// 2. `strokedPath(_:)` is the area a stroke of `style` covers, as a path to fill (non-zero
//    winding): a quadrilateral per segment, each oriented the same way, with the joins and caps
//    of the style (a mitre longer than `miterLimit` line widths is bevelled, as Core Graphics
//    does), and the dash pattern applied first.

/// A path as polylines: each subpath's points, and whether it is closed.
struct PathGeometry {
    struct Subpath {
        var points: [CGPoint]
        var isClosed: Bool
    }

    /// How far a polyline may stray from the curve it follows.
    static let tolerance: CGFloat = 0.05

    var subpaths: [Subpath] = []

    init(_ path: Path) {
        var current: Subpath?
        var start = CGPoint.zero
        func last() -> CGPoint { current?.points.last ?? start }
        func finish() {
            if let c = current, c.points.count > 0 { subpaths.append(c) }
            current = nil
        }
        for e in path.elements {
            switch e {
            case let .move(p):
                finish()
                start = p
                current = Subpath(points: [p], isClosed: false)
            case let .line(p):
                if current == nil { current = Subpath(points: [last()], isClosed: false) }
                current!.points.append(p)
            case let .quadCurve(p, c):
                if current == nil { current = Subpath(points: [last()], isClosed: false) }
                let p0 = last()
                // The same curve as a cubic.
                let c1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                Self.flatten(p0, c1, c2, p, into: &current!.points, depth: 0)
            case let .curve(p, c1, c2):
                if current == nil { current = Subpath(points: [last()], isClosed: false) }
                Self.flatten(last(), c1, c2, p, into: &current!.points, depth: 0)
            case .closeSubpath:
                if var c = current {
                    c.isClosed = true
                    subpaths.append(c)
                    start = c.points.first ?? start
                }
                current = nil
            }
        }
        finish()
    }

    /// Appends the points of a cubic after `p0`, subdivided until each piece is flat.
    private static func flatten(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, into points: inout [CGPoint], depth: Int) {
        let flat = max(distance(c1, toLine: p0, p3), distance(c2, toLine: p0, p3))
        if flat <= tolerance || depth >= 16 || !flat.isFinite {
            points.append(p3)
            return
        }
        func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
        let a = mid(p0, c1), b = mid(c1, c2), c = mid(c2, p3)
        let d = mid(a, b), e = mid(b, c), m = mid(d, e)
        flatten(p0, a, d, m, into: &points, depth: depth + 1)
        flatten(m, e, c, p3, into: &points, depth: depth + 1)
    }

    private static func distance(_ p: CGPoint, toLine a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        if length < 1e-9 { return hypot(p.x - a.x, p.y - a.y) }
        return abs((p.x - a.x) * dy - (p.y - a.y) * dx) / length
    }

    /// A subpath's points with the closing segment made explicit.
    static func segmentPoints(_ s: Subpath) -> [CGPoint] {
        guard s.isClosed, let first = s.points.first, s.points.last != first else { return s.points }
        return s.points + [first]
    }

    /// The total length of every subpath.
    var length: CGFloat {
        subpaths.reduce(0) { total, s in
            let p = Self.segmentPoints(s)
            return total + zip(p, p.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
    }

    /// The parts between lengths `a` and `b` along the whole path (fact 1), as open polylines;
    /// a closed subpath kept whole stays closed.
    func pieces(from a: CGFloat, to b: CGFloat) -> [Subpath] {
        var out: [Subpath] = []
        var offset: CGFloat = 0
        for s in subpaths {
            let points = Self.segmentPoints(s)
            var piece: [CGPoint] = []
            var keptWhole = true
            for (p, q) in zip(points, points.dropFirst()) {
                let l = hypot(q.x - p.x, q.y - p.y)
                let s0 = offset, s1 = offset + l
                offset = s1
                let lo = max(a, s0), hi = min(b, s1)
                guard hi > lo || (l == 0 && s0 >= a && s0 <= b) else {
                    keptWhole = false
                    if !piece.isEmpty { out.append(Subpath(points: piece, isClosed: false)); piece = [] }
                    continue
                }
                func at(_ t: CGFloat) -> CGPoint {
                    l == 0 ? p : CGPoint(x: p.x + (q.x - p.x) * (t - s0) / l, y: p.y + (q.y - p.y) * (t - s0) / l)
                }
                if lo > s0 || hi < s1 { keptWhole = false }
                if piece.isEmpty { piece.append(at(lo)) }
                piece.append(at(hi))
            }
            if !piece.isEmpty { out.append(Subpath(points: piece, isClosed: keptWhole && s.isClosed)) }
        }
        return out
    }

    /// The path of polylines.
    static func path(_ subpaths: [Subpath]) -> Path {
        var path = Path()
        for s in subpaths where !s.points.isEmpty {
            path.move(to: s.points[0])
            for p in s.points.dropFirst() { path.addLine(to: p) }
            if s.isClosed { path.closeSubpath() }
        }
        return path
    }
}

extension Path {
    /// The part of the path between two fractions of its length (0 the start, 1 the end; all
    /// subpaths counted in order). Nothing when `from` is not below `to`.
    /// - Parameters:
    ///   - from: Where the part starts, as a fraction of the length.
    ///   - to: Where it ends.
    /// - Returns: The part, as lines that follow the curves.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let lo = max(0, min(1, from)), hi = max(0, min(1, to))
        guard lo < hi, from.isFinite, to.isFinite else { return Path() }
        if lo == 0 && hi == 1 { return self }
        let g = PathGeometry(self)
        let length = g.length
        return PathGeometry.path(g.pieces(from: lo * length, to: hi * length))
    }

    /// The area a stroke of `style` covers, as a path to fill (fact 2).
    /// - Parameter style: The stroke's width, caps, joins, mitre limit and dashes.
    /// - Returns: The stroke's outline.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0, half.isFinite else { return Path() }
        var subpaths = PathGeometry(self).subpaths
        if !style.dash.isEmpty, style.dash.allSatisfy({ $0 >= 0 && $0.isFinite }), style.dash.reduce(0, +) > 0 {
            subpaths = StrokeOutline.dashed(subpaths, style.dash, phase: style.dashPhase)
        }
        var out = Path()
        for s in subpaths { StrokeOutline.outline(s, half: half, style: style, into: &out) }
        return out
    }

    /// Whether the path's fill holds `p` (non-zero winding, or even-odd with `eoFill`).
    /// - Parameters:
    ///   - p: The point.
    ///   - eoFill: Whether the even-odd rule decides instead of the non-zero one.
    /// - Returns: Whether `p` is inside.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for s in PathGeometry(self).subpaths {
            // Every subpath is filled as if closed.
            var points = s.points
            if let first = points.first { points.append(first) }
            for (a, b) in zip(points, points.dropFirst()) {
                if a.y <= p.y {
                    if b.y > p.y && cross(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y && cross(a, b, p) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat { (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// to the line from there to `tangent2End`, with a line to its start (Core Graphics's
    /// `addArc(tangent1End:tangent2End:radius:)`, the way rounded corners are drawn by hand).
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat) {
        guard let p0 = currentPoint else {
            move(to: p1)
            return
        }
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        // Collinear or degenerate: a line to the corner, as Core Graphics draws it.
        guard l1 > 0, l2 > 0, radius > 0, angle.isFinite, angle > 1e-9, angle < .pi - 1e-9 else {
            addLine(to: p1)
            return
        }
        let d = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * d, y: p1.y + v1.y / l1 * d)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * d, y: p1.y + v2.y / l2 * d)
        // The centre lies along the bisector, `radius / sin(angle / 2)` from the corner.
        let bx = v1.x / l1 + v2.x / l2, by = v1.y / l1 + v2.y / l2, bl = hypot(bx, by)
        let c = CGPoint(x: p1.x + bx / bl * radius / sin(angle / 2), y: p1.y + by / bl * radius / sin(angle / 2))
        let a0 = atan2(t1.y - c.y, t1.x - c.x), a1 = atan2(t2.y - c.y, t2.x - c.x)
        // The short way round. `clockwise` is SwiftUI's (decreasing angles, y down): the arc's
        // angles decrease when the corner's legs, taken from the corner, turn positively.
        let turn = v1.x * v2.y - v1.y * v2.x
        addLine(to: t1)
        addArc(center: c, radius: radius, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: turn > 0)
    }

    /// Adds an arc from `startAngle` turning by `delta` (positive: increasing angles, clockwise
    /// on screen), with a line to its start from the current point.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0)
    }
}

/// The pieces of a stroke's outline (fact 2).
enum StrokeOutline {
    /// `subpaths` cut into the dashes of `pattern`, starting `phase` into it.
    static func dashed(_ subpaths: [PathGeometry.Subpath], _ pattern: [CGFloat], phase: CGFloat) -> [PathGeometry.Subpath] {
        let period = pattern.reduce(0, +)
        var out: [PathGeometry.Subpath] = []
        for s in subpaths {
            // Each subpath starts the pattern again, `phase` into it.
            var index = 0
            var left = pattern[0]
            var skip = phase.truncatingRemainder(dividingBy: period)
            if skip < 0 { skip += period }
            while skip > 0 {
                if skip >= left { skip -= left; index = (index + 1) % pattern.count; left = pattern[index] } else { left -= skip; skip = 0 }
            }
            var on = index % 2 == 0
            var current: [CGPoint] = []
            let points = PathGeometry.segmentPoints(s)
            if on, let first = points.first { current = [first] }
            for (p, q) in zip(points, points.dropFirst()) {
                var from = p
                var remaining = hypot(q.x - p.x, q.y - p.y)
                let total = remaining
                while remaining > 0 {
                    let step = min(left, remaining)
                    let t = (total - remaining + step) / total
                    let to = CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
                    if on { if current.isEmpty { current = [from] }; current.append(to) }
                    from = to
                    remaining -= step
                    left -= step
                    if left <= 1e-9 {
                        if on, current.count > 1 { out.append(.init(points: current, isClosed: false)) }
                        current = []
                        index = (index + 1) % pattern.count
                        left = pattern[index]
                        on.toggle()
                    }
                }
            }
            if on, current.count > 1 { out.append(.init(points: current, isClosed: false)) }
        }
        return out
    }

    /// Adds the outline pieces of one subpath's stroke to `path`, each oriented the same way.
    static func outline(_ s: PathGeometry.Subpath, half: CGFloat, style: StrokeStyle, into path: inout Path) {
        // Consecutive equal points turn nowhere.
        var points: [CGPoint] = []
        for p in PathGeometry.segmentPoints(s) where points.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true {
            points.append(p)
        }
        guard points.count > 1 else {
            // A lone point draws only with round or square caps.
            if let p = points.first ?? s.points.first {
                switch style.lineCap {
                case .round: add(circle(p, half), to: &path)
                case .square: add([CGPoint(x: p.x - half, y: p.y - half), CGPoint(x: p.x + half, y: p.y - half),
                                   CGPoint(x: p.x + half, y: p.y + half), CGPoint(x: p.x - half, y: p.y + half)], to: &path)
                case .butt: break
                }
            }
            return
        }
        let closed = s.isClosed && points.count > 2
        for (p, q) in zip(points, points.dropFirst()) {
            let n = normal(p, q, half)
            add([CGPoint(x: p.x + n.x, y: p.y + n.y), CGPoint(x: q.x + n.x, y: q.y + n.y),
                 CGPoint(x: q.x - n.x, y: q.y - n.y), CGPoint(x: p.x - n.x, y: p.y - n.y)], to: &path)
        }
        // Joins at every inner point, and at the start of a closed subpath.
        let corners = closed ? Array(0..<(points.count - 1)) : Array(1..<(points.count - 1))
        for i in corners {
            let b = points[i]
            let a = i == 0 ? points[points.count - 2] : points[i - 1]
            let c = points[i + 1]
            join(a, b, c, half: half, style: style, into: &path)
        }
        guard !closed else { return }
        cap(points[0], from: points[1], half: half, style: style, into: &path)
        cap(points[points.count - 1], from: points[points.count - 2], half: half, style: style, into: &path)
    }

    private static func normal(_ p: CGPoint, _ q: CGPoint, _ half: CGFloat) -> CGPoint {
        let l = hypot(q.x - p.x, q.y - p.y)
        return CGPoint(x: -(q.y - p.y) / l * half, y: (q.x - p.x) / l * half)
    }

    private static func join(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, half: CGFloat, style: StrokeStyle, into path: inout Path) {
        let n1 = normal(a, b, half), n2 = normal(b, c, half)
        let turn = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
        if abs(turn) < 1e-12 { return }
        // The outer side is the one the line turns away from.
        let s: CGFloat = turn > 0 ? -1 : 1
        let o1 = CGPoint(x: b.x + s * n1.x, y: b.y + s * n1.y), o2 = CGPoint(x: b.x + s * n2.x, y: b.y + s * n2.y)
        switch style.lineJoin {
        case .round:
            add(circle(b, half), to: &path)
        case .bevel:
            add([b, o1, o2], to: &path)
        case .miter:
            // The mitre's length over the line width is 1 / sin(θ / 2), θ the angle between the segments.
            let d1 = CGPoint(x: b.x - a.x, y: b.y - a.y), d2 = CGPoint(x: c.x - b.x, y: c.y - b.y)
            let cosTurn = (d1.x * d2.x + d1.y * d2.y) / (hypot(d1.x, d1.y) * hypot(d2.x, d2.y))
            let theta = Double.pi - acos(max(-1, min(1, Double(cosTurn))))
            let ratio = 1 / sin(theta / 2)
            guard ratio.isFinite, ratio <= Double(style.miterLimit) else {
                add([b, o1, o2], to: &path)
                return
            }
            // The tip: where the two outer edges meet.
            let mx = (o1.x + o2.x) / 2 - b.x, my = (o1.y + o2.y) / 2 - b.y
            let ml = hypot(mx, my)
            let tipDistance = half * CGFloat(ratio)
            let tip = CGPoint(x: b.x + mx / ml * tipDistance, y: b.y + my / ml * tipDistance)
            add([b, o1, tip, o2], to: &path)
        }
    }

    private static func cap(_ end: CGPoint, from previous: CGPoint, half: CGFloat, style: StrokeStyle, into path: inout Path) {
        switch style.lineCap {
        case .butt:
            break
        case .round:
            add(circle(end, half), to: &path)
        case .square:
            let l = hypot(end.x - previous.x, end.y - previous.y)
            let d = CGPoint(x: (end.x - previous.x) / l * half, y: (end.y - previous.y) / l * half)
            let n = CGPoint(x: -d.y, y: d.x)
            add([CGPoint(x: end.x + n.x, y: end.y + n.y), CGPoint(x: end.x + n.x + d.x, y: end.y + n.y + d.y),
                 CGPoint(x: end.x - n.x + d.x, y: end.y - n.y + d.y), CGPoint(x: end.x - n.x, y: end.y - n.y)], to: &path)
        }
    }

    /// A circle as a polygon within the tolerance.
    private static func circle(_ c: CGPoint, _ r: CGFloat) -> [CGPoint] {
        let steps = max(8, min(256, Int((Double.pi / acos(max(0, 1 - Double(PathGeometry.tolerance / max(r, PathGeometry.tolerance))))).rounded(.up))))
        return (0..<steps).map { i in
            let a = 2 * Double.pi * Double(i) / Double(steps)
            return CGPoint(x: c.x + r * CGFloat(cos(a)), y: c.y + r * CGFloat(sin(a)))
        }
    }

    /// Adds a closed polygon, turned to one orientation (positive signed area) so that the
    /// pieces' union fills under the non-zero rule.
    private static func add(_ polygon: [CGPoint], to path: inout Path) {
        guard polygon.count > 2 else { return }
        var area: CGFloat = 0
        for (p, q) in zip(polygon, polygon.dropFirst() + [polygon[0]]) { area += p.x * q.y - q.x * p.y }
        let ordered = area < 0 ? Array(polygon.reversed()) : polygon
        path.move(to: ordered[0])
        for p in ordered.dropFirst() { path.addLine(to: p) }
        path.closeSubpath()
    }
}

/// A shape drawn in part: the part of its path between two fractions of its length.
public nonisolated struct _TrimmedShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// Where the part starts, as a fraction of the path's length.
    public var startFraction: CGFloat
    /// Where it ends.
    public var endFraction: CGFloat
    /// The part of the shape's path.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    /// The size of the whole shape: trimming changes what is drawn, not the layout.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

nonisolated extension Shape {
    /// The part of the shape's outline between two fractions of its length (a progress ring is
    /// `Circle().trim(from: 0, to: progress)`); the frame stays the shape's.
    /// - Parameters:
    ///   - startFraction: Where the part starts (0 is where the path starts).
    ///   - endFraction: Where it ends (1 is the end of the path).
    /// - Returns: The trimmed shape.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
