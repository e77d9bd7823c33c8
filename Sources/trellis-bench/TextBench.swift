import Foundation

/// Benchmarks of this area (to be written).
func runTextBench(_ arguments: [String]) {
    print("Text benchmark: not written yet")
}
