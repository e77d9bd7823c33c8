import SwiftUI

#Preview("9 three equal flexible children") {
    HStack(spacing: 0) { Rectangle().id("r"); Rectangle().id("g"); Rectangle().id("b") }
        .frame(width: 300, height: 100)
}
