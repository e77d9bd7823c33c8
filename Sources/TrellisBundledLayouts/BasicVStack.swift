import Foundation
import Trellis

/// The simplest vertical stack, as in the introduction of SwiftUI's `Layout` documentation: each
/// subview at its ideal size, one under the other with no spacing, lined up on a horizontal
/// alignment guide (centred by default). `BasicVStack { … }` and `BasicVStack(alignment: .leading) { … }`.
public struct BasicVStack: Layout {
    public var alignment: HorizontalAlignment

    public init(alignment: HorizontalAlignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (left, right) = extents(subviews)
        let height = subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).height }
        return CGSize(width: left + right, height: height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (left, _) = extents(subviews)
        var y = bounds.minY
        for subview in subviews {
            let d = subview.dimensions(in: .unspecified)
            subview.place(at: CGPoint(x: bounds.minX + left - d[alignment], y: y), anchor: .topLeading, proposal: .unspecified)
            y += d.height
        }
    }

    /// How far the subviews reach to the left and to the right of the shared guide.
    private func extents(_ subviews: Subviews) -> (left: CGFloat, right: CGFloat) {
        var left: CGFloat = 0, right: CGFloat = 0
        for subview in subviews {
            let d = subview.dimensions(in: .unspecified)
            left = max(left, d[alignment])
            right = max(right, d.width - d[alignment])
        }
        return (left, right)
    }
}
