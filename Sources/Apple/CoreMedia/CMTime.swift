// `CMTime`: a time as a rational number (a 64-bit value over a 32-bit timescale) that can also be
// invalid, indefinite or ±infinity, with the Swift overlay's initializers, properties, `+`, `-`
// and comparisons. A pure value type: Linux computes exactly what Core Media computes (the
// arithmetic itself is in CMTimeArithmetic.swift).
import Foundation

/// The numerator of a `CMTime`.
public typealias CMTimeValue = Int64
/// The denominator of a `CMTime`: units per second (positive).
public typealias CMTimeScale = Int32
/// The epoch of a `CMTime` (a loop number, say): later epochs come after earlier ones.
public typealias CMTimeEpoch = Int64

/// The largest timescale: 0x7FFFFFFF.
public let kCMTimeMaxTimescale: Int32 = 0x7FFF_FFFF

/// What a `CMTime` is: valid or not, numeric or one of the implied values, rounded or exact.
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
    /// The flags' bits.
    public let rawValue: UInt32
    /// Flags of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The time is valid; without this flag it is invalid, whatever else is set.
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    /// The time was rounded, or derived from a rounded time.
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    /// The time is +∞ (the other fields are ignored).
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    /// The time is −∞ (the other fields are ignored).
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    /// The time is indefinite, such as a live broadcast's duration (the other fields are ignored).
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    /// The flags that imply a value: ±∞ and indefinite.
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// A time: `value / timescale` seconds in an epoch, or an invalid, indefinite or infinite time.
///
/// Two times are equal when they are the same instant (`CMTimeCompare` gives 0): 1/2 equals
/// 300/600. Invalid times sort after every other, then +∞, then indefinite; −∞ sorts first.
public struct CMTime: Sendable {
    /// The numerator: `value / timescale` is the time in seconds.
    public var value: CMTimeValue
    /// The denominator: units per second.
    public var timescale: CMTimeScale
    /// Whether the time is valid, numeric, rounded.
    public var flags: CMTimeFlags
    /// The epoch: times in later epochs come after those in earlier ones.
    public var epoch: CMTimeEpoch

    /// An invalid time (every field zero).
    public init() { self.init(value: 0, timescale: 0, flags: [], epoch: 0) }

    /// A time of its four fields.
    /// - Parameters:
    ///   - value: The numerator.
    ///   - timescale: The denominator.
    ///   - flags: The flags (`.valid` for a valid time).
    ///   - epoch: The epoch.
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// A valid time of `value / timescale` seconds in epoch 0 (`CMTimeMake`).
    /// - Parameters:
    ///   - value: The numerator.
    ///   - timescale: The denominator.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self = CMTimeMake(value: value, timescale: timescale)
    }

    /// A time of a number of seconds in a preferred timescale (`CMTimeMakeWithSeconds`): the
    /// value is rounded half away from zero; a timescale of 0 or less gives an invalid time, and
    /// one that would overflow is halved until the value fits (±∞ if it never does).
    /// - Parameters:
    ///   - seconds: The seconds.
    ///   - preferredTimescale: The timescale wanted.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        self = CMTimeMakeWithSeconds(seconds, preferredTimescale: preferredTimescale)
    }

    /// An invalid time: every field 0. Test with `isValid`, not `==`.
    public static let invalid = CMTime()
    /// An indefinite time (such as a live stream's duration).
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    /// +∞.
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    /// −∞.
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)
    /// Zero: 0/1 seconds.
    public static let zero = CMTime(value: 0, timescale: 1, flags: .valid, epoch: 0)

    /// Whether the time is valid.
    public var isValid: Bool { flags.contains(.valid) }
    /// Whether the time is +∞.
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    /// Whether the time is −∞.
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// Whether the time is indefinite.
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    /// Whether the time is a number: valid and neither infinite nor indefinite.
    public var isNumeric: Bool { flags.intersection([.valid, .impliedValueFlagsMask]) == .valid }
    /// Whether the numeric time was rounded.
    public var hasBeenRounded: Bool { isNumeric && flags.contains(.hasBeenRounded) }
    /// The time in seconds (`CMTimeGetSeconds`): NaN when invalid or indefinite, ±∞ when
    /// infinite.
    public var seconds: Double { CMTimeGetSeconds(self) }

    /// The time in another timescale (`CMTimeConvertScale`).
    /// - Parameters:
    ///   - newTimescale: The timescale.
    ///   - method: How to round.
    /// - Returns: The converted time.
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        CMTimeConvertScale(self, timescale: newTimescale, method: method)
    }

    /// The sum of two times (`CMTimeAdd`).
    /// - Parameters:
    ///   - addend1: A time.
    ///   - addend2: Another.
    /// - Returns: The sum.
    public static func + (addend1: CMTime, addend2: CMTime) -> CMTime { CMTimeAdd(addend1, addend2) }

    /// The difference of two times (`CMTimeSubtract`).
    /// - Parameters:
    ///   - minuend: A time.
    ///   - subtrahend: The time taken from it.
    /// - Returns: The difference.
    public static func - (minuend: CMTime, subtrahend: CMTime) -> CMTime { CMTimeSubtract(minuend, subtrahend) }
}

// The constants under their C names (Swift code before 4.2 used them).
/// An invalid time.
public let kCMTimeInvalid = CMTime.invalid
/// An indefinite time.
public let kCMTimeIndefinite = CMTime.indefinite
/// +∞.
public let kCMTimePositiveInfinity = CMTime.positiveInfinity
/// −∞.
public let kCMTimeNegativeInfinity = CMTime.negativeInfinity
/// Zero.
public let kCMTimeZero = CMTime.zero

extension CMTime: Comparable {
    /// Whether two times are the same instant (`CMTimeCompare` is 0).
    /// - Parameters:
    ///   - time1: A time.
    ///   - time2: Another.
    /// - Returns: Whether they are equal.
    public static func == (time1: CMTime, time2: CMTime) -> Bool { CMTimeCompare(time1, time2) == 0 }
    /// Whether two times differ.
    /// - Parameters:
    ///   - time1: A time.
    ///   - time2: Another.
    /// - Returns: Whether they differ.
    public static func != (time1: CMTime, time2: CMTime) -> Bool { CMTimeCompare(time1, time2) != 0 }
    /// Whether a time comes before another.
    /// - Parameters:
    ///   - time1: A time.
    ///   - time2: Another.
    /// - Returns: Whether `time1` is less.
    public static func < (time1: CMTime, time2: CMTime) -> Bool { CMTimeCompare(time1, time2) < 0 }
    /// Whether a time comes before or at another.
    /// - Parameters:
    ///   - time1: A time.
    ///   - time2: Another.
    /// - Returns: Whether `time1` is less or equal.
    public static func <= (time1: CMTime, time2: CMTime) -> Bool { CMTimeCompare(time1, time2) <= 0 }
    /// Whether a time comes after another.
    /// - Parameters:
    ///   - time1: A time.
    ///   - time2: Another.
    /// - Returns: Whether `time1` is greater.
    public static func > (time1: CMTime, time2: CMTime) -> Bool { CMTimeCompare(time1, time2) > 0 }
    /// Whether a time comes at or after another.
    /// - Parameters:
    ///   - time1: A time.
    ///   - time2: Another.
    /// - Returns: Whether `time1` is greater or equal.
    public static func >= (time1: CMTime, time2: CMTime) -> Bool { CMTimeCompare(time1, time2) >= 0 }
}

extension CMTime: Hashable {
    /// Hashes the instant, so that equal times (1/2 and 300/600) hash alike.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        let order = CMTime.order(self)
        hasher.combine(order)
        guard order == 1, timescale > 0 else { return }
        let divisor = CMTime.greatestCommonDivisor(value.magnitude, UInt64(timescale))
        hasher.combine(epoch)
        hasher.combine(value / Int64(divisor))
        hasher.combine(Int64(timescale) / Int64(divisor))
    }
}

extension CMTime: Codable {
    private enum CodingKeys: String, CodingKey {
        case value, timescale, flags, epoch
    }

    /// Decodes the four fields.
    /// - Parameter decoder: The decoder.
    /// - Throws: The decoder's errors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(value: try container.decode(CMTimeValue.self, forKey: .value),
                  timescale: try container.decode(CMTimeScale.self, forKey: .timescale),
                  flags: CMTimeFlags(rawValue: try container.decode(UInt32.self, forKey: .flags)),
                  epoch: try container.decode(CMTimeEpoch.self, forKey: .epoch))
    }

    /// Encodes the four fields.
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(timescale, forKey: .timescale)
        try container.encode(flags.rawValue, forKey: .flags)
        try container.encode(epoch, forKey: .epoch)
    }
}

/// Whether a time is valid.
/// - Parameter time: The time.
/// - Returns: `time.isValid`.
public func CMTIME_IS_VALID(_ time: CMTime) -> Bool { time.isValid }
/// Whether a time is invalid.
/// - Parameter time: The time.
/// - Returns: `!time.isValid`.
public func CMTIME_IS_INVALID(_ time: CMTime) -> Bool { !time.isValid }
/// Whether a time is +∞.
/// - Parameter time: The time.
/// - Returns: `time.isPositiveInfinity`.
public func CMTIME_IS_POSITIVEINFINITY(_ time: CMTime) -> Bool { time.isPositiveInfinity }
/// Whether a time is −∞.
/// - Parameter time: The time.
/// - Returns: `time.isNegativeInfinity`.
public func CMTIME_IS_NEGATIVEINFINITY(_ time: CMTime) -> Bool { time.isNegativeInfinity }
/// Whether a time is indefinite.
/// - Parameter time: The time.
/// - Returns: `time.isIndefinite`.
public func CMTIME_IS_INDEFINITE(_ time: CMTime) -> Bool { time.isIndefinite }
/// Whether a time is numeric.
/// - Parameter time: The time.
/// - Returns: `time.isNumeric`.
public func CMTIME_IS_NUMERIC(_ time: CMTime) -> Bool { time.isNumeric }
/// Whether a time was rounded.
/// - Parameter time: The time.
/// - Returns: `time.hasBeenRounded`.
public func CMTIME_HAS_BEEN_ROUNDED(_ time: CMTime) -> Bool { time.hasBeenRounded }
