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
