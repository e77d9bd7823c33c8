import SwiftUI

#Preview("35 spacer ideal size") {
    HStack { Color.red.frame(width: 20, height: 20).id("red"); Spacer().id("spacer"); Color.blue.frame(width: 20, height: 20).id("blue") }
        .fixedSize().id("h")
}
