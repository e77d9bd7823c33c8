import Foundation

/// Monotonic time in seconds: deadlines and timings of the window and the host process.
public enum MonotonicClock {
    public static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
