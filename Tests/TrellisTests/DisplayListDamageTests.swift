import Foundation
import Testing
@testable import Trellis

/// What a repaint must cover between two display lists (the previewer's damage regions): each
/// case lays out two versions of a screen and checks the area against the frames that changed.
@Suite("display list damage")
struct DisplayListDamageTests {
    static func list<V: View>(_ view: V, size: CGSize = CGSize(width: 300, height: 400)) -> DisplayList {
        let tree = ResolvedTree(view)
        tree.layout(in: size)
        return tree.displayList()
    }

    static func screen(count: Int, color: Color = .blue, shadow: CGFloat = 0, extra: Bool = false) -> some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 300, height: 100)
            Text("Count: \(count)").frame(width: 300, height: 50)
            color.frame(width: 100, height: 50).shadow(radius: shadow)
            if extra { Color.green.frame(width: 300, height: 50) }
            Spacer()
        }
    }

    static func expect(_ area: CGRect?, covers inner: CGRect, within outer: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let area else {
            Issue.record("no area (a full repaint)", sourceLocation: sourceLocation)
            return
        }
        #expect(area.contains(inner) && outer.contains(area), "\(area) should cover \(inner) within \(outer)", sourceLocation: sourceLocation)
    }

    @Test func sameListDamagesNothing() {
        let a = Self.list(Self.screen(count: 1)), b = Self.list(Self.screen(count: 1))
        #expect(b.damage(since: a) == .null)
    }

    @Test func changedTextDamagesItsLineOnly() {
        let a = Self.list(Self.screen(count: 1)), b = Self.list(Self.screen(count: 22))
        let text = b.allItems.first { if case .text = $0.content { return true }; return false }!.frame
        // Its glyphs and a margin for their ink, nothing of the rows above or below.
        Self.expect(b.damage(since: a), covers: text, within: CGRect(x: 0, y: 100 - 30, width: 300, height: 50 + 60))
        #expect(b.damage(since: a)!.minY > 60 && b.damage(since: a)!.maxY < 190)
    }

    @Test func changedColourDamagesItsShape() {
        let a = Self.list(Self.screen(count: 1)), b = Self.list(Self.screen(count: 1, color: .orange))
        Self.expect(b.damage(since: a), covers: CGRect(x: 100, y: 150, width: 100, height: 50),
                    within: CGRect(x: 98, y: 148, width: 104, height: 54))
    }

    @Test func shadowsAndRotationsReachPastTheFrame() {
        // A shadow of radius 10 spreads (σ = 5) well past the 100 × 50 box.
        let a = Self.list(Self.screen(count: 1, shadow: 10)), b = Self.list(Self.screen(count: 1, color: .orange, shadow: 10))
        Self.expect(b.damage(since: a), covers: CGRect(x: 85, y: 135, width: 130, height: 80), within: CGRect(x: 60, y: 110, width: 180, height: 130))
        // Turned a quarter about its centre, the box stands 50 wide and 100 tall.
        func turned(_ angle: Double) -> some View {
            VStack(spacing: 0) { Color.red.frame(width: 100, height: 50).rotationEffect(.radians(angle)); Spacer() }
        }
        let c = Self.list(turned(0)), d = Self.list(turned(.pi / 2))
        Self.expect(d.damage(since: c), covers: CGRect(x: 125, y: -25, width: 50, height: 100), within: CGRect(x: 60, y: -90, width: 180, height: 180))
    }

    @Test func itemsThatComeDamageWhereTheyAre() {
        let a = Self.list(Self.screen(count: 1)), b = Self.list(Self.screen(count: 1, extra: true))
        Self.expect(b.damage(since: a), covers: CGRect(x: 0, y: 200, width: 300, height: 50), within: CGRect(x: -2, y: 198, width: 304, height: 54))
        Self.expect(a.damage(since: b), covers: CGRect(x: 0, y: 200, width: 300, height: 50), within: CGRect(x: -2, y: 198, width: 304, height: 54))
    }

    @Test func anotherSizeOrSchemeRepaintsEverything() {
        let a = Self.list(Self.screen(count: 1))
        #expect(Self.list(Self.screen(count: 1), size: CGSize(width: 301, height: 400)).damage(since: a) == nil)
        var dark = a
        dark.colorScheme = .dark
        #expect(dark.damage(since: a) == nil)
    }

    @Test func groupsWithAClipCompareTheirChildren() {
        func clipped(_ n: Int) -> some View {
            VStack(spacing: 0) {
                Color.gray.frame(height: 100)
                Text("\(n)").frame(width: 50, height: 30)
            }
            .frame(width: 300, height: 200).clipped()
        }
        let a = Self.list(clipped(1)), b = Self.list(clipped(2))
        let text = b.allItems.first { if case .text = $0.content { return true }; return false }!.frame
        // Only around the text, not the clipped group's whole 300 × 200.
        Self.expect(b.damage(since: a), covers: text, within: text.insetBy(dx: -20, dy: -20))
    }
}
