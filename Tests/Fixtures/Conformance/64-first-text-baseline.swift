import SwiftUI

#Preview("64 first-text-baseline") {
    HStack(alignment: .firstTextBaseline) { Text("Big").font(.largeTitle).id("big"); Text("small").id("small") }.id("h")
}
