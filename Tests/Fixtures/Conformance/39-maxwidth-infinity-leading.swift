// Conformance case 39 of the shared set (shared/reference/conformance-cases.md).
// grade: derived
// source: `frame(maxWidth:alignment:)` documentation
// frames of "39 maxWidth infinity" in 200×200:
//   frame  0 90 200 20
//   child  70 90 60 20
// frames of "39 maxWidth infinity, leading" in 200×200:
//   frame  0 90 200 20
//   child  0 90 60 20

import SwiftUI

#Preview("39 maxWidth infinity") {
    Color.red.frame(width: 60, height: 20).id("child").frame(maxWidth: .infinity).id("frame")
}

#Preview("39 maxWidth infinity, leading") {
    Color.red.frame(width: 60, height: 20).id("child").frame(maxWidth: .infinity, alignment: .leading).id("frame")
}
