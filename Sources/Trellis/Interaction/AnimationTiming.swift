import Foundation

/// How an animation moves a change from its start (0) to its end (1) over time, as plain
/// numbers: the curve (a cubic Bézier over a duration, or a spring), the delay, the speed and the
/// repeats. `Animation` holds one; it crosses to the window with a live preview's update, which
/// moves every animated item by `progress(at:)`.
public struct AnimationTiming: Hashable, Sendable, Codable {
    /// The shape of the motion.
    public enum Curve: Hashable, Sendable, Codable {
        /// A timing curve from (0, 0) to (1, 1) through two control points, over `duration` seconds
        /// (Core Animation's and CSS's; linear is (0, 0), (1, 1)).
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
        /// A damped spring (SwiftUI's `Spring`, by its physical parameters): it may overshoot 1.
        case spring(mass: Double, stiffness: Double, damping: Double)
    }

    /// The shape of one play.
    public var curve: Curve
    /// Seconds before the motion starts.
    public var delay: Double = 0
    /// How many times as fast as the curve it plays.
    public var speed: Double = 1
    /// Plays of the curve; nil repeats without end.
    public var repeatCount: Int? = 1
    /// Whether every other play runs backwards.
    public var autoreverses = false

    /// A timing of one play of `curve`, at once and at its own speed.
    public init(curve: Curve) { self.curve = curve }

    /// A timing curve of `duration` seconds.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double) -> AnimationTiming {
        AnimationTiming(curve: .bezier(x1: x1, y1: y1, x2: x2, y2: y2, duration: max(duration, 0)))
    }

    /// A spring's motion.
    static func spring(_ spring: Spring) -> AnimationTiming {
        AnimationTiming(curve: .spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping))
    }

    /// The seconds one play of the curve lasts (a spring: until it stays within 0.001 of its end).
    public var playDuration: Double {
        switch curve {
        case let .bezier(_, _, _, _, duration): return duration
        case let .spring(mass, stiffness, damping):
            return Self.settlingDurations.value(for: [mass, stiffness, damping]) {
                Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true).settlingDuration
            }
        }
    }

    /// The seconds from the change to the end of the last play; nil when it repeats forever.
    public var totalDuration: Double? {
        guard let repeatCount else { return nil }
        return delay + playDuration * Double(max(repeatCount, 1)) / max(speed, 1e-6)
    }

    /// Where the change is `elapsed` seconds after it happened: 0 at the start, 1 at the end
    /// (a spring passes beyond 1 and comes back).
    public func progress(at elapsed: Double) -> Double {
        let time = (elapsed - delay) * max(speed, 1e-6)
        if time <= 0 { return 0 }
        let play = playDuration
        if play <= 0 { return 1 }
        let plays = repeatCount.map { Double(max($0, 1)) }
        if let plays, time >= play * plays { return 1 }
        let index = (time / play).rounded(.down)
        let within = time - index * play
        let backwards = autoreverses && Int(index) % 2 == 1
        return value(at: backwards ? play - within : within)
    }

    /// One play's value `time` seconds in.
    private func value(at time: Double) -> Double {
        switch curve {
        case let .bezier(x1, y1, x2, y2, duration):
            return UnitCurve.bezier(startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
                .value(at: time / duration)
        case let .spring(mass, stiffness, damping):
            return Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
                .value(target: 1.0, time: time)
        }
    }

    /// Springs' settling durations, worked out once each (a search over time steps).
    private static let settlingDurations = SettlingDurations()
}

/// A small lock-protected memo of springs' settling durations by their parameters.
private final class SettlingDurations: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [[Double]: Double] = [:]

    func value(for key: [Double], _ compute: () -> Double) -> Double {
        lock.lock()
        if let value = known[key] { lock.unlock(); return value }
        lock.unlock()
        let value = compute()
        lock.lock()
        if known.count > 64 { known = [:] }
        known[key] = value
        lock.unlock()
        return value
    }
}
