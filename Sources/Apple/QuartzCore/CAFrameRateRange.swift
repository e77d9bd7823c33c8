// The range of frame rates a display link or an animation asks for. Linux: the display is an
// iPhone's 60 Hz one, and a range is kept as given.
import Foundation

/// A range of frame rates, in frames per second, with the rate preferred within it.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate.
    public var minimum: Float
    /// The highest rate wanted.
    public var maximum: Float
    /// The rate preferred (nil or 0: the system decides).
    public var preferred: Float?

    /// A range.
    /// - Parameters:
    ///   - minimum: The lowest acceptable rate.
    ///   - maximum: The highest rate wanted.
    ///   - preferred: The rate preferred (nil: the system decides).
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The system's default: 0 for all three (the display's highest rate).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether two ranges are equal.
    /// - Parameter range: The other range.
    /// - Returns: True when the minimum, maximum and preferred rates are equal.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
