import Foundation

// Presentations (sheets, alerts, dialogs, popovers, covers, navigation destinations): at rest
// nothing is presented — Trellis shows the presenting view, as SwiftUI does before the binding
// turns true. Each modifier is accepted with SwiftUI's signature, and its content is never built.

nonisolated extension View {
    /// Presents a sheet over this view while `isPresented` is true.
    /// At rest nothing is presented: Trellis lays out and draws this view alone, and never builds `content`.
    /// - Parameters:
    ///   - isPresented: whether the sheet is shown.
    ///   - onDismiss: called after the sheet is dismissed.
    ///   - content: the sheet's content.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents a sheet for `item` while it is not `nil`.
    /// At rest nothing is presented: Trellis lays out and draws this view alone, and never builds `content`.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    /// Presents a cover that fills the screen while `isPresented` is true.
    /// At rest nothing is presented: Trellis lays out and draws this view alone, and never builds `content`.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents a cover that fills the screen for `item` while it is not `nil`.
    /// At rest nothing is presented: Trellis lays out and draws this view alone, and never builds `content`.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    /// Presents a popover anchored to this view while `isPresented` is true.
    /// At rest nothing is presented: Trellis lays out and draws this view alone, and never builds `content`.
    /// - Parameters:
    ///   - isPresented: whether the popover is shown.
    ///   - attachmentAnchor: where on this view the popover points.
    ///   - arrowEdge: the edge of this view the arrow comes from.
    ///   - content: the popover's content.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents a popover for `item` while it is not `nil`.
    /// At rest nothing is presented: Trellis lays out and draws this view alone, and never builds `content`.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    /// Presents an alert titled by a localized key, with `actions` as its buttons, while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents an alert titled by a string, with `actions` as its buttons, while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents an alert with a message under its title while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions or the message.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    /// Presents an alert titled by a string, with a message, while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions or the message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    /// Presents an alert whose actions are built from `data` while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { self }

    /// Presents a confirmation dialog (an action sheet) of `actions` while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions.
    /// - Parameters:
    ///   - titleKey: the dialog's title.
    ///   - isPresented: whether the dialog is shown.
    ///   - titleVisibility: whether the title is shown; `.automatic` leaves it to the platform.
    ///   - actions: the dialog's buttons.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents a confirmation dialog titled by a string while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents a confirmation dialog with a message while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions or the message.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    /// The heights a sheet can rest at (no sheet is shown at rest).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// The heights a sheet can rest at, with a binding to the one it rests at now (no sheet is shown at rest).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
    /// Whether a sheet shows its drag indicator (no sheet is shown at rest).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// The corner radius of a sheet; `nil` keeps the system's (no sheet is shown at rest).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    /// Stops the user from dismissing a sheet by swiping it down (no sheet is shown at rest).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// A height a sheet can rest at.
public struct PresentationDetent: Hashable, Sendable {
    let kind: String
    let value: CGFloat
    /// About half the screen's height.
    public static let medium = PresentationDetent(kind: "medium", value: 0.5)
    /// The full height a sheet can take.
    public static let large = PresentationDetent(kind: "large", value: 1)
    /// A fraction of the full height, from 0 to 1.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: "fraction", value: fraction) }
    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: "height", value: height) }
}

/// Where a popover attaches.
public enum PopoverAttachmentAnchor: Sendable {
    /// Points at a rectangle of the view, such as its bounds.
    case rect(Anchor<CGRect>.Source)
    /// Points at a unit point of the view's bounds.
    case point(UnitPoint)
}

