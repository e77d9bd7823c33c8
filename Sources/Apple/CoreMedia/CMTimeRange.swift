// `CMTimeRange`: a start and a duration, with Core Media's functions and the Swift overlay's
// properties. A pure value type computed with `CMTime`'s arithmetic: the same on Linux as on
// Apple's platforms. A range contains its start but not its end.
import Foundation

/// A range of time: a start and a duration.
public struct CMTimeRange: Sendable {
    /// Where the range starts.
    public var start: CMTime
    /// How long the range lasts.
    public var duration: CMTime

    /// An invalid range.
    public init() { self.init(start: .invalid, duration: .invalid) }

    /// A range of a start and a duration (`CMTimeRangeMake`).
    /// - Parameters:
    ///   - start: The start.
    ///   - duration: The duration.
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }

    /// The range from one time to another (`CMTimeRangeFromTimeToTime`).
    /// - Parameters:
    ///   - start: The start.
    ///   - end: The end (not in the range).
    public init(start: CMTime, end: CMTime) {
        self = CMTimeRangeFromTimeToTime(start: start, end: end)
    }

    /// The empty range at zero.
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    /// An invalid range.
    public static let invalid = CMTimeRange()

    /// Whether the range is valid: both times valid, and a duration in epoch 0 that is not
    /// negative.
    public var isValid: Bool { start.isValid && duration.isValid && duration.epoch == 0 && duration.value >= 0 }
    /// Whether the valid range's start or duration is indefinite.
    public var isIndefinite: Bool { isValid && (start.isIndefinite || duration.isIndefinite) }
    /// Whether the valid range lasts no time.
    public var isEmpty: Bool { isValid && duration == .zero }
    /// Where the range ends: `start + duration` (`CMTimeRangeGetEnd`).
    public var end: CMTime { CMTimeRangeGetEnd(self) }

    /// The smallest range holding both (`CMTimeRangeGetUnion`).
    /// - Parameter otherRange: The other range.
    /// - Returns: The union.
    public func union(_ otherRange: CMTimeRange) -> CMTimeRange { CMTimeRangeGetUnion(self, otherRange: otherRange) }
    /// The range both hold (`CMTimeRangeGetIntersection`): `.zero` when they do not overlap.
    /// - Parameter otherRange: The other range.
    /// - Returns: The intersection.
    public func intersection(_ otherRange: CMTimeRange) -> CMTimeRange { CMTimeRangeGetIntersection(self, otherRange: otherRange) }
    /// Whether a time is in the range: at or after its start and before its end.
    /// - Parameter time: The time.
    /// - Returns: Whether the range contains it.
    public func containsTime(_ time: CMTime) -> Bool { CMTimeRangeContainsTime(self, time: time) }
    /// Whether another range lies within this one.
    /// - Parameter range: The other range.
    /// - Returns: Whether this range contains it.
    public func containsTimeRange(_ range: CMTimeRange) -> Bool { CMTimeRangeContainsTimeRange(self, otherRange: range) }
}

extension CMTimeRange: Hashable {
    /// Whether two ranges have equal starts and durations (`CMTimeRangeEqual`).
    /// - Parameters:
    ///   - range1: A range.
    ///   - range2: Another.
    /// - Returns: Whether they are equal.
    public static func == (range1: CMTimeRange, range2: CMTimeRange) -> Bool { CMTimeRangeEqual(range1, range2) }
    /// Whether two ranges differ.
    /// - Parameters:
    ///   - range1: A range.
    ///   - range2: Another.
    /// - Returns: Whether they differ.
    public static func != (range1: CMTimeRange, range2: CMTimeRange) -> Bool { !CMTimeRangeEqual(range1, range2) }
    /// Hashes the start and duration as instants.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(start)
        hasher.combine(duration)
    }
}

extension CMTimeRange: Codable {
    private enum CodingKeys: String, CodingKey {
        case start, duration
    }

    /// Decodes the start and duration.
    /// - Parameter decoder: The decoder.
    /// - Throws: The decoder's errors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(start: try container.decode(CMTime.self, forKey: .start), duration: try container.decode(CMTime.self, forKey: .duration))
    }

    /// Encodes the start and duration.
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encode(duration, forKey: .duration)
    }
}

/// The empty range at zero.
public let kCMTimeRangeZero = CMTimeRange.zero
/// An invalid range.
public let kCMTimeRangeInvalid = CMTimeRange.invalid

/// A range of a start and a duration.
/// - Parameters:
///   - start: The start.
///   - duration: The duration.
/// - Returns: The range.
public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange { CMTimeRange(start: start, duration: duration) }

/// The range from one time to another: its duration is `end - start`.
/// - Parameters:
///   - start: The start.
///   - end: The end.
/// - Returns: The range.
public func CMTimeRangeFromTimeToTime(start: CMTime, end: CMTime) -> CMTimeRange {
    CMTimeRange(start: start, duration: CMTimeSubtract(end, start))
}

/// Where a range ends: `start + duration`; invalid for an invalid range.
/// - Parameter range: The range.
/// - Returns: The end.
public func CMTimeRangeGetEnd(_ range: CMTimeRange) -> CMTime {
    guard range.isValid else { return .invalid }
    return CMTimeAdd(range.start, range.duration)
}

/// The smallest range that holds both: from the earlier start to the later end (invalid when
/// either range is).
/// - Parameters:
///   - range: A range.
///   - otherRange: Another.
/// - Returns: The union.
public func CMTimeRangeGetUnion(_ range: CMTimeRange, otherRange: CMTimeRange) -> CMTimeRange {
    guard range.isValid, otherRange.isValid else { return .invalid }
    let start = CMTimeMinimum(range.start, otherRange.start)
    let end = CMTimeMaximum(range.end, otherRange.end)
    return CMTimeRangeFromTimeToTime(start: start, end: end)
}

/// The range both hold: from the later start to the earlier end, or `.zero` when they do not
/// overlap (invalid when either range is).
/// - Parameters:
///   - range: A range.
///   - otherRange: Another.
/// - Returns: The intersection.
public func CMTimeRangeGetIntersection(_ range: CMTimeRange, otherRange: CMTimeRange) -> CMTimeRange {
    guard range.isValid, otherRange.isValid else { return .invalid }
    let start = CMTimeMaximum(range.start, otherRange.start)
    let end = CMTimeMinimum(range.end, otherRange.end)
    guard CMTimeCompare(end, start) > 0 else { return .zero }
    return CMTimeRangeFromTimeToTime(start: start, end: end)
}

/// Whether a time is in a range: at or after its start and before its end.
/// - Parameters:
///   - range: The range.
///   - time: The time.
/// - Returns: Whether the range contains it.
public func CMTimeRangeContainsTime(_ range: CMTimeRange, time: CMTime) -> Bool {
    guard range.isValid, time.isValid else { return false }
    return CMTimeCompare(time, range.start) >= 0 && CMTimeCompare(time, range.end) < 0
}

/// Whether a range lies within another: its start at or after the other's, its end at or
/// before the other's.
/// - Parameters:
///   - range: The outer range.
///   - otherRange: The inner range.
/// - Returns: Whether `range` contains `otherRange`.
public func CMTimeRangeContainsTimeRange(_ range: CMTimeRange, otherRange: CMTimeRange) -> Bool {
    guard range.isValid, otherRange.isValid else { return false }
    return CMTimeCompare(otherRange.start, range.start) >= 0 && CMTimeCompare(otherRange.end, range.end) <= 0
}

/// Whether two ranges have equal starts and equal durations.
/// - Parameters:
///   - range1: A range.
///   - range2: Another.
/// - Returns: Whether they are equal.
public func CMTimeRangeEqual(_ range1: CMTimeRange, _ range2: CMTimeRange) -> Bool {
    CMTimeCompare(range1.start, range2.start) == 0 && CMTimeCompare(range1.duration, range2.duration) == 0
}

/// A time brought into a range: the start when before it, the end when after it.
/// - Parameters:
///   - time: The time.
///   - range: The range.
/// - Returns: The clamped time (invalid for an invalid time or range).
public func CMTimeClampToRange(_ time: CMTime, range: CMTimeRange) -> CMTime {
    guard time.isValid, range.isValid else { return .invalid }
    if CMTimeCompare(time, range.start) < 0 { return range.start }
    if CMTimeCompare(time, range.end) > 0 { return range.end }
    return time
}

/// Prints a range as `{start, duration}` in `CMTimeShow`'s form.
/// - Parameter range: The range.
public func CMTimeRangeShow(_ range: CMTimeRange) {
    print("{\(CMTime.showDescription(range.start)), \(CMTime.showDescription(range.duration))}")
}

/// Whether a range is valid.
/// - Parameter range: The range.
/// - Returns: `range.isValid`.
public func CMTIMERANGE_IS_VALID(_ range: CMTimeRange) -> Bool { range.isValid }
/// Whether a range is invalid.
/// - Parameter range: The range.
/// - Returns: `!range.isValid`.
public func CMTIMERANGE_IS_INVALID(_ range: CMTimeRange) -> Bool { !range.isValid }
/// Whether a range is indefinite.
/// - Parameter range: The range.
/// - Returns: `range.isIndefinite`.
public func CMTIMERANGE_IS_INDEFINITE(_ range: CMTimeRange) -> Bool { range.isIndefinite }
/// Whether a range is empty.
/// - Parameter range: The range.
/// - Returns: `range.isEmpty`.
public func CMTIMERANGE_IS_EMPTY(_ range: CMTimeRange) -> Bool { range.isEmpty }
