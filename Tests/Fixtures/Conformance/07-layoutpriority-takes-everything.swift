import SwiftUI

#Preview("7 layoutPriority takes everything") {
    VStack { Color.red.id("red"); Color.blue.layoutPriority(1).id("blue"); HStack { Color.green.id("green"); Color.yellow.id("yellow") }.id("h") }
}
