import Foundation
import Testing
import Trellis

/// Conformance cases D: fixed and flexible frames.
@Suite struct FrameConformance {
    @Test func case37_emptyFrameAndFixedFrame() {
        let t1 = layout(Color.red.id("red").frame().id("frame"))
        expectFrame(t1, "frame", 0, 0, 200, 200)
        expectFrame(t1, "red", 0, 0, 200, 200)
        let t2 = layout(Color.red.id("red").frame(width: 50, height: 50).id("frame"))
        expectFrame(t2, "frame", 75, 75, 50, 50)
        expectFrame(t2, "red", 75, 75, 50, 50)
    }

    @Test func case39_maxWidthInfinityFills() {
        let t1 = layout(Color.red.frame(width: 60, height: 20).id("child").frame(maxWidth: .infinity).id("frame"))
        expectFrame(t1, "frame", 0, 90, 200, 20)
        expectFrame(t1, "child", 70, 90, 60, 20)
        let t2 = layout(Color.red.frame(width: 60, height: 20).id("child").frame(maxWidth: .infinity, alignment: .leading).id("frame"))
        expectFrame(t2, "frame", 0, 90, 200, 20)
        expectFrame(t2, "child", 0, 90, 60, 20)
    }

    @Test func case40_minWidthLargerThanContent() {
        let t1 = layout(Color.red.frame(width: 60, height: 20).id("child").frame(minWidth: 150).id("min"))
        expectFrame(t1, "min", 25, 90, 150, 20)
        expectFrame(t1, "child", 70, 90, 60, 20)
        let t2 = layout(Color.red.frame(width: 60, height: 20).id("child").frame(minWidth: 150).id("min")
            .frame(width: 100, height: 50).id("outer"))
        expectFrame(t2, "outer", 50, 75, 100, 50)
        expectFrame(t2, "min", 25, 90, 150, 20)
        expectFrame(t2, "child", 70, 90, 60, 20)
    }

    @Test func case43_frameAlignment() {
        let t = layout(Color.red.frame(width: 40, height: 40).id("red").frame(width: 100, height: 100, alignment: .topLeading).id("outer"))
        expectFrame(t, "outer", 50, 50, 100, 100)
        expectFrame(t, "red", 50, 50, 40, 40)
    }

    @Test(arguments: [
        (Alignment.topLeading, 50.0, 50.0), (.top, 80, 50), (.topTrailing, 110, 50),
        (.leading, 50, 80), (.center, 80, 80), (.trailing, 110, 80),
        (.bottomLeading, 50, 110), (.bottom, 80, 110), (.bottomTrailing, 110, 110),
    ])
    func frameAlignments(alignment: Alignment, x: Double, y: Double) {
        let t = layout(Color.red.frame(width: 40, height: 40).id("red").frame(width: 100, height: 100, alignment: alignment))
        expectFrame(t, "red", x, y, 40, 40)
    }

    // Case 44: SwiftUI normalises the flexible frame's bounds (min >= 0, ideal >= min, max >= ideal).
    // The stored values are not public; their effect on sizes is.
    @Test func case44_negativeMinimumBecomesZero() {
        // min -10 → 0, so a negative ideal is raised to 0 as well (without the clamp it would stay -5).
        let t = layout(Color.red.frame(minWidth: -10, idealWidth: -5).id("f").fixedSize(horizontal: true, vertical: false))
        expectFrame(t, "f", 100, 0, 0, 200)
        let t2 = layout(Color.red.frame(minWidth: -.infinity, idealWidth: -3).id("f").fixedSize(horizontal: true, vertical: false))
        expectFrame(t2, "f", 100, 0, 0, 200)
        let t3 = layout(Color.red.frame(minWidth: -.infinity, maxWidth: 50).id("f"))
        expectFrame(t3, "f", 75, 0, 50, 200)
    }

    @Test func case44_idealBelowMinimumIsRaised() {
        // ideal 10 with min 20: the ideal (asked for by fixedSize) is 20.
        let t = layout(Color.red.frame(minWidth: 20, idealWidth: 10).id("f").fixedSize(horizontal: true, vertical: false))
        expectFrame(t, "f", 90, 0, 20, 200)
    }

    @Test func case44_maxBelowIdealIsRaised() {
        // max 20 with ideal 30: the maximum becomes 30, so a large proposal gives 30.
        let t = layout(Color.red.frame(idealWidth: 30, maxWidth: 20).id("f"))
        expectFrame(t, "f", 85, 0, 30, 200)
    }

    @Test func case44_storedValuesUnchangedWhenOrdered() {
        let f = Color.red.frame(minWidth: 10, idealWidth: 20, maxWidth: 30).id("f")
        expectFrame(layout(f), "f", 85, 0, 30, 200)                              // large proposal → max
        expectFrame(layout(f.fixedSize(horizontal: true, vertical: false)), "f", 90, 0, 20, 200)  // ideal
        expectFrame(layout(f.frame(width: 5)), "f", 95, 0, 10, 200)              // small proposal → min
    }

    @Test func flexibleFrameOnlyMinOrOnlyMax() {
        // only min: max(min(proposal, child), min); only max: min(max(proposal, child), max).
        let onlyMin = layout(Color.red.frame(width: 60, height: 20).frame(minWidth: 40).id("f"))
        expectFrame(onlyMin, "f", 70, 90, 60, 20)
        let onlyMax = layout(Color.red.frame(width: 60, height: 20).frame(maxWidth: 40).id("f"))
        expectFrame(onlyMax, "f", 80, 90, 40, 20)
        let flexibleMax = layout(Color.red.frame(width: 60, height: 20).frame(maxWidth: 300).id("f"))
        expectFrame(flexibleMax, "f", 0, 90, 200, 20)
    }

    @Test func idealSizeOfFlexibleFrameWithoutIdealIsChildIdeal() {
        let t = layout(Color.red.frame(maxWidth: .infinity, maxHeight: .infinity).id("f").fixedSize())
        expectFrame(t, "f", 95, 95, 10, 10)
    }

    @Test func fixedFrameOnOneAxisAsksChildForTheOther() {
        let t = layout(Color.red.frame(width: 30).id("f"))
        expectFrame(t, "f", 85, 0, 30, 200)
        let t2 = layout(Color.red.frame(height: 30).id("f").fixedSize())
        expectFrame(t2, "f", 95, 85, 10, 30)
    }
}
