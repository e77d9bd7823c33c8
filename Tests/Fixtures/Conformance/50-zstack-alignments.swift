// Conformance case 50 of the shared set (shared/reference/conformance-cases.md).
// grade: snapshot proxy
// source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Stack/ZStackUITests.swift`, `alignment(_:name:)`
// frames of "50 ZStack .center" in 200×200:
//   z     70 70 60 60
//   red   70 70 60 60
//   blue  90 90 20 20
// frames of "50 ZStack .top" in 200×200:
//   z     70 70 60 60
//   red   70 70 60 60
//   blue  90 70 20 20
// frames of "50 ZStack .bottom" in 200×200:
//   z     70 70 60 60
//   red   70 70 60 60
//   blue  90 110 20 20
// frames of "50 ZStack .leading" in 200×200:
//   z     70 70 60 60
//   red   70 70 60 60
//   blue  70 90 20 20
// frames of "50 ZStack .trailing" in 200×200:
//   z     70 70 60 60
//   red   70 70 60 60
//   blue  110 90 20 20
// frames of "50 ZStack .topLeading" in 200×200:
//   z     70 70 60 60
//   red   70 70 60 60
//   blue  70 70 20 20
// frames of "50 ZStack .topTrailing" in 200×200:
//   z     70 70 60 60
//   red   70 70 60 60
//   blue  110 70 20 20
// frames of "50 ZStack .bottomLeading" in 200×200:
//   z     70 70 60 60
//   red   70 70 60 60
//   blue  70 110 20 20
// frames of "50 ZStack .bottomTrailing" in 200×200:
//   z     70 70 60 60
//   red   70 70 60 60
//   blue  110 110 20 20

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
