import SwiftUI

#Preview("48 padding inside stacks") {
    VStack(spacing: 0) {
        Color.blue.frame(height: 30).id("blue").padding(.bottom, 20).background(Color.red).id("red")
        Color.green.frame(height: 30).id("green").padding(.top, 15).background(Color.yellow).id("yellow")
    }.id("v")
}
