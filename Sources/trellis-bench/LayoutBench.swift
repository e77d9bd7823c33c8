import Foundation

/// Benchmarks of this area (to be written).
func runLayoutBench(_ arguments: [String]) {
    print("Layout benchmark: not written yet")
}
