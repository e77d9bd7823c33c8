// Conformance case 7 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Stack/HVStackUITests.swift`, `layoutPriorityForHVStack`
// frames of "7 layoutPriority takes everything" in 200×200:
//   red     0 0 200 0
//   blue    0 8 200 184
//   h       0 200 200 0
//   green   0 200 96 0
//   yellow  104 200 96 0

import SwiftUI

#Preview("7 layoutPriority takes everything") {
    VStack { Color.red.id("red"); Color.blue.layoutPriority(1).id("blue"); HStack { Color.green.id("green"); Color.yellow.id("yellow") }.id("h") }
}
