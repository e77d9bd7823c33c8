// Conformance case 40 of the shared set (shared/reference/conformance-cases.md).
// grade: derived
// source: `frame(minWidth:)` documentation
// frames of "40 minWidth larger than content" in 200×200:
//   outer  50 75 100 50
//   min    25 90 150 20
//   child  70 90 60 20

import SwiftUI

#Preview("40 minWidth larger than content") {
    Color.red.frame(width: 60, height: 20).id("child").frame(minWidth: 150).id("min").frame(width: 100, height: 50).id("outer")
}
