// Conformance case 1 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Stack/HVStackUITests.swift`, `stackFrameElementFrameHStack`
// frames of "1 HStack of fixed squares in a frame" in 200×200:
//   frame  25 25 150 150
//   black  25 25 150 150
//   stack  46 75 108 50
//   red    46 75 50 50
//   blue   104 75 50 50

import SwiftUI

#Preview("1 HStack of fixed squares in a frame") {
    HStack {
        Color.red.frame(width: 50, height: 50).id("red")
        Color.blue.frame(width: 50, height: 50).id("blue")
    }.id("stack")
    .frame(width: 150, height: 150).id("frame")
    .background { Color.black.id("black") }
}
