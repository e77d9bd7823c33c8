// Conformance fixture outside the numbered cases of the shared set (shared/reference/conformance-cases.md).
// grade: agreement only
// source: none (the reference has no case for it)
// frames of "text concatenation, styles, truncation" in 200×200: none

import SwiftUI

#Preview("text concatenation, styles, truncation") {
    VStack(alignment: .leading) {
        (Text("Bold ").bold() + Text("and italic").italic() + Text(" \(3) items")).id("concat")
        Text("A long line that will be truncated at the end").lineLimit(1).id("trunc")
        Text("Weighted").fontWeight(.semibold).font(.system(size: 22, weight: .light, design: .rounded)).id("weight")
    }.frame(width: 150)
}
