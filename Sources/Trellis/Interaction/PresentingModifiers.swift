import Foundation

// What every presentation modifier comes down to: a request while its binding says so
// (PresentationRequest.swift), dismissed by setting the binding false or the item nil.

nonisolated extension View {
    /// A sheet or cover of `content` while `isPresented` is true.
    func presenting<C: View>(_ style: PresentationRequest.Style, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
                             content: @escaping () -> C) -> some View {
        modifier(PresentationModifier(request: { ctx in
            guard isPresented.wrappedValue else { return nil }
            return PresentationRequest(style: style, content: { AnyView(content()) },
                                       dismiss: { isPresented.wrappedValue = false }, context: ctx)
        }, onDismiss: onDismiss))
    }

    /// A sheet or cover of `content(item)` while `item` is not nil.
    func presenting<Item, C: View>(_ style: PresentationRequest.Style, item: Binding<Item?>, onDismiss: (() -> Void)?,
                                   content: @escaping (Item) -> C) -> some View {
        modifier(PresentationModifier(request: { ctx in
            guard let value = item.wrappedValue else { return nil }
            return PresentationRequest(style: style, content: { AnyView(content(value)) },
                                       dismiss: { item.wrappedValue = nil }, context: ctx)
        }, onDismiss: onDismiss))
    }

    /// An alert (or a confirmation dialog) while `data` is not nil: the caller passes nil when
    /// the binding is false. Its actions and message are built now, from `data`.
    func presentingAlert<T>(_ title: Text?, isPresented: Binding<Bool>, dialog: Bool, showsTitle: Bool, data: T?,
                            actions: (T) -> AnyView, message: (T) -> AnyView?) -> some View {
        let content = data.map { AlertContent(title: title, message: message($0), actions: actions($0), showsTitle: showsTitle) }
        return presentingAlert(content, dialog: dialog) { isPresented.wrappedValue = false }
    }

    /// An alert or a dialog of `content` (nil: not presented), ended by `dismiss`.
    func presentingAlert(_ content: AlertContent?, dialog: Bool, dismiss: @escaping () -> Void) -> some View {
        modifier(PresentationModifier(request: { ctx in
            guard let content else { return nil }
            return PresentationRequest(style: dialog ? .confirmationDialog(content) : .alert(content), content: nil,
                                       dismiss: dismiss, context: ctx)
        }, onDismiss: nil))
    }
}
