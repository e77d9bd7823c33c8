import Foundation

/// A geometric angle, in radians or degrees.
///
/// Rotation effects, gradients and shapes take angles: `Angle(degrees: 90)`, `.radians(.pi)`.
/// Positive angles turn clockwise on screen, since y grows downward.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians (the stored value).
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() { radians = 0 }
    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// A zero angle.
    public static let zero = Angle()
    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// Whether `a` is the smaller angle (no wrapping at a full turn).
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    /// The sum of two angles.
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    /// The difference of two angles.
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    /// The opposite angle.
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    /// The angle scaled by `k`.
    public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
}
