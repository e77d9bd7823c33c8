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
