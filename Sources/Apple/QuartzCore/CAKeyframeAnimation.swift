// An animation through a sequence of values (or along a path), with the time of each keyframe.
// Linux: the values are interpolated for real on the presentation layer: linearly between
// keyframes (`.linear`, and `.cubic`, whose curve through the keyframes is not reproduced), held
// (`.discrete`), or paced by distance (`.paced`, `.cubicPaced`); a path is followed at an even
// speed along its length. `rotationMode` is kept but does not turn the layer.
import CoreGraphics
import Foundation
import Trellis

/// How a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode of this name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A mode of this name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// Straight between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe's value held until the next.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// An even pace over the whole animation (key times and timing functions ignored).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the keyframes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at an even pace.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode of this name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A mode of this name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// Turned along the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turned along the tangent, plus 180°.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through keyframe values (or along a path).
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// The keyframes' values.
    open var values: [Any]?
    /// A path the property (a point) follows instead of `values`.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions 0…1 of the duration (nil: evenly spaced).
    open var keyTimes: [NSNumber]?
    /// The pacing of each stretch between keyframes (one fewer than the keyframes).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed (`.linear`).
    open var calculationMode = CAAnimationCalculationMode.linear
    /// The tension of each keyframe, for the cubic modes.
    open var tensionValues: [NSNumber]?
    /// The continuity of each keyframe, for the cubic modes.
    open var continuityValues: [NSNumber]?
    /// The bias of each keyframe, for the cubic modes.
    open var biasValues: [NSNumber]?
    /// Whether a layer moving along `path` turns to follow it (nil: it does not).
    open var rotationMode: CAAnimationRotationMode?

    override func makeEmptyCopy() -> CAAnimation { CAKeyframeAnimation() }

    override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        rotationMode = other.rotationMode
    }

    override func knownValue(forKey key: String) -> Any? {
        switch key {
        case "values": return values
        case "keyTimes": return keyTimes
        case "calculationMode": return calculationMode.rawValue
        default: return super.knownValue(forKey: key)
        }
    }

    /// The keyframes: the path's points (curves flattened) or the values.
    private var keyframes: [Any] {
        guard let path, !path.isEmpty else { return values ?? [] }
        return Self.flatten(path)
    }

    /// A path's points, each curve split into 16 straight pieces.
    static func flatten(_ path: CGPath) -> [Any] {
        var points: [CGPoint] = []
        var start = CGPoint.zero
        for element in path.elements {
            let from = points.last ?? start
            switch element {
            case let .move(p):
                start = p
                points.append(p)
            case let .line(p):
                points.append(p)
            case let .quadCurve(p, c):
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    points.append(CGPoint(x: u * u * from.x + 2 * u * t * c.x + t * t * p.x, y: u * u * from.y + 2 * u * t * c.y + t * t * p.y))
                }
            case let .curve(p, c1, c2):
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(CGPoint(x: a * from.x + b * c1.x + c * c2.x + d * p.x, y: a * from.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                points.append(start)
            }
        }
        return points
    }

    override func value(atPhase phase: CFTimeInterval, current: Any?) -> Any? {
        let frames = keyframes
        guard let first = frames.first else { return nil }
        guard frames.count > 1 else { return first }
        var x = min(max(phase / cycleDuration, 0), 1)
        let paced = path != nil || calculationMode == .paced || calculationMode == .cubicPaced
        if !paced, let timingFunction { x = timingFunction.solve(x) }
        let n = frames.count
        if calculationMode == .discrete && path == nil {
            // n values over n stretches: key times 0…1 with one more entry than the values.
            let times = keyTimes.map { $0.map(\.doubleValue) }.flatMap { $0.count == n + 1 ? $0 : nil }
                ?? (0...n).map { Double($0) / Double(n) }
            let index = (0..<n).last { times[$0] <= x } ?? 0
            return frames[index]
        }
        let times: [Double]
        if paced {
            var lengths = [0.0]
            for i in 1..<n { lengths.append(lengths[i - 1] + AnimatableValues.distance(frames[i - 1], frames[i])) }
            let total = lengths[n - 1]
            times = total > 0 ? lengths.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
        } else {
            times = keyTimes.map { $0.map(\.doubleValue) }.flatMap { $0.count == n ? $0 : nil }
                ?? (0..<n).map { Double($0) / Double(n - 1) }
        }
        if x <= times[0] { return frames[0] }
        if x >= times[n - 1] { return frames[n - 1] }
        let i = max(0, (0..<(n - 1)).last { times[$0] <= x } ?? 0)
        let span = times[i + 1] - times[i]
        var f = span > 0 ? (x - times[i]) / span : 1
        if !paced, let functions = timingFunctions, i < functions.count { f = functions[i].solve(f) }
        return AnimatableValues.interpolate(frames[i], frames[i + 1], f) ?? (f < 1 ? frames[i] : frames[i + 1])
    }
}
