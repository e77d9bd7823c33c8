import Foundation
import Testing
import Trellis

/// `cornerRadius(_:)`: a radius past half the shorter side rounds to it, so `.infinity` (an idiom
/// for a capsule) makes a capsule; NaN and negative radii round nothing.
@Suite struct CornerRadiusTests {
    static func clipShapes<V: View>(_ view: V) -> [DisplayShape] {
        let tree = ResolvedTree(view)
        tree.layout(in: CGSize(width: 200, height: 200))
        return tree.displayList().allItems.compactMap { item -> [DisplayShape]? in
            guard case let .group(g) = item.content else { return nil }
            return g.effects.compactMap { if case let .clip(shape, _) = $0 { return shape } else { return nil } }
        }.flatMap { $0 }
    }

    @Test func anInfiniteRadiusMakesACapsule() {
        let shapes = Self.clipShapes(Color.black.frame(width: 60, height: 40).cornerRadius(.infinity))
        guard case let .roundedRectangle(rect, cornerSize, _)? = shapes.first else {
            Issue.record("no rounded clip: \(shapes)")
            return
        }
        #expect(rect.size == CGSize(width: 60, height: 40))
        #expect(cornerSize == CGSize(width: 20, height: 20))
    }

    @Test func nanAndNegativeRadiiRoundNothing() {
        for radius in [CGFloat.nan, -5] {
            guard case let .roundedRectangle(_, cornerSize, _)? = Self.clipShapes(Color.black.frame(width: 60, height: 40).cornerRadius(radius)).first else {
                Issue.record("no clip for \(radius)")
                continue
            }
            #expect(cornerSize == .zero)
        }
    }
}
