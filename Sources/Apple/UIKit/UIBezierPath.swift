// UIKit's Bézier paths (`UIBezierPath`, `UIRectCorner`), with their real geometry: the
// "RoundedCorner" shape of countless SwiftUI apps builds one and hands `cgPath` to SwiftUI's
// `Path(_:)`. The project has one path type, Trellis's `Path` (its elements, bounds, hit test):
// `CGPath` names it (in CoreGraphics) and a bezier path is a `Path` plus its drawing attributes.
//
// Facts (Apple's UIBezierPath documentation):
// 1. `init(rect:)`, `init(ovalIn:)` and the rounded rectangles are one closed subpath, clockwise
//    in UIKit's y-down space; a rounded rectangle's radii ("the radius of each corner oval") are
//    clamped to half the rectangle's width or height.
// 2. An arc's `clockwise` is in that y-down space: clockwise is increasing angles (0 to π
//    clockwise is the lower half of the circle); with a current point, a line joins it to the
//    arc's start.
// 3. `bounds` encloses every point of the path, control points included.
// 4. `contains(_:)` is the area a fill would paint, by `usesEvenOddFillRule`, of closed subpaths
//    only: "a point is not considered to be enclosed by the path if it is inside an open subpath".
// 5. `reversing()` reverses each subpath on its own; the shape is unchanged.
import CoreGraphics
import Foundation
import Trellis

/// The corners of a rectangle, as `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
/// rounds them.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners' bits.
    public let rawValue: UInt
    /// Corners of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (the minimum x and y in UIKit's y-down space).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner (all bits set, as UIKit declares it).
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A path of lines and curves, with the attributes it is stroked and filled with.
///
/// Linux: the geometry is real (`bounds`, `contains(_:)`, `currentPoint`, `reversing()`,
/// `apply(_:)`), and `cgPath` is the `Path` SwiftUI draws; there is no graphics context, so
/// `fill()`, `stroke()` and `addClip()` draw nothing.
open class UIBezierPath: NSObject, NSCopying {
    /// The path's elements.
    private var path = Path()
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// The width of stroked lines, in points (1).
    open var lineWidth: CGFloat = 1
    /// How stroked lines end (`.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// How stroked lines meet (`.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The longest mitre, in line widths, before a join is bevelled (10).
    open var miterLimit: CGFloat = 10
    /// How closely curves are followed when drawn, in pixels (0.6).
    open var flatness: CGFloat = 0.6
    /// Whether fills and `contains(_:)` use the even-odd rule instead of non-zero winding (false).
    open var usesEvenOddFillRule = false

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle, clockwise from its origin.
    /// - Parameter rect: The rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect.standardized)
    }

    /// A closed ellipse inscribed in a rectangle, clockwise (a circle in a square).
    /// - Parameter rect: The rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect.standardized)
    }

    /// A rectangle with every corner rounded by one radius (fact 1: clamped to half the shorter
    /// side, so a large radius makes a capsule).
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadius: The radius; 0 makes a plain rectangle.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with only some corners rounded, the others square (fact 1).
    ///
    /// Equal radii stay circular, clamped to half the shorter side; unequal ones are an
    /// ellipse's, each clamped to half its side.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - corners: The corners to round.
    ///   - cornerRadii: The corner oval's horizontal and vertical radii.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path = Self.roundedRect(rect.standardized, corners: corners, radii: cornerRadii)
    }

    /// An open arc of a circle (fact 2).
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: Its radius.
    ///   - startAngle: Where the arc starts, in radians from the positive x axis.
    ///   - endAngle: Where it ends.
    ///   - clockwise: Whether it turns clockwise on screen (increasing angles).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path of a Core Graphics path's elements.
    /// - Parameter cgPath: The path.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath
    }

    /// The path's elements, as SwiftUI's `Path(_:)` takes them; setting replaces them.
    open var cgPath: CGPath {
        get { path }
        set { path = newValue }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included
    /// (fact 3); `.zero` for an empty path.
    open var bounds: CGRect { path.boundingRect }

    /// Where the next segment starts: the end of the last one, or the start of a closed
    /// subpath; `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Starts a new subpath.
    /// - Parameter point: Its first point.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a straight line from the current point (nothing without one, as Core Graphics does).
    /// - Parameter point: Where the line ends.
    open func addLine(to point: CGPoint) {
        guard !path.isEmpty else { return }
        path.addLine(to: point)
    }

    /// Adds a cubic Bézier curve from the current point (nothing without one).
    /// - Parameters:
    ///   - endPoint: Where the curve ends.
    ///   - controlPoint1: The control point nearer the start.
    ///   - controlPoint2: The control point nearer the end.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        guard !path.isEmpty else { return }
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point (nothing without one).
    /// - Parameters:
    ///   - endPoint: Where the curve ends.
    ///   - controlPoint: The control point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        guard !path.isEmpty else { return }
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc of a circle, joined to the current point by a line (fact 2).
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: Its radius.
    ///   - startAngle: Where the arc starts, in radians from the positive x axis.
    ///   - endAngle: Where it ends.
    ///   - clockwise: Whether it turns clockwise on screen (increasing angles).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // Trellis's `clockwise` is SwiftUI's (decreasing angles); UIKit's is the opposite.
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its start.
    open func close() {
        guard !path.isEmpty else { return }
        path.closeSubpath()
    }

    /// Removes every element.
    open func removeAllPoints() { path = Path() }

    /// Appends another path's elements.
    /// - Parameter bezierPath: The path.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Maps every point of the path, control points included, by a transform.
    /// - Parameter transform: The transform.
    open func apply(_ transform: CGAffineTransform) { path = path.mapPoints { $0.applying(transform) } }

    /// Whether a fill of the path's closed subpaths would paint a point (fact 4).
    /// - Parameter point: The point.
    /// - Returns: Whether it is inside.
    open func contains(_ point: CGPoint) -> Bool {
        var closed = Path()
        for subpath in Self.subpaths(of: path) where subpath.isClosed { subpath.add(to: &closed) }
        return closed.contains(point, eoFill: usesEvenOddFillRule)
    }

    /// The same shape drawn in the opposite direction, each subpath reversed on its own (fact 5).
    /// - Returns: The reversed path, with this one's attributes.
    open func reversing() -> UIBezierPath {
        var reversed = Path()
        for subpath in Self.subpaths(of: path) { subpath.reversed().add(to: &reversed) }
        let copy = self.copy(with: nil) as! UIBezierPath
        copy.path = reversed
        return copy
    }

    /// Sets the dash pattern of stroked lines.
    /// - Parameters:
    ///   - pattern: The lengths of dashes and gaps, alternately.
    ///   - count: How many lengths `pattern` holds.
    ///   - phase: How far into the pattern a line starts.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        dashPhase = phase
    }

    /// Reads the dash pattern of stroked lines.
    /// - Parameters:
    ///   - pattern: Receives the lengths (room for `count` of them).
    ///   - count: Receives how many lengths there are.
    ///   - phase: Receives the phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, length) in dashPattern.enumerated() { pattern[i] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// Fills the path in the current context (Linux: there is none; nothing is drawn).
    open func fill() {}
    /// Strokes the path in the current context (Linux: nothing is drawn).
    open func stroke() {}
    /// Clips the current context to the path (Linux: there is none; no effect).
    open func addClip() {}

    /// A copy with the same elements and attributes.
    /// - Parameter zone: Unused.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.path = path
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }

    // MARK: Geometry

    /// The rounded rectangle of `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`:
    /// clockwise from the end of the top-left corner, each rounded corner a quarter ellipse of
    /// one cubic, each square corner a vertex.
    static func roundedRect(_ r: CGRect, corners: UIRectCorner, radii: CGSize) -> Path {
        func clamp(_ v: CGFloat, _ side: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), max(side, 0) / 2) }
        var rx = clamp(radii.width, r.width), ry = clamp(radii.height, r.height)
        // One radius stays circular: past half the shorter side it is that half (a capsule).
        if radii.width == radii.height { rx = min(rx, ry); ry = rx }
        guard rx.isFinite, ry.isFinite else { return Path(r) }
        func radius(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero }
        let tl = radius(.topLeft), tr = radius(.topRight), br = radius(.bottomRight), bl = radius(.bottomLeft)
        // The control points of a quarter ellipse by one cubic: k radii from each end.
        let k: CGFloat = 0.5522847498
        var p = Path()
        func line(_ x: CGFloat, _ y: CGFloat) {
            let to = CGPoint(x: x, y: y)
            if p.currentPoint != to { p.addLine(to: to) }
        }
        func curve(_ x: CGFloat, _ y: CGFloat, _ c1: CGPoint, _ c2: CGPoint, _ size: CGSize) {
            guard size.width > 0, size.height > 0 else { return line(x, y) }
            p.addCurve(to: CGPoint(x: x, y: y), control1: c1, control2: c2)
        }
        p.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        line(r.maxX - tr.width, r.minY)
        curve(r.maxX, r.minY + tr.height, CGPoint(x: r.maxX - tr.width + k * tr.width, y: r.minY),
              CGPoint(x: r.maxX, y: r.minY + tr.height - k * tr.height), tr)
        line(r.maxX, r.maxY - br.height)
        curve(r.maxX - br.width, r.maxY, CGPoint(x: r.maxX, y: r.maxY - br.height + k * br.height),
              CGPoint(x: r.maxX - br.width + k * br.width, y: r.maxY), br)
        line(r.minX + bl.width, r.maxY)
        curve(r.minX, r.maxY - bl.height, CGPoint(x: r.minX + bl.width - k * bl.width, y: r.maxY),
              CGPoint(x: r.minX, y: r.maxY - bl.height + k * bl.height), bl)
        line(r.minX, r.minY + tl.height)
        curve(r.minX + tl.width, r.minY, CGPoint(x: r.minX, y: r.minY + tl.height - k * tl.height),
              CGPoint(x: r.minX + tl.width - k * tl.width, y: r.minY), tl)
        p.closeSubpath()
        return p
    }

    /// One subpath: where it starts, its segments (no moves, no closes), whether it is closed.
    struct Subpath {
        var start: CGPoint
        var segments: [Path.Element] = []
        var isClosed = false

        static func end(of segment: Path.Element) -> CGPoint? {
            switch segment {
            case let .line(p), let .quadCurve(p, _), let .curve(p, _, _), let .move(p): return p
            case .closeSubpath: return nil
            }
        }

        func add(to path: inout Path) {
            path.move(to: start)
            for s in segments {
                switch s {
                case let .line(p): path.addLine(to: p)
                case let .quadCurve(p, c): path.addQuadCurve(to: p, control: c)
                case let .curve(p, c1, c2): path.addCurve(to: p, control1: c1, control2: c2)
                case .move, .closeSubpath: break
                }
            }
            if isClosed { path.closeSubpath() }
        }

        /// The subpath from its last point back to its start, controls swapped.
        func reversed() -> Subpath {
            let ends = [start] + segments.compactMap(Self.end(of:))
            var out = Subpath(start: ends.last ?? start, isClosed: isClosed)
            for (i, s) in segments.enumerated().reversed() {
                let to = ends[i]
                switch s {
                case .line: out.segments.append(.line(to: to))
                case let .quadCurve(_, c): out.segments.append(.quadCurve(to: to, control: c))
                case let .curve(_, c1, c2): out.segments.append(.curve(to: to, control1: c2, control2: c1))
                case .move, .closeSubpath: break
                }
            }
            return out
        }
    }

    /// A path's subpaths, as Core Graphics reads them: a move starts one, a close ends one, and a
    /// segment after a close starts a new one at the closed subpath's start.
    static func subpaths(of path: Path) -> [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var restart = CGPoint.zero
        for e in path.elements {
            switch e {
            case let .move(p):
                if let c = current { result.append(c) }
                current = Subpath(start: p)
                restart = p
            case .closeSubpath:
                guard var c = current else { continue }
                c.isClosed = true
                result.append(c)
                restart = c.start
                current = nil
            case .line, .quadCurve, .curve:
                if current == nil { current = Subpath(start: restart) }
                current!.segments.append(e)
            }
        }
        if let c = current { result.append(c) }
        return result
    }
}
