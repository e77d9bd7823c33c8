// `.popoverTip(_:)`: the tip's card beside the view while the tip should display. iOS shows it
// in a popover even on an iPhone; Trellis's popovers present as sheets (on a compact width iOS
// adapts ordinary popovers to sheets), so the card is drawn here in an overlay of the view
// instead, as the popover looks: 320 pt wide (an estimate), centred on the view, on the system
// background with a soft shadow, its arrow pointing at the view. `arrowEdge` is the edge of the
// card the arrow comes out of (`.top`, the default, puts the card below the view); the overlay
// does not change the view's layout.
import SwiftUI

extension View {
    /// Shows a tip in a popover beside this view while the tip should display.
    /// - Parameters:
    ///   - tip: the tip (none: nothing is shown).
    ///   - arrowEdge: the edge of the popover its arrow comes out of (by default `.top`: the
    ///     popover is below this view).
    ///   - action: called with an action after its handler when the person triggers it.
    /// - Returns: the view with the tip beside it.
    @preconcurrency
    public nonisolated func popoverTip(_ tip: (any Tip)?, arrowEdge: Edge? = nil,
                                       action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) -> some View {
        modifier(PopoverTipModifier(tip: tip.map { ($0 as? AnyTip)?.base ?? $0 }, arrowEdge: arrowEdge ?? .top, action: action))
    }
}

/// Draws the popover's card over the view, outside its edge.
struct PopoverTipModifier: ViewModifier {
    let tip: (any Tip)?
    let arrowEdge: Edge
    let action: @MainActor @Sendable (Tips.Action) -> Void

    func body(content: Content) -> some View {
        content.overlay(alignment: alignment) {
            PopoverTipCard(tip: tip, arrowEdge: arrowEdge, action: action)
        }
    }

    /// The card goes on the side of the view opposite its arrow's edge.
    private var alignment: Alignment {
        switch arrowEdge {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}

/// The popover's card while the tip should display (a view of its own, so that its body follows
/// the datastore: closing the tip hides it).
struct PopoverTipCard: View {
    let tip: (any Tip)?
    let arrowEdge: Edge
    let action: @MainActor @Sendable (Tips.Action) -> Void

    var body: some View {
        if let tip, tip.shouldDisplay {
            TipCard(configuration: .of(tip, action: action), arrowEdge: arrowEdge, defaultBackground: Color(uiColor: .systemBackground))
                .frame(width: TipMetrics.popoverWidth)
                .fixedSize(horizontal: false, vertical: true)
                .shadow(color: Color(white: 0, opacity: 0.15), radius: 20, y: 4)
                // The card's guide on the view's edge is its opposite edge: it sits outside.
                .alignmentGuide(.top) { $0.height }
                .alignmentGuide(.bottom) { _ in 0 }
                .alignmentGuide(.leading) { $0.width }
                .alignmentGuide(.trailing) { _ in 0 }
        }
    }
}
