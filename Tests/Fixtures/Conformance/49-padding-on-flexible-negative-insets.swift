// Conformance case 49 of the shared set (shared/reference/conformance-cases.md).
// grade: derived (third preview: agreement only)
// source: padding rules
// frames of "49 padding on a flexible view" in 200×200:
//   padding  0 0 200 200
//   red      10 10 180 180
// frames of "49 negative padding" in 200×200:
//   padding  85 85 30 30
//   red      75 75 50 50
// frames of "49 padding insets, edge sets, horizontal" in 200×200: none

import SwiftUI

#Preview("49 padding on a flexible view") {
    Color.red.id("red").padding(10).id("padding")
}

#Preview("49 negative padding") {
    Color.red.frame(width: 50, height: 50).id("red").padding(-10).id("padding")
}

#Preview("49 padding insets, edge sets, horizontal") {
    VStack {
        Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("i")
        Color.red.padding([.leading, .top], 5).id("s")
        Color.red.padding(.horizontal).id("h")
    }
}
