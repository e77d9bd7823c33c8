// The media clock Core Animation's times are measured on. Linux: the monotonic clock
// (`CLOCK_MONOTONIC`), as Apple's is the mach absolute time: seconds since the machine started,
// never going back and not counting sleep.
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The current time on Core Animation's clock: the monotonic clock, in seconds (about the time
/// since the machine started). Animations' `beginTime` and a display link's timestamps use it.
/// - Returns: The seconds, never less than an earlier call's.
public func CACurrentMediaTime() -> CFTimeInterval {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return CFTimeInterval(now.tv_sec) + CFTimeInterval(now.tv_nsec) / 1_000_000_000
}
