import SwiftUI

#Preview("61 guide from dimensions") {
    VStack(alignment: .leading) {
        Color.red.frame(width: 50, height: 20).id("red")
        Color.blue.frame(width: 80, height: 20).alignmentGuide(.leading) { d in d.width / 2 }.id("blue")
    }.id("v")
}
