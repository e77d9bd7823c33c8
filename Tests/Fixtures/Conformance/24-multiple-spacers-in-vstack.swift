// Conformance case 24 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Separator/SpacerUITests.swift`, `multipleSpacersInVStack`
// frames of "24 multiple spacers in VStack" in 200×200:
//   red    75 -25 50 40
//   s1     100 15 0 65
//   s2     100 120 0 65
//   green  75 185 50 40

import SwiftUI

#Preview("24 multiple spacers in VStack") {
    VStack {
        Color.red.frame(width: 50, height: 40).id("red"); Spacer().id("s1")
        Color.blue.frame(width: 50, height: 40).id("blue"); Spacer().id("s2")
        Color.green.frame(width: 50, height: 40).id("green")
    }.frame(width: 80, height: 250)
}
