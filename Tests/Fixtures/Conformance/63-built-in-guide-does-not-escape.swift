import SwiftUI

#Preview("63 built-in guide does not escape a VStack") {
    HStack(alignment: .top) {
        VStack { Color.red.frame(width: 40, height: 40).alignmentGuide(.top) { _ in 20 }.id("red") }
        Color.blue.frame(width: 40, height: 40).id("blue")
    }.id("h")
}

#Preview("63 built-in guide in the HStack itself") {
    HStack(alignment: .top) {
        Color.red.frame(width: 40, height: 40).alignmentGuide(.top) { _ in 20 }.id("red")
        Color.blue.frame(width: 40, height: 40).id("blue")
    }.id("h")
}
