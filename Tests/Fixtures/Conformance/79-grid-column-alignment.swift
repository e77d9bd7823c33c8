// Conformance case 79 of the shared set (shared/reference/conformance-cases.md).
// grade: derived, unverified
// source: Apple's `Grid` documentation
// frames of "79 Grid column alignment" in 200×200:
//   red    40 75 40 20
//   green  40 115 50 10
//   blue   100 70 60 30

import SwiftUI

#Preview("79 Grid column alignment") {
    Grid(horizontalSpacing: 10, verticalSpacing: 10) {
        GridRow { Color.red.frame(width: 40, height: 20).gridColumnAlignment(.leading).id("red"); Color.blue.frame(width: 60, height: 30).id("blue") }
        GridRow { Color.green.frame(width: 50, height: 10).id("green"); Color.yellow.frame(width: 20, height: 20).id("yellow") }
    }
}
