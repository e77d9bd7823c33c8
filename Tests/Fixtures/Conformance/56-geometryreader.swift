import SwiftUI

#Preview("56 GeometryReader") {
    GeometryReader { g in
        Color.blue.frame(width: g.size.width / 2, height: g.size.height / 2).id("blue")
        Color.red.frame(width: g.size.width / 3, height: g.size.height / 3).id("red")
    }.id("reader")
}
