import SwiftUI

#Preview("15 flexible frame with bounds") {
    HStack(spacing: 0) { Color.red.frame(minWidth: 50, maxWidth: 80).id("red"); Color.blue.id("blue") }
        .frame(width: 200, height: 50)
}
