// Conformance case 35 of the shared set (shared/reference/conformance-cases.md).
// grade: derived
// source: Spacer's ideal size in a fixed-size stack
// frames of "35 spacer ideal size" in 200×200:
//   h       76 90 48 20
//   spacer  96 100 8 0
//   blue    104 90 20 20

import SwiftUI

#Preview("35 spacer ideal size") {
    HStack { Color.red.frame(width: 20, height: 20).id("red"); Spacer().id("spacer"); Color.blue.frame(width: 20, height: 20).id("blue") }
        .fixedSize().id("h")
}
