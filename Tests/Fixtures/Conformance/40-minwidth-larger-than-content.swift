import SwiftUI

#Preview("40 minWidth larger than content") {
    Color.red.frame(width: 60, height: 20).id("child").frame(minWidth: 150).id("min").frame(width: 100, height: 50).id("outer")
}
