// Conformance case 57 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/View/GroupUITests.swift`
// frames of "57 Group modifiers per child" in 200×200:
//   red    50 -58 100 100
//   blue   50 50 100 100
//   green  50 158 100 100

import SwiftUI

#Preview("57 Group modifiers per child") {
    Group { Color.red.id("red"); Group { Color.blue.id("blue"); Color.green.id("green") } }.frame(width: 100, height: 100)
}
