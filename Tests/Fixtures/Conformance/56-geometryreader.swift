// Conformance case 56 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Geometry/GeometryReaderUITests.swift`, `overlapView`
// frames of "56 GeometryReader" in 200×200:
//   reader  0 0 200 200
//   blue    0 0 100 100
//   red     0 0 66.6667 66.6667

import SwiftUI

#Preview("56 GeometryReader") {
    GeometryReader { g in
        Color.blue.frame(width: g.size.width / 2, height: g.size.height / 2).id("blue")
        Color.red.frame(width: g.size.width / 3, height: g.size.height / 3).id("red")
    }.id("reader")
}
