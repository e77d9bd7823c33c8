import SwiftUI

#Preview("39 maxWidth infinity") {
    Color.red.frame(width: 60, height: 20).id("child").frame(maxWidth: .infinity).id("frame")
}

#Preview("39 maxWidth infinity, leading") {
    Color.red.frame(width: 60, height: 20).id("child").frame(maxWidth: .infinity, alignment: .leading).id("frame")
}
