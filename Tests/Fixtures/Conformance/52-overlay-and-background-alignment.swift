import SwiftUI

#Preview("52 overlay and background alignment") {
    ZStack(alignment: .leading) { Color.red.opacity(0.5).frame(width: 200, height: 200).id("red") }
        .overlay(alignment: .topLeading) { Color.green.opacity(0.5).frame(width: 100, height: 100).id("green") }
        .background(alignment: .bottomTrailing) { Color.blue.opacity(0.5).frame(width: 100, height: 100).id("blue") }
}
