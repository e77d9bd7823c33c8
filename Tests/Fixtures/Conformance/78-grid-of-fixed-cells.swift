// Conformance case 78 of the shared set (shared/reference/conformance-cases.md).
// grade: derived, unverified
// source: Apple's `Grid` documentation
// frames of "78 Grid of fixed cells" in 200×200:
//   grid    40 70 120 60
//   red     45 75 40 20
//   blue    100 70 60 30
//   green   40 115 50 10
//   yellow  120 110 20 20

import SwiftUI

#Preview("78 Grid of fixed cells") {
    Grid(horizontalSpacing: 10, verticalSpacing: 10) {
        GridRow { Color.red.frame(width: 40, height: 20).id("red"); Color.blue.frame(width: 60, height: 30).id("blue") }
        GridRow { Color.green.frame(width: 50, height: 10).id("green"); Color.yellow.frame(width: 20, height: 20).id("yellow") }
    }.id("grid")
}
