import SwiftUI

#Preview("4 explicit spacing") {
    VStack(spacing: 20) {
        Color.red.frame(width: 40, height: 40).id("red")
        Color.blue.frame(width: 40, height: 40).id("blue")
        HStack(spacing: 30) {
            Color.green.frame(width: 40, height: 40).id("green")
            Color.yellow.frame(width: 40, height: 40).id("yellow")
        }.id("h")
    }.id("v").background { Color.black }
}
