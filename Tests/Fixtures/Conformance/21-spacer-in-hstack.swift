// Conformance case 21 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Separator/SpacerUITests.swift`, `spacerInHStack`
// frames of "21 spacer in HStack" in 200×200:
//   frame   0 60 200 80
//   red     0 75 50 50
//   spacer  50 100 100 0
//   blue    150 75 50 50

import SwiftUI

#Preview("21 spacer in HStack") {
    HStack { Color.red.frame(width: 50, height: 50).id("red"); Spacer().id("spacer"); Color.blue.frame(width: 50, height: 50).id("blue") }
        .frame(width: 200, height: 80).id("frame").background(Color.gray.opacity(0.3))
}
