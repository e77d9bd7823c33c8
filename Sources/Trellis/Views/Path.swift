import Foundation

/// The outline of a 2D shape: moves, lines, curves and closed subpaths. A path is also a shape
/// that draws itself (in its own coordinates, whatever the frame).
public struct Path: Equatable, Sendable, Codable {
    /// One step of a path's outline.
    public enum Element: Equatable, Sendable, Codable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point, bent towards `control`.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point, bent by two control points.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the subpath's start, closing it.
        case closeSubpath
    }

    /// The path's steps, in drawing order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}
    /// A closed rectangle.
    public init(_ rect: CGRect) { addRect(rect) }
    /// A rectangle with corners of one radius.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadius: The corner radius, clamped to half of each side.
    ///   - style: Circular or continuous corners (default continuous).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// A rectangle with elliptical corners.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerSize: The corners' horizontal and vertical radii, clamped to half of each side.
    ///   - style: Circular or continuous corners (default continuous).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    /// A path drawn by a closure.
    ///
    /// ```swift
    /// Path { p in
    ///     p.move(to: CGPoint(x: 0, y: 20))
    ///     p.addLine(to: CGPoint(x: 10, y: 0))
    ///     p.addLine(to: CGPoint(x: 20, y: 20))
    ///     p.closeSubpath()
    /// }
    /// .fill(.orange)
    /// ```
    /// - Parameter build: Adds the path's elements.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The current point (the end of the last element), if any.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for e in elements {
            switch e {
            case let .move(p): start = p; current = p
            case let .line(p), let .quadCurve(p, _), let .curve(p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    /// Adds a straight line from the current point to `p`.
    public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
    /// Adds a quadratic Bézier curve from the current point to `p`, bent towards `control`.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: p, control: control)) }
    /// Adds a cubic Bézier curve from the current point to `p`, bent by `control1` and `control2`.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Starts a subpath at the first point and draws straight lines through the others (open;
    /// nothing for an empty array).
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Appends another path's elements.
    public mutating func addPath(_ path: Path) { elements += path.elements }

    /// Adds a closed rectangle, clockwise from its top-left corner.
    public mutating func addRect(_ r: CGRect) {
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Adds a closed rectangle for each of `rects`.
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// An ellipse inscribed in `r`, from four cubic Béziers.
    public mutating func addEllipse(in r: CGRect) {
        let k: CGFloat = 0.5522847498
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// The corner radii a rounded rectangle in `rect` is drawn with: each at most half its side
    /// (negative and NaN radii 0), and one radius kept circular: past half the shorter side it is
    /// that half (a capsule), rather than two radii clamped apart (an ellipse's corners).
    static func clampedCorner(_ cornerSize: CGSize, in rect: CGRect) -> CGSize {
        func clamp(_ v: CGFloat, _ side: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), max(side, 0) / 2) }
        let size = CGSize(width: clamp(cornerSize.width, rect.width), height: clamp(cornerSize.height, rect.height))
        guard cornerSize.width == cornerSize.height else { return size }
        let r = min(size.width, size.height)
        return CGSize(width: r, height: r)
    }

    /// A rectangle with elliptical corners (clamped by `clampedCorner`). Continuous corners
    /// follow Apple's smoothly curving outline (`continuousCorner`), circular ones are arcs.
    /// - Parameters:
    ///   - r: The rectangle.
    ///   - cornerSize: The corners' horizontal and vertical radii.
    ///   - style: Circular or continuous corners (default continuous).
    public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let corner = Self.clampedCorner(cornerSize, in: r)
        let rx = corner.width, ry = corner.height
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return addRect(r) }
        if style == .continuous { return addContinuousRoundedRect(in: r, rx: rx, ry: ry) }
        let kx: CGFloat = 0.5522847498 * rx, ky: CGFloat = 0.5522847498 * ry
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + kx, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + ry - ky))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ky), control2: CGPoint(x: r.maxX - rx + kx, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - kx, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - ry + ky))
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ky), control2: CGPoint(x: r.minX + rx - kx, y: r.minY))
        closeSubpath()
    }

    /// Apple's continuous corner ("squircle"): the straight edge stops 1.547302 radii from the
    /// corner and three cubic Béziers turn it with a curvature that grows smoothly from zero,
    /// where a circular arc starts with a jump. Core Animation does not publish the curve; these
    /// points were fitted to `CALayer` renders with `cornerCurve = .continuous` (macOS 26, within
    /// 3/255 on every pixel at 2x, capsules included), replacing the often quoted iOS 7
    /// `UIBezierPath` constants, which are off by up to 44/255. Each point is (a, b): a along the
    /// edge the curve leaves, measured back from the corner, b along the edge it joins, in radii.
    static let continuousCorner: [(p0: CGPoint, c1: CGPoint, c2: CGPoint, p3: CGPoint)] = [
        (CGPoint(x: 1.547302, y: 0), CGPoint(x: 1.084498, y: 0), CGPoint(x: 0.882045, y: 0), CGPoint(x: 0.644148, y: 0.070748)),
        (CGPoint(x: 0.644148, y: 0.070748), CGPoint(x: 0.376057, y: 0.163004), CGPoint(x: 0.163004, y: 0.376057), CGPoint(x: 0.070748, y: 0.644148)),
        (CGPoint(x: 0.070748, y: 0.644148), CGPoint(x: 0, y: 0.882045), CGPoint(x: 0, y: 1.084498), CGPoint(x: 0, y: 1.547302)),
    ]

    /// The corner curve cut where it crosses the middle of either edge (`maxA`, `maxB` in radii):
    /// when the corners of a short side overlap, each keeps the part nearer its corner, and
    /// together they draw the lower envelope of the two curves, which is what Core Animation
    /// fills. (`a` falls and `b` rises along the curve, so each crosses a middle once.)
    static func continuousCornerCurve(maxA: CGFloat, maxB: CGFloat) -> [(p0: CGPoint, c1: CGPoint, c2: CGPoint, p3: CGPoint)] {
        var segments: [(p0: CGPoint, c1: CGPoint, c2: CGPoint, p3: CGPoint)] = []
        for var s in continuousCorner {
            if s.p3.x >= maxA || s.p0.y >= maxB { continue }
            if s.p0.x > maxA { s = split(s, at: parameter(s, { $0.x }, equal: maxA)).1 }
            if s.p3.y > maxB { s = split(s, at: parameter(s, { $0.y }, equal: maxB)).0 }
            segments.append(s)
        }
        return segments
    }

    /// The parameter at which a monotonic coordinate of a cubic equals `value` (bisection).
    private static func parameter(_ s: (p0: CGPoint, c1: CGPoint, c2: CGPoint, p3: CGPoint), _ coordinate: (CGPoint) -> CGFloat,
                                  equal value: CGFloat) -> CGFloat {
        let rising = coordinate(s.p3) > coordinate(s.p0)
        var lo: CGFloat = 0, hi: CGFloat = 1
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            let v = coordinate(split(s, at: mid).0.p3)
            if (v < value) == rising { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// De Casteljau: the two halves of a cubic at `t`.
    private static func split(_ s: (p0: CGPoint, c1: CGPoint, c2: CGPoint, p3: CGPoint), at t: CGFloat)
        -> ((p0: CGPoint, c1: CGPoint, c2: CGPoint, p3: CGPoint), (p0: CGPoint, c1: CGPoint, c2: CGPoint, p3: CGPoint)) {
        func lerp(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        let a = lerp(s.p0, s.c1), b = lerp(s.c1, s.c2), c = lerp(s.c2, s.p3)
        let d = lerp(a, b), e = lerp(b, c), m = lerp(d, e)
        return ((s.p0, a, d, m), (m, e, c, s.p3))
    }

    private mutating func addContinuousRoundedRect(in r: CGRect, rx: CGFloat, ry: CGFloat) {
        // Clockwise from the top edge; each corner maps (a, b) to a point, a along the edge the
        // path arrives on (back from the corner), b along the edge it leaves on.
        let halfW = r.width / 2 / rx, halfH = r.height / 2 / ry
        let corners: [(curve: [(p0: CGPoint, c1: CGPoint, c2: CGPoint, p3: CGPoint)], point: (CGPoint) -> CGPoint)] = [
            (Self.continuousCornerCurve(maxA: halfW, maxB: halfH), { CGPoint(x: r.maxX - $0.x * rx, y: r.minY + $0.y * ry) }),  // top right
            (Self.continuousCornerCurve(maxA: halfH, maxB: halfW), { CGPoint(x: r.maxX - $0.y * rx, y: r.maxY - $0.x * ry) }),  // bottom right
            (Self.continuousCornerCurve(maxA: halfW, maxB: halfH), { CGPoint(x: r.minX + $0.x * rx, y: r.maxY - $0.y * ry) }),  // bottom left
            (Self.continuousCornerCurve(maxA: halfH, maxB: halfW), { CGPoint(x: r.minX + $0.y * rx, y: r.minY + $0.x * ry) }),  // top left
        ]
        guard let last = corners[3].curve.last else { return addRect(r) }
        move(to: corners[3].point(last.p3))
        for (curve, point) in corners {
            guard let first = curve.first else { continue }
            // The straight part of the edge (nothing when the corners meet in its middle).
            if let current = currentPoint, abs(current.x - point(first.p0).x) + abs(current.y - point(first.p0).y) > 1e-6 {
                addLine(to: point(first.p0))
            }
            for s in curve { addCurve(to: point(s.p3), control1: point(s.c1), control2: point(s.c2)) }
        }
        closeSubpath()
    }

    /// A circular arc (angles clockwise from the x axis in a y-down space when `clockwise` is
    /// false, as SwiftUI draws it), joined to the current point by a line.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts, measured from the positive x axis.
    ///   - endAngle: Where the arc ends.
    ///   - clockwise: The direction from start to end, as SwiftUI names it in its flipped space.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var a0 = startAngle.radians, a1 = endAngle.radians
        guard radius.isFinite, a0.isFinite, a1.isFinite else { return }
        // SwiftUI's `clockwise` is in its flipped (y-down) coordinates: it means decreasing angles.
        // (By remainders, not by subtracting 2π until it fits: with an angle of 1e300 that never ends.)
        let turn = 2 * Double.pi
        if clockwise, a1 > a0 {
            let r = (a1 - a0).truncatingRemainder(dividingBy: turn)
            a1 = a0 + (r > 0 ? r - turn : 0)
        } else if !clockwise, a1 < a0 {
            let r = (a1 - a0).truncatingRemainder(dividingBy: turn)
            a1 = a0 + (r < 0 ? r + turn : 0)
        }
        // More than a few turns draw the same circle again: at most two.
        if abs(a1 - a0) > 2 * turn { a1 = a0 + (a1 > a0 ? 1 : -1) * (abs(a1 - a0).truncatingRemainder(dividingBy: turn) + turn) }
        guard (a1 - a0).isFinite else { return }
        let start = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let segments = SafeNumber.int((abs(a1 - a0) / (.pi / 2)).rounded(.up), in: 1...64, nan: 1)
        let step = (a1 - a0) / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        for _ in 0..<segments {
            let b = a0 + step
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p3 = CGPoint(x: center.x + radius * cos(b), y: center.y + radius * sin(b))
            let c1 = CGPoint(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0))
            let c2 = CGPoint(x: p3.x + k * radius * sin(b), y: p3.y - k * radius * cos(b))
            addCurve(to: p3, control1: c1, control2: c2)
            a0 = b
        }
    }

    /// The smallest rectangle holding every point of the path (control points included).
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        forEachPoint { p in
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return minX.isFinite ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .zero
    }

    /// Calls `body` with every point of the path, control points included.
    public func forEachPoint(_ body: (CGPoint) -> Void) {
        for e in elements {
            switch e {
            case let .move(p), let .line(p): body(p)
            case let .quadCurve(p, c): body(p); body(c)
            case let .curve(p, c1, c2): body(p); body(c1); body(c2)
            case .closeSubpath: break
            }
        }
    }

    /// The path with every point mapped by `f`.
    /// - Parameter f: Maps a point (end or control point) to its new position.
    /// - Returns: The transformed path.
    public func mapPoints(_ f: (CGPoint) -> CGPoint) -> Path {
        var p = Path()
        p.elements = elements.map { e in
            switch e {
            case let .move(a): return .move(to: f(a))
            case let .line(a): return .line(to: f(a))
            case let .quadCurve(a, c): return .quadCurve(to: f(a), control: f(c))
            case let .curve(a, c1, c2): return .curve(to: f(a), control1: f(c1), control2: f(c2))
            case .closeSubpath: return .closeSubpath
            }
        }
        return p
    }

    /// The path moved by (dx, dy).
    /// - Returns: The translated path.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) } }
}

nonisolated extension Path: Shape {
    /// The path itself, in its own coordinates, whatever the frame: a path does not scale to fit.
    /// - Returns: The outline in `rect`.
    public func path(in rect: CGRect) -> Path { self }
}

extension Path {
    /// A rounded rectangle with a radius per corner.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self = UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style).path(in: rect)
    }
}
