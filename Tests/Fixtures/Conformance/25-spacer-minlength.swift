// Conformance case 25 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Separator/SpacerUITests.swift`, `spacerWithMinLengthInHStack`
// frames of "25 spacer minLength" in 200×200:
//   red     10 75 50 50
//   spacer  60 100 80 0
//   blue    140 75 50 50

import SwiftUI

#Preview("25 spacer minLength") {
    HStack { Color.red.frame(width: 50, height: 50).id("red"); Spacer(minLength: 50).id("spacer"); Color.blue.frame(width: 50, height: 50).id("blue") }
        .frame(width: 180, height: 80)
}
