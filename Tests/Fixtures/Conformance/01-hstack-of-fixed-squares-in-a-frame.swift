import SwiftUI

#Preview("1 HStack of fixed squares in a frame") {
    HStack {
        Color.red.frame(width: 50, height: 50).id("red")
        Color.blue.frame(width: 50, height: 50).id("blue")
    }.id("stack")
    .frame(width: 150, height: 150).id("frame")
    .background { Color.black.id("black") }
}
