// Conformance case 64 of the shared set (shared/reference/conformance-cases.md).
// grade: agreement only
// source: none (the reference gives the case symbolically, in the font's metrics)
// frames of "64 first-text-baseline" in 200×200: none

import SwiftUI

#Preview("64 first-text-baseline") {
    HStack(alignment: .firstTextBaseline) { Text("Big").font(.largeTitle).id("big"); Text("small").id("small") }.id("h")
}
