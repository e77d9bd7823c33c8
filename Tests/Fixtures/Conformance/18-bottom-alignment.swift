// Conformance case 18 of the shared set (shared/reference/conformance-cases.md).
// grade: derived
// source: stack alignment rules
// frames of "18 bottom alignment" in 200×200:
//   h      47 70 106 60
//   red    47 70 30 60
//   green  85 110 30 20
//   blue   123 90 30 40

import SwiftUI

#Preview("18 bottom alignment") {
    HStack(alignment: .bottom) {
        Color.red.frame(width: 30, height: 60).id("red")
        Color.green.frame(width: 30, height: 20).id("green")
        Color.blue.frame(width: 30, height: 40).id("blue")
    }.id("h")
}
