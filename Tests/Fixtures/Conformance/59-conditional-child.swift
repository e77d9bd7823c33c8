// Conformance case 59 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Dynamic/DynamicLayoutViewUITests.swift` (final state)
// frames of "59 conditional child" in 200×200:
//   red   0 0 200 96
//   blue  0 104 200 96

import SwiftUI

struct Conditional: View {
    @State var show = true
    var body: some View {
        VStack { Color.red.id("red"); if show { Color.blue.id("blue") } }
    }
}

#Preview("59 conditional child") {
    Conditional()
}
