// Conformance case 27 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Separator/SpacerUITests.swift`, `spacerAtStartInHStack`
// frames of "27 spacer at start" in 200×200:
//   spacer  0 100 92 0
//   red     92 75 50 50
//   blue    150 75 50 50

import SwiftUI

#Preview("27 spacer at start") {
    HStack { Spacer().id("spacer"); Color.red.frame(width: 50, height: 50).id("red"); Color.blue.frame(width: 50, height: 50).id("blue") }
        .frame(width: 200, height: 80)
}
