// Conformance case 45 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Modifier/PaddingLayoutUITests.swift`
// frames of "45 padding()" in 200×200:
//   red   59 69 82 62
//   blue  75 85 50 30
// frames of "45 padding(20)" in 200×200:
//   red   55 65 90 70
//   blue  75 85 50 30
// frames of "45 padding(0)" in 200×200:
//   red   75 85 50 30
//   blue  75 85 50 30

import SwiftUI

#Preview("45 padding()") {
    Color.blue.frame(width: 50, height: 30).id("blue").padding().background(Color.red.id("red"))
}

#Preview("45 padding(20)") {
    Color.blue.frame(width: 50, height: 30).id("blue").padding(20).background(Color.red.id("red"))
}

#Preview("45 padding(0)") {
    Color.blue.frame(width: 50, height: 30).id("blue").padding(0).background(Color.red.id("red"))
}
