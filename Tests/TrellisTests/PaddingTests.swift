import Foundation
import Testing
import Trellis

/// Conformance cases E: padding (default 16, per-edge, inside stacks, negative).
@Suite struct PaddingConformance {
    static var content: some View { Color.blue.frame(width: 50, height: 30).id("blue") }

    @Test func case45_uniformPadding() {
        let t1 = layout(Self.content.padding().background(Color.red.id("red")))
        expectFrame(t1, "red", 59, 69, 82, 62)
        expectFrame(t1, "blue", 75, 85, 50, 30)
        let t2 = layout(Self.content.padding(20).background(Color.red.id("red")))
        expectFrame(t2, "red", 55, 65, 90, 70)
        expectFrame(t2, "blue", 75, 85, 50, 30)
        let t3 = layout(Self.content.padding(0).background(Color.red.id("red")))
        expectFrame(t3, "red", 75, 85, 50, 30)
        expectFrame(t3, "blue", 75, 85, 50, 30)
    }

    @Test func case48_paddingInsideVStack() {
        let t = layout(VStack(spacing: 0) {
            Color.blue.frame(height: 30).id("blue").padding(.bottom, 20).background(Color.red.id("red"))
            Color.green.frame(height: 30).id("green").padding(.top, 15).background(Color.yellow.id("yellow"))
        }.id("v"))
        expectFrame(t, "v", 0, 52.5, 200, 95)
        expectFrame(t, "red", 0, 52.5, 200, 50)
        expectFrame(t, "blue", 0, 52.5, 200, 30)
        expectFrame(t, "yellow", 0, 102.5, 200, 45)
        expectFrame(t, "green", 0, 117.5, 200, 30)
    }

    @Test func case48_paddingInsideHStack() {
        let t = layout(HStack(spacing: 0) {
            Color.blue.frame(width: 50).id("blue").padding(.trailing, 25).background(Color.red.id("red"))
            Color.green.frame(width: 50).id("green").padding(.leading, 15).background(Color.yellow.id("yellow"))
        }.id("h"))
        expectFrame(t, "h", 30, 0, 140, 200)
        expectFrame(t, "red", 30, 0, 75, 200)
        expectFrame(t, "blue", 30, 0, 50, 200)
        expectFrame(t, "yellow", 105, 0, 65, 200)
        expectFrame(t, "green", 120, 0, 50, 200)
    }

    @Test func case49_paddingOnFlexibleView() {
        let t = layout(Color.red.id("red").padding(10).id("pad"))
        expectFrame(t, "pad", 0, 0, 200, 200)
        expectFrame(t, "red", 10, 10, 180, 180)
    }

    @Test func case49_negativePadding() {
        let t = layout(Color.red.frame(width: 50, height: 50).id("red").padding(-10).id("pad"))
        expectFrame(t, "pad", 85, 85, 30, 30)
        expectFrame(t, "red", 75, 75, 50, 50)
    }

    @Test func edgeInsetsAndEdgeSets() {
        let t = layout(Self.content.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("pad"))
        expectFrame(t, "pad", 72, 83, 56, 34)
        expectFrame(t, "blue", 74, 84, 50, 30)
        let h = layout(Self.content.padding(.horizontal).id("pad"))
        expectFrame(h, "pad", 59, 85, 82, 30)
        let v = layout(Self.content.padding(.vertical, 5).id("pad"))
        expectFrame(v, "pad", 75, 80, 50, 40)
    }

    /// Padding keeps its lengths exactly (points are doubles, as CGFloat is on Apple platforms):
    /// 0.1 + 50 + 0.1 is that double, not the sum of single-precision insets. Compared bit for
    /// bit, symmetric insets (kept inline) and others (kept in a box) alike.
    @Test func paddingLengthsAreExact() {
        // Expected values computed first, as CGFloat: inside #expect a literal can be typed otherwise.
        let tenth: CGFloat = 0.1
        let t = layout(Self.content.padding(tenth).id("pad"))
        let width: CGFloat = 50 + (tenth + tenth)
        #expect(t.frame(id: "pad")?.width == width)
        let x: CGFloat = (200 - width) / 2 + tenth
        #expect(t.frame(id: "blue")?.minX == x)
        let insets = EdgeInsets(top: 0.1, leading: 0.3, bottom: 0.7, trailing: 1.1)
        let u = layout(Self.content.padding(insets).id("pad"))
        let height: CGFloat = 30 + (insets.top + insets.bottom)
        #expect(u.frame(id: "pad")?.height == height)
        let ux: CGFloat = (200 - (50 + (insets.leading + insets.trailing))) / 2 + insets.leading
        #expect(u.frame(id: "blue")?.minX == ux)
    }

    @Test func paddingShrinksProposalButNeverBelowZero() {
        let t = layout(Color.red.id("red").padding(150).id("pad"))
        expectFrame(t, "pad", -50, -50, 300, 300)
        expectFrame(t, "red", 100, 100, 0, 0)
    }
}
