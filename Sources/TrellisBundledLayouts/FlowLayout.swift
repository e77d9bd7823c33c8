import Foundation
import Trellis

/// Subviews at their ideal sizes, left to right, wrapping to a new row when the next one would
/// pass the proposed width. Rows are as tall as their tallest subview, which are centred in it;
/// rows are aligned by `alignment` in the layout's width. Gaps are `spacing` (`lineSpacing`
/// between rows) or, when nil, the spacing the subviews prefer (8 between ordinary views).
public struct FlowLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public var lineSpacing: CGFloat?

    public init(alignment: HorizontalAlignment = .leading, spacing: CGFloat? = nil, lineSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
        self.lineSpacing = lineSpacing
    }

    /// The subviews of one row, with their sizes and the row's extent.
    struct Row {
        var indices: [Int] = []
        var sizes: [CGSize] = []
        var gaps: [CGFloat] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = self.rows(subviews, maxWidth: proposal.width)
        let gaps = rowGaps(rows, subviews)
        return CGSize(width: rows.map(\.width).max() ?? 0,
                      height: rows.map(\.height).reduce(0, +) + gaps.reduce(0, +))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = self.rows(subviews, maxWidth: bounds.width)
        let gaps = rowGaps(rows, subviews)
        let fraction: CGFloat = alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5
        var y = bounds.minY
        for (r, row) in rows.enumerated() {
            var x = bounds.minX + (bounds.width - row.width) * fraction
            for (k, index) in row.indices.enumerated() {
                let size = row.sizes[k]
                subviews[index].place(at: CGPoint(x: x, y: y + (row.height - size.height) / 2),
                                      anchor: .topLeading, proposal: ProposedViewSize(size))
                x += size.width + row.gaps[k]
            }
            y += row.height + (r < gaps.count ? gaps[r] : 0)
        }
    }

    /// Breaks the subviews into rows no wider than `maxWidth` (a subview wider than that gets a
    /// row of its own).
    func rows(_ subviews: Subviews, maxWidth: CGFloat?) -> [Row] {
        let limit = maxWidth ?? .infinity
        var rows: [Row] = []
        var current = Row()
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            if let last = current.indices.last {
                let gap = spacing ?? subviews[last].spacing.distance(to: subviews[index].spacing, along: .horizontal)
                if current.width + gap + size.width > limit {
                    rows.append(current)
                    current = Row()
                } else {
                    current.gaps[current.gaps.count - 1] = gap
                    current.width += gap
                }
            }
            current.indices.append(index)
            current.sizes.append(size)
            current.gaps.append(0)
            current.width += size.width
            current.height = max(current.height, size.height)
        }
        if !current.indices.isEmpty { rows.append(current) }
        return rows
    }

    /// The gap below each row but the last: `lineSpacing`, or the largest preferred distance
    /// between the views of the two rows.
    private func rowGaps(_ rows: [Row], _ subviews: Subviews) -> [CGFloat] {
        guard rows.count > 1 else { return [] }
        return (0..<(rows.count - 1)).map { r in
            if let lineSpacing { return lineSpacing }
            var gap: CGFloat = 0
            for a in rows[r].indices {
                for b in rows[r + 1].indices {
                    gap = max(gap, subviews[a].spacing.distance(to: subviews[b].spacing, along: .vertical))
                }
            }
            return gap
        }
    }
}
