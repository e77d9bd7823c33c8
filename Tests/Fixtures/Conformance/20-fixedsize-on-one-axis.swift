// Conformance case 20 of the shared set (shared/reference/conformance-cases.md).
// grade: derived
// source: `fixedSize` documentation
// frames of "20 fixedSize on one axis" in 200×200:
//   red   95 0 10 96
//   blue  0 104 200 96

import SwiftUI

#Preview("20 fixedSize on one axis") {
    VStack { Color.red.fixedSize(horizontal: true, vertical: false).id("red"); Color.blue.id("blue") }
}
