import Foundation

/// Benchmarks of this area (to be written).
func runFileBench(_ arguments: [String]) {
    print("File benchmark: not written yet")
}
