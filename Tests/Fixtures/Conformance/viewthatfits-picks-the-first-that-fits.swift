import SwiftUI

#Preview("ViewThatFits picks the first that fits") {
    ViewThatFits(in: .horizontal) {
        Color.red.frame(width: 300, height: 20).id("wide")
        Color.green.frame(width: 150, height: 20).id("medium")
        Color.blue.frame(width: 50, height: 20).id("narrow")
    }
    .frame(width: 160)
}
