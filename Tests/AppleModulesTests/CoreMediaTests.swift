import CoreMedia
import Foundation
import Testing

/// Core Media's time arithmetic against the values its documentation gives: a sum's timescale is
/// the least common multiple of the operands' (capped at kCMTimeMaxTimescale, then rounded half
/// away from zero), overflow halves the timescale, conversions round as asked, and invalid,
/// indefinite and infinite times combine and sort as CMTime.h says.
@Suite struct CoreMediaTests {
    @Test func timesAreRationalNumbersOfSeconds() {
        let quarter = CMTime(value: 1, timescale: 4)
        #expect(quarter.seconds == 0.25 && quarter.isValid && quarter.isNumeric && !quarter.hasBeenRounded && quarter.epoch == 0)
        #expect(CMTimeMake(value: 441000, timescale: 44100).seconds == 10)
        #expect(CMTimeGetSeconds(CMTime(value: 90, timescale: 30)) == 3)
        // Seconds in a preferred timescale: rounded half away from zero, flagged when inexact.
        let half = CMTime(seconds: 0.5, preferredTimescale: 600)
        #expect(half.value == 300 && half.timescale == 600 && !half.hasBeenRounded)
        let coarse = CMTimeMakeWithSeconds(0.1234, preferredTimescale: 10)
        #expect(coarse.value == 1 && coarse.timescale == 10 && coarse.hasBeenRounded)
        #expect(CMTime(seconds: 2.5, preferredTimescale: 1).value == 3)
        #expect(CMTime(seconds: -2.5, preferredTimescale: 1).value == -3)
        #expect(CMTime(seconds: 2.4, preferredTimescale: 1).value == 2)
        // A timescale of 0 or less, or NaN seconds: invalid; infinite seconds: ±∞.
        #expect(!CMTime(seconds: 1, preferredTimescale: 0).isValid)
        #expect(!CMTime(seconds: .nan, preferredTimescale: 600).isValid)
        #expect(CMTime(seconds: .infinity, preferredTimescale: 600).isPositiveInfinity)
        // A value too big for the timescale halves it until it fits.
        let huge = CMTime(seconds: 1e10, preferredTimescale: kCMTimeMaxTimescale)
        #expect(abs(huge.seconds - 1e10) < 1e-3 && huge.timescale == 536_870_911)
        #expect(CMTime(seconds: 1e300, preferredTimescale: 600).isPositiveInfinity)
    }

    @Test func theSpecialTimesAreWhatCMTimeHDefines() {
        #expect(!CMTime.invalid.isValid && CMTime.invalid.flags.isEmpty && !CMTime().isValid)
        #expect(CMTime.zero.value == 0 && CMTime.zero.timescale == 1 && CMTime.zero.flags == .valid)
        #expect(CMTime.indefinite.isIndefinite && !CMTime.indefinite.isNumeric)
        #expect(CMTime.positiveInfinity.isPositiveInfinity && CMTime.negativeInfinity.isNegativeInfinity)
        #expect(CMTime.invalid.seconds.isNaN && CMTime.indefinite.seconds.isNaN)
        #expect(CMTime.positiveInfinity.seconds == .infinity && CMTime.negativeInfinity.seconds == -.infinity)
        #expect(kCMTimeMaxTimescale == 0x7FFF_FFFF)
        #expect(CMTimeFlags.impliedValueFlagsMask.rawValue == 0x1C && CMTimeRoundingMethod.default == .roundHalfAwayFromZero)
        #expect(CMTIME_IS_VALID(kCMTimeZero) && CMTIME_IS_INVALID(kCMTimeInvalid) && CMTIME_IS_INDEFINITE(kCMTimeIndefinite))
    }

    @Test func sumsTakeTheLeastCommonMultipleTimescale() {
        // The same timescale is kept.
        let same = CMTime(value: 1, timescale: 600) + CMTime(value: 2, timescale: 600)
        #expect(same.value == 3 && same.timescale == 600)
        // Different timescales: their least common multiple, exactly.
        let sixths = CMTimeAdd(CMTime(value: 1, timescale: 2), CMTime(value: 1, timescale: 3))
        #expect(sixths.value == 5 && sixths.timescale == 6 && !sixths.hasBeenRounded)
        let difference = CMTimeSubtract(CMTime(value: 1, timescale: 4), CMTime(value: 1, timescale: 6))
        #expect(difference.value == 1 && difference.timescale == 12)
        // A common multiple above kCMTimeMaxTimescale: that timescale, rounded, and flagged.
        let primes = CMTime(value: 1, timescale: 65537) + CMTime(value: 1, timescale: 65539)
        #expect(primes.timescale == kCMTimeMaxTimescale && primes.value == 65534 && primes.hasBeenRounded)
        // A rounded operand makes a rounded result.
        let rounded = CMTimeMakeWithSeconds(0.1234, preferredTimescale: 10) + CMTime(value: 1, timescale: 10)
        #expect(rounded.value == 2 && rounded.hasBeenRounded)
        // An overflowing value halves the timescale until it fits.
        let big = CMTime(value: .max, timescale: 2) + CMTime(value: .max, timescale: 2)
        #expect(big.value == .max && big.timescale == 1 && !big.hasBeenRounded)
        let tooBig = CMTime(value: .max, timescale: 1) + CMTime(value: 1, timescale: 1)
        #expect(tooBig.isPositiveInfinity)
    }

    @Test func nonNumericOperandsCombineAsDocumented() {
        let five = CMTime(value: 5, timescale: 1)
        #expect((CMTime.positiveInfinity + five).isPositiveInfinity)
        #expect((five - CMTime.positiveInfinity).isNegativeInfinity)
        #expect(!(CMTime.positiveInfinity + .negativeInfinity).isValid)
        #expect((CMTime.positiveInfinity + .positiveInfinity).isPositiveInfinity)
        #expect(!(CMTime.positiveInfinity - .positiveInfinity).isValid)
        #expect((CMTime.positiveInfinity - .negativeInfinity).isPositiveInfinity)
        #expect((CMTime.negativeInfinity - .positiveInfinity).isNegativeInfinity)
        #expect((CMTime.indefinite + five).isIndefinite)
        #expect((CMTime.positiveInfinity + .indefinite).isPositiveInfinity)
        #expect(!(CMTime.invalid + five).isValid && !(five - .invalid).isValid)
        // Different nonzero epochs cannot be combined; the same one gives a duration; epoch 0
        // is a duration that moves a time within its epoch.
        let loop2 = CMTimeMakeWithEpoch(value: 3, timescale: 1, epoch: 2)
        #expect(!(loop2 + CMTimeMakeWithEpoch(value: 1, timescale: 1, epoch: 3)).isValid)
        #expect((loop2 - CMTimeMakeWithEpoch(value: 1, timescale: 1, epoch: 2)).epoch == 0)
        #expect((loop2 + five).epoch == 2 && (loop2 + five).value == 8)
    }

    @Test func conversionsRoundByTheMethodAsked() {
        let third = CMTime(value: 1, timescale: 3)
        func converted(_ time: CMTime, _ scale: Int32, _ method: CMTimeRoundingMethod) -> Int64 { CMTimeConvertScale(time, timescale: scale, method: method).value }
        // 1/3 s in tenths is 3.33…; 2/3 s is 6.66…
        #expect(converted(third, 10, .roundHalfAwayFromZero) == 3)
        #expect(converted(CMTime(value: 2, timescale: 3), 10, .default) == 7)
        #expect(converted(third, 10, .roundAwayFromZero) == 4)
        #expect(converted(third, 10, .roundTowardZero) == 3)
        #expect(converted(CMTime(value: -1, timescale: 3), 10, .roundTowardNegativeInfinity) == -4)
        #expect(converted(CMTime(value: -1, timescale: 3), 10, .roundTowardPositiveInfinity) == -3)
        #expect(converted(CMTime(value: -1, timescale: 2), 1, .roundHalfAwayFromZero) == -1)
        // QuickTime: toward zero to a coarser scale, away to a finer one; negative never 0.
        #expect(converted(CMTime(value: 29, timescale: 30), 10, .quickTime) == 9)
        #expect(converted(third, 10, .quickTime) == 4)
        #expect(converted(CMTime(value: -1, timescale: 30), 10, .quickTime) == -1)
        let convertedThird = third.convertScale(600, method: .default)
        #expect(convertedThird.value == 200 && convertedThird.timescale == 600 && !convertedThird.hasBeenRounded)
        #expect(CMTimeConvertScale(third, timescale: 10, method: .default).hasBeenRounded)
        // Non-numeric times stay as they are.
        #expect(CMTimeConvertScale(.positiveInfinity, timescale: 10, method: .default).isPositiveInfinity)
        #expect(!CMTimeConvertScale(.invalid, timescale: 10, method: .default).isValid)
    }

    @Test func productsKeepOrGrowTheTimescale() {
        let product = CMTimeMultiply(CMTime(value: 3, timescale: 4), multiplier: 5)
        #expect(product.value == 15 && product.timescale == 4)
        #expect(CMTimeMultiply(.positiveInfinity, multiplier: -2).isNegativeInfinity)
        #expect(CMTimeMultiply(.indefinite, multiplier: 2).isIndefinite)
        // Multiplying by a Float64 doubles the timescale to at least 65536.
        let halved = CMTimeMultiplyByFloat64(CMTime(value: 1, timescale: 1), multiplier: 0.5)
        #expect(halved.value == 32768 && halved.timescale == 65536 && !halved.hasBeenRounded)
        let tripled = CMTimeMultiplyByFloat64(CMTime(value: 1, timescale: 600), multiplier: 3)
        #expect(tripled.timescale == 76800 && tripled.value == 384 && tripled.seconds == 0.005)
        // A ratio keeps the exact value: in the same timescale when it divides, else reduced.
        let ratio = CMTimeMultiplyByRatio(CMTime(value: 10, timescale: 600), multiplier: 1, divisor: 2)
        #expect(ratio.value == 5 && ratio.timescale == 600)
        let seventh = CMTimeMultiplyByRatio(CMTime(value: 1, timescale: 600), multiplier: 1, divisor: 7)
        #expect(seventh.value == 1 && seventh.timescale == 4200 && !seventh.hasBeenRounded)
        #expect(!CMTimeMultiplyByRatio(.zero, multiplier: 1, divisor: 0).isValid)
    }

    @Test func timesCompareAsInstants() {
        let half = CMTime(value: 1, timescale: 2)
        #expect(half == CMTime(value: 300, timescale: 600) && half.hashValue == CMTime(value: 300, timescale: 600).hashValue)
        #expect(Set([half, CMTime(value: 300, timescale: 600), CMTime(seconds: 0.5, preferredTimescale: 44100)]).count == 1)
        #expect(CMTime(value: 1, timescale: 3) < half && half > CMTime(value: -1, timescale: 1))
        #expect(CMTimeCompare(half, CMTime(value: 2, timescale: 4)) == 0)
        #expect(CMTimeCompare(CMTime(value: 1, timescale: 3), half) == -1 && CMTimeCompare(half, .zero) == 1)
        // −∞ < numbers < indefinite < +∞ < invalid; every invalid time equals every other.
        let ordered = [CMTime.invalid, .positiveInfinity, .indefinite, CMTime(value: 1_000_000, timescale: 1), .zero, .negativeInfinity]
        #expect(ordered.sorted() == Array(ordered.reversed()))
        #expect(CMTime.invalid == CMTime(value: 5, timescale: 7, flags: [], epoch: 0))
        // A later epoch comes after, whatever the value.
        #expect(CMTimeMakeWithEpoch(value: 0, timescale: 1, epoch: 1) > CMTime(value: 100, timescale: 1))
        #expect(CMTimeMinimum(half, .zero) == .zero && CMTimeMaximum(half, .positiveInfinity).isPositiveInfinity)
        #expect(CMTimeAbsoluteValue(CMTime(value: -3, timescale: 2)).value == 3 && CMTimeAbsoluteValue(.negativeInfinity).isPositiveInfinity)
    }

    @Test func rangesContainTheirStartButNotTheirEnd() {
        let second = CMTime(value: 1, timescale: 1)
        let range = CMTimeRange(start: second, duration: CMTime(value: 2, timescale: 1))
        #expect(range.end == CMTime(value: 3, timescale: 1) && CMTimeRangeGetEnd(range).seconds == 3)
        #expect(range.containsTime(second) && range.containsTime(CMTime(value: 2999, timescale: 1000)))
        #expect(!range.containsTime(CMTime(value: 3, timescale: 1)) && !range.containsTime(.zero))
        #expect(CMTimeRangeContainsTime(range, time: CMTime(seconds: 2, preferredTimescale: 600)))
        #expect(range.isValid && !range.isEmpty && !range.isIndefinite)
        #expect(CMTimeRange(start: .zero, duration: .zero).isEmpty && CMTimeRange.zero.isEmpty)
        #expect(!CMTimeRange(start: .zero, duration: CMTime(value: -1, timescale: 1)).isValid && !CMTimeRange.invalid.isValid)
        let fromTo = CMTimeRange(start: CMTime(value: 1, timescale: 2), end: CMTime(value: 2, timescale: 1))
        #expect(fromTo.duration == CMTime(value: 3, timescale: 2) && fromTo == CMTimeRangeFromTimeToTime(start: CMTime(value: 1, timescale: 2), end: CMTime(value: 2, timescale: 1)))
        #expect(CMTimeRangeMake(start: second, duration: second) == CMTimeRange(start: second, duration: second))
        // Union and intersection; ranges that do not overlap intersect in the empty range at 0.
        let later = CMTimeRange(start: CMTime(value: 2, timescale: 1), duration: CMTime(value: 3, timescale: 1))
        #expect(range.union(later) == CMTimeRange(start: second, duration: CMTime(value: 4, timescale: 1)))
        #expect(range.intersection(later) == CMTimeRange(start: CMTime(value: 2, timescale: 1), duration: second))
        #expect(range.intersection(CMTimeRange(start: CMTime(value: 10, timescale: 1), duration: second)) == .zero)
        #expect(range.containsTimeRange(CMTimeRange(start: CMTime(value: 3, timescale: 2), duration: second)) && !range.containsTimeRange(later))
        #expect(CMTimeClampToRange(CMTime(value: 9, timescale: 1), range: range) == range.end)
        #expect(range.isIndefinite == false && CMTimeRange(start: .zero, duration: .indefinite).isIndefinite)
    }

    @Test func timesAndRangesEncodeTheirFields() throws {
        let range = CMTimeRange(start: CMTimeMakeWithEpoch(value: 1001, timescale: 30000, epoch: 2), duration: CMTime(value: 3, timescale: 1))
        let decoded = try JSONDecoder().decode(CMTimeRange.self, from: JSONEncoder().encode(range))
        #expect(decoded.start.value == 1001 && decoded.start.timescale == 30000 && decoded.start.epoch == 2 && decoded.duration.seconds == 3)
        #expect(CMVideoDimensions(width: 1920, height: 1080) == CMVideoDimensions(width: 1920, height: 1080))
    }
}
