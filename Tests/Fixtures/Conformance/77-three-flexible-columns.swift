import SwiftUI

#Preview("77 three flexible columns") {
    LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
        ForEach(0..<3) { i in Color.blue.frame(height: 30).id("c\(i)") }
    }.frame(width: 200)
}
