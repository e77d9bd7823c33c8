// Conformance case 14 of the shared set (shared/reference/conformance-cases.md).
// grade: derived
// source: objc.io's stack algorithm
// frames of "14 fixed-width child first" in 150×100:
//   blue    0 0 50 100
//   yellow  50 0 100 100

import SwiftUI

#Preview("14 fixed-width child first") {
    HStack(spacing: 0) { Color.blue.id("blue"); Color.yellow.frame(width: 100).id("yellow") }
        .frame(width: 150, height: 100)
}
