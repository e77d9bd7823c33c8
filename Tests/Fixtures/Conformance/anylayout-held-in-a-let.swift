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
