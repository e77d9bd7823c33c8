// Conformance fixture outside the numbered cases of the shared set (shared/reference/conformance-cases.md).
// grade: agreement only
// source: none (the reference has no case for it)
// frames of "custom layouts by name" in 200×200: none

import SwiftUI

#Preview("custom layouts by name") {
    VStack {
        FlowLayout(spacing: 4) {
            ForEach(0..<7) { i in Color.red.frame(width: 50, height: 20).id("f\(i)") }
        }
        MyEqualWidthHStack {
            Text("OK").id("ok")
            Text("Cancel").id("cancel")
        }
        BasicVStack(alignment: .leading) {
            Color.green.frame(width: 30, height: 10)
            Color.green.frame(width: 60, height: 10)
        }
        MyRadialLayout {
            ForEach(0..<4) { i in Color.blue.frame(width: 10, height: 10).rank(4 - i).id("r\(i)") }
        }
        .frame(width: 60, height: 60)
    }
}
