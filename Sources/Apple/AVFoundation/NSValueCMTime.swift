// `NSValue(time:)` and `NSValue(timeRange:)`, as boundary time observers and image generators take
// their times. Foundation on Linux cannot box arbitrary structs in an NSValue, so a time is
// packed exactly into a rectangle value's four doubles (48 bits in each, all integers), and a
// time range is kept in a table its value points into; `timeValue` and `timeRangeValue` read them
// back unchanged.
import CoreMedia
import Foundation

/// Time ranges boxed in values: each distinct range once, found by its index.
private final class BoxedTimeRanges: @unchecked Sendable {
    static let shared = BoxedTimeRanges()
    private let lock = NSLock()
    private var ranges: [CMTimeRange] = []
    private var indices: [[Int64]: Int] = [:]

    func index(of range: CMTimeRange) -> Int {
        // Keyed by the fields themselves: 1/2 and 2/4 are the same instant but not the same value.
        let key = [range.start, range.duration].flatMap { [$0.value, Int64($0.timescale), Int64($0.flags.rawValue), $0.epoch] }
        lock.lock()
        defer { lock.unlock() }
        if let index = indices[key] { return index }
        ranges.append(range)
        indices[key] = ranges.count - 1
        return ranges.count - 1
    }

    func range(at index: Int) -> CMTimeRange {
        lock.lock()
        defer { lock.unlock() }
        return ranges.indices.contains(index) ? ranges[index] : .invalid
    }
}

/// The marker in a boxed time range's range value.
private let timeRangeMarker = 0x434D_5452  // "CMTR"

extension NSValue {
    /// A value holding a time.
    /// - Parameter time: The time.
    public convenience init(time: CMTime) {
        // value: 64 bits, timescale: 32, flags: 32, epoch: 64 — 192 bits in four 48-bit integers.
        let value = UInt64(bitPattern: time.value), epoch = UInt64(bitPattern: time.epoch)
        let timescale = UInt64(UInt32(bitPattern: time.timescale)), flags = UInt64(time.flags.rawValue)
        let mask: UInt64 = 0xFFFF_FFFF_FFFF
        let parts = [value & mask, value >> 48 | timescale << 16, flags | (epoch & 0xFFFF) << 32, epoch >> 16]
        self.init(rect: CGRect(x: CGFloat(Double(parts[0])), y: CGFloat(Double(parts[1])), width: CGFloat(Double(parts[2])), height: CGFloat(Double(parts[3]))))
    }

    /// The time a value holds (made by `init(time:)`).
    public var timeValue: CMTime {
        let rect = rectValue
        let parts = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { UInt64(max(0, min(Double($0), 0xFFFF_FFFF_FFFF))) }
        let value = parts[0] | (parts[1] & 0xFFFF) << 48
        let timescale = UInt32(truncatingIfNeeded: parts[1] >> 16)
        let flags = UInt32(truncatingIfNeeded: parts[2])
        let epoch = parts[2] >> 32 | parts[3] << 16
        return CMTime(value: Int64(bitPattern: value), timescale: Int32(bitPattern: timescale), flags: CMTimeFlags(rawValue: flags),
                      epoch: Int64(bitPattern: epoch))
    }

    /// A value holding a time range.
    /// - Parameter timeRange: The range.
    public convenience init(timeRange: CMTimeRange) {
        self.init(range: NSRange(location: BoxedTimeRanges.shared.index(of: timeRange), length: timeRangeMarker))
    }

    /// The time range a value holds (made by `init(timeRange:)`; invalid otherwise).
    public var timeRangeValue: CMTimeRange {
        let range = rangeValue
        guard range.length == timeRangeMarker else { return .invalid }
        return BoxedTimeRanges.shared.range(at: range.location)
    }
}
