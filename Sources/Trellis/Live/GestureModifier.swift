import Foundation

/// How a gesture attached with `gesture`, `highPriorityGesture` or `simultaneousGesture` ranks
/// against the gestures and controls inside its view.
public enum GesturePriority: Sendable {
    /// After those of the views inside (`gesture`): the innermost view's gesture goes first.
    case normal
    /// Before those of the views inside (`highPriorityGesture`).
    case high
    /// Alongside the others, never blocking nor blocked (`simultaneousGesture`).
    case simultaneous
}

/// `gesture(_:)` and its kin: the content's nodes carry the gesture, which makes a recognizer
/// for each press in a live preview (Live/GestureRecognizers.swift). At rest it does nothing.
nonisolated struct GestureModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let priority: GesturePriority
    var including: GestureMask = .all
    let recognizer: (CGRect) -> PointerRecognizer?

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        content(ctx, &nodes)
        guard including.contains(.gesture), let interaction = ctx.identified("gesture").interaction(.gesture, label: nil, tap: nil) else { return }
        interaction.recognizer = recognizer
        interaction.priority = priority
        for n in nodes[start...] { n.interactions.append(interaction) }
    }
}
