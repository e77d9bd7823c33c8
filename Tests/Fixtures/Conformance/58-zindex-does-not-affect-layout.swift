import SwiftUI

#Preview("58 zIndex does not affect layout") {
    VStack {
        Rectangle().frame(width: 100, height: 100).zIndex(1).id("yellow")
        Rectangle().frame(width: 100, height: 100).id("red")
    }.id("v")
}
