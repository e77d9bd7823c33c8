import SwiftUI

#Preview("24 multiple spacers in VStack") {
    VStack {
        Color.red.frame(width: 50, height: 40).id("red"); Spacer().id("s1")
        Color.blue.frame(width: 50, height: 40).id("blue"); Spacer().id("s2")
        Color.green.frame(width: 50, height: 40).id("green")
    }.frame(width: 80, height: 250)
}
