// Conformance case 85 of the shared set (shared/reference/conformance-cases.md).
// grade: agreement only
// source: none (the reference gives the case symbolically, in the font's metrics)
// frames of "85 vertical spacing around text" in 200×200: none

import SwiftUI

#Preview("85 vertical spacing around text") {
    VStack { Color.red.frame(width: 150, height: 30).id("top"); Text("Fat").id("fat"); Color.red.frame(width: 150, height: 30).id("bottom") }
}
