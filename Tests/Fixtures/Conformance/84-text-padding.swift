// Conformance case 84 of the shared set (shared/reference/conformance-cases.md).
// grade: agreement only
// source: none (the reference gives the case symbolically, in the font's metrics)
// frames of "84 text padding" in 200×200: none

import SwiftUI

#Preview("84 text padding") {
    Text("Hello").id("text").padding().id("pad")
}
