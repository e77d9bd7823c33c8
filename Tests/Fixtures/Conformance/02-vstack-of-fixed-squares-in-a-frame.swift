import SwiftUI

#Preview("2 VStack of fixed squares in a frame") {
    VStack { Color.red.frame(width: 50, height: 50).id("red"); Color.blue.frame(width: 50, height: 50).id("blue") }.id("stack")
        .frame(width: 150, height: 150).background { Color.black.id("black") }
}
