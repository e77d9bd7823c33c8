import SwiftUI

#Preview("83 leading full-width text") {
    Text("Hello, world").id("text").frame(maxWidth: .infinity, alignment: .leading).id("frame")
}
