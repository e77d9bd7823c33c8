import Foundation
import Testing
import Trellis

/// The value types of SwiftUI's layout API: ProposedViewSize, ViewSpacing, edges, alignment.
@Suite struct GeometryAPI {
    @Test func proposedViewSize() {
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
        #expect(ProposedViewSize(width: nil, height: 5).replacingUnspecifiedDimensions() == CGSize(width: 10, height: 5))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)) == CGSize(width: 1, height: 2))
    }

    @Test func viewSpacingDistances() {
        // Nothing stated on either side: the default 8. Zero on one side: 0.
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 0)
        #expect(ViewSpacing().distance(to: .zero, along: .horizontal) == 0)
    }

    @Test func viewSpacingUnion() {
        var a = ViewSpacing()
        a.formUnion(.zero)
        #expect(a.distance(to: ViewSpacing(), along: .horizontal) == 0)
        // Only the top edge taken: below `top` (its bottom edge) nothing is stated, above it 0.
        let top = ViewSpacing().union(.zero, edges: .top)
        #expect(top.distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing().distance(to: top, along: .vertical) == 0)
        #expect(ViewSpacing().union(.zero, edges: [.leading, .trailing]).distance(to: ViewSpacing(), along: .horizontal) == 0)
    }

    @Test func edgesAndInsets() {
        #expect(Edge.Set.all == [.top, .leading, .bottom, .trailing])
        #expect(Edge.Set.horizontal == [.leading, .trailing] && Edge.Set.vertical == [.top, .bottom])
        #expect(Edge.Set(.bottom) == .bottom)
        #expect(EdgeInsets() == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(Axis.allCases == [.horizontal, .vertical])
        #expect(Axis.Set.horizontal.union(.vertical).contains(.vertical))
    }

    @Test func unitPointsAndAlignments() {
        #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5))
        #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
        #expect(Alignment.topLeading == Alignment(horizontal: .leading, vertical: .top))
        #expect(HorizontalAlignment.leading != HorizontalAlignment.trailing)
        // Built-in guides never combine; custom ones average; the first baseline is the top-most.
        #expect(HorizontalAlignment.leading.combineExplicit([1, 2]) == nil)
        #expect(VerticalAlignment.midRow.combineExplicit([2, nil, 4]) == 3)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([12, 5, 9]) == 5)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([12, 5, 9]) == 12)
        #expect(Angle.degrees(180).radians == .pi)
    }

    /// Uncertain in the reference: OpenSwiftUI folds last baselines with min; Apple documents
    /// `lastTextBaseline` of a container as its bottom-most text baseline, which this follows.
    @Test func lastTextBaselineOfAStackIsItsBottomMost_perAppleDocs() {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        let t = layout(HStack(alignment: .lastTextBaseline) {
            VStack { Text("one").id("one"); Text("two").id("two") }
            Text("x").id("x")
        }, environment: env)
        #expect(abs(t.frame(id: "x")!.minY - t.frame(id: "two")!.minY) < 0.01)
        #expect(abs(t.frame(id: "x")!.minY - t.frame(id: "one")!.minY) > 1)
    }
}
