import SwiftUI

#Preview("5 leading / top alignment") {
    VStack(alignment: .leading) {
        Color.red.frame(width: 30, height: 30).id("red")
        Color.blue.frame(width: 40, height: 40).id("blue")
        HStack(alignment: .top) {
            Color.green.frame(width: 50, height: 50).id("green")
            Color.yellow.frame(width: 60, height: 60).id("yellow")
        }.id("h")
    }.id("v")
}
