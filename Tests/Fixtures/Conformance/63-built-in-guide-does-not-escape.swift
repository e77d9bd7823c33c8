// Conformance case 63 of the shared set (shared/reference/conformance-cases.md).
// grade: derived
// source: OpenSwiftUI's guide rules; QuickLayout's documentation
// frames of "63 built-in guide does not escape a VStack" in 200×200:
//   h     56 80 88 40
//   red   56 80 40 40
//   blue  104 80 40 40
// frames of "63 built-in guide in the HStack itself" in 200×200:
//   h     56 70 88 60
//   red   56 70 40 40
//   blue  104 90 40 40

import SwiftUI

#Preview("63 built-in guide does not escape a VStack") {
    HStack(alignment: .top) {
        VStack { Color.red.frame(width: 40, height: 40).alignmentGuide(.top) { _ in 20 }.id("red") }
        Color.blue.frame(width: 40, height: 40).id("blue")
    }.id("h")
}

#Preview("63 built-in guide in the HStack itself") {
    HStack(alignment: .top) {
        Color.red.frame(width: 40, height: 40).alignmentGuide(.top) { _ in 20 }.id("red")
        Color.blue.frame(width: 40, height: 40).id("blue")
    }.id("h")
}
