import Foundation

// Presentations (sheets, popovers, covers; alerts and dialogs in Alerts.swift): each modifier
// leaves a request while its binding is true or its item not nil (PresentingModifiers.swift),
// and the root draws it over the screen (PresentedLayers.swift), at rest as live. A popover
// presents as a sheet: on an iPhone's compact width iOS adapts popovers to sheets.

nonisolated extension View {
    /// Presents a sheet over this view while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    /// - Parameters:
    ///   - isPresented: whether the sheet is shown.
    ///   - onDismiss: called after the sheet is dismissed.
    ///   - content: the sheet's content.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet for `item` while it is not `nil`.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents a cover that fills the screen while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a cover that fills the screen for `item` while it is not `nil`.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents a popover anchored to this view while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    /// - Parameters:
    ///   - isPresented: whether the popover is shown.
    ///   - attachmentAnchor: where on this view the popover points.
    ///   - arrowEdge: the edge of this view the arrow comes from.
    ///   - content: the popover's content.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting(.sheet, isPresented: isPresented, onDismiss: nil, content: content)
    }

    /// Presents a popover for `item` while it is not `nil`.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting(.sheet, item: item, onDismiss: nil, content: content)
    }

    /// Presents an alert titled by a localized key, with `actions` as its buttons, while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, dialog: false, showsTitle: true,
                        data: isPresented.wrappedValue ? () : nil, actions: { _ in AnyView(actions()) }, message: { _ in nil })
    }

    /// Presents an alert titled by a string, with `actions` as its buttons, while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(Text(title), isPresented: isPresented, dialog: false, showsTitle: true,
                        data: isPresented.wrappedValue ? () : nil, actions: { _ in AnyView(actions()) }, message: { _ in nil })
    }

    /// Presents an alert with a message under its title while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, dialog: false, showsTitle: true,
                        data: isPresented.wrappedValue ? () : nil, actions: { _ in AnyView(actions()) }, message: { _ in AnyView(message()) })
    }

    /// Presents an alert titled by a string, with a message, while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presentingAlert(Text(title), isPresented: isPresented, dialog: false, showsTitle: true,
                        data: isPresented.wrappedValue ? () : nil, actions: { _ in AnyView(actions()) }, message: { _ in AnyView(message()) })
    }

    /// Presents an alert whose actions are built from `data` while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, dialog: false, showsTitle: true,
                        data: isPresented.wrappedValue ? data : nil, actions: { AnyView(actions($0)) }, message: { _ in nil })
    }

    /// Presents a confirmation dialog (an action sheet) of `actions` while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    /// - Parameters:
    ///   - titleKey: the dialog's title.
    ///   - isPresented: whether the dialog is shown.
    ///   - titleVisibility: whether the title is shown; `.automatic` leaves it to the platform.
    ///   - actions: the dialog's buttons.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, dialog: true, showsTitle: titleVisibility == .visible,
                        data: isPresented.wrappedValue ? () : nil, actions: { _ in AnyView(actions()) }, message: { _ in nil })
    }

    /// Presents a confirmation dialog titled by a string while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(Text(title), isPresented: isPresented, dialog: true, showsTitle: titleVisibility == .visible,
                        data: isPresented.wrappedValue ? () : nil, actions: { _ in AnyView(actions()) }, message: { _ in nil })
    }

    /// Presents a confirmation dialog with a message while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, dialog: true, showsTitle: titleVisibility == .visible,
                        data: isPresented.wrappedValue ? () : nil, actions: { _ in AnyView(actions()) }, message: { _ in AnyView(message()) })
    }

    /// The heights a sheet can rest at: the sheet shows at the smallest (set on its content).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(AttributeModifier { n in SheetTraits.update(n) { $0.detents = detents } })
    }
    /// The heights a sheet can rest at, with a binding to the one it rests at now.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let current = selection.wrappedValue
        return modifier(AttributeModifier { n in SheetTraits.update(n) { $0.detents = detents.contains(current) ? [current] : detents } })
    }
    /// Whether a sheet shows its drag indicator (`.automatic`: when it has several detents).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(AttributeModifier { n in SheetTraits.update(n) { $0.dragIndicator = visibility } })
    }
    /// The corner radius of a sheet; `nil` keeps the system's.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(AttributeModifier { n in SheetTraits.update(n) { $0.cornerRadius = cornerRadius } })
    }
    /// Stops the user from dismissing a sheet by dragging it down.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(AttributeModifier { n in SheetTraits.update(n) { $0.dismissDisabled = isDisabled } })
    }
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

