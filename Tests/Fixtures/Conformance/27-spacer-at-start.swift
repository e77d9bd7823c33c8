import SwiftUI

#Preview("27 spacer at start") {
    HStack { Spacer().id("spacer"); Color.red.frame(width: 50, height: 50).id("red"); Color.blue.frame(width: 50, height: 50).id("blue") }
        .frame(width: 200, height: 80)
}
