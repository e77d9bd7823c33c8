import Foundation

// The modifiers that act only in a live preview: at rest they change neither the layout nor
// the drawing; in a live session they attach what a tap runs to their content's nodes, or
// record lifecycle actions in the view graph (ViewGraph.pendingActions runs them).

/// `onTapGesture`: a tap on the content runs the action with the location in the view.
nonisolated struct TapGestureModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: (CGPoint) -> Void

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        content(ctx, &nodes)
        let action = self.action
        let key = ctx.identified("onTapGesture").claimKey()
        for n in nodes[start...] {
            n.interactions.append(NodeInteraction(kind: .tapGesture, label: nil, identity: key) { point, frame in
                action(CGPoint(x: point.x - frame.minX, y: point.y - frame.minY))
            })
        }
    }
}

/// `allowsHitTesting(_:)` and `contentShape(_:)`: where the content takes taps.
nonisolated struct HitTestingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var refuses = false
    var contentShape = false

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        content(ctx, &nodes)
        for n in nodes[start...] {
            if refuses { n.refusesHitTesting = true }
            if contentShape { n.hasContentShape = true }
        }
    }
}

/// `accessibilityLabel(_:)`: what `--interact` steps and assistive technology call the view.
nonisolated struct AccessibilityLabelModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let label: String

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        content(ctx, &nodes)
        for n in nodes[start...] { n.accessibilityLabel = label }
    }
}

/// `onAppear`/`onDisappear`: recorded under the view's identity; the graph runs `appear` when
/// the identity is new after a resolution and `disappear` when it is gone.
nonisolated struct LifecycleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var appear: (() -> Void)?
    var disappear: (() -> Void)?

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let graph = ctx.context.graph
        graph.recordAppear(ctx.identified("lifecycle").claimKey(), appear: appear, disappear: disappear, making: content, ctx, into: &nodes)
    }
}

/// `onChange(of:initial:_:)`: the value is recorded under the view's identity; the graph runs
/// the action with the old and new values when it differs from the last resolution's.
nonisolated struct ChangeObserverModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: V
    let initial: Bool
    let action: (V, V) -> Void

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let value = self.value, action = self.action
        let change = ViewGraph.ObservedChange(value: value, isEqual: { ($0 as? V) == value },
                                              action: { old in action((old as? V) ?? value, value) }, initial: initial)
        ctx.context.graph.recordChange(ctx.identified("onChange").claimKey(), change)
        content(ctx, &nodes)
    }
}

/// `onSubmit`: Enter in a text field inside runs the action (with those further out).
nonisolated struct SubmitModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: () -> Void

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        var inner = ctx
        inner.environment.submitActions.insert(action, at: 0)
        content(inner, &nodes)
    }
}

/// A control's part that acts on its own (a segment, a stepper's buttons, a disclosure
/// group's header): the interaction goes on the part's nodes, adding no node of its own.
nonisolated struct InteractionAttachment: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let kind: InteractionKind
    var label: String? = nil
    let tap: (CGPoint, CGRect) -> Void

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        content(ctx, &nodes)
        guard let interaction = ctx.interaction(kind, label: label, tap: tap) else { return }
        for n in nodes[start...] { n.interactions.append(interaction) }
    }
}

nonisolated extension View {
    /// This view taps as a control's part (`InteractionAttachment`).
    func interactive(_ kind: InteractionKind, label: String? = nil, tap: @escaping (CGPoint, CGRect) -> Void) -> some View {
        modifier(InteractionAttachment(kind: kind, label: label, tap: tap))
    }
}

extension ResolveContext {
    /// A control's own state where the code gives it no binding (a disclosure group's
    /// expansion, a tab view's selection): kept in the graph under the control's identity.
    func controlState<Value>(_ name: String, initial: Value) -> Binding<Value> {
        let state = State(wrappedValue: initial)
        state.link(in: context.graph, key: identified(name).claimKey())
        return state.projectedValue
    }
}
