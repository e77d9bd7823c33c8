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
            graph.animationValuesSeen[key] = value
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

/// How the changes of one live update animate: the transaction's animation (`withAnimation`)
/// for every item that changed, and, over it, the implicit animations of the parts whose watched
/// value changed, by the display identity of the part (an item animates with the innermost part
/// that holds it). Empty when nothing animates.
public struct UpdateAnimation: Codable, Sendable, Equatable {
    /// The animation of the event's transaction.
    public var timing: AnimationTiming?
    /// Parts that animate on their own: a node's display identity ("0/2/1") and its animation.
    public var regions: [Region] = []
    /// The views with a transition in the list after the change (they enter with it) and in the
    /// list before it (they leave with it); views without one fade.
    public var insertions: [TransitionRegion] = []
    public var removals: [TransitionRegion] = []
    /// Parts whose items before and after the change are different views under the same
    /// identities (a navigation stack's screens): not matched, the old leave and the new enter.
    public var replaced: [String] = []

    public struct Region: Codable, Sendable, Equatable {
        public var identity: String
        public var timing: AnimationTiming
        public init(identity: String, timing: AnimationTiming) {
            self.identity = identity
            self.timing = timing
        }
    }

    /// A view with a transition: its display identity, its frame and the transition.
    public struct TransitionRegion: Codable, Sendable, Equatable {
        public var identity: String
        public var frame: CGRect
        public var transition: DisplayTransition
        public init(identity: String, frame: CGRect, transition: DisplayTransition) {
            self.identity = identity
            self.frame = frame
            self.transition = transition
        }
    }

    public init(timing: AnimationTiming?, regions: [Region] = []) {
        self.timing = timing
        self.regions = regions
    }

    /// The innermost view with a transition that holds the item `identity`, among `regions`.
    public static func transition(forItem identity: String, in regions: [TransitionRegion]) -> TransitionRegion? {
        var best: TransitionRegion?
        for region in regions where contains(region.identity, identity) {
            if best == nil || region.identity.count > best!.identity.count { best = region }
        }
        return best
    }

    /// Whether nothing animates.
    public var isEmpty: Bool { timing == nil && regions.isEmpty }

    /// Whether the item `identity` is in a replaced part.
    public func isReplaced(_ identity: String) -> Bool { replaced.contains { Self.contains($0, identity) } }

    /// The timing of the item with `identity`: the innermost region's that holds it, else the
    /// transaction's (nil: the item jumps to its new place).
    public func timing(forItem identity: String) -> AnimationTiming? {
        var best: Region?
        for region in regions where Self.contains(region.identity, identity) {
            if best == nil || region.identity.count > best!.identity.count { best = region }
        }
        return best?.timing ?? timing
    }

    /// The seconds until every part has ended; nil when one repeats forever.
    public var totalDuration: Double? {
        var longest = 0.0
        for timing in [timing].compactMap({ $0 }) + regions.map(\.timing) {
            guard let duration = timing.totalDuration else { return nil }
            longest = max(longest, duration)
        }
        return longest
    }

    /// Whether the node at `path` holds the item `identity` (the node's own item is "path",
    /// "path#id" or "path@group"; its descendants' start with "path/").
    static func contains(_ path: String, _ identity: String) -> Bool {
        guard identity.hasPrefix(path) else { return false }
        guard let next = identity.dropFirst(path.count).first else { return true }
        return next == "/" || next == "#" || next == "@"
    }
}

extension ResolvedTree {
    /// Adds what the last resolution marked to animate to `animation`: the parts that
    /// `.animation(_:value:)` marked, by their display identities (a part marked again replaces
    /// its earlier mark), and the navigation stacks pushed or popped (NavigationTransitions.swift).
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
    }
}
