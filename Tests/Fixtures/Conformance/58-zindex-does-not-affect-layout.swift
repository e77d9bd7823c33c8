// Conformance case 58 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Stack/ZStackIndexUITests.swift`
// frames of "58 zIndex does not affect layout" in 200×200:
//   v       50 -4 100 208
//   yellow  50 -4 100 100
//   red     50 104 100 100

import SwiftUI

#Preview("58 zIndex does not affect layout") {
    VStack {
        Rectangle().frame(width: 100, height: 100).zIndex(1).id("yellow")
        Rectangle().frame(width: 100, height: 100).id("red")
    }.id("v")
}
