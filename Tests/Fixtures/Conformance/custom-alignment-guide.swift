import SwiftUI

extension VerticalAlignment {
    enum Mid: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }
    static let mid = VerticalAlignment(Mid.self)
}

#Preview("custom alignment guide") {
    HStack(alignment: .mid) {
        Color.red.frame(width: 20, height: 60).id("red")
        Color.blue.frame(width: 20, height: 20).alignmentGuide(.mid) { d in d[VerticalAlignment.center] }.id("blue")
    }.id("h")
}
