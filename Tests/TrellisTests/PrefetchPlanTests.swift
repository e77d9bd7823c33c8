import Foundation
import Testing
@testable import Trellis

/// The prefetch plan of a large tree (Engine/PrefetchPlan.swift): it numbers the nodes in the
/// order a pass first reaches them and only loads memory early, so a plan never changes a frame.
@Suite struct PrefetchPlanTests {
    /// A VStack of `rows` HStacks of three framed colours: 1 + rows × 7 nodes.
    static func rows(_ rows: Int) -> some View {
        VStack(spacing: 2) {
            ForEach(0..<rows, id: \.self) { i in
                HStack(spacing: 4) {
                    Color.red.frame(width: 10, height: 10)
                    Color.green.frame(height: CGFloat(i % 5 + 4))
                    Color.blue.frame(width: 20)
                }
            }
        }
    }

    /// The nodes in pre-order: each parent, then its children's subtrees in order.
    static func preorder(_ root: Node) -> [Node] {
        var out: [Node] = []
        var stack = [root]
        while let n = stack.popLast() {
            out.append(n)
            stack.append(contentsOf: n.children.reversed())
        }
        return out
    }

    @Test func aLargeTreeIsNumberedInPreorderAndPlanned() {
        let l = ResolvedTree(Self.rows(2_000))
        let nodes = Self.preorder(l.root)
        #expect(nodes.count >= PrefetchPlan.minimumNodes)
        #expect(nodes.enumerated().allSatisfy { Int($0.element.preorder) == $0.offset })
        #expect(l.context.pass.pointee.prefetchPlan.count == nodes.count)
    }

    @Test func aSmallTreeHasNoPlan() {
        let l = ResolvedTree(Self.rows(20))
        #expect(l.context.pass.pointee.prefetchPlan.count == 0)
        #expect(l.context.pass.pointee.prefetchPlan.entries == nil)
    }

    /// The same view laid out with its plan and without one gives the same frames, first and
    /// after resizes (which reach nodes in another order than the plan's).
    @Test func aPlanChangesNoFrame() {
        let planned = ResolvedTree(Self.rows(2_000))
        let plain = ResolvedTree(Self.rows(2_000))
        plain.context.pass.pointee.prefetchPlan.free()
        for width in [390.0, 200, 391, 0, 1000] {
            let size = CGSize(width: width, height: 844)
            planned.layout(in: size)
            plain.layout(in: size)
            let a = Self.preorder(planned.root), b = Self.preorder(plain.root)
            #expect(a.count == b.count)
            #expect(zip(a, b).allSatisfy { $0.frame == $1.frame }, "width \(width)")
        }
    }
}
