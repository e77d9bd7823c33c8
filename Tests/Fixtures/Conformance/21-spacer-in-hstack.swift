import SwiftUI

#Preview("21 spacer in HStack") {
    HStack { Color.red.frame(width: 50, height: 50).id("red"); Spacer().id("spacer"); Color.blue.frame(width: 50, height: 50).id("blue") }
        .frame(width: 200, height: 80).id("frame").background(Color.gray.opacity(0.3))
}
