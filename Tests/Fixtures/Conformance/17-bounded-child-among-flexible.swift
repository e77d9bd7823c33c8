// Conformance case 17 of the shared set (shared/reference/conformance-cases.md).
// grade: derived
// source: documented frame behaviour
// frames of "17 bounded child among flexible" in 200×200:
//   red    0 0 200 77
//   green  0 85 200 30
//   blue   0 123 200 77

import SwiftUI

#Preview("17 bounded child among flexible") {
    VStack { Color.red.id("red"); Color.green.frame(maxHeight: 30).id("green"); Color.blue.id("blue") }
}
