import Foundation
import Testing
@testable import Trellis

/// Scrolling a laid-out tree: content offsets by scroll-view identity (Containers/ScrollViewOffsets.swift,
/// facts 5 and 6 of Containers/ScrollView.swift). Windows are 200 x 200 unless said.
@Suite struct ScrollOffsetTests {
    /// A 100-wide column of ten 50-tall rows (500 tall), the row i with id "r<i>".
    static var rows: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { i in Color.red.frame(width: 100, height: 50).id("r\(i)") }
            }.id("content")
        }.id("sv")
    }

    static func laidOut<V: View>(_ view: V, _ w: CGFloat = 200, _ h: CGFloat = 200) -> ResolvedTree {
        let l = ResolvedTree(view)
        l.layout(in: CGSize(width: w, height: h))
        return l
    }

    static func identity(_ l: ResolvedTree, _ id: String) -> String {
        l.scrollViews.first { $0.id == id }!.identity
    }

    @Test func scrollViewReportsItsFrameContentSizeAndZeroOffsetAtRest() throws {
        let l = Self.laidOut(Self.rows)
        let s = try #require(l.scrollViews.first)
        #expect(l.scrollViews.count == 1)
        #expect(s.identity == "0#sv")
        #expect(s.frame == CGRect(x: 50, y: 0, width: 100, height: 200))
        #expect(s.contentSize == CGSize(width: 100, height: 500))
        #expect(s.contentOffset == .zero)
        #expect(s.maximumOffset == CGPoint(x: 0, y: 300))
        #expect(l.scrollOffsets.isEmpty)
    }

    @Test func settingAnOffsetMovesTheContentFramesAndKeepsTheScrollViewAndItsClip() throws {
        let l = Self.laidOut(Self.rows)
        let got = l.setScrollOffset(CGPoint(x: 0, y: 120), forScrollViewAt: "0#sv")
        #expect(got == CGPoint(x: 0, y: 120))
        let t = l.tree
        expectFrame(t, "sv", 50, 0, 100, 200)
        expectFrame(t, "content", 50, -120, 100, 500)
        expectFrame(t, "r0", 50, -120, 100, 50)
        expectFrame(t, "r3", 50, 30, 100, 50)
        #expect(l.scrollOffsets == ["0#sv": CGPoint(x: 0, y: 120)])
        // The display list's clip stays the scroll view's bounds.
        let group = try #require(l.displayList().item(identity: "0#sv@group"))
        guard case let .group(g) = group.content, case let .clip(shape, _)? = g.effects.first else {
            Issue.record("no clip group")
            return
        }
        #expect(shape == .rectangle(CGRect(x: 50, y: 0, width: 100, height: 200)))
    }

    @Test func offsetIsClampedToZeroThroughContentLessBoundsOnTheScrolledAxisOnly() {
        let l = Self.laidOut(Self.rows)
        #expect(l.setScrollOffset(CGPoint(x: 40, y: 1000), forScrollViewAt: "0#sv") == CGPoint(x: 0, y: 300))
        expectFrame(l.tree, "r9", 50, 150, 100, 50)
        #expect(l.setScrollOffset(CGPoint(x: 0, y: -50), forScrollViewAt: "0#sv") == .zero)
        #expect(l.setScrollOffset(CGPoint(x: 0, y: CGFloat.nan), forScrollViewAt: "0#sv") == .zero)
        expectFrame(l.tree, "r0", 50, 0, 100, 50)
    }

    @Test func contentSmallerThanTheScrollViewNeverScrolls() {
        let l = Self.laidOut(ScrollView { Color.red.frame(width: 100, height: 50).id("c") }.id("sv"))
        #expect(l.setScrollOffset(CGPoint(x: 0, y: 30), forScrollViewAt: "0#sv") == .zero)
        expectFrame(l.tree, "c", 50, 0, 100, 50)
    }

    @Test func unknownIdentityIsNil() {
        let l = Self.laidOut(Self.rows)
        #expect(l.setScrollOffset(CGPoint(x: 0, y: 10), forScrollViewAt: "0/4") == nil)
        #expect(l.setScrollOffset(CGPoint(x: 0, y: 10), forScrollViewAt: "0") == nil)  // it has an id
        #expect(l.setScrollOffset(CGPoint(x: 0, y: 10), forScrollViewAt: "garbage#x/") == nil)
        #expect(l.setScrollOffset(CGPoint(x: 0, y: 10), forScrollViewAt: "0/0") == nil)  // not a scroll view
    }

    @Test func resizingKeepsTheOffsetAndClampsItAgain() {
        let l = Self.laidOut(Self.rows)
        l.setScrollOffset(CGPoint(x: 0, y: 250), forScrollViewAt: "0#sv")
        l.layout(in: CGSize(width: 300, height: 220))
        expectFrame(l.tree, "r0", 100, -250, 100, 50)
        // Taller: at most 500 - 400 = 100, and it stays clamped when the window shrinks again (as UIScrollView).
        l.layout(in: CGSize(width: 300, height: 400))
        expectFrame(l.tree, "r0", 100, -100, 100, 50)
        l.layout(in: CGSize(width: 300, height: 200))
        expectFrame(l.tree, "r0", 100, -100, 100, 50)
        #expect(l.scrollViews[0].contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test func horizontalScrollViewScrollsAlongXOnly() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<6, id: \.self) { i in Color.blue.frame(width: 80, height: 40).id("c\(i)") } }
        }.id("h")
        let l = Self.laidOut(view)
        #expect(l.setScrollOffset(CGPoint(x: 100, y: 30), forScrollViewAt: "0#h") == CGPoint(x: 100, y: 0))
        let t = l.tree
        expectFrame(t, "h", 0, 80, 200, 40)
        expectFrame(t, "c0", -100, 80, 80, 40)
        expectFrame(t, "c2", 60, 80, 80, 40)
        #expect(l.setScrollOffset(CGPoint(x: 999, y: 0), forScrollViewAt: "0#h") == CGPoint(x: 280, y: 0))
    }

    @Test func rightToLeftHorizontalOffsetCountsFromTheLeadingRightEdge() {
        var env = EnvironmentValues()
        env.layoutDirection = .rightToLeft
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<6, id: \.self) { i in Color.blue.frame(width: 80, height: 40).id("c\(i)") } }
        }.id("h")
        let l = ResolvedTree(view, environment: env)
        l.layout(in: CGSize(width: 200, height: 200))
        // At rest the first (leading) view is at the right edge.
        expectFrame(l.tree, "c0", 120, 80, 80, 40)
        l.setScrollOffset(CGPoint(x: 100, y: 0), forScrollViewAt: "0#h")
        expectFrame(l.tree, "c0", 220, 80, 80, 40)
        expectFrame(l.tree, "c2", 60, 80, 80, 40)
    }

    @Test func bothAxesScrollIndependently() {
        let view = ScrollView([.horizontal, .vertical]) { Color.green.frame(width: 500, height: 400).id("c") }.id("b")
        let l = Self.laidOut(view)
        #expect(l.setScrollOffset(CGPoint(x: 350, y: 120), forScrollViewAt: "0#b") == CGPoint(x: 300, y: 120))
        expectFrame(l.tree, "b", 0, 0, 200, 200)
        expectFrame(l.tree, "c", -300, -120, 500, 400)
    }

    @Test func nestedScrollViewsScrollSeparatelyAndTheInnerMovesWithTheOuter() throws {
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.gray.frame(width: 200, height: 150).id("top")
                ScrollView(.horizontal) {
                    HStack(spacing: 0) { ForEach(0..<5, id: \.self) { i in Color.blue.frame(width: 100, height: 60).id("i\(i)") } }
                }.id("inner")
                Color.gray.frame(width: 200, height: 300)
            }
        }.id("outer")
        let l = Self.laidOut(view)
        #expect(l.scrollViews.map(\.id) == ["outer", "inner"])
        let inner = Self.identity(l, "inner")
        #expect(inner == "0/0/1#inner")
        // The inner scroll view is half clipped by the outer at rest: y 150...210 against 0...200.
        #expect(l.scrollViews[1].visibleFrame == CGRect(x: 0, y: 150, width: 200, height: 50))
        l.setScrollOffset(CGPoint(x: 0, y: 100), forScrollViewAt: "0#outer")
        l.setScrollOffset(CGPoint(x: 250, y: 0), forScrollViewAt: inner)
        let t = l.tree
        expectFrame(t, "top", 0, -100, 200, 150)
        expectFrame(t, "inner", 0, 50, 200, 60)
        expectFrame(t, "i0", -250, 50, 100, 60)
        expectFrame(t, "i3", 50, 50, 100, 60)
        #expect(l.scrollOffsets == ["0#outer": CGPoint(x: 0, y: 100), inner: CGPoint(x: 250, y: 0)])
    }

    @Test func offsetsSurviveReResolutionByIdentity() {
        let first = Self.laidOut(Self.rows)
        first.setScrollOffset(CGPoint(x: 0, y: 180), forScrollViewAt: "0#sv")
        // A new tree of the same view (a reload, a size-class change), restored before its first pass.
        let second = ResolvedTree(Self.rows)
        second.restoreScrollOffsets(first.scrollOffsets)
        second.layout(in: CGSize(width: 200, height: 200))
        expectFrame(second.tree, "r0", 50, -180, 100, 50)
        // Restored after a pass, it lays out again.
        let third = Self.laidOut(Self.rows)
        third.restoreScrollOffsets(first.scrollOffsets)
        expectFrame(third.tree, "r0", 50, -180, 100, 50)
    }

    @Test func anIdentifiedScrollViewIsFoundByItsIdWhenTheViewsAroundItChange() {
        let first = Self.laidOut(Self.rows)
        first.setScrollOffset(CGPoint(x: 0, y: 60), forScrollViewAt: "0#sv")
        let moved = Self.laidOut(VStack(spacing: 0) { Color.red.frame(height: 20); Self.rows })
        #expect(Self.identity(moved, "sv") == "0/1#sv")
        moved.restoreScrollOffsets(first.scrollOffsets)
        expectFrame(moved.tree, "r0", 50, 20 - 60, 100, 50)
    }

    @Test func anUnidentifiedScrollViewWhoseIdentityNoLongerExistsStartsAtRest() {
        let plain = ScrollView { Color.red.frame(width: 100, height: 500).id("c") }
        let first = Self.laidOut(plain)
        first.setScrollOffset(CGPoint(x: 0, y: 60), forScrollViewAt: "0")
        #expect(first.scrollOffsets == ["0": CGPoint(x: 0, y: 60)])
        let changed = Self.laidOut(HStack { plain })
        changed.restoreScrollOffsets(first.scrollOffsets)
        expectFrame(changed.tree, "c", 50, 0, 100, 500)
    }
}
