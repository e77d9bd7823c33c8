import Foundation

/// `.animation(_:value:)`: when `value` differs from the one the last settled update saw, the
/// content's nodes are marked to animate with `animation` (`ViewGraph.animatedNodes`); the live
/// preview turns the marks into the identities of the display items they cover
/// (`UpdateAnimation`). `.animation(_:)` without a value marks its content in every update, as
/// SwiftUI's deprecated form animates every change inside.
nonisolated struct ImplicitAnimationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let animation: Animation?
    /// The watched value and how to compare another with it; nil: any change animates.
    let value: AnimatedValue?

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        content(ctx, &nodes)
        let graph = ctx.context.graph
        var animates = true
        if let value {
            let key = ctx.identified("animation").claimKey()
            graph.animationValueLog.append((key, value))
            // A view's first value is where it starts, not a change.
            animates = graph.animationValues[key].map { !value.isEqual($0.value) } ?? false
        }
        guard animates, let animation else { return }
        for node in nodes[start...] { graph.animatedNodes.append((node, animation)) }
    }
}

/// A value an implicit animation watches.
struct AnimatedValue {
    let value: Any
    let isEqual: (Any) -> Bool

    init<V: Equatable>(_ value: V) {
        self.value = value
        isEqual = { ($0 as? V) == value }
    }
}

extension ResolvedTree {
    /// Adds what the last resolution marked to animate to `animation`: the parts that
    /// `.animation(_:value:)` marked, by their display identities (a part marked again replaces
    /// its earlier mark), the navigation stacks pushed or popped (NavigationTransitions.swift) and the
    /// presentations shown or dismissed (PresentationTransitions.swift).
    public func collectAnimations(into animation: inout UpdateAnimation) {
        let marked = graph.animatedNodes
        if !marked.isEmpty {
            var animations: [ObjectIdentifier: Animation] = [:]
            for (node, a) in marked { animations[ObjectIdentifier(node)] = a }
            walkDisplayIdentities { node, path in
                guard let a = animations[ObjectIdentifier(node)] else { return }
                animation.regions.removeAll { $0.identity == path }
                animation.regions.append(UpdateAnimation.Region(identity: path, timing: a.timing))
            }
        }
        addNavigationTransitions(to: &animation)
        addPresentationTransitions(to: &animation)
    }
}
