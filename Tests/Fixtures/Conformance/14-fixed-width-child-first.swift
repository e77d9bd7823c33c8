import SwiftUI

#Preview("14 fixed-width child first") {
    HStack(spacing: 0) { Color.blue.id("blue"); Color.yellow.frame(width: 100).id("yellow") }
        .frame(width: 150, height: 100)
}
