// Conformance case 15 of the shared set (shared/reference/conformance-cases.md).
// grade: derived
// source: documented frame behaviour
// frames of "15 flexible frame with bounds" in 200×50:
//   red   0 0 80 50
//   blue  80 0 120 50

import SwiftUI

#Preview("15 flexible frame with bounds") {
    HStack(spacing: 0) { Color.red.frame(minWidth: 50, maxWidth: 80).id("red"); Color.blue.id("blue") }
        .frame(width: 200, height: 50)
}
