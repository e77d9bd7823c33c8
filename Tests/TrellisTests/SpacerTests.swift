import Foundation
import Testing
import Trellis

/// Conformance cases B (Spacer): no gap next to a Spacer, minimum lengths, Spacers outside stacks.
@Suite struct SpacerConformance {
    @Test func case21_spacerInHStack() {
        let t = layout(HStack {
            Color.red.frame(width: 50, height: 50).id("red"); Spacer().id("sp"); Color.blue.frame(width: 50, height: 50).id("blue")
        }.id("h").frame(width: 200, height: 80).id("frame").background(Color.gray.opacity(0.3)))
        expectFrame(t, "frame", 0, 60, 200, 80)
        expectFrame(t, "h", 0, 75, 200, 50)
        expectFrame(t, "red", 0, 75, 50, 50)
        expectFrame(t, "sp", 50, 100, 100, 0)
        expectFrame(t, "blue", 150, 75, 50, 50)
    }

    @Test func case22_spacerInVStack() {
        let t = layout(VStack {
            Color.red.frame(width: 50, height: 50).id("red"); Spacer().id("sp"); Color.blue.frame(width: 50, height: 50).id("blue")
        }.id("v").frame(width: 80, height: 200).id("frame"))
        expectFrame(t, "frame", 60, 0, 80, 200)
        expectFrame(t, "v", 75, 0, 50, 200)
        expectFrame(t, "red", 75, 0, 50, 50)
        expectFrame(t, "sp", 100, 50, 0, 100)
        expectFrame(t, "blue", 75, 150, 50, 50)
    }

    @Test func case24_multipleSpacersInVStack() {
        let t = layout(VStack {
            Color.red.frame(width: 50, height: 40).id("red"); Spacer().id("sp1")
            Color.blue.frame(width: 50, height: 40).id("blue"); Spacer().id("sp2")
            Color.green.frame(width: 50, height: 40).id("green")
        }.frame(width: 80, height: 250).id("frame"))
        expectFrame(t, "frame", 60, -25, 80, 250)
        expectFrame(t, "red", 75, -25, 50, 40)
        expectFrame(t, "sp1", 100, 15, 0, 65)
        expectFrame(t, "blue", 75, 80, 50, 40)
        expectFrame(t, "sp2", 100, 120, 0, 65)
        expectFrame(t, "green", 75, 185, 50, 40)
    }

    @Test func case25_spacerWithMinLengthInHStack() {
        let t = layout(HStack {
            Color.red.frame(width: 50, height: 50).id("red"); Spacer(minLength: 50).id("sp"); Color.blue.frame(width: 50, height: 50).id("blue")
        }.frame(width: 180, height: 80).id("frame"))
        expectFrame(t, "frame", 10, 60, 180, 80)
        expectFrame(t, "red", 10, 75, 50, 50)
        expectFrame(t, "sp", 60, 100, 80, 0)
        expectFrame(t, "blue", 140, 75, 50, 50)
    }

    @Test func case26_spacerWithMinLengthInVStack() {
        let t = layout(VStack {
            Color.red.frame(width: 50, height: 50).id("red"); Spacer(minLength: 30).id("sp"); Color.blue.frame(width: 50, height: 50).id("blue")
        }.frame(width: 80, height: 160).id("frame"))
        expectFrame(t, "frame", 60, 20, 80, 160)
        expectFrame(t, "red", 75, 20, 50, 50)
        expectFrame(t, "sp", 100, 70, 0, 60)
        expectFrame(t, "blue", 75, 130, 50, 50)
    }

    @Test func case27_spacerAtStartInHStack() {
        let t = layout(HStack {
            Spacer().id("sp"); Color.red.frame(width: 50, height: 50).id("red"); Color.blue.frame(width: 50, height: 50).id("blue")
        }.frame(width: 200, height: 80))
        expectFrame(t, "sp", 0, 100, 92, 0)
        expectFrame(t, "red", 92, 75, 50, 50)
        expectFrame(t, "blue", 150, 75, 50, 50)
    }

    @Test func case28_spacerAtEndInHStack() {
        let t = layout(HStack {
            Color.red.frame(width: 50, height: 50).id("red"); Color.blue.frame(width: 50, height: 50).id("blue"); Spacer().id("sp")
        }.frame(width: 200, height: 80))
        expectFrame(t, "red", 0, 75, 50, 50)
        expectFrame(t, "blue", 58, 75, 50, 50)
        expectFrame(t, "sp", 108, 100, 92, 0)
    }

    @Test func case31_spacerWithZeroMinLengthExactFit() {
        let t = layout(HStack {
            Color.red.frame(width: 80, height: 50).id("red"); Spacer(minLength: 0).id("sp"); Color.blue.frame(width: 80, height: 50).id("blue")
        }.frame(width: 160, height: 80).id("frame"))
        expectFrame(t, "frame", 20, 60, 160, 80)
        expectFrame(t, "red", 20, 75, 80, 50)
        expectFrame(t, "sp", 100, 100, 0, 0)
        expectFrame(t, "blue", 100, 75, 80, 50)
    }

    @Test func case32_spacerWithLargeMinLength() {
        let t = layout(HStack {
            Color.red.frame(width: 30, height: 50).id("red"); Spacer(minLength: 100).id("sp"); Color.blue.frame(width: 30, height: 50).id("blue")
        }.frame(width: 200, height: 80))
        expectFrame(t, "red", 0, 75, 30, 50)
        expectFrame(t, "sp", 30, 100, 140, 0)
        expectFrame(t, "blue", 170, 75, 30, 50)
    }

    @Test func case33_spacerWithoutOuterFrame() {
        let h = layout(HStack {
            Color.red.frame(width: 50, height: 50).id("red"); Spacer().id("sp"); Color.blue.frame(width: 50, height: 50).id("blue")
        }.id("stack"))
        expectFrame(h, "stack", 0, 75, 200, 50)
        expectFrame(h, "red", 0, 75, 50, 50)
        expectFrame(h, "sp", 50, 100, 100, 0)
        expectFrame(h, "blue", 150, 75, 50, 50)
        let v = layout(VStack {
            Color.red.frame(width: 50, height: 50).id("red"); Spacer().id("sp"); Color.blue.frame(width: 50, height: 50).id("blue")
        }.id("stack"))
        expectFrame(v, "stack", 75, 0, 50, 200)
        expectFrame(v, "red", 75, 0, 50, 50)
        expectFrame(v, "sp", 100, 50, 0, 100)
        expectFrame(v, "blue", 75, 150, 50, 50)
    }

    @Test func case35_spacerIdealSize() {
        let t = layout(HStack {
            Color.red.frame(width: 20, height: 20).id("red"); Spacer().id("sp"); Color.blue.frame(width: 20, height: 20).id("blue")
        }.id("h").fixedSize())
        expectFrame(t, "h", 76, 90, 48, 20)
        expectFrame(t, "red", 76, 90, 20, 20)
        expectFrame(t, "sp", 96, 100, 8, 0)
        expectFrame(t, "blue", 104, 90, 20, 20)
    }

    @Test func case35_spacerOutsideStackExpandsBothWays() {
        let t = layout(ZStack { Spacer().id("sp") }.id("z"))
        expectFrame(t, "z", 0, 0, 200, 200)
        expectFrame(t, "sp", 0, 0, 200, 200)
        let ideal = layout(ZStack { Spacer().id("sp") }.fixedSize())
        expectFrame(ideal, "sp", 96, 96, 8, 8)
    }

    @Test func spacersShareEquallyAndLargerMinimumGoesFirst() {
        // Two spacers split what is left; the one with the larger minimum is fitted first.
        let t = layout(HStack(spacing: 0) {
            Spacer(minLength: 120).id("a"); Spacer().id("b")
        }.frame(width: 200, height: 10))
        expectFrame(t, "a", 0, 100, 120, 0)
        expectFrame(t, "b", 120, 100, 80, 0)
    }

    @Test func spacerInCustomLayoutHasNoAxis() {
        // A custom layout reports no stack orientation: a Spacer inside it is 8×8 ideally.
        let t = layout(BareLayout { Spacer().id("sp") }.fixedSize())
        expectFrame(t, "sp", 96, 96, 8, 8)
    }
}

/// A layout that sizes to its first subview and places every subview at its origin.
struct BareLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for v in subviews { v.place(at: bounds.origin, proposal: proposal) }
    }
}
