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
        let v = ResolvedTree(rows(1000))
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
        let v = ResolvedTree(rows(1000))
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
        let v = ResolvedTree(rows(1000) { $0 % 2 == 0 ? 10 : 30 })
        v.layout(in: CGSize(width: 200, height: 200))
        expectFrame(v.tree, "r1", 0, 10, 200, 30)
        expectFrame(v.tree, "s", 0, 0, 200, 20_000)
        // The first 50 rows are 10 long, the rest 40: measured later rows revise the length.
        let w = ResolvedTree(rows(1000) { $0 < 50 ? 10 : 40 })
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
        let v = ResolvedTree(ScrollView(.horizontal) {
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
        let v = ResolvedTree(ScrollView {
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
            let v = ResolvedTree(ScrollView { LazyVStack { ForEach(0..<n) { i in Text("Row \(i)") } } }, environment: env)
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

/// Lazy grids in a scroll view build only the lines the scroll view shows plus a margin.
@Suite struct LazyGridLazinessTests {
    private func grid(_ n: Int) -> some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<n) { i in Color.red.frame(height: 50).id("c\(i)") }
            }.id("g")
        }
    }

    @Test func aLazyVGridInAScrollViewBuildsOnlyTheVisibleLines() {
        // 200 wide: two adaptive columns of (200 - 8) / 2 = 96; lines 50 tall, 8 apart (58 a line).
        let small = ResolvedTree(grid(1_000))
        small.layout(in: CGSize(width: 200, height: 200))
        let large = ResolvedTree(grid(100_000))
        large.layout(in: CGSize(width: 200, height: 200))
        for v in [small, large] {
            let t = v.tree
            expectFrame(t, "c0", 0, 0, 96, 50)
            expectFrame(t, "c1", 104, 0, 96, 50)
            expectFrame(t, "c2", 0, 58, 96, 50)
            expectFrame(t, "c9", 104, 232, 96, 50)
            // 200 visible + 100 after: lines 0...5 (line 5 starts at 290), 12 cells.
            #expect(t.root.first(id: "g")?.children.count == 12)
            #expect(t.frame(id: "c12") == nil)
        }
        #expect(small.nodeCount == large.nodeCount)
        // 500 lines: 500 × 50 + 499 × 8.
        #expect(small.scrollViews[0].contentSize == CGSize(width: 200, height: 28_992))
        #expect(large.scrollViews[0].contentSize == CGSize(width: 200, height: 50 * 50_000 + 8 * 49_999))
    }

    @Test func scrollingALazyGridBuildsTheLinesThatComeIntoView() {
        let v = ResolvedTree(grid(100_000))
        v.layout(in: CGSize(width: 200, height: 200))
        // Line 1000 starts at 58 000.
        v.setScrollOffset(CGPoint(x: 0, y: 58_000), forScrollViewAt: "0")
        let t = v.tree
        expectFrame(t, "c2000", 0, 0, 96, 50)
        expectFrame(t, "c2001", 104, 0, 96, 50)
        expectFrame(t, "c2003", 104, 58, 96, 50)
        // 100 before and 100 after the viewport: lines 998...1005.
        let ids = t.root.first(id: "g")?.children.compactMap(\.id) ?? []
        #expect(ids.first == "c1996")
        #expect(ids.last == "c2011")
        #expect(v.nodeCount < 80)
    }

    @Test func aLazyGridInAScrollViewPlacesItsCellsAsTheEagerOne() {
        // The same grid, all of it built (outside a scroll view) and lazily: same frames.
        func content() -> some View {
            LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.flexible(), alignment: .top), GridItem(.flexible())],
                      alignment: .leading, spacing: 4) {
                ForEach(0..<9) { i in Color.red.frame(width: 30, height: CGFloat(10 + i * 3)).id("c\(i)") }
            }.id("g")
        }
        let eager = layout(content().frame(width: 300, height: 200, alignment: .top), 300, 200)
        let lazy = ResolvedTree(ScrollView { content() }.frame(width: 300, height: 200))
        lazy.layout(in: CGSize(width: 300, height: 200))
        for i in 0..<9 {
            let a = eager.frame(id: "c\(i)")!, b = lazy.tree.frame(id: "c\(i)")!
            #expect(abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01, "c\(i): \(a) vs \(b)")
            #expect(abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01)
        }
        // Lines 16, 25, 34 tall, 4 apart.
        expectFrame(lazy.tree, "c4", 116.5, 20, 30, 22)
    }

    @Test func aLazyHGridInAHorizontalScrollViewIsLazy() {
        let v = ResolvedTree(ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
                ForEach(0..<10_000) { i in Color.red.frame(width: 40).id("c\(i)") }
            }.id("g")
        })
        v.layout(in: CGSize(width: 200, height: 100))
        let t = v.tree
        expectFrame(t, "c0", 0, 0, 40, 46)
        expectFrame(t, "c1", 0, 54, 40, 46)
        expectFrame(t, "c2", 40, 0, 40, 46)
        // 200 visible + 100 after: columns 0...7.
        #expect(t.root.first(id: "g")?.children.count == 16)
        #expect(v.scrollViews[0].contentSize.width == 200_000)
    }

    @Test func lazyGridLayoutTimeDoesNotGrowWithTheItemCount() {
        func measure(_ n: Int) -> (Double, Int) {
            let start = Date()
            let v = ResolvedTree(ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                    ForEach(0..<n) { _ in Color.blue.frame(height: 90) }
                }
            })
            v.layout(in: CGSize(width: 390, height: 844))
            return (Date().timeIntervalSince(start), v.nodeCount)
        }
        _ = measure(10)
        let (small, smallNodes) = measure(1_000)
        let (large, largeNodes) = measure(100_000)
        print("LazyVGrid (adaptive 80) of 90-tall cells, resolve + first layout in 390×844: 1k items \(String(format: "%.2f", small * 1000)) ms (\(smallNodes) nodes), 100k items \(String(format: "%.2f", large * 1000)) ms (\(largeNodes) nodes)")
        #expect(smallNodes == largeNodes)
        #expect(large < max(small * 10, 0.05))
    }
}

/// `LazyVStack(pinnedViews: [.sectionHeaders])`: the header of the section crossing the top of
/// the visible region stays there until the section's end pushes it up (fact 7 of LazyStack.swift).
@Suite struct PinnedHeaderTests {
    /// Sections 0, 1, 2: a 30-tall header, then ten 20-tall rows (230 a section), no spacing.
    private func sections(_ pinned: PinnedScrollableViews) -> ResolvedTree {
        func section(_ s: Int) -> some View {
            Section(header: Color.blue.frame(height: 30).id("h\(s)")) {
                ForEach(0..<10) { i in Color.red.frame(height: 20).id("r\(s)-\(i)") }
            }
        }
        let v = ResolvedTree(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: pinned) { section(0); section(1); section(2) }.id("s")
        })
        v.layout(in: CGSize(width: 200, height: 200))
        return v
    }

    @Test func atRestHeadersSitAtTheirPlace() {
        let v = sections([.sectionHeaders])
        expectFrame(v.tree, "h0", 0, 0, 200, 30)
        expectFrame(v.tree, "r0-0", 0, 30, 200, 20)
        expectFrame(v.tree, "h1", 0, 230, 200, 30)
    }

    @Test func theHeaderOfTheSectionCrossingTheTopIsPinned() {
        let v = sections([.sectionHeaders])
        v.setScrollOffset(CGPoint(x: 0, y: 100), forScrollViewAt: "0")
        expectFrame(v.tree, "h0", 0, 0, 200, 30)
        expectFrame(v.tree, "r0-5", 0, 30, 200, 20)
        // Drawn over the rows: the last child.
        #expect(v.tree.root.first(id: "s")?.children.last?.first(id: "h0") != nil)
    }

    @Test func theNextSectionPushesThePinnedHeaderUp() {
        let v = sections([.sectionHeaders])
        v.setScrollOffset(CGPoint(x: 0, y: 210), forScrollViewAt: "0")
        expectFrame(v.tree, "h0", 0, -10, 200, 30)
        expectFrame(v.tree, "h1", 0, 20, 200, 30)
        v.setScrollOffset(CGPoint(x: 0, y: 300), forScrollViewAt: "0")
        expectFrame(v.tree, "h1", 0, 0, 200, 30)
        expectFrame(v.tree, "r1-0", 0, -40, 200, 20)
        expectFrame(v.tree, "r1-2", 0, 0, 200, 20)
    }

    @Test func withoutPinnedViewsHeadersScrollAway() {
        let v = sections([])
        v.setScrollOffset(CGPoint(x: 0, y: 100), forScrollViewAt: "0")
        expectFrame(v.tree, "h0", 0, -100, 200, 30)
    }
}
