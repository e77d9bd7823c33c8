import Foundation
import Testing
@testable import Trellis

/// `contentMargins(_:_:for:)` (Containers/ContentMargins.swift): a scroll view insets its content
/// by the margins. Windows are 200×200; the root is proposed the window and centred in it.
@MainActor @Suite struct ContentMarginsTests {
    static func laidOut<V: View>(_ view: V) -> ResolvedTree {
        let l = ResolvedTree(view)
        l.layout(in: CGSize(width: 200, height: 200))
        return l
    }

    static var rows: some View {
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<5) { i in Color.red.frame(height: 100).id("r\(i)") } }.id("content")
        }.id("sv")
    }

    /// Across the scrolled axis the content is proposed 200 − 10 − 30 = 160 and placed after the
    /// leading margin; along it the content starts after the top margin (Backyard Birds' grid
    /// writes `.contentMargins([.horizontal, .bottom], 10, for: .scrollContent)`).
    @Test func aVerticalScrollViewInsetsItsContent() {
        let l = Self.laidOut(Self.rows.contentMargins(.leading, 10).contentMargins([.trailing, .top], 30, for: .scrollContent))
        expectFrame(l.tree, "sv", 0, 0, 200, 200)
        expectFrame(l.tree, "content", 10, 30, 160, 500)
        expectFrame(l.tree, "r0", 10, 30, 160, 100)
    }

    /// Along the scrolled axis the margins are scrolled space: the content (500) plus the top and
    /// bottom margins (20 + 40) less the bounds (200) is the largest offset, 360, where the last
    /// row ends 40 above the bottom.
    @Test func theMarginsAlongTheScrolledAxisScroll() {
        let l = Self.laidOut(Self.rows.contentMargins(.top, 20).contentMargins(.bottom, 40))
        let scroll = l.scrollViews[0]
        #expect(scroll.contentSize == CGSize(width: 200, height: 560))
        #expect(l.setScrollOffset(CGPoint(x: 0, y: 1000), forScrollViewAt: scroll.identity) == CGPoint(x: 0, y: 360))
        expectFrame(l.tree, "r4", 0, 60, 200, 100)
    }

    /// The modifier nearest the scroll view decides the edges it names; the outer one the rest.
    @Test func theNearestModifierDecidesItsEdges() {
        let l = Self.laidOut(Self.rows.contentMargins(.horizontal, 5).contentMargins(.all, 20))
        expectFrame(l.tree, "content", 5, 20, 190, 500)
    }

    /// A scroll view that hugs its content (horizontal, whose height is its content's) is as tall
    /// as the content plus the vertical margins; the horizontal margins scroll.
    @Test func aHorizontalScrollViewHugsItsContentAndItsMargins() {
        let l = Self.laidOut(ScrollView(.horizontal) { Color.blue.frame(width: 300, height: 40).id("c") }.id("sv")
            .contentMargins(12))
        expectFrame(l.tree, "sv", 0, 68, 200, 64)
        expectFrame(l.tree, "c", 12, 80, 300, 40)
        #expect(l.scrollViews[0].contentSize == CGSize(width: 324, height: 40))
    }

    /// Margins for the indicators alone change nothing at rest (they are drawn only while
    /// scrolling); negative and infinite margins are none; nil is a scroll view's default, none.
    @Test func indicatorMarginsAndInvalidLengthsChangeNothing() {
        for view in [AnyView(Self.rows.contentMargins(30, for: .scrollIndicators)), AnyView(Self.rows.contentMargins(.all, -8)),
                     AnyView(Self.rows.contentMargins(.all, .infinity)), AnyView(Self.rows.contentMargins(.top, nil).contentMargins(.top, 20))] {
            expectFrame(Self.laidOut(view).tree, "content", 0, 0, 200, 500)
        }
    }
}
