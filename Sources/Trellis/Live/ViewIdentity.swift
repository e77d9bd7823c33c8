import Foundation

/// A view's place in the view tree as SwiftUI identifies it: the path of the structural
/// choices from the root (the k-th view of a view builder, an `if`'s branch, a `ForEach`
/// element's ID, a custom view's type) and explicit `.id(_:)` values. Resolution carries it in
/// `ResolveContext.identity`; the graph keys state and lifecycle records by it.
struct ViewIdentity: Hashable {
    private(set) var path: String

    static let root = ViewIdentity(path: "")

    /// The identity of a child reached through one structural component.
    func appending(_ component: String) -> ViewIdentity { ViewIdentity(path: path + "/" + component) }
}

extension ResolveContext {
    /// This context for the part of a structure that `component` names.
    func identified(_ component: String) -> ResolveContext {
        var c = self
        c.identity = identity.appending(component)
        return c
    }

    /// The key of the view resolved at this identity (made unique within the resolution).
    func claimKey() -> String { context.graph.claim(identity.path) }
}
