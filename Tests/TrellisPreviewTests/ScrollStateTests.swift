import Foundation
import Testing
import Trellis
@testable import TrellisPreview

/// The previewer's scroll routing without a display: which scroll view a notch or a page key moves,
/// by how much, and the indicator bars.
struct ScrollStateTests {
    /// A vertical scroll view (200 x 200 window) holding a 150-tall band and then a horizontal
    /// scroll view of five 100-wide tiles (60 tall), then 300 more points.
    static func nested(_ env: EnvironmentValues = EnvironmentValues()) -> ResolvedTree {
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.gray.frame(width: 200, height: 150)
                ScrollView(.horizontal) {
                    HStack(spacing: 0) { ForEach(0..<5, id: \.self) { _ in Color.blue.frame(width: 100, height: 60) } }
                }.id("inner")
                Color.gray.frame(width: 200, height: 300)
            }
        }.id("outer")
        let l = ResolvedTree(view, environment: env)
        l.layout(in: CGSize(width: 200, height: 200))
        return l
    }

    @Test("buttons 4-7 and Shift map to directions; other buttons are not wheels")
    func wheelButtons() {
        #expect(WheelDirection(button: 4, shift: false) == .up && WheelDirection(button: 5, shift: false) == .down)
        #expect(WheelDirection(button: 4, shift: true) == .left && WheelDirection(button: 5, shift: true) == .right)
        #expect(WheelDirection(button: 6, shift: false) == .left && WheelDirection(button: 7, shift: false) == .right)
        #expect(WheelDirection(button: 1, shift: false) == nil)
    }

    @Test("a vertical notch over the inner horizontal scroll view moves the outer one; a horizontal one the inner")
    func innermostThatCanMoveThatWay() {
        let l = Self.nested(), s = ScrollState()
        let overInner = CGPoint(x: 100, y: 170)
        #expect(s.wheel(.down, at: overInner, in: l, zoom: 1, now: 0))
        #expect(l.scrollOffsets == ["0#outer": CGPoint(x: 0, y: 40)])
        #expect(s.wheel(.right, at: CGPoint(x: 100, y: 130), in: l, zoom: 1, now: 0))  // the inner is now at y 110...170
        #expect(l.scrollOffsets["0/0/1#inner"] == CGPoint(x: 40, y: 0))
        // Left past the start: the inner is back at 0, and nothing else scrolls horizontally.
        #expect(s.wheel(.left, at: CGPoint(x: 100, y: 130), in: l, zoom: 1, now: 0))
        #expect(!s.wheel(.left, at: CGPoint(x: 100, y: 130), in: l, zoom: 1, now: 0))
        // Outside every scroll view nothing moves; a zoomed-out window scrolls more layout points per notch.
        #expect(!s.wheel(.down, at: CGPoint(x: 300, y: 10), in: l, zoom: 1, now: 0))
        #expect(s.wheel(.down, at: CGPoint(x: 10, y: 10), in: l, zoom: 0.5, now: 0))
        #expect(l.scrollOffsets["0#outer"] == CGPoint(x: 0, y: 120))
    }

    @Test("right-to-left: a notch to the left reveals what lies to the left, the leading offset grows")
    func rightToLeftWheel() {
        var env = EnvironmentValues()
        env.layoutDirection = .rightToLeft
        let l = Self.nested(env), s = ScrollState()
        #expect(!s.wheel(.right, at: CGPoint(x: 100, y: 170), in: l, zoom: 1, now: 0))
        #expect(s.wheel(.left, at: CGPoint(x: 100, y: 170), in: l, zoom: 1, now: 0))
        #expect(l.scrollOffsets["0/0/1#inner"] == CGPoint(x: 40, y: 0))
    }

    @Test("Page Down pages by the height less 40, End goes to the bottom, Home back to the top")
    func pages() {
        let l = Self.nested(), s = ScrollState()
        #expect(s.page(.down, at: nil, in: l, now: 0))
        #expect(l.scrollOffsets["0#outer"] == CGPoint(x: 0, y: 160))
        #expect(s.page(.bottom, at: nil, in: l, now: 0))
        #expect(l.scrollOffsets["0#outer"] == CGPoint(x: 0, y: 310))
        #expect(!s.page(.down, at: nil, in: l, now: 0))
        #expect(s.page(.top, at: CGPoint(x: 5, y: 5), in: l, now: 0))
        #expect(l.scrollOffsets.isEmpty)
    }

    @Test("indicators: shown after a scroll, faded out 0.75 s later; a vertical bar 3 pt wide, 3 pt inside the edge")
    func indicators() throws {
        let l = Self.nested(), s = ScrollState()
        #expect(s.indicators(in: l, colorScheme: .light, now: 0).isEmpty)
        _ = s.wheel(.down, at: CGPoint(x: 10, y: 10), in: l, zoom: 1, now: 10)
        let bars = s.indicators(in: l, colorScheme: .light, now: 10.2)
        let bar = try #require(bars.first)
        #expect(bars.count == 1 && bar.opacity == 1 && !bar.dark)
        // Track 194, length 194 x 200/510, moved (194 - length) x 40/310 from y 3.
        let length = 194.0 * 200 / 510
        #expect(abs(bar.rect.minX - 194) < 0.01 && bar.rect.width == 3 && abs(bar.rect.height - length) < 0.01)
        #expect(abs(bar.rect.minY - (3 + (194 - length) * 40 / 310)) < 0.01)
        #expect(s.indicators(in: l, colorScheme: .light, now: 10.6).first.map { $0.opacity > 0 && $0.opacity < 1 } == true)
        #expect(s.indicators(in: l, colorScheme: .light, now: 10.8).isEmpty)
        #expect(!s.isShowingIndicators(now: 10.8))
    }

    @Test("showsIndicators: false and .scrollIndicators(.hidden) draw no bar while scrolling")
    func hiddenIndicators() {
        for view in [AnyView(ScrollView(showsIndicators: false) { Color.red.frame(height: 500) }),
                     AnyView(ScrollView { Color.red.frame(height: 500) }.scrollIndicators(.hidden))] {
            let l = ResolvedTree(view)
            l.layout(in: CGSize(width: 200, height: 200))
            let s = ScrollState()
            #expect(s.wheel(.down, at: CGPoint(x: 100, y: 100), in: l, zoom: 1, now: 0))
            #expect(l.scrollViews.first?.indicatorAxes == [])
            #expect(s.indicators(in: l, colorScheme: .dark, now: 0.1).isEmpty)
        }
        let shown = ResolvedTree(ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 500, height: 500) }
            .scrollIndicators(.never, axes: .horizontal))
        shown.layout(in: CGSize(width: 200, height: 200))
        #expect(shown.scrollViews.first?.indicatorAxes == [.vertical])
    }

    @Test("the log field lists scrolled scroll views only")
    func logField() {
        let l = Self.nested()
        #expect(ScrollState.logField(l) == nil)
        l.setScrollOffset(CGPoint(x: 0, y: 12.5), forScrollViewAt: "0#outer")
        l.setScrollOffset(CGPoint(x: 30, y: 0), forScrollViewAt: "0/0/1#inner")
        #expect(ScrollState.logField(l) == "scroll=0,12.5;30,0")
    }
}
