import Foundation
import Testing
import Trellis

/// Nested stacks must cost linear time however deep they go: the number of `sizeThatFits`
/// evaluations per view stays bounded by a constant (stacks probe each child at 0 and infinity
/// before offering it a share, so without per-proposal caches it would grow by ×3 a level).
@Suite struct Linearity {
    /// Alternating HStack/VStack, each level = [leaf, next level]; the innermost holds two leaves.
    static func nested(depth: Int, leaf: () -> AnyView) -> AnyView {
        var view = AnyView(HStack(spacing: 0) { leaf(); leaf() })
        for i in 0..<depth {
            view = i % 2 == 0 ? AnyView(VStack(spacing: 0) { leaf(); view }) : AnyView(HStack(spacing: 0) { leaf(); view })
        }
        return view
    }

    static func evaluationsPerNode(depth: Int, leaf: () -> AnyView) -> Double {
        let l = ResolvedTree(nested(depth: depth, leaf: leaf))
        l.layout(in: CGSize(width: 390, height: 844))
        return Double(l.evaluations) / Double(l.nodeCount)
    }

    static func leaf(_ kind: String) -> AnyView {
        switch kind {
        case "fixed": return AnyView(Color.red.frame(width: 3, height: 3))
        case "minWidth": return AnyView(Color.red.frame(minWidth: 2, maxWidth: 40))
        case "padded": return AnyView(Color.red.padding(1))
        default: return AnyView(Color.red)
        }
    }

    @Test(arguments: ["fixed", "flexible", "minWidth", "padded"])
    func evaluationsPerViewDoNotGrowWithDepth(leaf kind: String) {
        let shallow = Self.evaluationsPerNode(depth: 50) { Self.leaf(kind) }
        let deep = Self.evaluationsPerNode(depth: 400) { Self.leaf(kind) }
        #expect(deep < 12, "\(kind): \(deep) evaluations per node")
        #expect(deep < shallow * 1.2 + 0.5, "\(kind): \(shallow) → \(deep)")
    }

    @Test func relayoutAfterResizeMeasuresLess() {
        let l = ResolvedTree(Self.nested(depth: 100, leaf: { AnyView(Color.red.frame(width: 3, height: 3)) }))
        l.layout(in: CGSize(width: 390, height: 844))
        let cold = l.evaluations
        l.layout(in: CGSize(width: 389, height: 844))
        #expect(l.evaluations - cold < cold)
        // Same size again: nothing to do.
        let before = l.evaluations
        l.layout(in: CGSize(width: 389, height: 844))
        #expect(l.evaluations == before)
    }
}
