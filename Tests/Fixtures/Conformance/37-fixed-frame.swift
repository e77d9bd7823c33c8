import SwiftUI

#Preview("37 fixed frame") {
    Color.red.frame(width: 50, height: 50).id("red")
}
