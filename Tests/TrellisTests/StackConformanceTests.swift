import Foundation
import Testing
import Trellis

/// Conformance cases A (HStack / VStack basics) from the shared reference, with SwiftUI's frames.
@Suite struct StackConformance {
    @Test func case01_hstackOfFixedSquaresInFrame() {
        let t = layout(
            HStack {
                Color.red.frame(width: 50, height: 50).id("red")
                Color.blue.frame(width: 50, height: 50).id("blue")
            }.id("stack")
            .frame(width: 150, height: 150).id("frame")
            .background { Color.black.id("black") }
        )
        expectFrame(t, "frame", 25, 25, 150, 150)
        expectFrame(t, "black", 25, 25, 150, 150)
        expectFrame(t, "stack", 46, 75, 108, 50)
        expectFrame(t, "red", 46, 75, 50, 50)
        expectFrame(t, "blue", 104, 75, 50, 50)
    }

    @Test func case02_vstackOfFixedSquaresInFrame() {
        let t = layout(
            VStack {
                Color.red.frame(width: 50, height: 50).id("red")
                Color.blue.frame(width: 50, height: 50).id("blue")
            }.id("stack")
            .frame(width: 150, height: 150).background { Color.black.id("black") }
        )
        expectFrame(t, "black", 25, 25, 150, 150)
        expectFrame(t, "stack", 75, 46, 50, 108)
        expectFrame(t, "red", 75, 46, 50, 50)
        expectFrame(t, "blue", 75, 104, 50, 50)
    }

    static func nested(framed: Bool) -> LayoutTree {
        let v = VStack {
            Color.red.frame(width: 40, height: 40).id("red")
            Color.blue.frame(width: 40, height: 40).id("blue")
            HStack {
                Color.green.frame(width: 40, height: 40).id("green")
                Color.yellow.frame(width: 40, height: 40).id("yellow")
            }.id("h")
        }.id("v")
        return framed ? layout(v.frame(width: 150, height: 150)) : layout(v)
    }

    @Test(arguments: [false, true]) func case03_nestedHInV(framed: Bool) {
        let t = Self.nested(framed: framed)
        expectFrame(t, "v", 56, 32, 88, 136)
        expectFrame(t, "red", 80, 32, 40, 40)
        expectFrame(t, "blue", 80, 80, 40, 40)
        expectFrame(t, "h", 56, 128, 88, 40)
        expectFrame(t, "green", 56, 128, 40, 40)
        expectFrame(t, "yellow", 104, 128, 40, 40)
    }

    @Test func case04_explicitSpacing() {
        let t = layout(VStack(spacing: 20) {
            Color.red.frame(width: 40, height: 40).id("red")
            Color.blue.frame(width: 40, height: 40).id("blue")
            HStack(spacing: 30) {
                Color.green.frame(width: 40, height: 40).id("green")
                Color.yellow.frame(width: 40, height: 40).id("yellow")
            }.id("h")
        }.id("v").background { Color.black })
        expectFrame(t, "v", 45, 20, 110, 160)
        expectFrame(t, "red", 80, 20, 40, 40)
        expectFrame(t, "blue", 80, 80, 40, 40)
        expectFrame(t, "h", 45, 140, 110, 40)
        expectFrame(t, "green", 45, 140, 40, 40)
        expectFrame(t, "yellow", 115, 140, 40, 40)
    }

    @Test func case05_leadingAndTopAlignment() {
        let t = layout(VStack(alignment: .leading) {
            Color.red.frame(width: 30, height: 30).id("red")
            Color.blue.frame(width: 40, height: 40).id("blue")
            HStack(alignment: .top) {
                Color.green.frame(width: 50, height: 50).id("green")
                Color.yellow.frame(width: 60, height: 60).id("yellow")
            }.id("h")
        }.id("v"))
        expectFrame(t, "v", 41, 27, 118, 146)
        expectFrame(t, "red", 41, 27, 30, 30)
        expectFrame(t, "blue", 41, 65, 40, 40)
        expectFrame(t, "h", 41, 113, 118, 60)
        expectFrame(t, "green", 41, 113, 50, 50)
        expectFrame(t, "yellow", 99, 113, 60, 60)
    }

    @Test func case06_allFlexible() {
        let t = layout(VStack {
            Color.red.id("red"); Color.blue.id("blue")
            HStack { Color.green.id("green"); Color.yellow.id("yellow") }.id("h")
        }.id("v"))
        expectFrame(t, "v", 0, 0, 200, 200)
        expectFrame(t, "red", 0, 0, 200, 61.3333)
        expectFrame(t, "blue", 0, 69.3333, 200, 61.3333)
        expectFrame(t, "h", 0, 138.6667, 200, 61.3333)
        expectFrame(t, "green", 0, 138.6667, 96, 61.3333)
        expectFrame(t, "yellow", 104, 138.6667, 96, 61.3333)
    }

    @Test func case07_layoutPriorityTakesEverything() {
        let t = layout(VStack {
            Color.red.id("red"); Color.blue.layoutPriority(1).id("blue")
            HStack { Color.green.id("green"); Color.yellow.id("yellow") }.id("h")
        })
        expectFrame(t, "red", 0, 0, 200, 0)
        expectFrame(t, "blue", 0, 8, 200, 184)
        expectFrame(t, "h", 0, 200, 200, 0)
        expectFrame(t, "green", 0, 200, 96, 0)
        expectFrame(t, "yellow", 104, 200, 96, 0)
    }

    @Test func case08_leastFlexibleFirst() {
        let t = layout(VStack(spacing: 20) {
            Color.red.id("red"); Color.yellow.frame(width: 10, height: 10).id("yellow"); Color.blue.id("blue")
        })
        expectFrame(t, "red", 0, 0, 200, 75)
        expectFrame(t, "yellow", 95, 95, 10, 10)
        expectFrame(t, "blue", 0, 125, 200, 75)
    }

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

    @Test func case17_boundedChildInVStack() {
        let t = layout(VStack { Color.red.id("red"); Color.green.frame(maxHeight: 30).id("green"); Color.blue.id("blue") })
        expectFrame(t, "red", 0, 0, 200, 77)
        expectFrame(t, "green", 0, 85, 200, 30)
        expectFrame(t, "blue", 0, 123, 200, 77)
    }

    @Test func case18_bottomAlignment() {
        let t = layout(HStack(alignment: .bottom) {
            Color.red.frame(width: 30, height: 60).id("red")
            Color.green.frame(width: 30, height: 20).id("green")
            Color.blue.frame(width: 30, height: 40).id("blue")
        }.id("h"))
        expectFrame(t, "h", 47, 70, 106, 60)
        expectFrame(t, "red", 47, 70, 30, 60)
        expectFrame(t, "green", 85, 110, 30, 20)
        expectFrame(t, "blue", 123, 90, 30, 40)
    }

    @Test func case19_fixedSizeStackOfFlexibleColors() {
        let t = layout(HStack { Color.red.id("red"); Color.blue.id("blue") }.id("h").fixedSize())
        expectFrame(t, "h", 86, 95, 28, 10)
        expectFrame(t, "red", 86, 95, 10, 10)
        expectFrame(t, "blue", 104, 95, 10, 10)
    }

    @Test func case20_fixedSizeOnOneAxisInVStack() {
        let t = layout(VStack { Color.red.id("red").fixedSize(horizontal: true, vertical: false); Color.blue.id("blue") })
        expectFrame(t, "red", 95, 0, 10, 96)
        expectFrame(t, "blue", 0, 104, 200, 96)
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
