// `Subscribers.Demand`'s arithmetic and its comparisons with `Int`, for code that imports Combine.
// OpenCombine declares them, but as operators in an extension of a type this module re-exports by
// a scoped import (`import enum OpenCombine.Subscribers`), and Swift does not find operators that
// way: `demand > 0` and `demand += 1` in a custom subscription did not compile. Disfavoured, so
// that this module's own files, which import OpenCombine whole, keep using OpenCombine's.
import OpenCombine

extension Subscribers.Demand {
    /// `value` as a demand: `.unlimited` when it overflowed, `.max(0)` below zero (a negative
    /// demand is impossible; Combine adjusts it to none).
    private static func clamped(_ value: (partialValue: Int, overflow: Bool)) -> Self {
        value.overflow ? .unlimited : .max(Swift.max(value.partialValue, 0))
    }

    /// The sum of two demands: `.unlimited` if either is (or if the sum overflows).
    @_disfavoredOverload
    public static func + (lhs: Self, rhs: Self) -> Self {
        guard let a = lhs.max, let b = rhs.max else { return .unlimited }
        return clamped(a.addingReportingOverflow(b))
    }

    /// Adds a demand to this one.
    @_disfavoredOverload
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }

    /// A demand plus a number of elements: `.unlimited` stays unlimited.
    @_disfavoredOverload
    public static func + (lhs: Self, rhs: Int) -> Self {
        guard let a = lhs.max else { return .unlimited }
        return clamped(a.addingReportingOverflow(rhs))
    }

    /// Adds a number of elements to this demand.
    @_disfavoredOverload
    public static func += (lhs: inout Self, rhs: Int) { lhs = lhs + rhs }

    /// A demand times a number: `.unlimited` stays unlimited.
    @_disfavoredOverload
    public static func * (lhs: Self, rhs: Int) -> Self {
        guard let a = lhs.max else { return .unlimited }
        return clamped(a.multipliedReportingOverflow(by: rhs))
    }

    /// Multiplies this demand by a number.
    @_disfavoredOverload
    public static func *= (lhs: inout Self, rhs: Int) { lhs = lhs * rhs }

    /// One demand less another: `.unlimited` less anything is `.unlimited`; anything else less
    /// `.unlimited`, or less more than it has, is `.max(0)`.
    @_disfavoredOverload
    public static func - (lhs: Self, rhs: Self) -> Self {
        guard let a = lhs.max else { return .unlimited }
        guard let b = rhs.max else { return .max(0) }
        return clamped(a.subtractingReportingOverflow(b))
    }

    /// Takes a demand from this one.
    @_disfavoredOverload
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }

    /// A demand less a number of elements: `.unlimited` stays unlimited; below zero is `.max(0)`.
    @_disfavoredOverload
    public static func - (lhs: Self, rhs: Int) -> Self {
        guard let a = lhs.max else { return .unlimited }
        return clamped(a.subtractingReportingOverflow(rhs))
    }

    /// Takes a number of elements from this demand.
    @_disfavoredOverload
    public static func -= (lhs: inout Self, rhs: Int) { lhs = lhs - rhs }

    /// Whether the demand is more than `rhs` elements (`.unlimited` is more than any number).
    @_disfavoredOverload
    public static func > (lhs: Self, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }

    /// Whether the demand is at least `rhs` elements.
    @_disfavoredOverload
    public static func >= (lhs: Self, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }

    /// Whether the demand is fewer than `rhs` elements (`.unlimited` never is).
    @_disfavoredOverload
    public static func < (lhs: Self, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }

    /// Whether the demand is at most `rhs` elements.
    @_disfavoredOverload
    public static func <= (lhs: Self, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }

    /// Whether `lhs` elements are more than the demand.
    @_disfavoredOverload
    public static func > (lhs: Int, rhs: Self) -> Bool { rhs < lhs }

    /// Whether `lhs` elements are at least the demand.
    @_disfavoredOverload
    public static func >= (lhs: Int, rhs: Self) -> Bool { rhs <= lhs }

    /// Whether `lhs` elements are fewer than the demand.
    @_disfavoredOverload
    public static func < (lhs: Int, rhs: Self) -> Bool { rhs > lhs }

    /// Whether `lhs` elements are at most the demand.
    @_disfavoredOverload
    public static func <= (lhs: Int, rhs: Self) -> Bool { rhs >= lhs }

    /// Whether the demand is exactly `rhs` elements (`.unlimited` is no number).
    @_disfavoredOverload
    public static func == (lhs: Self, rhs: Int) -> Bool { lhs.max == rhs }

    /// Whether the demand is not exactly `rhs` elements.
    @_disfavoredOverload
    public static func != (lhs: Self, rhs: Int) -> Bool { lhs.max != rhs }

    /// Whether `lhs` elements are exactly the demand.
    @_disfavoredOverload
    public static func == (lhs: Int, rhs: Self) -> Bool { rhs.max == lhs }

    /// Whether `lhs` elements are not exactly the demand.
    @_disfavoredOverload
    public static func != (lhs: Int, rhs: Self) -> Bool { rhs.max != lhs }
}
