import SwiftUI

#Preview("31 spacer minLength 0 exact fit") {
    HStack { Color.red.frame(width: 80, height: 50).id("red"); Spacer(minLength: 0).id("spacer"); Color.blue.frame(width: 80, height: 50).id("blue") }
        .frame(width: 160, height: 80)
}
