import SwiftUI

#Preview("85 vertical spacing around text") {
    VStack { Color.red.frame(width: 150, height: 30).id("top"); Text("Fat").id("fat"); Color.red.frame(width: 150, height: 30).id("bottom") }
}
