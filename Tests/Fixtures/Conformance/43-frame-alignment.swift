import SwiftUI

#Preview("43 frame alignment") {
    Color.red.frame(width: 40, height: 40).id("red").frame(width: 100, height: 100, alignment: .topLeading).id("outer")
}
