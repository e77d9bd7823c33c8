import Foundation

/// A view's place in the view tree as SwiftUI identifies it: the path of the structural
/// choices from the root (the k-th view of a view builder, an `if`'s branch, a `ForEach`
/// element's ID, a custom view's type) and explicit `.id(_:)` values. Resolution carries it in
/// `ResolveContext.identity`; the graph keys state and lifecycle records by it.
struct ViewIdentity: Hashable, Sendable {
    /// The last component and the identity it extends, shared by every identity below it:
    /// appending is one small allocation however deep the tree (as one string, a path 100,000
    /// levels deep was copied at every level, megabytes each time).
    private final class Component: Sendable {
        let parent: Component?
        let name: String
        init(parent: Component?, name: String) {
            self.parent = parent
            self.name = name
        }
    }

    private let last: Component?

    static let root = ViewIdentity(last: nil)

    /// The identity of a child reached through one structural component.
    func appending(_ component: String) -> ViewIdentity { ViewIdentity(last: Component(parent: last, name: component)) }

    /// The components from the root, each after a "/" ("" for the root): the graph's keys.
    var path: String {
        var names: [String] = []
        var next = last
        while let c = next {
            names.append(c.name)
            next = c.parent
        }
        var path = ""
        for name in names.reversed() {
            path += "/"
            path += name
        }
        return path
    }

    static func == (a: ViewIdentity, b: ViewIdentity) -> Bool { a.last === b.last || a.path == b.path }
    func hash(into hasher: inout Hasher) { hasher.combine(path) }
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
