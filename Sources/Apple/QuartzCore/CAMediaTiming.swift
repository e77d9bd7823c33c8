// Core Animation's timing model, shared by layers, animations and emitter cells: when a
// timeline begins, how fast it runs, how long it lasts, how often it repeats and what it shows
// outside its active time. Linux: the values are kept and used by the animations' clock.
import Foundation

/// What a timed object shows before it begins and after it ends.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode of this name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A mode of this name.
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    /// Nothing outside the active time: the model value shows (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value stays after the end (while the animation is not removed).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the beginning.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `backwards` and `forwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// A hierarchical timeline: layers, animations and emitter cells adopt it.
public protocol CAMediaTiming {
    /// When the object begins, in its parent's time (0: at once).
    var beginTime: CFTimeInterval { get set }
    /// An offset added to the object's local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many times it repeats (may be fractional; `.infinity` forever; 0: once).
    var repeatCount: Float { get set }
    /// How long it repeats for, in seconds (0: `repeatCount` decides).
    var repeatDuration: CFTimeInterval { get set }
    /// The length of one cycle in seconds (0 for an animation: 0.25 s).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against the parent's (1: the same).
    var speed: Float { get set }
    /// Whether each cycle plays backwards after it plays forwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}
