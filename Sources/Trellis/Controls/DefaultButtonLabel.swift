import Foundation

// iOS 26's `Button(role:action:)`: a button whose label the system provides for its role, as
// toolbars on iOS 26 draw them: an xmark for `.close` and `.cancel`, a checkmark for `.confirm`,
// a trash can for `.destructive` (red, as any destructive button). Sources: Apple's documentation
// of `Button.init(role:action:)` (the cancel example "would display a button with a 'x' symbol"),
// of `ButtonRole.close` and `.confirm`; the trash can for `.destructive` is Trellis's choice
// (undocumented). The prominent glass iOS 26 draws behind a confirm button in a toolbar is not
// drawn.

/// The label the system gives a button made with `Button(role:action:)`: its role's symbol.
public nonisolated struct DefaultButtonLabel: View {
    let role: ButtonRole

    /// The role's symbol, with the role's name as its accessibility label.
    public var body: some View {
        Image(systemName: symbolName).accessibilityLabel(Text(verbatim: title))
    }

    var symbolName: String {
        switch role.kind {
        case .close, .cancel: "xmark"
        case .confirm: "checkmark"
        case .destructive: "trash"
        }
    }

    var title: String {
        switch role.kind {
        case .close: "Close"
        case .cancel: "Cancel"
        case .confirm: "Done"
        case .destructive: "Delete"
        }
    }
}

extension Button where Label == DefaultButtonLabel {
    /// Creates a button of `role` whose label is the system's symbol for it (iOS 26).
    /// - Parameters:
    ///   - role: `.close` or `.cancel` (an xmark), `.confirm` (a checkmark), `.destructive` (a trash can).
    ///   - action: What the button does (never run at rest in Trellis).
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}
