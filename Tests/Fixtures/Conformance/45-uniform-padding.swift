import SwiftUI

#Preview("45 padding()") {
    Color.blue.frame(width: 50, height: 30).id("blue").padding().background(Color.red.id("red"))
}

#Preview("45 padding(20)") {
    Color.blue.frame(width: 50, height: 30).id("blue").padding(20).background(Color.red.id("red"))
}

#Preview("45 padding(0)") {
    Color.blue.frame(width: 50, height: 30).id("blue").padding(0).background(Color.red.id("red"))
}
