import Foundation
import Testing
@testable import Trellis

/// containerRelativeFrame (facts and sources at the top of Modifiers/ContainerRelativeFrame.swift).
/// Windows are 200×200 unless stated; the root is centred in the window's safe area.
@Suite struct ContainerRelativeFrameTests {
    @Test func theWindowLessItsSafeAreaIsTheContainer() {
        let t = LayoutTree(of: Color.red.containerRelativeFrame(.horizontal).id("c"), in: CGSize(width: 200, height: 200),
                           safeArea: EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0))
        expectFrame(t, "c", 0, 20, 200, 170)
        let both = LayoutTree(of: Color.red.frame(width: 10, height: 10).containerRelativeFrame([.horizontal, .vertical]).id("c"),
                              in: CGSize(width: 200, height: 200), safeArea: EdgeInsets(top: 20, leading: 10, bottom: 10, trailing: 0))
        expectFrame(both, "c", 10, 20, 190, 170)
    }

    @Test func anEnclosingFrameIsNotAContainer() {
        let t = layout(HStack {
            Color.red.containerRelativeFrame(.horizontal, count: 4, spacing: 8).frame(height: 10).id("c")
        }.frame(width: 100).id("f"))
        expectFrame(t, "f", 50, 95, 100, 10)
        expectFrame(t, "c", 78, 95, 44, 10)
    }

    @Test func countSpanAndSpacing() {
        // (200 − 3 × 10) / 4 = 42.5 per column; two columns and the gap between them: 95.
        let t = layout(Color.red.containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 10).frame(height: 20).id("c"))
        expectFrame(t, "c", 52.5, 90, 95, 20)
    }

    @Test func alignmentPlacesTheViewInTheFrame() {
        let t = layout(Color.red.frame(width: 50, height: 20).id("v").containerRelativeFrame(.horizontal, alignment: .leading).id("c"))
        expectFrame(t, "c", 0, 90, 200, 20)
        expectFrame(t, "v", 0, 90, 50, 20)
    }

    @Test func closureForm() {
        let t = layout(Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            axis == .horizontal ? length * 0.5 : length / 4
        }.id("c"))
        expectFrame(t, "c", 50, 75, 100, 50)
    }

    @Test func theNearestScrollViewIsTheContainer() {
        let t = layout(ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<3) { i in Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 10).id("c\(i)") }
            }
        }.id("sv"), 300, 100)
        expectFrame(t, "sv", 0, 0, 300, 100)
        expectFrame(t, "c0", 0, 0, 145, 100)
        expectFrame(t, "c1", 155, 0, 145, 100)
        expectFrame(t, "c2", 310, 0, 145, 100)
    }

    @Test func aScrollViewInsideAFrameIsItsOwnContainer() {
        let t = layout(ScrollView { Color.red.containerRelativeFrame(.vertical).id("c") }.frame(width: 100, height: 80))
        expectFrame(t, "c", 50, 60, 100, 80)
    }

    @Test func theSizeCacheIsKeyedByTheContainer() {
        // The fixed frame is proposed nothing that changes (it ignores both axes), yet its child
        // follows the window: sizes that depend on the container are cached per container size.
        let v = ResolvedTree(Color.red.containerRelativeFrame(.horizontal).id("c").frame(width: 100, height: 100))
        v.layout(in: CGSize(width: 200, height: 200))
        expectFrame(v.tree, "c", 0, 50, 200, 100)
        v.layout(in: CGSize(width: 300, height: 200))
        expectFrame(v.tree, "c", 0, 50, 300, 100)
        v.layout(in: CGSize(width: 200, height: 200))
        expectFrame(v.tree, "c", 0, 50, 200, 100)
    }
}
