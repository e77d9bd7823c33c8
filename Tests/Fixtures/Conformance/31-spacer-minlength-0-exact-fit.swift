// Conformance case 31 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Separator/SpacerUITests.swift`, `spacerWithZeroMinLength`
// frames of "31 spacer minLength 0 exact fit" in 200×200:
//   red     20 75 80 50
//   spacer  100 100 0 0
//   blue    100 75 80 50

import SwiftUI

#Preview("31 spacer minLength 0 exact fit") {
    HStack { Color.red.frame(width: 80, height: 50).id("red"); Spacer(minLength: 0).id("spacer"); Color.blue.frame(width: 80, height: 50).id("blue") }
        .frame(width: 160, height: 80)
}
