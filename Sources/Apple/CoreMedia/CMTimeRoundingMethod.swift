// How a `CMTime` value is rounded when it moves to another timescale, with Core Media's raw
// values. Pure values: the same on Linux as on Apple's platforms.
import Foundation

/// How a time's value is rounded when it is converted to another timescale.
public enum CMTimeRoundingMethod: UInt32, Sendable, Hashable {
    /// Toward zero when the fraction is below one half, away from zero at one half and above
    /// (the default).
    case roundHalfAwayFromZero = 1
    /// Toward zero.
    case roundTowardZero = 2
    /// Away from zero.
    case roundAwayFromZero = 3
    /// QuickTime's: toward zero when converting to a coarser timescale, away from zero when
    /// converting to a finer one; a negative time never rounds to 0 (it becomes
    /// −1/newTimescale instead).
    case quickTime = 4
    /// Toward +∞.
    case roundTowardPositiveInfinity = 5
    /// Toward −∞.
    case roundTowardNegativeInfinity = 6

    /// The default method: `.roundHalfAwayFromZero`.
    public static var `default`: CMTimeRoundingMethod { .roundHalfAwayFromZero }
}
