// Conformance case 4 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Stack/HVStackUITests.swift`, `elementFrameSpacingHVStack`
// frames of "4 explicit spacing" in 200×200:
//   v       45 20 110 160
//   blue    80 80 40 40
//   green   45 140 40 40
//   yellow  115 140 40 40
//   red     80 20 40 40
//   h       45 140 110 40

import SwiftUI

#Preview("4 explicit spacing") {
    VStack(spacing: 20) {
        Color.red.frame(width: 40, height: 40).id("red")
        Color.blue.frame(width: 40, height: 40).id("blue")
        HStack(spacing: 30) {
            Color.green.frame(width: 40, height: 40).id("green")
            Color.yellow.frame(width: 40, height: 40).id("yellow")
        }.id("h")
    }.id("v").background { Color.black }
}
