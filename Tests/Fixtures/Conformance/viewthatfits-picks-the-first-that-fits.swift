// Conformance fixture outside the numbered cases of the shared set (shared/reference/conformance-cases.md).
// grade: derived
// source: none named; the frames follow from the stack and guide rules of the numbered cases
// frames of "ViewThatFits picks the first that fits" in 200×200:
//   medium  25 90 150 20

import SwiftUI

#Preview("ViewThatFits picks the first that fits") {
    ViewThatFits(in: .horizontal) {
        Color.red.frame(width: 300, height: 20).id("wide")
        Color.green.frame(width: 150, height: 20).id("medium")
        Color.blue.frame(width: 50, height: 20).id("narrow")
    }
    .frame(width: 160)
}
