import Foundation

/// Shares a length among tracks (grid columns or rows) the way a stack shares it among children:
/// least flexible first (larger minimum first among unbounded ones), each offered an equal share
/// of what is left and taking that offer clamped to its own range.
enum TrackSizing {
    static func distribute(_ available: CGFloat, mins: [CGFloat], maxes: [CGFloat]) -> [CGFloat] {
        let n = mins.count
        var sizes = [CGFloat](repeating: 0, count: n)
        guard n > 0 else { return sizes }
        let order = (0..<n).sorted { a, b in
            let fa = maxes[a] - mins[a], fb = maxes[b] - mins[b]
            if fa == fb || (fa.isNaN && fb.isNaN) {
                if fa.isInfinite && mins[a] != mins[b] { return mins[a] > mins[b] }
                return a < b
            }
            if fa.isNaN { return false }
            if fb.isNaN { return true }
            return fa < fb
        }
        var left = available
        var remaining = n
        for i in order {
            let offer = max(left / CGFloat(remaining), 0)
            let size = max(min(offer, maxes[i]), mins[i])
            sizes[i] = size
            let next = left - size
            if !next.isNaN { left = next }
            remaining -= 1
        }
        return sizes
    }

    /// Grows the tracks in `range` equally so that together (with `spacing` between them) they are
    /// at least `length` long.
    static func cover(_ length: CGFloat, _ tracks: inout [CGFloat], _ range: Range<Int>, spacing: CGFloat) {
        guard !range.isEmpty, length.isFinite || length == .infinity else { return }
        let current = tracks[range].reduce(0, +) + spacing * CGFloat(range.count - 1)
        let excess = length - current
        guard excess > 0 else { return }
        let share = excess / CGFloat(range.count)
        for i in range { tracks[i] += share }
    }
}
