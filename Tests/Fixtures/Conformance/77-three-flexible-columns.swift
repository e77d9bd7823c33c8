// Conformance case 77 of the shared set (shared/reference/conformance-cases.md).
// grade: derived
// source: `GridItem(.flexible())` sizing
// frames of "77 three flexible columns" in 200×200:
//   c0  0 85 61.333 30
//   c1  69.333 85 61.333 30
//   c2  138.667 85 61.333 30

import SwiftUI

#Preview("77 three flexible columns") {
    LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
        ForEach(0..<3) { i in Color.blue.frame(height: 30).id("c\(i)") }
    }.frame(width: 200)
}
