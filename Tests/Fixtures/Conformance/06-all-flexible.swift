// Conformance case 6 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Stack/HVStackUITests.swift`, `defaultHVStack`
// frames of "6 all flexible" in 200×200:
//   red     0 0 200 61.3333
//   blue    0 69.3333 200 61.3333
//   yellow  104 138.6667 96 61.3333
//   h       0 138.6667 200 61.3333
//   green   0 138.6667 96 61.3333
//   v       0 0 200 200

import SwiftUI

#Preview("6 all flexible") {
    VStack { Color.red.id("red"); Color.blue.id("blue"); HStack { Color.green.id("green"); Color.yellow.id("yellow") }.id("h") }.id("v")
}
