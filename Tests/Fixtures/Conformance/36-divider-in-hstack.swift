// Conformance case 36 of the shared set (shared/reference/conformance-cases.md).
// grade: agreement only
// source: none at @1x (the reference derives case 36 for @2x/@3x displays only)
// frames of "36 Divider in HStack" in 200×200: none

import SwiftUI

#Preview("36 Divider in HStack") {
    HStack { Color.red.frame(width: 50).id("red"); Divider().id("divider"); Color.blue.frame(width: 50).id("blue") }.frame(height: 100)
}
