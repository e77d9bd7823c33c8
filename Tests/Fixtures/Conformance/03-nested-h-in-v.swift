// Conformance case 3 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Stack/HVStackUITests.swift`, `elementFrameHVStack`
// frames of "3 nested H in V" in 200×200:
//   v       56 32 88 136
//   red     80 32 40 40
//   h       56 128 88 40
//   yellow  104 128 40 40
//   blue    80 80 40 40
//   green   56 128 40 40
// frames of "3 nested H in V, framed" in 200×200:
//   v       56 32 88 136
//   red     80 32 40 40
//   h       56 128 88 40
//   yellow  104 128 40 40
//   blue    80 80 40 40
//   green   56 128 40 40

import SwiftUI

#Preview("3 nested H in V") {
    VStack {
        Color.red.frame(width: 40, height: 40).id("red")
        Color.blue.frame(width: 40, height: 40).id("blue")
        HStack {
            Color.green.frame(width: 40, height: 40).id("green")
            Color.yellow.frame(width: 40, height: 40).id("yellow")
        }.id("h")
    }.id("v")
}

#Preview("3 nested H in V, framed") {
    VStack {
        Color.red.frame(width: 40, height: 40).id("red")
        Color.blue.frame(width: 40, height: 40).id("blue")
        HStack {
            Color.green.frame(width: 40, height: 40).id("green")
            Color.yellow.frame(width: 40, height: 40).id("yellow")
        }.id("h")
    }.id("v")
    .frame(width: 150, height: 150)
}
