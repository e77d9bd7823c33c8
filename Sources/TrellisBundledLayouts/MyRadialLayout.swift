import Foundation
import Trellis

/// A view's rank in `MyRadialLayout` (1 = first, at the top), set with `.layoutValue(key: Rank.self, value: n)`.
public struct Rank: LayoutValueKey {
    public static let defaultValue: Int = 1
}

nonisolated extension View {
    /// Sets the view's `Rank` for `MyRadialLayout`.
    public func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}

/// Subviews on a circle, as in Apple's "Composing custom layouts with SwiftUI": the layout takes
/// the whole proposal (10×10 where unspecified), the circle's radius is a third of the shorter
/// side, and each subview is centred on the circle at its ideal size. The subviews go round
/// clockwise from the top in order of their `Rank` (equal ranks keep their order), so changing
/// the ranks rotates the arrangement.
public struct MyRadialLayout: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.width, bounds.height) / 3
        let step = Angle.degrees(360 / Double(subviews.count))
        let order = subviews.indices.sorted { a, b in
            let ra = subviews[a][Rank.self], rb = subviews[b][Rank.self]
            return ra != rb ? ra < rb : a < b
        }
        for (position, index) in order.enumerated() {
            let angle = (step * Double(position)).radians
            // (0, -radius) rotated clockwise by `angle`, around the centre.
            let point = CGPoint(x: bounds.midX + radius * sin(angle), y: bounds.midY - radius * cos(angle))
            subviews[index].place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}
