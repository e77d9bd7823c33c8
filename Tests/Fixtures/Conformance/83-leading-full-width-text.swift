// Conformance case 83 of the shared set (shared/reference/conformance-cases.md).
// grade: agreement only
// source: none (the reference gives the case symbolically, in the font's metrics)
// frames of "83 leading full-width text" in 300×300: none

import SwiftUI

#Preview("83 leading full-width text") {
    Text("Hello, world").id("text").frame(maxWidth: .infinity, alignment: .leading).id("frame")
}
