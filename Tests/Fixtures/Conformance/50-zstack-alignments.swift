import SwiftUI

#Preview("50 ZStack .center") {
    ZStack(alignment: .center) { Color.red.frame(width: 60, height: 60).id("red"); Color.blue.frame(width: 20, height: 20).id("blue") }.id("z")
}

#Preview("50 ZStack .top") {
    ZStack(alignment: .top) { Color.red.frame(width: 60, height: 60).id("red"); Color.blue.frame(width: 20, height: 20).id("blue") }.id("z")
}

#Preview("50 ZStack .bottom") {
    ZStack(alignment: .bottom) { Color.red.frame(width: 60, height: 60).id("red"); Color.blue.frame(width: 20, height: 20).id("blue") }.id("z")
}

#Preview("50 ZStack .leading") {
    ZStack(alignment: .leading) { Color.red.frame(width: 60, height: 60).id("red"); Color.blue.frame(width: 20, height: 20).id("blue") }.id("z")
}

#Preview("50 ZStack .trailing") {
    ZStack(alignment: .trailing) { Color.red.frame(width: 60, height: 60).id("red"); Color.blue.frame(width: 20, height: 20).id("blue") }.id("z")
}

#Preview("50 ZStack .topLeading") {
    ZStack(alignment: .topLeading) { Color.red.frame(width: 60, height: 60).id("red"); Color.blue.frame(width: 20, height: 20).id("blue") }.id("z")
}

#Preview("50 ZStack .topTrailing") {
    ZStack(alignment: .topTrailing) { Color.red.frame(width: 60, height: 60).id("red"); Color.blue.frame(width: 20, height: 20).id("blue") }.id("z")
}

#Preview("50 ZStack .bottomLeading") {
    ZStack(alignment: .bottomLeading) { Color.red.frame(width: 60, height: 60).id("red"); Color.blue.frame(width: 20, height: 20).id("blue") }.id("z")
}

#Preview("50 ZStack .bottomTrailing") {
    ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 60, height: 60).id("red"); Color.blue.frame(width: 20, height: 20).id("blue") }.id("z")
}
