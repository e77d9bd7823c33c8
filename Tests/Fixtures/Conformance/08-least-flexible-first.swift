import SwiftUI

#Preview("8 least flexible first") {
    VStack(spacing: 20) { Color.red.id("red"); Color.yellow.frame(width: 10, height: 10).id("yellow"); Color.blue.id("blue") }
}
