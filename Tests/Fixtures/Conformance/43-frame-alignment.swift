// Conformance case 43 of the shared set (shared/reference/conformance-cases.md).
// grade: derived
// source: frame alignment rules
// frames of "43 frame alignment" in 200×200:
//   outer  50 50 100 100
//   red    50 50 40 40

import SwiftUI

#Preview("43 frame alignment") {
    Color.red.frame(width: 40, height: 40).id("red").frame(width: 100, height: 100, alignment: .topLeading).id("outer")
}
