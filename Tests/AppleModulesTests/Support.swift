import Foundation
// Shared by every test file of this target.
@_exported import TrellisTestSupport
import Trellis

/// Lays `view` out in a window of `w` × `h` points and returns the placed tree.
func layout<V: View>(_ view: V, _ w: CGFloat = 300, _ h: CGFloat = 300, environment: EnvironmentValues = EnvironmentValues()) -> LayoutTree {
    LayoutTree(of: view, in: CGSize(width: w, height: h), environment: environment)
}

/// A repeatable random sequence (SplitMix64), so the tests that use random data or layouts test
/// the same ones on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
