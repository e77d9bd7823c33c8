import Foundation
import Testing
@testable import Trellis

/// The custom layouts shown in the documentation (the `Layout` doc comment and the article
/// "Writing a custom layout") compile and place views as the text says.
@Suite struct DocumentationExampleTests {
    /// `Layout`'s example: subviews side by side, each as wide as the widest.
    struct EqualWidthHStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let width = sizes.map(\.width).max() ?? 0
            return CGSize(width: width * CGFloat(subviews.count), height: sizes.map(\.height).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) {
            let width = bounds.width / CGFloat(max(subviews.count, 1))
            for (i, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + CGFloat(i) * width, y: bounds.midY),
                              anchor: .leading,
                              proposal: ProposedViewSize(width: width, height: bounds.height))
            }
        }
    }

    /// The article's example: the same with a spacing.
    struct EqualWidthRow: Layout {
        var spacing: CGFloat = 8

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let widest = sizes.map(\.width).max() ?? 0
            let tallest = sizes.map(\.height).max() ?? 0
            let gaps = spacing * CGFloat(max(subviews.count - 1, 0))
            return CGSize(width: widest * CGFloat(subviews.count) + gaps, height: tallest)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let width = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
            var x = bounds.minX
            for subview in subviews {
                subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading,
                              proposal: ProposedViewSize(width: width, height: bounds.height))
                x += width + spacing
            }
        }
    }

    /// `Anchor`'s example: the first bounds anchor set inside.
    struct Bounds: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
            value = value ?? nextValue()
        }
    }

    @Test func anchorDocExampleReadsTheBoundsInTheOverlay() {
        // The 40 × 20 view is centred at (80, 90); the overlay's mark is as wide as the anchor.
        let tree = layout(Color.red.frame(width: 40, height: 20)
            .anchorPreference(key: Bounds.self, value: .bounds) { $0 }
            .overlayPreferenceValue(Bounds.self) { anchor in
                GeometryReader { proxy in
                    if let anchor { Rectangle().stroke().frame(width: proxy[anchor].width).id("mark") }
                }
            })
        expectFrame(tree, "mark", 80, 90, 40, 20)
    }

    @Test func layoutDocExamplePlacesSubviewsInEqualColumns() {
        // 2 columns of the widest (50): 100 × 20, centred in 200 × 100 at (50, 40).
        let tree = layout(EqualWidthHStack {
            Color.red.frame(width: 30, height: 20).id("a")
            Color.blue.frame(width: 50, height: 10).id("b")
        }, 200, 100)
        expectRoot(tree, 50, 40, 100, 20)
        expectFrame(tree, "a", 50, 40, 30, 20)
        expectFrame(tree, "b", 100, 45, 50, 10)
    }

    @Test func articleExampleAddsTheSpacing() {
        // 50 + 8 + 50 = 108 wide, centred at (46, 40).
        let tree = layout(EqualWidthRow {
            Color.red.frame(width: 30, height: 20).id("a")
            Color.blue.frame(width: 50, height: 10).id("b")
        }, 200, 100)
        expectRoot(tree, 46, 40, 108, 20)
        expectFrame(tree, "a", 46, 40, 30, 20)
        expectFrame(tree, "b", 104, 45, 50, 10)
    }
}
