import SwiftUI

#Preview("19 fixedSize on flexible colours") {
    HStack { Color.red.id("red"); Color.blue.id("blue") }.fixedSize().id("h")
}
