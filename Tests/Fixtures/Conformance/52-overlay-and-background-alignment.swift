// Conformance case 52 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Stack/ZStackUITests.swift`, `overlayAndBackground`
// frames of "52 overlay and background alignment" in 200×200:
//   red    0 0 200 200
//   green  0 0 100 100
//   blue   100 100 100 100

import SwiftUI

#Preview("52 overlay and background alignment") {
    ZStack(alignment: .leading) { Color.red.opacity(0.5).frame(width: 200, height: 200).id("red") }
        .overlay(alignment: .topLeading) { Color.green.opacity(0.5).frame(width: 100, height: 100).id("green") }
        .background(alignment: .bottomTrailing) { Color.blue.opacity(0.5).frame(width: 100, height: 100).id("blue") }
}
