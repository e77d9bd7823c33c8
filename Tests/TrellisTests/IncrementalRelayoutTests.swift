import Foundation
import Testing
@testable import Trellis

/// Counts what SwiftUI asks a layout, to see what a relayout does again.
final class LayoutCalls: @unchecked Sendable {
    var sizeThatFits = 0
    var placeSubviews = 0
}

/// A column of its subviews at their ideal sizes, counting calls.
struct CountingColumn: Layout {
    let calls: LayoutCalls

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        calls.sizeThatFits += 1
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        calls.placeSubviews += 1
        var y = bounds.minY
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            s.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += size.height
        }
    }
}

/// A relayout leaves in place what a resize cannot change: a subtree proposed what it was
/// proposed last time is neither measured nor placed again, and its frames (relative to its
/// parent) still read as window coordinates that match a fresh layout at the new size.
@Suite struct IncrementalRelayout {
    /// A column of fixed views in a fixed frame, centred under a flexible colour: a narrower
    /// window moves it without changing what it is proposed.
    static func screen(_ calls: LayoutCalls) -> some View {
        VStack(spacing: 4) {
            Color.red.id("fill")
            CountingColumn(calls: calls) {
                Color.blue.frame(width: 30, height: 10).id("a")
                Color.green.frame(width: 50, height: 20).id("b")
            }
            .frame(width: 100, height: 40).id("box")
            HStack {
                Color.gray.frame(width: 20, height: 20).id("icon")
                Text("Title").id("title")
                Spacer()
            }
            .padding(8)
        }
    }

    @Test func anUnchangedProposalIsNeitherMeasuredNorPlacedAgain() {
        let calls = LayoutCalls()
        let l = ResolvedTree(Self.screen(calls))
        l.layout(in: CGSize(width: 200, height: 300))
        let measured = calls.sizeThatFits, placed = calls.placeSubviews
        #expect(placed == 1)
        l.layout(in: CGSize(width: 199, height: 300))
        #expect(calls.sizeThatFits == measured, "the layout was measured again")
        #expect(calls.placeSubviews == placed, "the layout was placed again")
        #expect(l.reusedPlacements > 0)
        // The box moved half a point left; its subviews moved with it, in window coordinates.
        let t = l.tree
        let box = t.frame(id: "box")!
        expectFrame(t, "box", 49.5, box.minY, 100, 40)
        // The 50 × 30 column is centred in the box.
        expectFrame(t, "a", 49.5 + 25, box.minY + 5, 30, 10)
        expectFrame(t, "b", 49.5 + 25, box.minY + 15, 50, 20)
    }

    @Test func aChangedProposalIsPlacedAgain() {
        let calls = LayoutCalls()
        // No fixed frame: the column is proposed the window's width, which the resize changes.
        let l = ResolvedTree(CountingColumn(calls: calls) { Color.blue.frame(width: 30, height: 10) })
        l.layout(in: CGSize(width: 200, height: 300))
        l.layout(in: CGSize(width: 199, height: 300))
        #expect(calls.placeSubviews == 2)
        // Only its fixed subview, proposed nil × nil both times, is left in place.
        #expect(l.reusedPlacements == 1)
    }

    @Test func aRelayoutAtTheSameSizeDoesNothing() {
        let calls = LayoutCalls()
        let l = ResolvedTree(Self.screen(calls))
        l.layout(in: CGSize(width: 200, height: 300))
        let evaluations = l.evaluations, reused = l.reusedPlacements, placed = calls.placeSubviews
        l.layout(in: CGSize(width: 200, height: 300))
        #expect(l.evaluations == evaluations && l.reusedPlacements == reused && calls.placeSubviews == placed)
    }

    /// Every frame after a sequence of resizes equals the frame of a fresh layout at the last size.
    static func expectSameAsFresh<V: View>(_ view: V, sizes: [CGSize], environment: EnvironmentValues = EnvironmentValues(),
                                           sourceLocation: SourceLocation = #_sourceLocation) {
        let l = ResolvedTree(view, environment: environment)
        for size in sizes {
            l.layout(in: size)
            let fresh = LayoutTree(of: view, in: size, environment: environment).root.all
            let kept = l.tree.root.all
            #expect(fresh.count == kept.count, sourceLocation: sourceLocation)
            for (a, b) in zip(fresh, kept) {
                let fa = a.frame.rect, fb = b.frame.rect
                let same = abs(fa.minX - fb.minX) < 1e-9 && abs(fa.minY - fb.minY) < 1e-9
                    && abs(fa.width - fb.width) < 1e-9 && abs(fa.height - fb.height) < 1e-9
                #expect(same, "\(a.type) at \(size): fresh \(fa), relaid out \(fb)", sourceLocation: sourceLocation)
                if !same { return }
            }
        }
    }

    static let resizes = [CGSize(width: 300, height: 400), CGSize(width: 299, height: 400), CGSize(width: 240, height: 380),
                          CGSize(width: 300, height: 400), CGSize(width: 120, height: 90)]

    @Test func framesAfterResizesEqualAFreshLayout() {
        Self.expectSameAsFresh(Self.screen(LayoutCalls()), sizes: Self.resizes)
        Self.expectSameAsFresh(VStack {
            Grid {
                GridRow { Color.red.frame(width: 30, height: 30); Text("Name"); Color.blue }
                GridRow { Text("A longer cell"); Color.green.frame(height: 10).gridCellColumns(2) }
            }
            HStack(alignment: .top) {
                Color.orange.frame(width: 12, height: 40).offset(x: 3, y: 4)
                Color.purple.frame(minWidth: 20, maxWidth: 80).aspectRatio(2, contentMode: .fit)
                Color.yellow.frame(width: 10, height: 10).position(x: 5, y: 5)
            }
            ZStack { Color.gray; Text("Over").padding(4) }.fixedSize()
        }, sizes: Self.resizes)
    }

    @Test func deepChainsKeepTheirInnerLevels() {
        let view = Linearity.nested(depth: 400) { AnyView(Color.red.frame(width: 3, height: 3)) }
        let l = ResolvedTree(view)
        l.layout(in: CGSize(width: 390, height: 844))
        let evaluations = l.evaluations
        l.layout(in: CGSize(width: 389, height: 844))
        // Past the first levels the width proposed is 0 whatever the window: those levels stay.
        #expect(l.evaluations - evaluations < l.nodeCount / 4, "\(l.evaluations - evaluations) evaluations")
        #expect(l.reusedPlacements > 0)
        Self.expectSameAsFresh(view, sizes: [CGSize(width: 390, height: 844), CGSize(width: 389, height: 844), CGSize(width: 200, height: 844)])
    }

    @Test func rightToLeftRelayoutsEqualAFreshLayout() {
        var env = EnvironmentValues()
        env.layoutDirection = .rightToLeft
        Self.expectSameAsFresh(Self.screen(LayoutCalls()), sizes: Self.resizes, environment: env)
    }
}
