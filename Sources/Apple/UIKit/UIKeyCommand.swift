// Keyboard shortcuts (`UIKeyCommand`): a key and modifier keys that call a method, as a
// controller lists them in `keyCommands`. Linux: no hardware keyboard is attached and no key is
// pressed; the commands are kept, and `_perform(on:)` calls one as its key would.
import Foundation

/// A keyboard shortcut: a key, modifier keys, and the method they call.
///
/// Linux: no key is pressed; `_perform(on:)` calls the action as pressing the keys would.
open class UIKeyCommand: UICommand, @unchecked Sendable {
    /// The key (a character, or one of the `input…` constants).
    public let input: String?
    /// The modifier keys held with it.
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the shortcut goes before the system's handling of the same keys (false).
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the system may change the keys for the person's keyboard layout (true).
    open var allowsAutomaticLocalization = true
    /// Whether the system may mirror arrow keys for right-to-left languages (true).
    open var allowsAutomaticMirroring = true

    /// A shortcut with a title, as a menu shows it.
    /// - Parameters:
    ///   - title: The title ("").
    ///   - image: The image.
    ///   - action: The method it calls.
    ///   - input: The key.
    ///   - modifierFlags: The modifier keys.
    ///   - propertyList: A value it carries.
    ///   - alternates: Its alternates.
    ///   - discoverabilityTitle: A longer title.
    ///   - attributes: How it shows in a menu.
    ///   - state: Whether it shows checked.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIAction.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// A shortcut of a key and modifier keys.
    /// - Parameters:
    ///   - input: The key.
    ///   - modifierFlags: The modifier keys.
    ///   - action: The method it calls.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A shortcut of a key and modifier keys, with a title shown in the shortcuts overlay.
    /// - Parameters:
    ///   - input: The key.
    ///   - modifierFlags: The modifier keys.
    ///   - action: The method it calls.
    ///   - discoverabilityTitle: The title.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    /// The up arrow key.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    public static let inputHome = "UIKeyInputHome"
    /// The End key.
    public static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key.
    public static let inputDelete = "UIKeyInputDelete"
    /// The F1 key.
    public static let f1 = "UIKeyInputF1"
    /// The F2 key.
    public static let f2 = "UIKeyInputF2"
    /// The F3 key.
    public static let f3 = "UIKeyInputF3"
    /// The F4 key.
    public static let f4 = "UIKeyInputF4"
    /// The F5 key.
    public static let f5 = "UIKeyInputF5"
    /// The F6 key.
    public static let f6 = "UIKeyInputF6"
    /// The F7 key.
    public static let f7 = "UIKeyInputF7"
    /// The F8 key.
    public static let f8 = "UIKeyInputF8"
    /// The F9 key.
    public static let f9 = "UIKeyInputF9"
    /// The F10 key.
    public static let f10 = "UIKeyInputF10"
    /// The F11 key.
    public static let f11 = "UIKeyInputF11"
    /// The F12 key.
    public static let f12 = "UIKeyInputF12"
}
