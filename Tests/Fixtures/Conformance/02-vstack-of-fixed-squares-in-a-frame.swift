// Conformance case 2 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Stack/HVStackUITests.swift`, `stackFrameElementFrameVStack`
// frames of "2 VStack of fixed squares in a frame" in 200×200:
//   stack  75 46 50 108
//   red    75 46 50 50
//   blue   75 104 50 50
//   black  25 25 150 150

import SwiftUI

#Preview("2 VStack of fixed squares in a frame") {
    VStack { Color.red.frame(width: 50, height: 50).id("red"); Color.blue.frame(width: 50, height: 50).id("blue") }.id("stack")
        .frame(width: 150, height: 150).background { Color.black.id("black") }
}
