// Conformance case 48 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Modifier/PaddingLayoutUITests.swift`
// frames of "48 padding inside stacks" in 200×200:
//   v       0 52.5 200 95
//   red     0 52.5 200 50
//   blue    0 52.5 200 30
//   yellow  0 102.5 200 45
//   green   0 117.5 200 30

import SwiftUI

#Preview("48 padding inside stacks") {
    VStack(spacing: 0) {
        Color.blue.frame(height: 30).id("blue").padding(.bottom, 20).background(Color.red).id("red")
        Color.green.frame(height: 30).id("green").padding(.top, 15).background(Color.yellow).id("yellow")
    }.id("v")
}
