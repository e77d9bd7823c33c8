// Core Media's time functions, computed as Core Media documents them: exact rational arithmetic
// in 128-bit integers; a sum's timescale is the least common multiple of the operands' (capped
// at kCMTimeMaxTimescale); a result that overflows has its timescale halved until it fits (±∞
// if it never does); conversions round as asked (half away from zero by default) and mark the
// result `hasBeenRounded`. Pure values: Linux gives the same results as Apple's platforms.
import Foundation

extension CMTime {
    /// Where a time sorts among the kinds of time: −∞ (0), numbers (1), indefinite (2), +∞ (3),
    /// invalid (4).
    static func order(_ time: CMTime) -> Int {
        if !time.isValid { return 4 }
        if time.flags.contains(.negativeInfinity) { return 0 }
        if time.flags.contains(.positiveInfinity) { return 3 }
        if time.flags.contains(.indefinite) { return 2 }
        return 1
    }

    /// The greatest common divisor (Euclid's).
    static func greatestCommonDivisor(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }

    /// A numeric time whose timescale is usable (positive): arithmetic on any other numeric
    /// time gives an invalid time.
    var hasUsableTimescale: Bool { isNumeric && timescale > 0 }

    /// The flags of a numeric result: valid, and rounded when it or an operand was.
    static func numericFlags(rounded: Bool) -> CMTimeFlags { rounded ? [.valid, .hasBeenRounded] : .valid }
}

/// `numerator / denominator` (denominator positive) rounded to an integer by `method`;
/// `finer` says whether the conversion goes to a finer timescale (for `.quickTime`).
private func divide(_ numerator: Int128, by denominator: Int128, method: CMTimeRoundingMethod, finer: Bool) -> (quotient: Int128, rounded: Bool) {
    var quotient = numerator / denominator
    let remainder = numerator % denominator
    guard remainder != 0 else { return (quotient, false) }
    let negative = numerator < 0
    let away: Bool
    switch method {
    case .roundHalfAwayFromZero: away = remainder.magnitude * 2 >= denominator.magnitude
    case .roundTowardZero: away = false
    case .roundAwayFromZero: away = true
    case .quickTime: away = finer
    case .roundTowardPositiveInfinity: away = !negative
    case .roundTowardNegativeInfinity: away = negative
    }
    if away {
        quotient += negative ? -1 : 1
    } else if method == .quickTime, negative, quotient == 0 {
        // QuickTime never rounds a negative time to zero.
        quotient = -1
    }
    return (quotient, true)
}

/// The time `numerator / denominator` seconds in `timescale`, rounding by `method`; when the
/// value overflows, the timescale is halved (rounding by default) until it fits, and the result
/// is ±∞ if it does not fit at timescale 1. With `halving` false an overflow is ±∞ at once.
private func rationalTime(_ numerator: Int128, over denominator: Int128, timescale: Int32, method: CMTimeRoundingMethod,
                          epoch: CMTimeEpoch, rounded: Bool, halving: Bool = true) -> CMTime {
    var scale = Int128(timescale)
    var method = method
    while true {
        let (quotient, roundedNow) = divide(numerator * scale, by: denominator, method: method, finer: scale >= denominator)
        if let value = Int64(exactly: quotient) {
            return CMTime(value: value, timescale: Int32(scale), flags: CMTime.numericFlags(rounded: rounded || roundedNow), epoch: epoch)
        }
        if scale == 1 || !halving { return numerator < 0 ? .negativeInfinity : .positiveInfinity }
        scale /= 2
        method = .default
    }
}

/// A valid time of `value / timescale` seconds in epoch 0.
/// - Parameters:
///   - value: The numerator.
///   - timescale: The denominator (units per second).
/// - Returns: The time.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime {
    CMTime(value: value, timescale: timescale, flags: .valid, epoch: 0)
}

/// A valid time of `value / timescale` seconds in an epoch.
/// - Parameters:
///   - value: The numerator.
///   - timescale: The denominator.
///   - epoch: The epoch.
/// - Returns: The time.
public func CMTimeMakeWithEpoch(value: Int64, timescale: Int32, epoch: Int64) -> CMTime {
    CMTime(value: value, timescale: timescale, flags: .valid, epoch: epoch)
}

/// A time of a number of seconds in a preferred timescale, in epoch 0: the value is
/// `seconds × preferredTimescale` rounded half away from zero. A timescale of 0 or less, or NaN
/// seconds, give an invalid time; infinite seconds give ±∞. When the value would overflow, the
/// timescale is halved until it fits (±∞ if it never does). The result `hasBeenRounded` when it
/// is not exactly `seconds`.
/// - Parameters:
///   - seconds: The seconds.
///   - preferredTimescale: The timescale wanted.
/// - Returns: The time.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    guard preferredTimescale > 0, !seconds.isNaN else { return .invalid }
    if seconds.isInfinite { return seconds < 0 ? .negativeInfinity : .positiveInfinity }
    var scale = preferredTimescale
    while true {
        let scaled = (seconds * Double(scale)).rounded(.toNearestOrAwayFromZero)
        if scaled > -0x1p63, scaled < 0x1p63 {
            let value = Int64(scaled)
            let exact = Double(value) / Double(scale) == seconds
            return CMTime(value: value, timescale: scale, flags: CMTime.numericFlags(rounded: !exact), epoch: 0)
        }
        if scale == 1 { return seconds < 0 ? .negativeInfinity : .positiveInfinity }
        scale /= 2
    }
}

/// A time in seconds: NaN for an invalid or indefinite time, ±∞ for an infinite one, otherwise
/// `value / timescale` (the epoch is ignored).
/// - Parameter time: The time.
/// - Returns: The seconds.
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 {
    switch CMTime.order(time) {
    case 0: return -.infinity
    case 3: return .infinity
    case 1: return Double(time.value) / Double(time.timescale)
    default: return .nan
    }
}

/// A time in another timescale, rounded by a method (marked `hasBeenRounded` when rounding
/// changed it). A non-numeric time stays as it is; a timescale of 0 or less gives an invalid
/// time; a value that overflows the new timescale gives ±∞.
/// - Parameters:
///   - time: The time.
///   - newTimescale: The timescale.
///   - method: How to round.
/// - Returns: The converted time.
public func CMTimeConvertScale(_ time: CMTime, timescale newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
    guard time.isNumeric else { return time }
    guard newTimescale > 0, time.timescale > 0 else { return .invalid }
    if newTimescale == time.timescale { return time }
    let numerator = Int128(time.value) * Int128(newTimescale)
    let (quotient, rounded) = divide(numerator, by: Int128(time.timescale), method: method, finer: newTimescale > time.timescale)
    guard let value = Int64(exactly: quotient) else { return time.value < 0 ? .negativeInfinity : .positiveInfinity }
    return CMTime(value: value, timescale: newTimescale, flags: CMTime.numericFlags(rounded: rounded || time.hasBeenRounded), epoch: time.epoch)
}

/// Adds or subtracts two times as `CMTimeAdd` and `CMTimeSubtract` document.
private func sum(_ lhs: CMTime, _ rhs: CMTime, subtracting: Bool) -> CMTime {
    guard lhs.isValid, rhs.isValid else { return .invalid }
    // Infinities: the sign of each term, the right one negated when subtracting.
    let left = lhs.isPositiveInfinity ? 1 : lhs.isNegativeInfinity ? -1 : 0
    var right = rhs.isPositiveInfinity ? 1 : rhs.isNegativeInfinity ? -1 : 0
    if subtracting { right = -right }
    if left != 0 || right != 0 {
        if left != 0, right != 0, left != right { return .invalid }
        return (left != 0 ? left : right) > 0 ? .positiveInfinity : .negativeInfinity
    }
    if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
    guard lhs.hasUsableTimescale, rhs.hasUsableTimescale else { return .invalid }
    // Different nonzero epochs cannot be combined; the same nonzero epoch gives a duration.
    let epoch: CMTimeEpoch
    switch (lhs.epoch, rhs.epoch) {
    case let (a, b) where a != 0 && b != 0: if a != b { return .invalid }; epoch = 0
    case let (a, b): epoch = a != 0 ? a : b
    }
    let leftScale = Int128(lhs.timescale), rightScale = Int128(rhs.timescale)
    let common = leftScale / Int128(CMTime.greatestCommonDivisor(UInt64(lhs.timescale), UInt64(rhs.timescale))) * rightScale
    let leftPart = Int128(lhs.value) * (common / leftScale)
    let rightPart = Int128(rhs.value) * (common / rightScale)
    let numerator = subtracting ? leftPart - rightPart : leftPart + rightPart
    let timescale = Int32(min(common, Int128(kCMTimeMaxTimescale)))
    return rationalTime(numerator, over: common, timescale: timescale, method: .default, epoch: epoch,
                        rounded: lhs.hasBeenRounded || rhs.hasBeenRounded)
}

/// The sum of two times. The result's timescale is the operands' when they share it, otherwise
/// their least common multiple (kCMTimeMaxTimescale at most, rounding by default); an overflow
/// halves it until the value fits, or gives ±∞. Any invalid operand gives an invalid time;
/// +∞ + −∞ is invalid; one infinite operand gives that infinity; an indefinite operand gives an
/// indefinite time. Times in different nonzero epochs give an invalid time.
/// - Parameters:
///   - lhs: A time.
///   - rhs: Another.
/// - Returns: The sum.
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { sum(lhs, rhs, subtracting: false) }

/// The difference of two times, with `CMTimeAdd`'s timescale, overflow and epoch rules;
/// +∞ − +∞ and −∞ − −∞ are invalid, +∞ − −∞ is +∞.
/// - Parameters:
///   - lhs: A time.
///   - rhs: The time subtracted.
/// - Returns: The difference.
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { sum(lhs, rhs, subtracting: true) }

/// A time multiplied by an integer, in the time's timescale (halved on overflow until the value
/// fits, or ±∞). An infinite time stays infinite, with the product's sign.
/// - Parameters:
///   - time: The time.
///   - multiplier: The factor.
/// - Returns: The product.
public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
    guard time.isValid else { return .invalid }
    if time.isPositiveInfinity || time.isNegativeInfinity {
        return time.isPositiveInfinity == (multiplier >= 0) ? .positiveInfinity : .negativeInfinity
    }
    if time.isIndefinite { return .indefinite }
    guard time.timescale > 0 else { return .invalid }
    return rationalTime(Int128(time.value) * Int128(multiplier), over: Int128(time.timescale), timescale: time.timescale,
                        method: .default, epoch: time.epoch, rounded: time.hasBeenRounded)
}

/// A time multiplied by a floating-point number. The result's timescale is the time's, doubled
/// until it is at least 65536 (halved on overflow until the value fits, or ±∞); the value is
/// rounded half away from zero.
/// - Parameters:
///   - time: The time.
///   - multiplier: The factor.
/// - Returns: The product.
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
    guard time.isValid, !multiplier.isNaN else { return .invalid }
    if time.isPositiveInfinity || time.isNegativeInfinity {
        return time.isPositiveInfinity == (multiplier >= 0) ? .positiveInfinity : .negativeInfinity
    }
    if time.isIndefinite { return .indefinite }
    guard time.timescale > 0 else { return .invalid }
    if multiplier.isInfinite {
        if time.value == 0 { return .invalid }
        return (time.value > 0) == (multiplier > 0) ? .positiveInfinity : .negativeInfinity
    }
    var scale = time.timescale
    while scale < 65536, scale <= kCMTimeMaxTimescale / 2 { scale *= 2 }
    // The scale is the time's times a power of two, so only the product itself is inexact.
    var product = Double(time.value) * multiplier * (Double(scale) / Double(time.timescale))
    while true {
        let value = product.rounded(.toNearestOrAwayFromZero)
        if value > -0x1p63, value < 0x1p63 {
            return CMTime(value: Int64(value), timescale: scale,
                          flags: CMTime.numericFlags(rounded: value != product || time.hasBeenRounded), epoch: time.epoch)
        }
        if scale == 1 { return product < 0 ? .negativeInfinity : .positiveInfinity }
        scale /= 2
        product /= 2
    }
}

/// A time multiplied by `multiplier / divisor`, exactly when the result can be represented (in
/// the time's timescale when it divides evenly, otherwise in the reduced fraction's); otherwise
/// in kCMTimeMaxTimescale, rounded by default (halved on overflow, or ±∞). A divisor of 0 gives
/// an invalid time.
/// - Parameters:
///   - time: The time.
///   - multiplier: The numerator of the ratio.
///   - divisor: The denominator of the ratio.
/// - Returns: The product.
public func CMTimeMultiplyByRatio(_ time: CMTime, multiplier: Int32, divisor: Int32) -> CMTime {
    guard time.isValid, divisor != 0 else { return .invalid }
    let negativeRatio = (multiplier < 0) != (divisor < 0)
    if time.isPositiveInfinity || time.isNegativeInfinity {
        return time.isPositiveInfinity != negativeRatio ? .positiveInfinity : .negativeInfinity
    }
    if time.isIndefinite { return .indefinite }
    guard time.timescale > 0 else { return .invalid }
    var numerator = Int128(time.value) * Int128(multiplier)
    var denominator = Int128(divisor)
    if denominator < 0 { (numerator, denominator) = (-numerator, -denominator) }
    // In the time's own timescale when the ratio divides evenly.
    if numerator % denominator == 0, let value = Int64(exactly: numerator / denominator) {
        return CMTime(value: value, timescale: time.timescale, flags: CMTime.numericFlags(rounded: time.hasBeenRounded), epoch: time.epoch)
    }
    // Otherwise as the reduced fraction, when it fits.
    let fullDenominator = denominator * Int128(time.timescale)
    var gcd = numerator.magnitude, other = fullDenominator.magnitude
    while other != 0 { (gcd, other) = (other, gcd % other) }
    let reducedScale = fullDenominator / Int128(gcd), reducedValue = numerator / Int128(gcd)
    if reducedScale <= Int128(kCMTimeMaxTimescale), let value = Int64(exactly: reducedValue) {
        return CMTime(value: value, timescale: Int32(reducedScale), flags: CMTime.numericFlags(rounded: time.hasBeenRounded),
                      epoch: time.epoch)
    }
    return rationalTime(numerator, over: fullDenominator, timescale: kCMTimeMaxTimescale, method: .default, epoch: time.epoch,
                        rounded: time.hasBeenRounded)
}

/// How two times compare: −1, 0 or 1. Numeric times in a later epoch are greater; otherwise
/// the instants compare exactly. The order of the other kinds is
/// −∞ < numbers < indefinite < +∞ < invalid (every invalid time equal to every other).
/// - Parameters:
///   - time1: A time.
///   - time2: Another.
/// - Returns: −1 when `time1` is less, 0 when equal, 1 when greater.
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
    let order1 = CMTime.order(time1), order2 = CMTime.order(time2)
    if order1 != order2 { return order1 < order2 ? -1 : 1 }
    guard order1 == 1 else { return 0 }
    if time1.epoch != time2.epoch { return time1.epoch < time2.epoch ? -1 : 1 }
    // A numeric time with no usable timescale sorts after the usable ones.
    switch (time1.timescale > 0, time2.timescale > 0) {
    case (false, false): return 0
    case (false, true): return 1
    case (true, false): return -1
    case (true, true): break
    }
    let left = Int128(time1.value) * Int128(time2.timescale)
    let right = Int128(time2.value) * Int128(time1.timescale)
    return left < right ? -1 : left > right ? 1 : 0
}

/// The lesser of two times, as `CMTimeCompare` orders them (the first when they are equal).
/// - Parameters:
///   - time1: A time.
///   - time2: Another.
/// - Returns: The lesser.
public func CMTimeMinimum(_ time1: CMTime, _ time2: CMTime) -> CMTime { CMTimeCompare(time1, time2) <= 0 ? time1 : time2 }

/// The greater of two times, as `CMTimeCompare` orders them (the first when they are equal).
/// - Parameters:
///   - time1: A time.
///   - time2: Another.
/// - Returns: The greater.
public func CMTimeMaximum(_ time1: CMTime, _ time2: CMTime) -> CMTime { CMTimeCompare(time1, time2) >= 0 ? time1 : time2 }

/// The absolute value of a time: a negative number negated, −∞ as +∞, anything else as it is.
/// - Parameter time: The time.
/// - Returns: Its absolute value.
public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime {
    if time.isNegativeInfinity { return .positiveInfinity }
    guard time.isNumeric, time.value < 0 else { return time }
    guard time.value != .min else { return .positiveInfinity }
    var result = time
    result.value = -time.value
    return result
}

/// Prints a time as Core Media describes it: `{value/timescale = seconds}`, or `{INVALID}`,
/// `{INDEFINITE}`, `{+INFINITY}`, `{-INFINITY}`.
/// - Parameter time: The time.
public func CMTimeShow(_ time: CMTime) {
    print(CMTime.showDescription(time))
}

extension CMTime {
    /// What `CMTimeShow` prints.
    static func showDescription(_ time: CMTime) -> String {
        switch order(time) {
        case 0: return "{-INFINITY}"
        case 2: return "{INDEFINITE}"
        case 3: return "{+INFINITY}"
        case 4: return "{INVALID}"
        default:
            let seconds = String(format: "%.3f", time.seconds)
            return "{\(time.value)/\(time.timescale) = \(seconds)\(time.hasBeenRounded ? ", rounded" : "")}"
        }
    }
}
