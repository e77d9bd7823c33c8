import Foundation
import Testing
import Trellis

/// Conformance cases F: ZStack, overlay and background, GeometryReader, Group, zIndex, position,
/// aspectRatio, offset.
@Suite struct ZStackOverlayConformance {
    @Test(arguments: [
        (Alignment.center, 90.0, 90.0), (.top, 90, 70), (.bottom, 90, 110), (.leading, 70, 90), (.trailing, 110, 90),
        (.topLeading, 70, 70), (.topTrailing, 110, 70), (.bottomLeading, 70, 110), (.bottomTrailing, 110, 110),
    ])
    func case50_zstackAlignments(alignment: Alignment, x: Double, y: Double) {
        let t = layout(ZStack(alignment: alignment) {
            Color.red.frame(width: 60, height: 60).id("red")
            Color.blue.frame(width: 20, height: 20).id("blue")
        }.id("z"))
        expectFrame(t, "z", 70, 70, 60, 60)
        expectFrame(t, "red", 70, 70, 60, 60)
        expectFrame(t, "blue", x, y, 20, 20)
    }

    @Test func case52_overlayAndBackgroundAlignment() {
        let t = layout(ZStack(alignment: .leading) { Color.red.opacity(0.5).frame(width: 200, height: 200).id("red") }.id("z")
            .overlay(alignment: .topLeading) { Color.green.opacity(0.5).frame(width: 100, height: 100).id("green") }
            .background(alignment: .bottomTrailing) { Color.blue.opacity(0.5).frame(width: 100, height: 100).id("blue") })
        expectFrame(t, "z", 0, 0, 200, 200)
        expectFrame(t, "red", 0, 0, 200, 200)
        expectFrame(t, "green", 0, 0, 100, 100)
        expectFrame(t, "blue", 100, 100, 100, 100)
    }

    @Test func zstackLowerPriorityChildDoesNotSizeIt() {
        let t = layout(ZStack {
            Color.red.frame(width: 40, height: 40).id("red").layoutPriority(1)
            Color.blue.id("blue")
        }.id("z"))
        expectFrame(t, "z", 80, 80, 40, 40)
        expectFrame(t, "blue", 80, 80, 40, 40)
    }

    @Test func severalOverlayViewsShareAnImplicitZStack() {
        let t = layout(Color.red.frame(width: 100, height: 100).id("red").overlay(alignment: .bottomTrailing) {
            Color.green.frame(width: 20, height: 20).id("g")
            Color.blue.frame(width: 10, height: 10).id("b")
        })
        expectFrame(t, "red", 50, 50, 100, 100)
        expectFrame(t, "g", 130, 130, 20, 20)
        expectFrame(t, "b", 140, 140, 10, 10)
    }

    @Test func case56_geometryReaderChildrenAtTopLeading() {
        let t = layout(GeometryReader { g in
            Color.blue.frame(width: g.size.width / 2, height: g.size.height / 2).id("blue")
            Color.red.frame(width: g.size.width / 3, height: g.size.height / 3).id("red")
        }.id("geo"))
        expectFrame(t, "geo", 0, 0, 200, 200)
        expectFrame(t, "blue", 0, 0, 100, 100)
        expectFrame(t, "red", 0, 0, 66.6667, 66.6667)
    }

    @Test func geometryReaderIdealSizeIsZero() {
        let t = layout(GeometryReader { _ in Color.red }.id("geo").fixedSize())
        expectFrame(t, "geo", 100, 100, 0, 0)
    }

    @Test func case57_groupModifiersApplyPerChild() {
        let t = layout(Group { Color.red.id("red"); Group { Color.blue.id("blue"); Color.green.id("green") } }
            .frame(width: 100, height: 100))
        #expect(t.root.type == "VStack")
        #expect(t.root.children.count == 3)
        expectRoot(t, 50, -58, 100, 316)
        expectFrame(t, "red", 50, -58, 100, 100)
        expectFrame(t, "blue", 50, 50, 100, 100)
        expectFrame(t, "green", 50, 158, 100, 100)
    }

    @Test func case58_zIndexAndRotationDoNotAffectLayout() {
        let t = layout(VStack {
            Rectangle().fill(Color.yellow).frame(width: 100, height: 100).zIndex(1).id("yellow")
            Rectangle().fill(Color.red).frame(width: 100, height: 100).rotationEffect(.degrees(45)).id("red")
        }.id("v"))
        expectFrame(t, "v", 50, -4, 100, 208)
        expectFrame(t, "yellow", 50, -4, 100, 100)
        expectFrame(t, "red", 50, 104, 100, 100)
    }

    @Test func positionTakesProposalAndCentresChild() {
        let t = layout(Color.red.frame(width: 20, height: 20).id("red").position(x: 30, y: 40).id("pos"))
        expectFrame(t, "pos", 0, 0, 200, 200)
        expectFrame(t, "red", 20, 30, 20, 20)
    }

    @Test func offsetMovesWithoutChangingLayout() {
        let t = layout(HStack {
            Color.red.frame(width: 20, height: 20).id("red").offset(x: 5, y: -5).id("off")
            Color.blue.frame(width: 20, height: 20).id("blue")
        })
        expectFrame(t, "off", 76, 90, 20, 20)
        expectFrame(t, "red", 81, 85, 20, 20)
        expectFrame(t, "blue", 104, 90, 20, 20)
    }

    @Test func aspectRatioFitAndFill() {
        let fit = layout(Color.red.aspectRatio(2, contentMode: .fit).id("r"))
        expectFrame(fit, "r", 0, 50, 200, 100)
        let fill = layout(Color.red.aspectRatio(2, contentMode: .fill).id("r"))
        expectFrame(fill, "r", -100, 0, 400, 200)
        // nil ratio: the child's ideal size (10×10) decides, a square.
        let square = layout(Color.red.scaledToFit().id("r"), 200, 100)
        expectFrame(square, "r", 50, 0, 100, 100)
        let sized = layout(Color.red.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit).id("r"))
        expectFrame(sized, "r", 50, 0, 100, 200)
    }

    @Test func fixedSizeCentresChild() {
        // The child's ideal is larger than the proposal: fixedSize lets it overflow, centred.
        let t = layout(Color.red.frame(idealWidth: 300, idealHeight: 50).id("red").fixedSize().id("fs"), 200, 200)
        expectFrame(t, "fs", -50, 75, 300, 50)
        expectFrame(t, "red", -50, 75, 300, 50)
    }
}
