import Foundation
import Testing
@testable import Trellis

/// ScrollView layout (facts and sources at the top of Containers/ScrollView.swift). Windows are
/// 200×200 unless stated; the root is proposed the window and centred in it.
@MainActor @Suite struct ScrollViewTests {
    // MARK: What the scroll view proposes and how large it is

    @Test func verticalScrollViewProposesNilHeightAndBecomesAsWideAsItsContent() {
        let t = layout(ScrollView { Color.red.frame(width: 50, height: 30).id("c") }.id("sv"))
        expectFrame(t, "sv", 75, 0, 50, 200)
        expectFrame(t, "c", 75, 0, 50, 30)
    }

    @Test func verticalScrollViewPassesItsProposedWidthOn() {
        let t = layout(ScrollView { Color.red.frame(height: 30).id("c") }.id("sv"))
        expectFrame(t, "sv", 0, 0, 200, 200)
        expectFrame(t, "c", 0, 0, 200, 30)
    }

    @Test func shapeInVerticalScrollViewTakesItsIdealHeight10() {
        let t = layout(ScrollView { Color.red.id("c") }.id("sv"))
        expectFrame(t, "sv", 0, 0, 200, 200)
        expectFrame(t, "c", 0, 0, 200, 10)
    }

    @Test func horizontalScrollViewProposesNilWidthAndBecomesAsTallAsItsContent() {
        let t = layout(ScrollView(.horizontal) { Color.red.frame(width: 50, height: 30).id("c") }.id("sv"))
        expectFrame(t, "sv", 0, 85, 200, 30)
        expectFrame(t, "c", 0, 85, 50, 30)
        let flexible = layout(ScrollView(.horizontal) { Color.red.id("c") }.id("sv"))
        expectFrame(flexible, "sv", 0, 0, 200, 200)
        expectFrame(flexible, "c", 0, 0, 10, 200)
    }

    @Test func bothAxesProposeNilByNilAndTakeTheWholeProposal() {
        let t = layout(ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 50, height: 30).id("c") }.id("sv"))
        expectFrame(t, "sv", 0, 0, 200, 200)
        expectFrame(t, "c", 0, 0, 50, 30)
        let ideal = layout(ScrollView([.horizontal, .vertical]) { Color.red.id("c") }.id("sv"))
        expectFrame(ideal, "c", 0, 0, 10, 10)
    }

    @Test func emptyScrollViewIsAsTallAsProposedAndZeroWide() {
        let t = layout(ScrollView {}.id("sv"))
        expectFrame(t, "sv", 100, 0, 0, 200)
        let fixed = layout(ScrollView {}.fixedSize().id("f"))
        expectFrame(fixed, "f", 100, 100, 0, 0)
        let both = layout(ScrollView([.horizontal, .vertical]) {}.id("sv"))
        expectFrame(both, "sv", 0, 0, 200, 200)
    }

    // MARK: Ideal size (fixedSize) and flexibility next to other views

    @Test func idealSizeOfScrollViewIsItsContentsSize_fixedSizeHugsContent() {
        let t = layout(ScrollView { Color.red.frame(height: 30).id("c") }.fixedSize(horizontal: false, vertical: true).id("f"))
        expectFrame(t, "f", 0, 85, 200, 30)
        expectFrame(t, "c", 0, 85, 200, 30)
        let both = layout(ScrollView { Color.red.frame(height: 30).id("c") }.fixedSize().id("f"))
        expectFrame(both, "f", 95, 85, 10, 30)
        let horizontal = layout(ScrollView(.horizontal) { Color.red.frame(width: 60).id("c") }.fixedSize().id("f"))
        expectFrame(horizontal, "f", 70, 95, 60, 10)
    }

    @Test func scrollViewInVStackTakesAllRemainingHeight() {
        let t = layout(VStack {
            Color.blue.frame(height: 20).id("top")
            ScrollView { Color.red.frame(height: 30).id("c") }.id("sv")
        }.id("v"))
        expectFrame(t, "v", 0, 0, 200, 200)
        expectFrame(t, "top", 0, 0, 200, 20)
        expectFrame(t, "sv", 0, 28, 200, 172)
        expectFrame(t, "c", 0, 28, 200, 30)
    }

    @Test func twoScrollViewsInVStackShareTheHeight() {
        let t = layout(VStack(spacing: 0) {
            ScrollView { Color.red.frame(height: 300).id("a") }.id("sva")
            ScrollView { Color.blue.frame(height: 10).id("b") }.id("svb")
        })
        expectFrame(t, "sva", 0, 0, 200, 100)
        expectFrame(t, "a", 0, 0, 200, 300)
        expectFrame(t, "svb", 0, 100, 200, 100)
        expectFrame(t, "b", 0, 100, 200, 10)
    }

    @Test func scrollViewInHStackTakesTheRemainingWidthWhenItsContentIsFlexible() {
        let t = layout(HStack(spacing: 0) {
            Color.blue.frame(width: 50).id("side")
            ScrollView { Color.red.id("c") }.id("sv")
        })
        expectFrame(t, "side", 0, 0, 50, 200)
        expectFrame(t, "sv", 50, 0, 150, 200)
        expectFrame(t, "c", 50, 0, 150, 10)
    }

    @Test func scrollViewInsideFixedFrameIsCentredByTheFrame() {
        let t = layout(ScrollView { Color.red.frame(width: 50, height: 30).id("c") }.id("sv").frame(width: 100, height: 100).id("f"))
        expectFrame(t, "f", 50, 50, 100, 100)
        expectFrame(t, "sv", 75, 50, 50, 100)
        expectFrame(t, "c", 75, 50, 50, 30)
    }

    // MARK: Where the content sits

    @Test func contentLargerThanScrollViewStartsAtTopAndLiesOutsideItsBounds() {
        let t = layout(ScrollView { Color.red.frame(height: 500).id("c") }.id("sv").frame(height: 100))
        expectFrame(t, "sv", 0, 50, 200, 100)
        expectFrame(t, "c", 0, 50, 200, 500)
    }

    @Test func wideContentInHorizontalScrollViewStartsAtLeading() {
        let t = layout(ScrollView(.horizontal) { Color.red.frame(width: 500, height: 30).id("c") }.id("sv"))
        expectFrame(t, "sv", 0, 85, 200, 30)
        expectFrame(t, "c", 0, 85, 500, 30)
    }

    @Test func contentWiderThanAVerticalScrollViewMakesItThatWide() {
        // Across its scrolled axis a scroll view is as large as its content, even past the proposal.
        let t = layout(ScrollView { Color.red.frame(width: 300, height: 30).id("c") }.id("sv"))
        expectFrame(t, "sv", -50, 0, 300, 200)
        expectFrame(t, "c", -50, 0, 300, 30)
    }

    @Test func rightToLeftHorizontalScrollViewStartsAtTheRightEdge() {
        var env = EnvironmentValues()
        env.layoutDirection = .rightToLeft
        let t = layout(ScrollView(.horizontal) { Color.red.frame(width: 500, height: 30).id("c") }.id("sv"), environment: env)
        expectFrame(t, "sv", 0, 85, 200, 30)
        expectFrame(t, "c", -300, 85, 500, 30)
    }

    @Test func severalViewsAreLaidOutInAnImplicitVStack() {
        let t = layout(ScrollView {
            Color.red.frame(width: 50, height: 30).id("a")
            Color.blue.frame(width: 100, height: 40).id("b")
        }.id("sv"))
        expectFrame(t, "sv", 50, 0, 100, 200)
        expectFrame(t, "a", 75, 0, 50, 30)
        expectFrame(t, "b", 50, 38, 100, 40)
        #expect(t.root.children.first?.type == "VStack")
    }

    @Test func horizontalScrollViewStacksSeveralViewsVerticallyInAnImplicitVStackAsSwiftUIDoesWhateverTheAxis() {
        let t = layout(ScrollView(.horizontal) {
            Color.red.frame(width: 50, height: 30).id("a")
            Color.blue.frame(width: 100, height: 40).id("b")
        }.id("sv"))
        expectFrame(t, "sv", 0, 61, 200, 78)
        expectFrame(t, "a", 25, 61, 50, 30)
        expectFrame(t, "b", 0, 99, 100, 40)
    }

    @Test func spacerCollapsesToItsMinimumLengthAlongTheScrolledAxis() {
        let t = layout(ScrollView {
            Color.red.frame(height: 30).id("a")
            Spacer().id("sp")
            Color.blue.frame(height: 30).id("b")
        }.id("sv"))
        expectFrame(t, "a", 0, 0, 200, 30)
        expectFrame(t, "sp", 100, 30, 0, 8)
        expectFrame(t, "b", 0, 38, 200, 30)
        let alone = layout(ScrollView { Spacer().id("sp") }.id("sv"))
        expectFrame(alone, "sv", 100, 0, 0, 200)
        expectFrame(alone, "sp", 100, 0, 0, 8)
    }

    @Test func geometryReaderInVerticalScrollViewGetsTheWidthAndZeroHeight() {
        let t = layout(ScrollView {
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: 20).id("half")
            }.id("g")
        }.id("sv"))
        expectFrame(t, "sv", 0, 0, 200, 200)
        expectFrame(t, "g", 0, 0, 200, 0)
        expectFrame(t, "half", 0, 0, 100, 20)  // a reader places its content top-leading
    }

    @Test func nestedHorizontalScrollViewInVerticalOneIsAsTallAsItsContent() {
        let t = layout(ScrollView {
            ScrollView(.horizontal) {
                HStack(spacing: 10) { ForEach(0..<5) { i in Color.red.frame(width: 80, height: 60).id("cell\(i)") } }
            }.id("row")
            Color.blue.frame(height: 300).id("below")
        }.id("sv"))
        expectFrame(t, "row", 0, 0, 200, 60)
        expectFrame(t, "cell0", 0, 0, 80, 60)
        expectFrame(t, "cell4", 360, 0, 80, 60)
        expectFrame(t, "below", 0, 68, 200, 300)
    }

    @Test func indicatorAndScrollingSettingsDoNotChangeTheLayout() {
        let base = layout(ScrollView { Color.red.frame(width: 50, height: 30).id("c") }.id("sv"))
        let variants = [
            layout(ScrollView(showsIndicators: false) { Color.red.frame(width: 50, height: 30).id("c") }.id("sv")),
            layout(ScrollView { Color.red.frame(width: 50, height: 30).id("c") }.id("sv").scrollDisabled(true)),
            layout(ScrollView { Color.red.frame(width: 50, height: 30).id("c") }.id("sv").scrollIndicators(.hidden)),
        ]
        for v in variants {
            #expect(v.frame(id: "sv") == base.frame(id: "sv"))
            #expect(v.frame(id: "c") == base.frame(id: "c"))
        }
    }

    @Test func scrollSettingsReachTheEnvironment() {
        struct Probe: View {
            @Environment(\.isScrollEnabled) var enabled
            @Environment(\.verticalScrollIndicatorVisibility) var vertical
            @Environment(\.horizontalScrollIndicatorVisibility) var horizontal
            var body: some View {
                Color.red.frame(width: enabled ? 10 : 20, height: vertical == .hidden ? (horizontal == .automatic ? 30 : 40) : 50).id("p")
            }
        }
        expectFrame(layout(Probe()), "p", 95, 75, 10, 50)
        expectFrame(layout(Probe().scrollDisabled(true).scrollIndicators(.hidden, axes: .vertical)), "p", 90, 85, 20, 30)
        expectFrame(layout(Probe().scrollIndicators(.hidden).scrollIndicators(.never)), "p", 95, 80, 10, 40)
    }

    // MARK: Drawing

    @Test func scrollViewClipsItsContentToItsBounds() {
        let v = ScrollView { Color.red.frame(height: 500) }.id("sv").frame(height: 100)
        let vl = ResolvedTree(v)
        vl.layout(in: CGSize(width: 200, height: 200))
        let list = vl.displayList()
        guard let group = list.item(identity: "0/0#sv@group"), case let .group(g) = group.content else {
            Issue.record("no group for the scroll view: \(list.allItems.map(\.identity))")
            return
        }
        guard case let .clip(.rectangle(r), _)? = g.effects.first else {
            Issue.record("the scroll view's group does not clip to a rectangle")
            return
        }
        #expect(r == CGRect(x: 0, y: 50, width: 200, height: 100))
        #expect(g.children.first?.frame == CGRect(x: 0, y: 50, width: 200, height: 500))
    }
}
