// Conformance case 9 of the shared set (shared/reference/conformance-cases.md).
// grade: verified
// source: objc.io, "How an HStack lays out its children"
// frames of "9 three equal flexible children" in 300×100:
//   r  0 0 100 100
//   g  100 0 100 100
//   b  200 0 100 100

import SwiftUI

#Preview("9 three equal flexible children") {
    HStack(spacing: 0) { Rectangle().id("r"); Rectangle().id("g"); Rectangle().id("b") }
        .frame(width: 300, height: 100)
}
