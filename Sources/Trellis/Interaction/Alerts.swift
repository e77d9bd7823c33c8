import Foundation

// Alerts and confirmation dialogs: SwiftUI presents them over the screen while their binding is
// true. At rest nothing is presented, so each modifier lays out and draws as the view it is
// applied to; its actions and message are never built. The older `Alert` and `ActionSheet`
// values (iOS 13's API, deprecated but common in real apps) are accepted and kept unused.

/// An alert of the iOS 13 API: a title, an optional message and one or two buttons, handed to
/// `alert(isPresented:content:)`.
///
/// SwiftUI presents it over the screen while the modifier's binding is true. Trellis keeps it
/// unused: a layout at rest shows no alert.
public struct Alert: Sendable {
    /// How many buttons the alert has (its texts are not kept: nothing shows them at rest).
    let buttonCount: Int

    /// Creates an alert with a title, an optional message and one button that dismisses it.
    /// - Parameters:
    ///   - title: the alert's title.
    ///   - message: text under the title.
    ///   - dismissButton: the one button; `nil` shows an OK button in SwiftUI.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        buttonCount = 1
    }

    /// Creates an alert with a title, an optional message and two buttons side by side.
    /// - Parameters:
    ///   - title: the alert's title.
    ///   - message: text under the title.
    ///   - primaryButton: the leading button.
    ///   - secondaryButton: the trailing button.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        buttonCount = 2
    }

    /// A button of an `Alert` or an `ActionSheet`: a label, a look (default, cancel or
    /// destructive) and an action. Trellis never runs the action.
    public struct Button: Sendable {
        enum Kind: Sendable { case `default`, cancel, destructive }
        let kind: Kind

        /// A button in the default look.
        /// - Parameters:
        ///   - label: the button's text.
        ///   - action: what the button does (never run in Trellis).
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(kind: .default)
        }

        /// A cancel button with a label of your own; SwiftUI draws it bold and places it last.
        /// - Parameters:
        ///   - label: the button's text.
        ///   - action: what the button does (never run in Trellis).
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(kind: .cancel)
        }

        /// A cancel button with the system's localized "Cancel" label.
        /// - Parameter action: what the button does (never run in Trellis).
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(kind: .cancel)
        }

        /// A button for an action that deletes or discards; SwiftUI draws it red.
        /// - Parameters:
        ///   - label: the button's text.
        ///   - action: what the button does (never run in Trellis).
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(kind: .destructive)
        }
    }
}

/// An action sheet of the iOS 13 API: a title, an optional message and a list of buttons, handed
/// to `actionSheet(isPresented:content:)`.
///
/// SwiftUI slides it up from the bottom while the modifier's binding is true. Trellis keeps it
/// unused: a layout at rest shows no sheet.
public struct ActionSheet: Sendable {
    /// A button of the sheet: the same type as an alert's.
    public typealias Button = Alert.Button
    let buttons: [Button]

    /// Creates an action sheet.
    /// - Parameters:
    ///   - title: the sheet's title.
    ///   - message: text under the title.
    ///   - buttons: the sheet's buttons, a cancel button unless given.
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.buttons = buttons
    }
}

nonisolated extension View {
    /// Presents the alert `content` makes while `isPresented` is true (the iOS 13 API).
    /// At rest nothing is presented: Trellis lays out and draws this view alone and never calls `content`.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }

    /// Presents the alert `content` makes for `item` while it is not `nil` (the iOS 13 API).
    /// At rest nothing is presented; Trellis never calls `content`.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }

    /// Presents the action sheet `content` makes while `isPresented` is true (the iOS 13 API).
    /// At rest nothing is presented; Trellis never calls `content`.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }

    /// Presents the action sheet `content` makes for `item` while it is not `nil` (the iOS 13 API).
    /// At rest nothing is presented; Trellis never calls `content`.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View { self }

    /// Presents an alert titled by a text, with `actions` as its buttons, while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents an alert titled by a text, with a message, while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions or the message.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    /// Presents an alert titled by a string whose actions are built from `data`, while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View { self }

    /// Presents an alert titled by a text whose actions are built from `data`, while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { self }

    /// Presents an alert whose actions and message are built from `data`, while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions or the message.
    /// - Parameters:
    ///   - titleKey: the alert's title.
    ///   - isPresented: whether the alert is shown.
    ///   - data: what the alert is about; SwiftUI presents nothing while it is `nil`.
    ///   - actions: the alert's buttons, made from `data`.
    ///   - message: the text under the title, made from `data`.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View { self }

    /// Presents an alert titled by a string whose actions and message are built from `data`.
    /// At rest nothing is presented; Trellis never builds the actions or the message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View { self }

    /// Presents an alert titled by a text whose actions and message are built from `data`.
    /// At rest nothing is presented; Trellis never builds the actions or the message.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View { self }

    /// Presents an alert about `error`, titled by its description, while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                  @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents an alert about `error` with actions and a message made from it.
    /// At rest nothing is presented; Trellis never builds the actions or the message.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                           @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View { self }

    /// Presents a confirmation dialog titled by a text while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents a confirmation dialog titled by a string, with a message, while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions or the message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View { self }

    /// Presents a confirmation dialog titled by a text, with a message, while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions or the message.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View { self }

    /// Presents a confirmation dialog whose actions are built from `data`, while `isPresented` is true.
    /// At rest nothing is presented; Trellis never builds the actions.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View { self }

    /// Presents a confirmation dialog titled by a string whose actions are built from `data`.
    /// At rest nothing is presented; Trellis never builds the actions.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View { self }

    /// Presents a confirmation dialog titled by a text whose actions are built from `data`.
    /// At rest nothing is presented; Trellis never builds the actions.
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View { self }

    /// Presents a confirmation dialog whose actions and message are built from `data`.
    /// At rest nothing is presented; Trellis never builds the actions or the message.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View { self }

    /// Presents a confirmation dialog titled by a string whose actions and message are built from `data`.
    /// At rest nothing is presented; Trellis never builds the actions or the message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic,
                                                                           presenting data: T?,
                                                                           @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: (T) -> M) -> some View { self }

    /// Presents a confirmation dialog titled by a text whose actions and message are built from `data`.
    /// At rest nothing is presented; Trellis never builds the actions or the message.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View { self }
}
