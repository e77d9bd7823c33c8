import SwiftUI

#Preview("84 text padding") {
    Text("Hello").id("text").padding().id("pad")
}
