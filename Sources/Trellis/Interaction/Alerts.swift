import Foundation

// Alerts and confirmation dialogs: presented over the screen while their binding is true, at
// rest too (PresentedLayers.swift draws them; AlertCard.swift lays them out). The older `Alert`
// and `ActionSheet` values (iOS 13's API, deprecated but common in real apps) become the same
// buttons: a cancel button bold, a destructive one red.

/// An alert of the iOS 13 API: a title, an optional message and one or two buttons, handed to
/// `alert(isPresented:content:)`.
///
/// Presented over the screen while the modifier's binding is true.
public struct Alert: @unchecked Sendable {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an alert with a title, an optional message and one button that dismisses it.
    /// - Parameters:
    ///   - title: the alert's title.
    ///   - message: text under the title.
    ///   - dismissButton: the one button; `nil` shows an OK button in SwiftUI.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text(verbatim: "OK"))]
    }

    /// Creates an alert with a title, an optional message and two buttons side by side.
    /// - Parameters:
    ///   - title: the alert's title.
    ///   - message: text under the title.
    ///   - primaryButton: the leading button.
    ///   - secondaryButton: the trailing button.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert` or an `ActionSheet`: a label, a look (default, cancel or
    /// destructive) and an action, run when the button is tapped (before the alert goes).
    public struct Button: @unchecked Sendable {
        enum Kind: Sendable { case `default`, cancel, destructive }
        let kind: Kind
        let label: Text
        let action: (() -> Void)?

        /// A button in the default look.
        /// - Parameters:
        ///   - label: the button's text.
        ///   - action: what the button does (run on a tap).
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(kind: .default, label: label, action: action)
        }

        /// A cancel button with a label of your own; SwiftUI draws it bold and places it last.
        /// - Parameters:
        ///   - label: the button's text.
        ///   - action: what the button does (run on a tap).
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(kind: .cancel, label: label, action: action)
        }

        /// A cancel button with the system's localized "Cancel" label.
        /// - Parameter action: what the button does (run on a tap).
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(kind: .cancel, label: Text(verbatim: "Cancel"), action: action)
        }

        /// A button for an action that deletes or discards; SwiftUI draws it red.
        /// - Parameters:
        ///   - label: the button's text.
        ///   - action: what the button does (run on a tap).
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(kind: .destructive, label: label, action: action)
        }
    }
}

/// An action sheet of the iOS 13 API: a title, an optional message and a list of buttons, handed
/// to `actionSheet(isPresented:content:)`.
///
/// Presented at the bottom of the screen while the modifier's binding is true.
public struct ActionSheet: @unchecked Sendable {
    /// A button of the sheet: the same type as an alert's.
    public typealias Button = Alert.Button
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an action sheet.
    /// - Parameters:
    ///   - title: the sheet's title.
    ///   - message: text under the title.
    ///   - buttons: the sheet's buttons, a cancel button unless given.
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension Alert.Button {
    /// The button as a SwiftUI `Button` with its role.
    var view: AnyView {
        let role: ButtonRole? = kind == .cancel ? .cancel : kind == .destructive ? .destructive : nil
        let action = self.action
        return AnyView(Trellis.Button(role: role, action: { action?() }, label: { label }))
    }
}

extension Alert {
    var content: AlertContent {
        let buttons = self.buttons
        return AlertContent(title: title, message: message.map { AnyView($0) },
                            actions: AnyView(ForEach(0..<buttons.count, id: \.self) { buttons[$0].view }))
    }
}

extension ActionSheet {
    var content: AlertContent {
        let buttons = self.buttons
        return AlertContent(title: title, message: message.map { AnyView($0) },
                            actions: AnyView(ForEach(0..<buttons.count, id: \.self) { buttons[$0].view }), showsTitle: true)
    }
}

nonisolated extension View {
    /// Presents the alert `content` makes while `isPresented` is true (the iOS 13 API).
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        presentingAlert(isPresented.wrappedValue ? content().content : nil, dialog: false) { isPresented.wrappedValue = false }
    }

    /// Presents the alert `content` makes for `item` while it is not `nil` (the iOS 13 API).
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        presentingAlert(item.wrappedValue.map { content($0).content }, dialog: false) { item.wrappedValue = nil }
    }

    /// Presents the action sheet `content` makes while `isPresented` is true (the iOS 13 API).
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        presentingAlert(isPresented.wrappedValue ? content().content : nil, dialog: true) { isPresented.wrappedValue = false }
    }

    /// Presents the action sheet `content` makes for `item` while it is not `nil` (the iOS 13 API).
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        presentingAlert(item.wrappedValue.map { content($0).content }, dialog: true) { item.wrappedValue = nil }
    }

    /// Presents an alert titled by a text, with `actions` as its buttons, while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(title, isPresented: isPresented, dialog: false, showsTitle: true,
                        data: isPresented.wrappedValue ? () : nil, actions: { _ in AnyView(actions()) }, message: { _ in nil })
    }

    /// Presents an alert titled by a text, with a message, while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presentingAlert(title, isPresented: isPresented, dialog: false, showsTitle: true,
                        data: isPresented.wrappedValue ? () : nil, actions: { _ in AnyView(actions()) }, message: { _ in AnyView(message()) })
    }

    /// Presents an alert titled by a string whose actions are built from `data`, while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        presentingAlert(Text(title), isPresented: isPresented, dialog: false, showsTitle: true,
                        data: isPresented.wrappedValue ? data : nil, actions: { AnyView(actions($0)) }, message: { _ in nil })
    }

    /// Presents an alert titled by a text whose actions are built from `data`, while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        presentingAlert(title, isPresented: isPresented, dialog: false, showsTitle: true,
                        data: isPresented.wrappedValue ? data : nil, actions: { AnyView(actions($0)) }, message: { _ in nil })
    }

    /// Presents an alert whose actions and message are built from `data`, while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    /// - Parameters:
    ///   - titleKey: the alert's title.
    ///   - isPresented: whether the alert is shown.
    ///   - data: what the alert is about; SwiftUI presents nothing while it is `nil`.
    ///   - actions: the alert's buttons, made from `data`.
    ///   - message: the text under the title, made from `data`.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, dialog: false, showsTitle: true,
                        data: isPresented.wrappedValue ? data : nil, actions: { AnyView(actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents an alert titled by a string whose actions and message are built from `data`.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        presentingAlert(Text(title), isPresented: isPresented, dialog: false, showsTitle: true,
                        data: isPresented.wrappedValue ? data : nil, actions: { AnyView(actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents an alert titled by a text whose actions and message are built from `data`.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View {
        presentingAlert(title, isPresented: isPresented, dialog: false, showsTitle: true,
                        data: isPresented.wrappedValue ? data : nil, actions: { AnyView(actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents an alert about `error`, titled by its description, while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                  @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented, dialog: false, showsTitle: true,
                        data: isPresented.wrappedValue ? () : nil, actions: { _ in AnyView(actions()) }, message: { _ in nil })
    }

    /// Presents an alert about `error` with actions and a message made from it.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                           @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        presentingAlert(Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented, dialog: false, showsTitle: true,
                        data: isPresented.wrappedValue ? error : nil, actions: { AnyView(actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents a confirmation dialog titled by a text while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(title, isPresented: isPresented, dialog: true, showsTitle: titleVisibility == .visible,
                        data: isPresented.wrappedValue ? () : nil, actions: { _ in AnyView(actions()) }, message: { _ in nil })
    }

    /// Presents a confirmation dialog titled by a string, with a message, while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        presentingAlert(Text(title), isPresented: isPresented, dialog: true, showsTitle: titleVisibility == .visible,
                        data: isPresented.wrappedValue ? () : nil, actions: { _ in AnyView(actions()) }, message: { _ in AnyView(message()) })
    }

    /// Presents a confirmation dialog titled by a text, with a message, while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        presentingAlert(title, isPresented: isPresented, dialog: true, showsTitle: titleVisibility == .visible,
                        data: isPresented.wrappedValue ? () : nil, actions: { _ in AnyView(actions()) }, message: { _ in AnyView(message()) })
    }

    /// Presents a confirmation dialog whose actions are built from `data`, while `isPresented` is true.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, dialog: true, showsTitle: titleVisibility == .visible,
                        data: isPresented.wrappedValue ? data : nil, actions: { AnyView(actions($0)) }, message: { _ in nil })
    }

    /// Presents a confirmation dialog titled by a string whose actions are built from `data`.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View {
        presentingAlert(Text(title), isPresented: isPresented, dialog: true, showsTitle: titleVisibility == .visible,
                        data: isPresented.wrappedValue ? data : nil, actions: { AnyView(actions($0)) }, message: { _ in nil })
    }

    /// Presents a confirmation dialog titled by a text whose actions are built from `data`.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        presentingAlert(title, isPresented: isPresented, dialog: true, showsTitle: titleVisibility == .visible,
                        data: isPresented.wrappedValue ? data : nil, actions: { AnyView(actions($0)) }, message: { _ in nil })
    }

    /// Presents a confirmation dialog whose actions and message are built from `data`.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, dialog: true, showsTitle: titleVisibility == .visible,
                        data: isPresented.wrappedValue ? data : nil, actions: { AnyView(actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents a confirmation dialog titled by a string whose actions and message are built from `data`.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic,
                                                                           presenting data: T?,
                                                                           @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: (T) -> M) -> some View {
        presentingAlert(Text(title), isPresented: isPresented, dialog: true, showsTitle: titleVisibility == .visible,
                        data: isPresented.wrappedValue ? data : nil, actions: { AnyView(actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents a confirmation dialog titled by a text whose actions and message are built from `data`.
    /// Shown over the screen while the binding says so, at rest too (PresentedLayers.swift).
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        presentingAlert(title, isPresented: isPresented, dialog: true, showsTitle: titleVisibility == .visible,
                        data: isPresented.wrappedValue ? data : nil, actions: { AnyView(actions($0)) }, message: { AnyView(message($0)) })
    }
}
