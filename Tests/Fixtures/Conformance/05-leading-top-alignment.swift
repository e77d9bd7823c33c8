// Conformance case 5 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Stack/HVStackUITests.swift`, `elementFrameAlignmentHVStack`
// frames of "5 leading / top alignment" in 200×200:
//   v       41 27 118 146
//   red     41 27 30 30
//   blue    41 65 40 40
//   yellow  99 113 60 60
//   h       41 113 118 60
//   green   41 113 50 50

import SwiftUI

#Preview("5 leading / top alignment") {
    VStack(alignment: .leading) {
        Color.red.frame(width: 30, height: 30).id("red")
        Color.blue.frame(width: 40, height: 40).id("blue")
        HStack(alignment: .top) {
            Color.green.frame(width: 50, height: 50).id("green")
            Color.yellow.frame(width: 60, height: 60).id("yellow")
        }.id("h")
    }.id("v")
}
