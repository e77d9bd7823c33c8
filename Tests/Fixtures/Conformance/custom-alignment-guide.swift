// Conformance fixture outside the numbered cases of the shared set (shared/reference/conformance-cases.md).
// grade: derived
// source: none named; the frames follow from the stack and guide rules of the numbered cases
// frames of "custom alignment guide" in 200×200:
//   red   76 65 20 60
//   blue  104 115 20 20

import SwiftUI

extension VerticalAlignment {
    enum Mid: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }
    static let mid = VerticalAlignment(Mid.self)
}

#Preview("custom alignment guide") {
    HStack(alignment: .mid) {
        Color.red.frame(width: 20, height: 60).id("red")
        Color.blue.frame(width: 20, height: 20).alignmentGuide(.mid) { d in d[VerticalAlignment.center] }.id("blue")
    }.id("h")
}
