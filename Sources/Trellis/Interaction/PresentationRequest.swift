import Foundation

// A presentation a view asks for while its binding says so. The presentation modifiers
// (Presentation.swift, Alerts.swift) resolve the view they modify and, while the binding is
// true (or the item is not nil), leave a request in the layout context; the root then draws the
// first request over the screen (PresentedLayers.swift), as SwiftUI presents over the window
// rather than inside the presenting view's frame. At rest and live alike: Xcode's canvas shows
// a sheet whose state starts presented.

/// What a presentation shows and how to end it.
final class PresentationRequest {
    enum Style {
        /// A card from the top (or from its detent's height) to the bottom of the screen.
        case sheet
        /// The whole screen.
        case fullScreenCover
        /// A centred card of a title, a message and buttons.
        case alert(AlertContent)
        /// An action sheet: buttons at the bottom of the screen, Cancel apart.
        case confirmationDialog(AlertContent)
        /// A card of the content floating by the view at `anchor`, over the dimmed screen (a
        /// compact date picker's calendar, DatePickerPopover.swift).
        case anchoredCard(anchor: Node)
    }

    let style: Style
    /// The sheet's or cover's content (nil for alerts and dialogs).
    let content: (() -> AnyView)?
    /// Sets the binding false (the item nil): what `dismiss()` and an alert's buttons do.
    let dismiss: () -> Void
    /// Where the presenting view was resolved: the presented content inherits its environment
    /// and its identity (state inside a sheet lives under the view that presents it).
    let context: ResolveContext

    init(style: Style, content: (() -> AnyView)?, dismiss: @escaping () -> Void, context: ResolveContext) {
        self.style = style
        self.content = content
        self.dismiss = dismiss
        self.context = context
    }
}

/// An alert's or a dialog's title, message and buttons, as the modifier was given them.
struct AlertContent {
    var title: Text?
    var message: AnyView?
    var actions: AnyView?
    /// Whether a dialog shows its title (alerts always do).
    var showsTitle = true
}

/// A presentation modifier: the content as it is, and a request while `request()` makes one.
/// The request's `onDismiss` is recorded as the disappearance of the presentation's identity,
/// so it runs whichever way the binding turns false (a button, `dismiss()`, the user's code).
nonisolated struct PresentationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// The request while presented (nil: not presented); called once per resolution.
    let request: (ResolveContext) -> PresentationRequest?
    let onDismiss: (() -> Void)?

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        content(ctx, &nodes)
        ctx.context.graph.presentations.exist = true
        guard let request = request(ctx.presentingContext) else { return }
        ctx.context.graph.recordAppear(ctx.identified("presentation").claimKey(), appear: nil, disappear: onDismiss)
        ctx.context.presentations.append(request)
    }
}

extension ResolveContext {
    /// Where a view presents from: what it presents is resolved as at the root (outside any
    /// stack, list or scroll view), under the view's identity.
    var presentingContext: ResolveContext {
        var presenting = inside(orientation: nil)
        presenting.listMetrics = nil
        presenting.scrollAxes = []
        presenting.collectsTags = false
        presenting.identity = identity.appending("presentation")
        return presenting
    }
}

/// `dismiss` and `isPresented` of a presented view's environment.
final class PresentationDismissBox: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the view is inside a presentation that is shown (`isPresented`'s storage).
    var isInPresentation: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

extension LayoutContext {
    /// The presentations the resolution running now asked for, in tree order.
    var presentations: [PresentationRequest] {
        get { presentationRequests.requests }
        set { presentationRequests.requests = newValue }
    }
}

/// The presentations of one resolution (kept by the layout context).
final class PresentationRequests {
    var requests: [PresentationRequest] = []
}
