// Conformance case 37 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Stack/FrameLayoutUITests.swift`, `frameSize`
// frames of "37 fixed frame" in 200×200:
//   red  75 75 50 50

import SwiftUI

#Preview("37 fixed frame") {
    Color.red.frame(width: 50, height: 50).id("red")
}
