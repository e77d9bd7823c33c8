import Foundation

// A window dragged to and fro across a size-class breakpoint shows the same few environments
// again and again. A view that read the size classes resolves again at each crossing
// (Live/SizeClassReads.swift), and its subtree is made anew: at the root of a screen with a
// list, that is most of the screen, on every crossing frame. So the resolution a crossing
// replaces is kept aside under its size classes (`SizeClassAlternate`), and a crossing back
// takes it again, as a kept body is taken, while nothing has changed since: no state written,
// no observed object changed (`ViewGraph.changeCount`), none of the states it linked dropped,
// the same inputs and the same environment.
//
// The views inside it that read no size class kept their nodes in the other environment's
// tree too, under that tree's parents and with that tree's attributes: the subtree's parents
// and attributes are recorded when it is set aside and put back when it is taken again, and
// every node in it is placed in full once more.

/// A custom view's resolution in other size classes than the current ones, set aside.
struct SizeClassAlternate {
    let entry: ResolvedBody
    /// The kept resolutions of the views inside it, as they were (the other tree replaced some).
    let inner: [String: ResolvedBody]
    /// Every node of the subtree (and the rows its lazy stacks built) with its parent and
    /// attributes when set aside.
    let nodes: [(node: Node, parent: Node?, attributes: NodeAttributes)]

    /// Whether it was resolved in the size classes of `environment`.
    func isIn(sizeClassesOf environment: EnvironmentValues) -> Bool {
        entry.environment.horizontalSizeClass == environment.horizontalSizeClass
            && entry.environment.verticalSizeClass == environment.verticalSizeClass
    }
}

extension ResolvedBodies {
    /// Sets `entry` (the view at `key`, kept but for its size classes) aside.
    func setAside(_ entry: ResolvedBody, key: String, graph: ViewGraph) {
        if let count = alternatesChangeCount, count != graph.changeCount { dropAlternates() }
        alternatesChangeCount = graph.changeCount
        var inner: [String: ResolvedBody] = [:]
        for (_, innerKey) in entry.records.claims { inner[innerKey] = byKey[innerKey] }
        // The subtree, with the rows lazy stacks built that are out of view now: the other
        // tree's stack may have adopted their content, and they may come into view.
        var nodes: [(node: Node, parent: Node?, attributes: NodeAttributes)] = []
        var seen = Set<ObjectIdentifier>(), pending = entry.nodes
        while let n = pending.popLast() {
            guard seen.insert(ObjectIdentifier(n)).inserted else { continue }
            nodes.append((n, n.parent, NodeAttributes(n)))
            pending += n.children
            if let lazy = n.behavior as? LazyStackBehavior { pending += lazy.builtRows }
        }
        alternates[key, default: []].removeAll { $0.isIn(sizeClassesOf: entry.environment) }
        alternates[key, default: []].append(SizeClassAlternate(entry: entry, inner: inner, nodes: nodes))
    }

    /// The alternate of the view at `key` for `environment`, removed from those set aside, if
    /// it shows what resolving the view now would: nothing changed since, the same
    /// environment, circumstances and inputs, and every state it linked still stored.
    func takeAlternate<V: View>(of view: V, key: String, environment: EnvironmentValues, circumstances: ResolveCircumstances,
                                graph: ViewGraph) -> SizeClassAlternate? {
        guard alternatesChangeCount == graph.changeCount, var kept = alternates[key],
              let index = kept.firstIndex(where: { sameEnvironment(environment, $0.entry.environment) }) else { return nil }
        // Taken or stale, it is no longer aside.
        let alternate = kept.remove(at: index)
        alternates[key] = kept.isEmpty ? nil : kept
        let entry = alternate.entry
        guard entry.circumstances == circumstances, let old = entry.view as? V, sameInputs(view, old),
              graph.claimsMatch(entry.records), entry.records.links.allSatisfy(graph.holdsState) else { return nil }
        return alternate
    }

    /// Forgets every resolution set aside (something changed), taking their subtrees apart as a
    /// released tree is (a deep one would be released recursively), but for the nodes in use.
    func dropAlternates() {
        guard !alternates.isEmpty else { return }
        let dropped = alternates.values.flatMap { $0 }
        alternates = [:]
        let held = heldNodes
        for alternate in dropped {
            for top in alternate.entry.nodes { ResolvedTree.release(top, keeping: held) }
        }
    }
}

extension ResolveContext {
    /// Takes `alternate` as the view's resolution: its subtree's parents and attributes put back
    /// and every node placed anew, then kept as a kept body is (BodyReuse.swift).
    func reuse(_ alternate: SizeClassAlternate, key: String, into nodes: inout [Node]) {
        for (n, parent, attributes) in alternate.nodes {
            n.parent = parent
            n.placedEpoch = -1
            attributes.restore(n)
        }
        context.bodies.byKey.merge(alternate.inner) { $1 }
        context.bodies.byKey[key] = alternate.entry
        keep(alternate.entry, into: &nodes)
    }
}
