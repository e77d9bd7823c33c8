import Foundation
import Testing
import Trellis
@testable import TrellisSession

/// Expects `live`'s tree, updated in place, to equal a tree of `view` resolved afresh in
/// `session` from the same state: every view, its frame exactly, and the texts shown. The fresh
/// tree shares `live`'s graph unless given one of its own.
@MainActor func expectEqualToFresh<V: View>(_ live: LivePreview, _ view: V, in session: PreviewSession, _ step: String,
                                            graph: ViewGraph? = nil) throws {
    let fresh = ResolvedTree(AnyView(view), environment: session.environment, graph: graph ?? live.graph)
    session.place(fresh)
    let a = live.tree.tree.root.all, b = fresh.tree.root.all
    try #require(a.count == b.count, "\(step): \(a.count) ≠ \(b.count) views")
    for (x, y) in zip(a, b) {
        #expect(x.type == y.type && x.id == y.id, "\(step): \(x.type) ≠ \(y.type)")
        #expect(abs(x.frame.x - y.frame.x) <= 1e-9 && abs(x.frame.y - y.frame.y) <= 1e-9
                && x.frame.width == y.frame.width && x.frame.height == y.frame.height,
                "\(step): \(x.type) at \(x.frame) ≠ \(y.frame)")
    }
    #expect(live.tree.shownTexts() == fresh.shownTexts(), "\(step)")
}
