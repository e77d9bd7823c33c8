import Foundation

/// How a view enters and leaves in a live preview, as data the window plays: `.transition(_:)`
/// on the view, SwiftUI's built-in transitions by what they do. A view inserted by an animated
/// change starts in the transition's removed state and moves to where it is; a removed one goes
/// the other way, from its last place.
///
/// `move(edge:)` moves the view by its own size toward the edge (uncertain: Apple documents only
/// "towards the specified edge"); `slide` moves in from the leading edge and out to the trailing
/// one; `push(from:)` moves in from its edge and out to the opposite one, fading as it goes.
public indirect enum DisplayTransition: Codable, Sendable, Equatable {
    /// No transition: the view appears and goes at once.
    case identity
    /// Faded out when removed.
    case opacity
    /// Scaled by `scale` about `anchor` (a unit point of the view's frame) when removed.
    case scale(Double, anchorX: Double, anchorY: Double)
    /// Moved by its own size toward the edge when removed.
    case move(Side)
    /// Moved by the offset when removed.
    case offset(CGSize)
    /// In from the leading edge, out to the trailing one.
    case slide
    /// In from the edge, out to the opposite one, fading.
    case push(Side)
    /// One transition in, another out.
    case asymmetric(insertion: DisplayTransition, removal: DisplayTransition)
    /// Both transitions at once.
    case combined(DisplayTransition, DisplayTransition)

    /// An edge of the view (SwiftUI's `Edge`, as data).
    public enum Side: String, Codable, Sendable {
        /// The edges of a view.
        case top, leading, bottom, trailing
        init(_ edge: Edge) {
            switch edge {
            case .top: self = .top
            case .leading: self = .leading
            case .bottom: self = .bottom
            case .trailing: self = .trailing
            }
        }
        var opposite: Side {
            switch self {
            case .top: return .bottom
            case .bottom: return .top
            case .leading: return .trailing
            case .trailing: return .leading
            }
        }
    }

    /// The transition a view enters (`inserting`) or leaves with.
    public func resolved(inserting: Bool) -> DisplayTransition {
        switch self {
        case let .asymmetric(insertion, removal): return (inserting ? insertion : removal).resolved(inserting: inserting)
        case .slide: return .move(inserting ? .leading : .trailing)
        case let .push(edge): return .combined(.move(inserting ? edge : edge.opposite), .opacity)
        case let .combined(a, b): return .combined(a.resolved(inserting: inserting), b.resolved(inserting: inserting))
        default: return self
        }
    }

    /// What the view looks like `amount` of the way to removed (0: where it is, 1: removed),
    /// for a view whose frame is `frame`: its opacity, scale about a point, and offset.
    /// (Call on a transition `resolved(inserting:)`.)
    public func state(amount: Double, frame: CGRect) -> (opacity: Double, scale: Double, anchor: CGPoint, offset: CGSize) {
        var state = (opacity: 1.0, scale: 1.0, anchor: CGPoint(x: frame.midX, y: frame.midY), offset: CGSize.zero)
        func apply(_ t: DisplayTransition) {
            switch t {
            case .identity, .slide, .push, .asymmetric: break
            case .opacity: state.opacity *= 1 - amount
            case let .scale(scale, x, y):
                state.scale *= 1 + (scale - 1) * amount
                state.anchor = CGPoint(x: frame.minX + x * frame.width, y: frame.minY + y * frame.height)
            case let .move(edge):
                switch edge {
                case .leading: state.offset.width -= frame.width * amount
                case .trailing: state.offset.width += frame.width * amount
                case .top: state.offset.height -= frame.height * amount
                case .bottom: state.offset.height += frame.height * amount
                }
            case let .offset(size):
                state.offset.width += size.width * amount
                state.offset.height += size.height * amount
            case let .combined(a, b):
                apply(a)
                apply(b)
            }
        }
        apply(self)
        return state
    }
}

/// A built-in transition's effect as data (user-defined `Transition`s play as a fade, SwiftUI's
/// default).
protocol DisplayedTransition {
    var displayTransition: DisplayTransition { get }
}

/// `.transition(_:)`: the content's nodes carry the transition (`ViewGraph.transitionNodes`).
nonisolated struct TransitionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transition: DisplayTransition

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        content(ctx, &nodes)
        let graph = ctx.context.graph
        for node in nodes[start...] { graph.transitionNodes.append((node, transition)) }
    }
}

extension ResolvedTree {
    /// The views of this tree that carry a transition: their display identities and frames
    /// (what enters or leaves with the next animated change).
    public func transitionRegions() -> [UpdateAnimation.TransitionRegion] {
        let marked = graph.transitionNodes
        guard !marked.isEmpty else { return [] }
        var transitions: [ObjectIdentifier: DisplayTransition] = [:]
        for (node, transition) in marked { transitions[ObjectIdentifier(node)] = transition }
        var regions: [UpdateAnimation.TransitionRegion] = []
        walkDisplayIdentities { node, path in
            if let transition = transitions[ObjectIdentifier(node)] {
                regions.append(UpdateAnimation.TransitionRegion(identity: path, frame: node.frame, transition: transition))
            }
        }
        return regions
    }

    /// Every node with its display identity's path ("0/2/1", as DisplayListBuilder names
    /// items), with a stack of its own: trees can be deeper than a thread's stack allows recursion.
    func walkDisplayIdentities(_ visit: (Node, String) -> Void) {
        var pending: [(Node, String)] = [(root, "0")]
        while let (node, path) = pending.popLast() {
            visit(node, path)
            let childPath = DisplayListBuilder.childPaths(of: node, at: path)
            for (index, child) in node.children.enumerated() { pending.append((child, childPath(index))) }
        }
    }
}
