import Foundation
import Testing
import Trellis

/// Conformance cases A (HStack / VStack basics) from the shared reference that the fixtures in
/// `Tests/Fixtures/Conformance` do not cover as written here: another window, the state before a
/// change, an empty stack.
@Suite struct StackConformance {
    @Test func case09_threeEqualFlexibleChildren() {
        let t = layout(HStack(spacing: 0) {
            Rectangle().fill(.red).id("red"); Rectangle().fill(.green).id("green"); Rectangle().fill(.blue).id("blue")
        }.frame(width: 300, height: 100).id("frame"), 400, 400)
        expectFrame(t, "frame", 50, 150, 300, 100)
        expectFrame(t, "red", 50, 150, 100, 100)
        expectFrame(t, "green", 150, 150, 100, 100)
        expectFrame(t, "blue", 250, 150, 100, 100)
    }

    @Test func case14_fixedWidthChildGoesFirst() {
        let t = layout(HStack(spacing: 0) {
            Color.blue.id("blue"); Color.yellow.frame(width: 100).id("yellow")
        }.frame(width: 150, height: 100).id("frame"))
        expectFrame(t, "frame", 25, 50, 150, 100)
        expectFrame(t, "blue", 25, 50, 50, 100)
        expectFrame(t, "yellow", 75, 50, 100, 100)
    }

    @Test func case15_flexibleFrameWithBounds() {
        let t = layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 50, maxWidth: 80).id("red"); Color.blue.id("blue")
        }.id("stack").frame(width: 200, height: 50))
        expectFrame(t, "stack", 0, 75, 200, 50)
        expectFrame(t, "red", 0, 75, 80, 50)
        expectFrame(t, "blue", 80, 75, 120, 50)
    }

    @Test func case59_conditionalChildAppears() {
        // The reference flips `show` in a task; the snapshot is the final state (and the initial one).
        for show in [false, true] {
            let t = layout(VStack {
                Color.red.id("red")
                if show { Color.blue.id("blue") }
            })
            if show {
                expectFrame(t, "red", 0, 0, 200, 96)
                expectFrame(t, "blue", 0, 104, 200, 96)
            } else {
                expectFrame(t, "red", 0, 0, 200, 200)
                #expect(t.frame(id: "blue") == nil)
            }
        }
    }

    @Test func emptyStackIsZeroSizedAndCentred() {
        let t = layout(HStack {}.id("h"))
        expectFrame(t, "h", 100, 100, 0, 0)
    }
}
