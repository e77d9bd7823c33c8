import SwiftUI

/// GeometryReader: bars whose widths are a share of the space the reader is given, with
/// labels that keep their natural size next to them.
let monthly: [(month: String, hours: Double)] = [
    ("Jan", 12), ("Feb", 18), ("Mar", 26), ("Apr", 31), ("May", 22), ("Jun", 9),
]

struct Bars: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Hours of sunshine").font(.headline)
            ForEach(0..<monthly.count) { i in
                HStack(spacing: 8) {
                    Text(monthly[i].month).font(.caption).frame(width: 32, alignment: .leading)
                    GeometryReader { proxy in
                        Color.orange
                            .frame(width: proxy.size.width * monthly[i].hours / 31)
                    }
                    .frame(height: 16)
                    Text("\(Int(monthly[i].hours))").font(.caption).frame(width: 24, alignment: .trailing)
                }
            }
        }
        .padding(20)
    }
}

#Preview { Bars() }
