// The inline tip view: the tip's card (TipCard.swift, or the `tipViewStyle` in the environment)
// while the tip should display, and nothing at all (no size) otherwise. Its body reads the
// datastore, so in a live preview it appears when a rule starts to hold and disappears when the
// tip is invalidated (its close button, or code).
import SwiftUI

/// A tip shown in place, among the views around it.
@MainActor @preconcurrency public struct TipView<Content: Tip>: View {
    let tip: (any Tip)?
    let arrowEdge: Edge?
    let action: @MainActor @Sendable (Tips.Action) -> Void
    @Environment(\.tipViewStyle) private var style

    /// Creates a tip view.
    /// - Parameters:
    ///   - tip: the tip to show.
    ///   - arrowEdge: the edge of the tip view the arrow points out of (none by default).
    ///   - action: called with an action after its handler when the person triggers it.
    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) {
        self.tip = (tip as? AnyTip)?.base ?? tip
        self.arrowEdge = arrowEdge
        self.action = action
    }

    /// The card while the tip should display; nothing otherwise.
    public var body: some View {
        if let tip, tip.shouldDisplay {
            let configuration = TipViewStyleConfiguration.of(tip, action: action)
            if let style {
                style.make(configuration)
            } else {
                TipCard(configuration: configuration, arrowEdge: arrowEdge, defaultBackground: Color(uiColor: .secondarySystemBackground))
            }
        }
    }
}

extension TipView where Content == AnyTip {
    /// Creates a tip view of any tip, or of none (then it shows nothing).
    /// - Parameters:
    ///   - tip: the tip to show.
    ///   - arrowEdge: the edge of the tip view the arrow points out of (none by default).
    ///   - action: called with an action after its handler when the person triggers it.
    public init(_ tip: (any Tip)?, arrowEdge: Edge? = nil, action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) {
        self.tip = tip.map { ($0 as? AnyTip)?.base ?? $0 }
        self.arrowEdge = arrowEdge
        self.action = action
    }
}

extension TipViewStyleConfiguration {
    /// The configuration of `tip`, whose actions call `action` after their own handler.
    @MainActor static func of(_ tip: any Tip, action: @escaping @MainActor @Sendable (Tips.Action) -> Void) -> TipViewStyleConfiguration {
        let actions = tip.actions.enumerated().map { index, original in
            let numbered = original.numbered(index)
            return Tips.Action(id: numbered.id, index: index, label: numbered.label, handler: {
                numbered.handler()
                action(numbered)
            })
        }
        return TipViewStyleConfiguration(tip: tip, title: tip.title, message: tip.message, image: tip.image, actions: actions)
    }
}

/// A type-erased tip.
public struct AnyTip: Tip {
    let base: any Tip

    /// Wraps a tip.
    /// - Parameter tip: the tip.
    public init(_ tip: any Tip) { base = (tip as? AnyTip)?.base ?? tip }

    /// The wrapped tip's identifier.
    public var id: String { base.id }
    /// The wrapped tip's title.
    public var title: Text { base.title }
    /// The wrapped tip's message.
    public var message: Text? { base.message }
    /// The wrapped tip's image.
    public var image: Image? { base.image }
    /// The wrapped tip's actions.
    public var actions: [Tips.Action] { base.actions }
    /// The wrapped tip's rules.
    public var rules: [Tips.Rule] { base.rules }
    /// The wrapped tip's options.
    public var options: [any TipOption] { base.options }
}
