import SwiftUI

#Preview("17 bounded child among flexible") {
    VStack { Color.red.id("red"); Color.green.frame(maxHeight: 30).id("green"); Color.blue.id("blue") }
}
