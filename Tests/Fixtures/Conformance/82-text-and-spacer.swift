import SwiftUI

#Preview("82 text and spacer") {
    HStack { Text("Hello, world").id("text"); Spacer().id("spacer") }.frame(width: 200)
}
