// Conformance fixture outside the numbered cases of the shared set (shared/reference/conformance-cases.md).
// grade: derived
// source: none named; the frames follow from the stack and guide rules of the numbered cases
// frames of "AnyLayout held in a let" in 200×200:
//   a  85 68 30 30
//   b  85 102 30 30

import SwiftUI

struct Switcher: View {
    var vertical = true
    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 4))
        layout {
            Color.red.frame(width: 30, height: 30).id("a")
            Color.blue.frame(width: 30, height: 30).id("b")
        }
    }
}

#Preview("AnyLayout held in a let") {
    Switcher()
}
