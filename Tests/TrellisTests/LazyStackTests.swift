import Foundation
import Testing
@testable import Trellis

/// LazyVStack and LazyHStack (facts and sources at the top of Lazy/LazyStack.swift). Windows are
/// 200×200 unless stated; two colours with frames are 8 apart (their preferred spacing).
@Suite struct LazyStackTests {
    private func lay<V: View>(_ view: V, _ w: CGFloat = 200, _ h: CGFloat = 200) -> LayoutTree {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        return layout(view, w, h, environment: env)
    }

    // MARK: Sizes and placement

    @Test func lazyVStackFillsTheProposedWidthAndCentresItsRows() {
        let t = lay(LazyVStack {
            Color.red.frame(width: 50, height: 30).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        }.id("s"))
        expectFrame(t, "s", 0, 76, 200, 48)
        expectFrame(t, "a", 75, 76, 50, 30)
        expectFrame(t, "b", 90, 114, 20, 10)
    }

    @Test func vStackHugsItsWidestChildWhereTheLazyOneFills() {
        let t = lay(VStack { Color.red.frame(width: 50, height: 30) }.id("s"))
        expectFrame(t, "s", 75, 85, 50, 30)
    }

    @Test func alignmentAndSpacing() {
        let t = lay(LazyVStack(alignment: .leading, spacing: 2) {
            Color.red.frame(width: 50, height: 30).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        }.id("s"))
        expectFrame(t, "s", 0, 79, 200, 42)
        expectFrame(t, "a", 0, 79, 50, 30)
        expectFrame(t, "b", 0, 111, 20, 10)
        let trailing = lay(LazyVStack(alignment: .trailing, spacing: 0) { Color.red.frame(width: 50, height: 30).id("a") })
        expectFrame(trailing, "a", 150, 85, 50, 30)
    }

    @Test func rowsAreOfferedTheWidthAndNoHeight_flexibleRowsTakeTheirIdealHeight() {
        // A colour's ideal height is 10; a Spacer gets its minimum length (8): no space is shared.
        let t = lay(LazyVStack(spacing: 0) {
            Color.red.id("c")
            Spacer().id("sp")
            Color.blue.frame(height: 20).id("d")
        }.frame(height: 200).id("f"))
        expectFrame(t, "c", 0, 81, 200, 10)
        expectFrame(t, "sp", 100, 91, 0, 8)
        expectFrame(t, "d", 0, 99, 200, 20)
    }

    @Test func lazyHStackFillsTheProposedHeight() {
        let t = lay(LazyHStack(alignment: .top) {
            Color.red.frame(width: 50, height: 30).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        }.id("s"))
        expectFrame(t, "s", 61, 0, 78, 200)
        expectFrame(t, "a", 61, 0, 50, 30)
        expectFrame(t, "b", 119, 0, 20, 10)
    }

    @Test func forEachElementsWithSeveralViewsAreSeveralChildren() {
        let t = lay(LazyVStack(spacing: 1) {
            ForEach(0..<2) { i in
                Color.red.frame(width: 10, height: 10).id("a\(i)")
                Color.red.frame(width: 10, height: 20).id("b\(i)")
            }
        }.id("s"))
        expectFrame(t, "s", 0, 68.5, 200, 63)
        expectFrame(t, "a0", 95, 68.5, 10, 10)
        expectFrame(t, "b0", 95, 79.5, 10, 20)
        expectFrame(t, "a1", 95, 100.5, 10, 10)
        expectFrame(t, "b1", 95, 111.5, 10, 20)
    }

    @Test func emptyLazyStackIsZeroLongAndFillsAcross() {
        let t = lay(LazyVStack {}.id("s"))
        expectFrame(t, "s", 0, 100, 200, 0)
        let e = lay(LazyVStack { ForEach(0..<0) { _ in Color.red } }.id("s"))
        expectFrame(e, "s", 0, 100, 200, 0)
    }

    // MARK: Laziness in a scroll view

    private func rows(_ n: Int, height: @escaping (Int) -> CGFloat = { _ in 20 }) -> some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<n) { i in Color.red.frame(height: height(i)).id("r\(i)") }
            }.id("s")
        }
    }

    @Test func inAScrollViewOnlyTheVisibleRowsAndAMarginAreBuilt() {
        let v = ViewLayout(rows(1000))
        v.layout(in: CGSize(width: 200, height: 200))
        let t = v.tree
        expectFrame(t, "s", 0, 0, 200, 20_000)
        expectFrame(t, "r0", 0, 0, 200, 20)
        expectFrame(t, "r14", 0, 280, 200, 20)
        // 200 visible + half a viewport (100) after: rows 0...15 (row 15 starts at 300).
        #expect(t.root.first(id: "s")?.children.count == 16)
        #expect(t.frame(id: "r16") == nil)
        #expect(v.scrollViews.first?.contentSize == CGSize(width: 200, height: 20_000))
    }

    @Test func scrollingBuildsTheRowsThatComeIntoView() {
        let v = ViewLayout(rows(1000))
        v.layout(in: CGSize(width: 200, height: 200))
        v.setScrollOffset(CGPoint(x: 0, y: 10_000), forScrollViewAt: "0")
        let t = v.tree
        expectFrame(t, "r500", 0, 0, 200, 20)
        expectFrame(t, "r509", 0, 180, 200, 20)
        // 100 before and 100 after the viewport: rows 495...515.
        let ids = t.root.first(id: "s")?.children.compactMap(\.id) ?? []
        #expect(ids.first == "r495")
        #expect(ids.last == "r515")
        #expect(v.nodeCount < 60)
    }

    @Test func rowsOfDifferentLengthsReviseTheEstimate() {
        // Rows alternate 10 and 30: the mean of the rows measured first is exact (20).
        let v = ViewLayout(rows(1000) { $0 % 2 == 0 ? 10 : 30 })
        v.layout(in: CGSize(width: 200, height: 200))
        expectFrame(v.tree, "r1", 0, 10, 200, 30)
        expectFrame(v.tree, "s", 0, 0, 200, 20_000)
        // The first 50 rows are 10 long, the rest 40: measured later rows revise the length.
        let w = ViewLayout(rows(1000) { $0 < 50 ? 10 : 40 })
        w.layout(in: CGSize(width: 200, height: 200))
        let before = w.scrollViews[0].contentSize.height
        #expect(before == 10_000)
        w.setScrollOffset(CGPoint(x: 0, y: 9_000), forScrollViewAt: "0")
        let after = w.scrollViews[0].contentSize.height
        #expect(after > before)
        // Every built row lies right after the one before it.
        let rows = w.tree.root.first(id: "s")?.children ?? []
        for (a, b) in zip(rows, rows.dropFirst()) {
            #expect(abs(a.frame.rect.maxY - b.frame.rect.minY) < 0.01)
        }
    }

    @Test func lazyHStackInAHorizontalScrollViewIsLazy() {
        let v = ViewLayout(ScrollView(.horizontal) {
            LazyHStack(spacing: 0) { ForEach(0..<500) { i in Color.red.frame(width: 40).id("c\(i)") } }.id("s")
        })
        v.layout(in: CGSize(width: 200, height: 100))
        let t = v.tree
        expectFrame(t, "s", 0, 0, 20_000, 100)
        expectFrame(t, "c1", 40, 0, 40, 100)
        #expect((t.root.first(id: "s")?.children.count ?? 0) <= 8)
    }

    @Test func outsideAScrollViewEveryRowIsBuilt() {
        let t = lay(LazyVStack(spacing: 0) { ForEach(0..<30) { i in Color.red.frame(height: 10).id("r\(i)") } }.id("s"))
        #expect(t.root.first(id: "s")?.children.count == 30)
        expectFrame(t, "r29", 0, 240, 200, 10)
    }

    @Test func aHeaderBeforeTheRowsKeepsItsPlace() {
        let v = ViewLayout(ScrollView {
            LazyVStack(spacing: 0) {
                Color.blue.frame(height: 50).id("header")
                ForEach(0..<100) { i in Color.red.frame(height: 20).id("r\(i)") }
            }
        })
        v.layout(in: CGSize(width: 200, height: 200))
        expectFrame(v.tree, "header", 0, 0, 200, 50)
        expectFrame(v.tree, "r0", 0, 50, 200, 20)
        #expect(v.scrollViews[0].contentSize.height == 2050)
    }

    // MARK: Time independent of the count

    @Test func layoutTimeDoesNotGrowWithTheRowCount() {
        func measure(_ n: Int) -> (Double, Int) {
            var env = EnvironmentValues()
            env.textMeasurer = ApproximateTextMeasurer()
            let start = Date()
            let v = ViewLayout(ScrollView { LazyVStack { ForEach(0..<n) { i in Text("Row \(i)") } } }, environment: env)
            v.layout(in: CGSize(width: 390, height: 844))
            return (Date().timeIntervalSince(start), v.nodeCount)
        }
        _ = measure(10)
        let (small, smallNodes) = measure(1_000)
        let (large, largeNodes) = measure(100_000)
        print("LazyVStack of Text rows, resolve + first layout in 390×844: 1k rows \(String(format: "%.2f", small * 1000)) ms (\(smallNodes) nodes), 100k rows \(String(format: "%.2f", large * 1000)) ms (\(largeNodes) nodes)")
        #expect(smallNodes == largeNodes)
        #expect(large < max(small * 10, 0.05))
    }
}
