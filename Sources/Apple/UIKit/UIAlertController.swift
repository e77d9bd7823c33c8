// Alerts and action sheets (`UIAlertController`) and their buttons (`UIAlertAction`), as helpers
// in SwiftUI apps present them from the top controller. Linux: presenting one works as presenting
// any controller does, but nothing is drawn and nobody taps a button; `_perform()` does what a
// tap on an action would. As in UIKit:
//
// 1. An alert has at most one `.cancel` action: adding a second traps (UIKit raises
//    NSInternalInconsistencyException).
// 2. Only an alert (not an action sheet) has text fields: adding one to an action sheet traps.
// 3. Tapping an action dismisses the alert, then calls the action's handler; a disabled action
//    does nothing.
import Foundation

/// A button of an alert: a title, a style and what tapping it does.
///
/// Linux: nobody taps it; `_perform()` does what a tap would (fact 3).
open class UIAlertAction: NSObject, @unchecked Sendable {
    /// How the button is drawn.
    public enum Style: Int, Sendable, Hashable {
        /// A plain button.
        case `default` = 0
        /// The button that cancels (bold, and last in an action sheet).
        case cancel = 1
        /// A button whose action destroys something (red).
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// How the button is drawn.
    public let style: Style
    /// Whether the button takes taps (true).
    open var isEnabled = true
    private let handler: ((UIAlertAction) -> Void)?
    /// The alert the action was added to.
    weak var alertController: UIAlertController?

    /// An action of a title and style that calls `handler` when tapped.
    /// - Parameters:
    ///   - title: The title.
    ///   - style: How it is drawn.
    ///   - handler: What a tap does, after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// What a tap does (nobody taps on Linux): when enabled, the alert is dismissed and the
    /// handler called (fact 3).
    /// - Returns: Whether the action ran (false when disabled).
    @discardableResult
    public func _perform() -> Bool {
        guard isEnabled else { return false }
        if let alert = alertController, let presenter = alert.presentingViewController {
            presenter.dismiss(animated: true) { self.handler?(self) }
        } else {
            handler?(self)
        }
        return true
    }
}

/// An alert or action sheet: a title, a message, buttons and (for an alert) text fields.
///
/// Linux: presented as any controller is (its view loads, it is told it appears) but nothing
/// is drawn and nobody taps a button; `UIAlertAction._perform()` does what a tap would. An action
/// sheet is presented as a popover (`modalPresentationStyle` `.popover`, which an iPhone shows as
/// a sheet), so its `popoverPresentationController` is there for iPad code to point it.
open class UIAlertController: UIViewController {
    /// Whether the controller is an alert or an action sheet.
    public enum Style: Int, Sendable, Hashable {
        /// A sheet of buttons rising from the bottom (a popover on the iPad).
        case actionSheet = 0
        /// An alert in the middle of the screen.
        case alert = 1
    }

    /// The text below the title.
    open var message: String?
    /// Whether it is an alert or an action sheet.
    public let preferredStyle: Style
    /// The buttons, in the order they were added.
    open private(set) var actions: [UIAlertAction] = []
    /// The button drawn as the one to prefer (bold), and that Return taps.
    open var preferredAction: UIAlertAction?
    private var fields: [UITextField] = []

    /// An alert or action sheet of a title and message.
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message.
    ///   - preferredStyle: Alert or action sheet.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        if preferredStyle == .actionSheet { modalPresentationStyle = .popover }
    }

    /// Made from an archive (Linux: none is read): an empty alert.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(title: nil, message: nil, preferredStyle: .alert) }

    /// Adds a button. A second `.cancel` button traps, as UIKit raises (fact 1).
    /// - Parameter action: The button.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            preconditionFailure("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        actions.append(action)
        action.alertController = self
    }

    /// Adds a text field to an alert, configured by `configurationHandler` at once. An action
    /// sheet has none: adding one traps, as UIKit raises (fact 2).
    /// - Parameter configurationHandler: Sets the field up (placeholder, secure entry…).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            preconditionFailure("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        }
        let field = UITextField(frame: .zero)
        fields.append(field)
        configurationHandler?(field)
    }

    /// The alert's text fields, in the order they were added (nil when it has none).
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
}
