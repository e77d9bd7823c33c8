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

    @Test func case57_groupModifiersApplyPerChild() {
        let t = layout(Group { Color.red.id("red"); Group { Color.blue.id("blue"); Color.green.id("green") } }
            .frame(width: 100, height: 100))
        #expect(t.root.type == "VStack")
        #expect(t.root.children.count == 3)
        #expect(abs(t.root.children[0].frame.y - -58) < 0.01)
        #expect(abs(t.root.children[1].frame.y - 50) < 0.01)
        #expect(abs(t.root.children[2].frame.y - 158) < 0.01)
    }
}
