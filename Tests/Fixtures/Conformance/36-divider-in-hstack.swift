import SwiftUI

#Preview("36 Divider in HStack") {
    HStack { Color.red.frame(width: 50).id("red"); Divider().id("divider"); Color.blue.frame(width: 50).id("blue") }.frame(height: 100)
}
