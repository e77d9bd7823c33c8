import SwiftUI

#Preview("57 Group modifiers per child") {
    Group { Color.red.id("red"); Group { Color.blue.id("blue"); Color.green.id("green") } }.frame(width: 100, height: 100)
}
