import SwiftUI

#Preview("25 spacer minLength") {
    HStack { Color.red.frame(width: 50, height: 50).id("red"); Spacer(minLength: 50).id("spacer"); Color.blue.frame(width: 50, height: 50).id("blue") }
        .frame(width: 180, height: 80)
}
