// Conformance case 19 of the shared set (shared/reference/conformance-cases.md).
// grade: derived
// source: `fixedSize` documentation
// frames of "19 fixedSize on flexible colours" in 200×200:
//   h     86 95 28 10
//   red   86 95 10 10
//   blue  104 95 10 10

import SwiftUI

#Preview("19 fixedSize on flexible colours") {
    HStack { Color.red.id("red"); Color.blue.id("blue") }.fixedSize().id("h")
}
