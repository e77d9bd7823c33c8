import Foundation
import Testing
import Trellis

extension VerticalAlignment {
    /// A custom guide that lines up views in different nested stacks.
    enum MidRow: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
    }
    static let midRow = VerticalAlignment(MidRow.self)
}

extension HorizontalAlignment {
    enum Pivot: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
    }
    static let pivot = HorizontalAlignment(Pivot.self)
}

/// Conformance cases G: alignment guides, their propagation through containers, custom guides.
@Suite struct AlignmentConformance {
    @Test func case61_guideComputedFromDimensions() {
        let t = layout(VStack(alignment: .leading) {
            Color.red.frame(width: 50, height: 20).id("red")
            Color.blue.frame(width: 80, height: 20).id("blue").alignmentGuide(.leading) { d in d.width / 2 }
        }.id("v"))
        expectFrame(t, "v", 55, 76, 90, 48)
        expectFrame(t, "red", 95, 76, 50, 20)
        expectFrame(t, "blue", 55, 104, 80, 20)
    }

    @Test func case63_builtInGuideDoesNotEscapeContainer() {
        let inner = layout(HStack(alignment: .top) {
            VStack { Color.red.frame(width: 40, height: 40).id("red").alignmentGuide(.top) { _ in 20 } }
            Color.blue.frame(width: 40, height: 40).id("blue")
        }.id("h"))
        expectFrame(inner, "h", 56, 80, 88, 40)
        expectFrame(inner, "red", 56, 80, 40, 40)
        expectFrame(inner, "blue", 104, 80, 40, 40)
        let direct = layout(HStack(alignment: .top) {
            Color.red.frame(width: 40, height: 40).id("red").alignmentGuide(.top) { _ in 20 }
            Color.blue.frame(width: 40, height: 40).id("blue")
        }.id("h"))
        expectFrame(direct, "h", 56, 70, 88, 60)
        expectFrame(direct, "red", 56, 70, 40, 40)
        expectFrame(direct, "blue", 104, 90, 40, 40)
    }

    @Test func case63_guideSurvivesUnaryModifiers() {
        // Frames and padding forward their child's explicit guides, shifted by the child's offset.
        let t = layout(HStack(alignment: .top) {
            Color.red.frame(width: 40, height: 40).id("red").alignmentGuide(.top) { _ in 20 }.padding(5)
            Color.blue.frame(width: 40, height: 40).id("blue")
        })
        // The padded red's top guide is 5 + 20 = 25: red's padding box starts 25 above blue's top.
        let red = t.frame(id: "red")!, blue = t.frame(id: "blue")!
        #expect(abs((red.minY - 5) - (blue.minY - 25)) < 0.01)
    }

    @Test func customGuideCrossesNestedStacks() {
        let t = layout(HStack(alignment: .midRow) {
            VStack {
                Color.red.frame(width: 20, height: 20).id("a")
                Color.green.frame(width: 30, height: 30).id("b").alignmentGuide(.midRow) { d in d[VerticalAlignment.center] }
                Color.red.frame(width: 20, height: 20).id("c")
            }.id("left")
            VStack {
                Color.blue.frame(width: 40, height: 40).id("x").alignmentGuide(.midRow) { d in d[VerticalAlignment.center] }
                Color.blue.frame(width: 40, height: 40).id("y")
            }.id("right")
        }.id("h"))
        expectFrame(t, "h", 61, 44.5, 78, 111)
        expectFrame(t, "left", 61, 44.5, 30, 86)
        expectFrame(t, "b", 61, 72.5, 30, 30)
        expectFrame(t, "right", 99, 67.5, 40, 88)
        expectFrame(t, "x", 99, 67.5, 40, 40)
        #expect(abs(t.frame(id: "b")!.midY - t.frame(id: "x")!.midY) < 0.01)
    }

    @Test func customHorizontalGuideAcrossVStacks() {
        // The pivot of the second row lines up with the pivot of the first, through an HStack.
        let t = layout(VStack(alignment: .pivot) {
            HStack(spacing: 0) {
                Color.red.frame(width: 30, height: 10).id("r1")
                Color.blue.frame(width: 10, height: 10).id("p1").alignmentGuide(.pivot) { d in d[HorizontalAlignment.center] }
            }
            HStack(spacing: 0) {
                Color.blue.frame(width: 10, height: 10).id("p2").alignmentGuide(.pivot) { d in d[HorizontalAlignment.center] }
                Color.red.frame(width: 50, height: 10).id("r2")
            }
        })
        #expect(abs(t.frame(id: "p1")!.midX - t.frame(id: "p2")!.midX) < 0.01)
        // Width: 35 left of the pivot (row 1) + 55 right of it (row 2) = 90.
        expectRoot(t, 55, 86, 90, 28)
    }

    @Test func customGuideAveragesSeveralExplicitValues() {
        // Two children of the inner stack set the guide: the stack exports their average.
        let t = layout(HStack(alignment: .midRow) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).alignmentGuide(.midRow) { _ in 0 }
                Color.red.frame(width: 10, height: 10).alignmentGuide(.midRow) { _ in 0 }
            }.id("inner")
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.midRow) { _ in 0 }.id("blue")
        })
        // Explicit values 0 and 10 in the inner stack average to 5.
        #expect(abs(t.frame(id: "blue")!.minY - (t.frame(id: "inner")!.minY + 5)) < 0.01)
    }

    @Test func viewDimensionsExplicitSubscript() {
        final class Box: @unchecked Sendable { var explicit: CGFloat?? = .none; var plain: CGFloat?? = .none }
        let box = Box()
        _ = layout(VStack(alignment: .leading) {
            Color.red.frame(width: 40, height: 20)
                .alignmentGuide(.trailing) { _ in 7 }
                .alignmentGuide(.leading) { d in
                    box.explicit = .some(d[explicit: .trailing])
                    box.plain = .some(d[explicit: .top])
                    return d[.trailing]
                }
        })
        #expect(box.explicit == .some(7))
        #expect(box.plain == .some(nil))
    }

    @Test func zstackWithCustomGuideChild() {
        let t = layout(ZStack(alignment: Alignment(horizontal: .pivot, vertical: .top)) {
            Color.red.frame(width: 60, height: 60).id("red")
            Color.blue.frame(width: 20, height: 20).id("blue").alignmentGuide(.pivot) { _ in -10 }
        }.id("z"))
        // blue's pivot (-10 from its leading edge) meets red's (0): blue sits 10 right of red.
        #expect(abs(t.frame(id: "blue")!.minX - (t.frame(id: "red")!.minX + 10)) < 0.01)
    }
}
