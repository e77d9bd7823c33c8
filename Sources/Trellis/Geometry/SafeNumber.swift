import Foundation

/// Conversions from floating point to integers and C's ranges that never trap: NaN becomes a
/// fallback, infinities and huge values the nearest bound. Used wherever a length, a font size,
/// a count or a pixel size computed from a file's numbers crosses into an integer or into C
/// (Pango, Cairo), so a value out of range draws nothing or something clamped instead of
/// stopping the process.
public enum SafeNumber {
    /// `v` rounded toward zero into `range`; NaN is `nan` (clamped into the range too).
    @inlinable
    public static func int(_ v: Double, in range: ClosedRange<Int>, nan: Int = 0) -> Int {
        guard !v.isNaN else { return min(max(nan, range.lowerBound), range.upperBound) }
        if v <= Double(range.lowerBound) { return range.lowerBound }
        if v >= Double(range.upperBound) { return range.upperBound }
        return Int(v)
    }

    /// `v` rounded toward zero into `range`, as an Int32; NaN is `nan`.
    @inlinable
    public static func int32(_ v: Double, in range: ClosedRange<Int32> = -(1 << 30)...(1 << 30), nan: Int32 = 0) -> Int32 {
        Int32(int(v, in: Int(range.lowerBound)...Int(range.upperBound), nan: Int(nan)))
    }

    /// `v` within `range`; NaN is `nan`.
    @inlinable
    public static func clamp(_ v: CGFloat, _ range: ClosedRange<CGFloat>, nan: CGFloat) -> CGFloat {
        guard !v.isNaN else { return nan }
        return min(max(v, range.lowerBound), range.upperBound)
    }
}
