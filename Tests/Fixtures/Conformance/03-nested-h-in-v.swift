import SwiftUI

#Preview("3 nested H in V") {
    VStack {
        Color.red.frame(width: 40, height: 40).id("red")
        Color.blue.frame(width: 40, height: 40).id("blue")
        HStack {
            Color.green.frame(width: 40, height: 40).id("green")
            Color.yellow.frame(width: 40, height: 40).id("yellow")
        }.id("h")
    }.id("v")
}

#Preview("3 nested H in V, framed") {
    VStack {
        Color.red.frame(width: 40, height: 40).id("red")
        Color.blue.frame(width: 40, height: 40).id("blue")
        HStack {
            Color.green.frame(width: 40, height: 40).id("green")
            Color.yellow.frame(width: 40, height: 40).id("yellow")
        }.id("h")
    }.id("v")
    .frame(width: 150, height: 150)
}
