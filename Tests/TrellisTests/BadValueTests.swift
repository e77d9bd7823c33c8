import Foundation
import Testing
import Trellis
import TrellisBundledLayouts

/// Bad arguments never crash or hang; they are treated as SwiftUI treats them (as absent, or
/// clamped). Every tree here must also stay encodable (finite frames).
@Suite struct BadValues {
    static let bad: [CGFloat] = [-10, .nan, .infinity, -.infinity]

    /// Lays out and checks that every frame is finite and the tree encodes.
    func check<V: View>(_ view: V, _ w: CGFloat = 200, _ h: CGFloat = 200,
                        sourceLocation: SourceLocation = #_sourceLocation) -> LayoutTree {
        let t = layout(view, w, h)
        for e in t.root.all {
            let f = e.frame
            #expect(f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite, "\(e.type): \(f)",
                    sourceLocation: sourceLocation)
        }
        #expect((try? JSONEncoder().encode(t)) != nil, sourceLocation: sourceLocation)
        return t
    }

    @Test(arguments: bad) func fixedFrameDimensionIsIgnored(value: CGFloat) {
        // Treated as nil: the frame adopts the child's size on that axis.
        let t = check(Color.red.frame(width: 30, height: 30).frame(width: value, height: 40).id("f"))
        expectFrame(t, "f", 85, 80, 30, 40)
    }

    @Test func flexibleFrameNegativeBoundsAreClamped() {
        // max -10 → 0 (it is raised to the ideal, or 0): the frame collapses horizontally.
        let t = check(Color.red.frame(maxWidth: -10).id("f"))
        expectFrame(t, "f", 100, 0, 0, 200)
        let ideal = check(Color.red.frame(idealWidth: -10).id("f").fixedSize())
        expectFrame(ideal, "f", 100, 95, 0, 10)
    }

    @Test func flexibleFrameNaNBoundsAreIgnored() {
        let t = check(Color.red.frame(width: 30, height: 30).frame(minWidth: .nan, idealWidth: .nan, maxWidth: .nan).id("f"))
        expectFrame(t, "f", 85, 85, 30, 30)
    }

    @Test func flexibleFrameInfiniteMinimumDoesNotBreakTheTree() {
        // The frame would be infinitely wide: its frame is reported as 0 wide, never infinite.
        _ = check(HStack { Color.red.frame(minWidth: .infinity); Color.blue })
        _ = check(Color.red.frame(minWidth: .infinity, minHeight: .infinity).id("f"))
    }

    @Test func contradictoryFlexibleFrameTakesTheMinimum() {
        let t = check(Color.red.frame(minWidth: 100, maxWidth: 50).id("f"))
        expectFrame(t, "f", 50, 0, 100, 200)
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity]) func nonFinitePaddingIsZero(value: CGFloat) {
        let t = check(Color.red.frame(width: 50, height: 30).id("c").padding(value).id("p"))
        expectFrame(t, "p", 75, 85, 50, 30)
        let edges = check(Color.red.frame(width: 50, height: 30).padding(.horizontal, value).id("p"))
        expectFrame(edges, "p", 75, 85, 50, 30)
        let insets = check(Color.red.frame(width: 50, height: 30).padding(EdgeInsets(top: value, leading: 5, bottom: 0, trailing: 0)).id("p"))
        expectFrame(insets, "p", 72.5, 85, 55, 30)
    }

    @Test func hugeNegativePaddingClampsSizeAtZero() {
        let t = check(Color.red.frame(width: 50, height: 30).padding(-100).id("p"))
        expectFrame(t, "p", 100, 100, 0, 0)
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity]) func nonFiniteSpacingIsTheDefault(value: CGFloat) {
        let t = check(HStack(spacing: value) {
            Color.red.frame(width: 10, height: 10).id("a"); Color.blue.frame(width: 10, height: 10).id("b")
        })
        #expect(abs(t.frame(id: "b")!.minX - t.frame(id: "a")!.maxX - 8) < 0.01)
        let v = check(VStack(spacing: value) {
            Color.red.frame(width: 10, height: 10).id("a"); Color.blue.frame(width: 10, height: 10).id("b")
        })
        #expect(abs(v.frame(id: "b")!.minY - v.frame(id: "a")!.maxY - 8) < 0.01)
        let g = check(Grid(horizontalSpacing: value, verticalSpacing: value) {
            GridRow { Color.red.frame(width: 10, height: 10).id("a"); Color.blue.frame(width: 10, height: 10).id("b") }
        })
        #expect(abs(g.frame(id: "b")!.minX - g.frame(id: "a")!.maxX - 8) < 0.01)
        let lazy = check(LazyVGrid(columns: [GridItem(.fixed(10), spacing: value), GridItem(.fixed(10))], spacing: value) {
            Color.red.id("a"); Color.blue.id("b")
        })
        #expect(abs(lazy.frame(id: "b")!.minX - lazy.frame(id: "a")!.maxX - 8) < 0.01)
    }

    @Test func negativeSpacingOverlaps() {
        let t = check(HStack(spacing: -5) {
            Color.red.frame(width: 10, height: 10).id("a"); Color.blue.frame(width: 10, height: 10).id("b")
        })
        #expect(abs(t.frame(id: "b")!.minX - (t.frame(id: "a")!.maxX - 5)) < 0.01)
    }

    @Test func spacerMinLength() {
        // Negative: clamped to 0.
        let negative = check(HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Spacer(minLength: -20).id("sp") }.fixedSize())
        #expect(negative.frame(id: "sp")!.width == 0)
        // NaN and infinity: no minimum given, so the default 8.
        for v in [CGFloat.nan, .infinity, -.infinity] {
            let t = check(HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Spacer(minLength: v).id("sp") }.fixedSize())
            #expect(t.frame(id: "sp")!.width == 8)
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, -1e300])
    func layoutPriorities(value: Double) {
        let t = check(HStack(spacing: 0) {
            Color.red.layoutPriority(value).id("a"); Color.blue.frame(minWidth: 50).id("b")
        })
        let a = t.frame(id: "a")!, b = t.frame(id: "b")!
        #expect(abs(a.width + b.width - 200) < 0.01)
        if value.isNaN {
            // NaN counts as 0: an equal share.
            #expect(abs(a.width - 100) < 0.01)
        } else if value > 0 {
            #expect(abs(a.width - 150) < 0.01)
        } else {
            #expect(abs(a.width) < 0.01)
        }
    }

    @Test(arguments: bad) func offsetsAndPositions(value: CGFloat) {
        let off = check(Color.red.frame(width: 20, height: 20).id("r").offset(x: value, y: 5))
        let expectedX: CGFloat = value.isFinite ? 90 + value : 90
        expectFrame(off, "r", expectedX, 95, 20, 20)
        let pos = check(Color.red.frame(width: 20, height: 20).id("r").position(x: value, y: 50))
        expectFrame(pos, "r", (value.isFinite ? value : 0) - 10, 40, 20, 20)
    }

    @Test(arguments: [CGFloat(0), -2, .nan, .infinity, -.infinity])
    func aspectRatioFallsBackToTheChildsRatio(value: CGFloat) {
        // Treated as nil: the child's ideal ratio (a square for a Color).
        let t = check(Color.red.aspectRatio(value, contentMode: .fit).id("r"), 200, 100)
        expectFrame(t, "r", 50, 0, 100, 100)
        let s = check(Color.red.aspectRatio(CGSize(width: value, height: 0), contentMode: .fill).id("r"), 200, 100)
        expectFrame(s, "r", 0, -50, 200, 200)
    }

    @Test func alignmentGuideReturningNaN() {
        let t = check(VStack(alignment: .leading) {
            Color.red.frame(width: 20, height: 10).id("a").alignmentGuide(.leading) { _ in .nan }
            Color.blue.frame(width: 20, height: 10).id("b").alignmentGuide(.leading) { _ in .infinity }
        })
        #expect(t.frame(id: "a")!.minX == t.frame(id: "b")!.minX)
    }

    @Test func gridBadValues() {
        _ = check(Grid {
            GridRow {
                Color.red.gridCellColumns(-3).id("a")
                Color.blue.gridCellColumns(Int.max).id("b")
                Color.green.gridCellAnchor(UnitPoint(x: .nan, y: .infinity))
            }
        })
        _ = check(LazyVGrid(columns: [GridItem(.adaptive(minimum: 0, maximum: -5), spacing: 0)]) {
            ForEach(0..<20) { _ in Color.red }
        })
        _ = check(LazyVGrid(columns: [GridItem(.fixed(-10)), GridItem(.flexible(minimum: .nan, maximum: -.infinity))]) {
            Color.red; Color.blue
        })
        _ = check(LazyVGrid(columns: [GridItem(.adaptive(minimum: .nan))]) { Color.red }.fixedSize())
        _ = check(LazyVGrid(columns: []) { Color.red.id("lonely") })
        _ = check(LazyHGrid(rows: [GridItem(.adaptive(minimum: 1e-9))]) { Color.red })
    }

    @Test func customLayoutReturningNonFiniteValues() {
        struct Wild: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: CGFloat.nan, height: .infinity)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for v in subviews {
                    v.place(at: CGPoint(x: CGFloat.nan, y: .infinity), anchor: UnitPoint(x: .nan, y: 2),
                            proposal: ProposedViewSize(width: .nan, height: -50))
                }
            }
        }
        _ = check(Wild { Color.red; HStack { Color.blue; Text("x") } })
    }

    @Test func badWindowSizesAndDisplayScale() {
        _ = check(Color.red, -10, .nan)
        _ = check(Color.red, .infinity, .infinity)
        for scale in [CGFloat(0), -3, .nan, .infinity] {
            var env = EnvironmentValues()
            env.displayScale = scale
            let t = layout(VStack { Divider().id("d") }, environment: env)
            #expect(t.frame(id: "d")!.height == 1)
        }
    }

    @Test func exampleLayoutsWithBadInput() {
        _ = check(FlowLayout(spacing: .nan, lineSpacing: -.infinity) { Color.red; Color.blue; Text("a b c") })
        _ = check(MyRadialLayout { EmptyView() })
        _ = check(MyEqualWidthHStack {})
        _ = check(BasicVStack { Color.red.frame(width: .nan) })
    }

    @Test func veryDeepTreeDoesNotOverflowTheStack() {
        // 5,000 nested stacks: resolved and laid out on a large stack automatically.
        var view = AnyView(Color.red.frame(width: 1, height: 1))
        for i in 0..<5_000 {
            view = i % 2 == 0 ? AnyView(HStack(spacing: 0) { Color.blue.frame(width: 1, height: 1); view })
                              : AnyView(VStack(spacing: 0) { Color.blue.frame(width: 1, height: 1); view })
        }
        let l = ResolvedTree(view)
        l.layout(in: CGSize(width: 200, height: 200))
        #expect(l.nodeCount > 10_000)
        let tree = l.tree
        #expect(tree.root.frame.width > 0)
    }
}
