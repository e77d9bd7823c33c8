import Foundation
import Testing
import Trellis

/// Right-to-left: SwiftUI flips the x position of each view within its parent, so leading means
/// right, leading padding is on the right, and positive x offsets move left.
@MainActor @Suite struct RightToLeftLayout {
    static let rtl: EnvironmentValues = {
        var e = EnvironmentValues()
        e.layoutDirection = .rightToLeft
        return e
    }()

    @Test func hstackRunsFromTheRight() {
        let t = layout(HStack {
            Color.red.frame(width: 50, height: 50).id("red")
            Color.blue.frame(width: 50, height: 50).id("blue")
        }.id("h"), environment: Self.rtl)
        expectFrame(t, "h", 46, 75, 108, 50)
        expectFrame(t, "red", 104, 75, 50, 50)
        expectFrame(t, "blue", 46, 75, 50, 50)
    }

    @Test func leadingAlignmentIsTheRightEdge() {
        let t = layout(VStack(alignment: .leading) {
            Color.red.frame(width: 30, height: 30).id("red")
            Color.blue.frame(width: 40, height: 40).id("blue")
        }.id("v"), environment: Self.rtl)
        expectFrame(t, "v", 80, 61, 40, 78)
        expectFrame(t, "red", 90, 61, 30, 30)
        expectFrame(t, "blue", 80, 99, 40, 40)
    }

    @Test func leadingPaddingIsOnTheRight() {
        let t = layout(Color.blue.frame(width: 50, height: 30).id("blue").padding(.leading, 20).id("pad"), environment: Self.rtl)
        expectFrame(t, "pad", 65, 85, 70, 30)
        expectFrame(t, "blue", 65, 85, 50, 30)
    }

    @Test func frameAlignmentLeadingIsRight() {
        let t = layout(Color.red.frame(width: 40, height: 40).id("red").frame(width: 100, height: 100, alignment: .topLeading),
                       environment: Self.rtl)
        expectFrame(t, "red", 110, 50, 40, 40)
    }

    @Test func offsetAndPositionMirror() {
        let off = layout(Color.red.frame(width: 20, height: 20).id("red").offset(x: 10), environment: Self.rtl)
        expectFrame(off, "red", 80, 90, 20, 20)
        let pos = layout(Color.red.frame(width: 20, height: 20).id("red").position(x: 30, y: 40), environment: Self.rtl)
        expectFrame(pos, "red", 160, 30, 20, 20)
    }

    @Test func spacerPushesToTheLeft() {
        let t = layout(HStack { Color.red.frame(width: 50, height: 50).id("red"); Spacer() }, environment: Self.rtl)
        expectFrame(t, "red", 150, 75, 50, 50)
    }

    @Test func environmentModifierMirrorsOnlyItsSubtree() {
        let t = layout(VStack {
            HStack { Color.red.frame(width: 50, height: 50).id("r1"); Color.blue.frame(width: 50, height: 50).id("b1") }
            HStack { Color.red.frame(width: 50, height: 50).id("r2"); Color.blue.frame(width: 50, height: 50).id("b2") }
                .environment(\.layoutDirection, .rightToLeft)
        })
        expectFrame(t, "r1", 46, 46, 50, 50)
        expectFrame(t, "b1", 104, 46, 50, 50)
        expectFrame(t, "r2", 104, 104, 50, 50)
        expectFrame(t, "b2", 46, 104, 50, 50)
    }

    @Test func customLayoutSeesTheDirection() {
        final class Seen: @unchecked Sendable { var direction: LayoutDirection? }
        let seen = Seen()
        struct Probe: Layout {
            let seen: Seen
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                seen.direction = subviews.layoutDirection
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        _ = layout(Probe(seen: seen) { Color.red }, environment: Self.rtl)
        #expect(seen.direction == .rightToLeft)
        _ = layout(Probe(seen: seen) { Color.red })
        #expect(seen.direction == .leftToRight)
    }

    @Test func environmentReadsInBodies() {
        struct Arrow: View {
            @Environment(\.layoutDirection) var direction
            var body: some View {
                Color.red.frame(width: direction == .rightToLeft ? 30 : 10, height: 10).id("arrow")
            }
        }
        expectFrame(layout(Arrow()), "arrow", 95, 95, 10, 10)
        expectFrame(layout(Arrow(), environment: Self.rtl), "arrow", 85, 95, 30, 10)
        expectFrame(layout(Arrow().environment(\.layoutDirection, .rightToLeft)), "arrow", 85, 95, 30, 10)
    }
}
