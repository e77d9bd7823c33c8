import Foundation

/// A text field's tie to a `@FocusState` (`focused(_:)`, `focused(_:equals:)`), both ways: the
/// live session sets the state when it moves the focus, and a field whose state says focused
/// takes the focus when resolved (code that sets the state moves the focus).
struct FocusLink: @unchecked Sendable {
    let isFocused: () -> Bool
    let setFocused: (Bool) -> Void
}

private struct FocusLinkKey: EnvironmentKey { static let defaultValue: FocusLink? = nil }

extension EnvironmentValues {
    /// The focus state the text fields inside are bound to.
    var focusLink: FocusLink? {
        get { self[FocusLinkKey.self] }
        set { self[FocusLinkKey.self] = newValue }
    }
}

/// `focused(_:)`: the content's text fields are bound to the focus state.
nonisolated struct FocusLinkModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let link: FocusLink

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        var inner = ctx
        inner.environment.focusLink = link
        content(inner, &nodes)
    }
}

extension ResolveContext {
    /// Makes the graph's focus agree with the focus state of the field `identity` is bound to.
    func syncFocus(of identity: String) {
        guard let link = environment.focusLink else { return }
        let graph = context.graph
        if link.isFocused() {
            graph.focusedField = identity
        } else if graph.focusedField == identity {
            graph.focusedField = nil
        }
    }
}
