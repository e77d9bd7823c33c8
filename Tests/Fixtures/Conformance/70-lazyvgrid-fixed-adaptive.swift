import SwiftUI

#Preview("70 LazyVGrid fixed + adaptive") {
    LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
        ForEach(0..<6) { i in Color.red.frame(height: 20).id("c\(i)") }
    }.frame(width: 200)
}
