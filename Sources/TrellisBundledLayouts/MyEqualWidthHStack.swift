import Foundation
import Trellis

/// A row whose subviews all get the width of the widest one (at their ideal sizes), separated by
/// the spacing the subviews prefer between each other — the equal-width stack of Apple's
/// "Composing custom layouts with SwiftUI".
public struct MyEqualWidthHStack: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = equalSize(subviews)
        let gaps = spacing(subviews)
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + gaps.reduce(0, +), height: maxSize.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let maxSize = equalSize(subviews)
        let gaps = spacing(subviews)
        let sizeProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var x = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: sizeProposal)
            x += maxSize.width + gaps[index]
        }
    }

    /// The largest ideal width and height among the subviews.
    private func equalSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    /// The gap after each subview (none after the last).
    private func spacing(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

/// The vertical counterpart: every subview as tall (and as wide) as the largest one.
public struct MyEqualWidthVStack: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = equalSize(subviews)
        let gaps = spacing(subviews)
        return CGSize(width: maxSize.width, height: maxSize.height * CGFloat(subviews.count) + gaps.reduce(0, +))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let maxSize = equalSize(subviews)
        let gaps = spacing(subviews)
        let sizeProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var y = bounds.minY + maxSize.height / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: bounds.midX, y: y), anchor: .center, proposal: sizeProposal)
            y += maxSize.height + gaps[index]
        }
    }

    private func equalSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func spacing(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .vertical)
        }
    }
}
