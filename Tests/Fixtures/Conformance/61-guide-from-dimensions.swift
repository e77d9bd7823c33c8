// Conformance case 61 of the shared set (shared/reference/conformance-cases.md).
// grade: derived
// source: alignment guide rules
// frames of "61 guide from dimensions" in 200×200:
//   v     55 76 90 48
//   red   95 76 50 20
//   blue  55 104 80 20

import SwiftUI

#Preview("61 guide from dimensions") {
    VStack(alignment: .leading) {
        Color.red.frame(width: 50, height: 20).id("red")
        Color.blue.frame(width: 80, height: 20).alignmentGuide(.leading) { d in d.width / 2 }.id("blue")
    }.id("v")
}
