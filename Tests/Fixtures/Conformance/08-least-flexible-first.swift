// Conformance case 8 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Stack/HVStackUITests.swift`, `sameSizeInVStack`
// frames of "8 least flexible first" in 200×200:
//   red     0 0 200 75
//   yellow  95 95 10 10
//   blue    0 125 200 75

import SwiftUI

#Preview("8 least flexible first") {
    VStack(spacing: 20) { Color.red.id("red"); Color.yellow.frame(width: 10, height: 10).id("yellow"); Color.blue.id("blue") }
}
