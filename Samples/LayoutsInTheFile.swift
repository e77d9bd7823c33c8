import SwiftUI

/// Custom layouts written in the file itself, as you would in Xcode: a flow layout that wraps
/// chips onto rows (its rows cached between calls), and a radial layout that places views on
/// a circle in the order of a layout value. Edit them and watch the preview follow.

/// Where a view goes round the dial: lower first, clockwise from the top.
struct Order: LayoutValueKey {
    static let defaultValue: Int = 0
}

extension View {
    func order(_ value: Int) -> some View {
        layoutValue(key: Order.self, value: value)
    }
}

/// Subviews left to right at their ideal sizes, wrapping onto a new row when the next would not
/// fit; each row aligned by `alignment`.
struct ChipFlow: Layout {
    var alignment: HorizontalAlignment = .leading
    var spacing: CGFloat = 8
    var rowSpacing: CGFloat = 8

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    /// The subview indices of each row that fits in `width`.
    func rows(_ sizes: [CGSize], width: CGFloat) -> [[Int]] {
        var rows: [[Int]] = []
        var row: [Int] = []
        var x: CGFloat = 0
        for index in sizes.indices {
            let w = sizes[index].width
            if !row.isEmpty && x + spacing + w > width {
                rows.append(row)
                row = []
                x = 0
            }
            x += row.isEmpty ? w : spacing + w
            row.append(index)
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    func rowWidth(_ row: [Int], _ sizes: [CGSize]) -> CGFloat {
        row.map { sizes[$0].width }.reduce(0, +) + spacing * CGFloat(row.count - 1)
    }

    func rowHeight(_ row: [Int], _ sizes: [CGSize]) -> CGFloat {
        row.map { sizes[$0].height }.max() ?? 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let rows = rows(cache.sizes, width: proposal.width ?? .infinity)
        let width = rows.map { rowWidth($0, cache.sizes) }.max() ?? 0
        let height = rows.map { rowHeight($0, cache.sizes) }.reduce(0, +) + rowSpacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let fraction: CGFloat = alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5
        var y = bounds.minY
        for row in rows(cache.sizes, width: bounds.width) {
            let height = rowHeight(row, cache.sizes)
            var x = bounds.minX + (bounds.width - rowWidth(row, cache.sizes)) * fraction
            for index in row {
                let size = cache.sizes[index]
                subviews[index].place(at: CGPoint(x: x, y: y + height / 2), anchor: .leading, proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += height + rowSpacing
        }
    }
}

/// Subviews on a circle as big as the layout allows, in the order of their `Order`.
struct Dial: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let side = min(proposal.width ?? 200, proposal.height ?? 200)
        return CGSize(width: side, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let largest = subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
        let radius = min(bounds.width, bounds.height) / 2 - max(largest.width, largest.height) / 2
        let step = Angle.degrees(360 / Double(subviews.count))
        let ordered = subviews.indices.sorted { subviews[$0][Order.self] < subviews[$1][Order.self] }
        for (position, index) in ordered.enumerated() {
            let angle = (step * Double(position)).radians
            let point = CGPoint(x: bounds.midX + radius * sin(angle), y: bounds.midY - radius * cos(angle))
            subviews[index].place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

let topics = ["Layout", "sizeThatFits", "placeSubviews", "ProposedViewSize", "LayoutSubviews", "ViewSpacing",
              "makeCache", "LayoutValueKey", "AnyLayout", "alignment"]

struct Chip: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.callout)
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .background(.teal.opacity(0.15), in: Capsule())
            .foregroundStyle(.teal)
    }
}

struct LayoutsInTheFile: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("ChipFlow").font(.headline)
            ChipFlow(alignment: .center) {
                ForEach(topics, id: \.self) { topic in
                    Chip(title: topic)
                }
            }
            Text("Dial").font(.headline)
            Dial {
                ForEach(0..<12) { hour in
                    Text("\(hour == 0 ? 12 : hour)")
                        .font(.title3.monospacedDigit())
                        .frame(width: 34, height: 34)
                        .background(hour % 3 == 0 ? .orange.opacity(0.25) : .gray.opacity(0.12), in: Circle())
                        .order(hour)
                }
            }
            .frame(maxWidth: .infinity)
        }
        .padding(20)
    }
}

#Preview("Layouts in the file") {
    LayoutsInTheFile()
}

#Preview("Narrow") {
    ChipFlow(alignment: .leading, spacing: 6, rowSpacing: 6) {
        ForEach(topics, id: \.self) { topic in
            Chip(title: topic)
        }
    }
    .frame(width: 220)
}
