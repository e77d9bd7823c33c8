import SwiftUI

#Preview("20 fixedSize on one axis") {
    VStack { Color.red.fixedSize(horizontal: true, vertical: false).id("red"); Color.blue.id("blue") }
}
