import SwiftUI

#Preview("6 all flexible") {
    VStack { Color.red.id("red"); Color.blue.id("blue"); HStack { Color.green.id("green"); Color.yellow.id("yellow") }.id("h") }.id("v")
}
