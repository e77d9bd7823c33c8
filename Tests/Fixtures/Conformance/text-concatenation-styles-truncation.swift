import SwiftUI

#Preview("text concatenation, styles, truncation") {
    VStack(alignment: .leading) {
        (Text("Bold ").bold() + Text("and italic").italic() + Text(" \(3) items")).id("concat")
        Text("A long line that will be truncated at the end").lineLimit(1).id("trunc")
        Text("Weighted").fontWeight(.semibold).font(.system(size: 22, weight: .light, design: .rounded)).id("weight")
    }.frame(width: 150)
}
