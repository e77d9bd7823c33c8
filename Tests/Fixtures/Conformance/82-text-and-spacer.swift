// Conformance case 82 of the shared set (shared/reference/conformance-cases.md).
// grade: agreement only
// source: none (the reference gives the case symbolically, in the font's metrics)
// frames of "82 text and spacer" in 200×200: none

import SwiftUI

#Preview("82 text and spacer") {
    HStack { Text("Hello, world").id("text"); Spacer().id("spacer") }.frame(width: 200)
}
