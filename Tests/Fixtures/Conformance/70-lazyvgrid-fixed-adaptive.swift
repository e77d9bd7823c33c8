// Conformance case 70 of the shared set (shared/reference/conformance-cases.md).
// grade: verified
// source: objc.io grid quiz #1, "Solution A"
// frames of "70 LazyVGrid fixed + adaptive" in 200×200:
//   c0  0 76 70 20
//   c1  78 76 57 20
//   c2  143 76 57 20

import SwiftUI

#Preview("70 LazyVGrid fixed + adaptive") {
    LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
        ForEach(0..<6) { i in Color.red.frame(height: 20).id("c\(i)") }
    }.frame(width: 200)
}
