import Foundation
import Testing
@testable import Trellis

/// A view's identity is the path of structural choices from the root (Live/ViewIdentity.swift):
/// a deep tree must not pay for its whole path at every level, in time or in memory.
@Suite struct DeepIdentityTests {
    /// A chain of `depth` custom views, each holding the next.
    struct Chain: View {
        let depth: Int
        var body: some View {
            if depth == 0 {
                Color.red.frame(width: 10, height: 10)
            } else {
                Chain(depth: depth - 1).padding(1)
            }
        }
    }

    struct Counter: View {
        @State var count = 0
        var body: some View { Text("\(count)") }
    }

    @Test("an identity appends a component without copying the path above it; equal paths are equal")
    func identityPaths() {
        let a = ViewIdentity.root.appending("VStack").appending("0")
        #expect(a.path == "/VStack/0" && ViewIdentity.root.path == "")
        #expect(a == ViewIdentity.root.appending("VStack").appending("0"))
        #expect(a != ViewIdentity.root.appending("VStack").appending("1"))
        #expect(Set([a, ViewIdentity.root.appending("VStack").appending("0")]).count == 1)
    }

    @Test("stateless custom views 1,000 deep claim no key; a view with state claims its own")
    @MainActor func statelessViewsClaimNoKeys() {
        let deep = ResolvedTree(Chain(depth: 1000))
        deep.layout(in: CGSize(width: 390, height: 844))
        #expect(deep.graph.claimLog.isEmpty)
        #expect(deep.nodeCount > 1000)
        let stateful = ResolvedTree(VStack { Counter(); Chain(depth: 3) })
        #expect(stateful.graph.claimLog.map(\.key).contains { $0.hasSuffix("/Counter") })
        #expect(stateful.graph.claimLog.count == 1)
    }
}
