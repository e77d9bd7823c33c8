// The pacing curves of animations: a cubic Bézier from (0, 0) to (1, 1) through two control
// points, that maps the fraction of time elapsed to the fraction of the change shown. Linux: the
// named curves have Core Animation's control points, and the curve is solved for real (the
// animations' clock uses it for presentation values).
import Foundation

/// The name of one of Core Animation's predefined pacing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// A name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// Even pace: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system's default curve: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A pacing curve: the cubic Bézier from (0, 0) through two control points to (1, 1).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The four control points: (0, 0), the two given, (1, 1).
    private let points: [(x: Float, y: Float)]

    /// One of the predefined curves (an unknown name gives the default curve).
    /// - Parameter name: The curve's name.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// A curve through two control points.
    /// - Parameters:
    ///   - c1x: The first control point's x (0...1).
    ///   - c1y: The first control point's y.
    ///   - c2x: The second control point's x (0...1).
    ///   - c2y: The second control point's y.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = [(0, 0), (c1x, c1y), (c2x, c2y), (1, 1)]
        super.init()
    }

    /// Writes one of the curve's four control points: 0 is (0, 0), 1 and 2 the control points
    /// given, 3 is (1, 1). An index outside 0...3 writes nothing.
    /// - Parameters:
    ///   - idx: The point's index, 0...3.
    ///   - ptr: Where its x and y are written (two `Float`s).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>!) {
        guard (0...3).contains(idx), let ptr else { return }
        ptr[0] = points[idx].x
        ptr[1] = points[idx].y
    }

    /// The fraction of the change shown when `x` of the time has elapsed: the curve's y at x.
    /// - Parameter x: The fraction of time, 0...1 (clamped).
    /// - Returns: The curve's y there.
    func solve(_ x: Double) -> Double {
        let x = min(max(x, 0), 1)
        // The control points' x outside 0...1 would make the curve go back in time: clamped.
        let (x1, y1) = (min(max(Double(points[1].x), 0), 1), Double(points[1].y))
        let (x2, y2) = (min(max(Double(points[2].x), 0), 1), Double(points[2].y))
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        // Newton's method from s = x, then bisection if it strays: x(s) rises from 0 to 1.
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < 1e-9 { return bezier(s, y1, y2) }
            let d = slope(s, x1, x2)
            guard abs(d) > 1e-9 else { break }
            s -= error / d
            guard (0...1).contains(s) else { break }
        }
        var (low, high) = (0.0, 1.0)
        s = x
        for _ in 0..<60 {
            let value = bezier(s, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return bezier(s, y1, y2)
    }

    /// The control points, for a description.
    open override var description: String {
        "CAMediaTimingFunction(\(points[1].x), \(points[1].y), \(points[2].x), \(points[2].y))"
    }
}
