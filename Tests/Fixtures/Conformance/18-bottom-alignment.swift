import SwiftUI

#Preview("18 bottom alignment") {
    HStack(alignment: .bottom) {
        Color.red.frame(width: 30, height: 60).id("red")
        Color.green.frame(width: 30, height: 20).id("green")
        Color.blue.frame(width: 30, height: 40).id("blue")
    }.id("h")
}
