// Menu commands that call a selector (`UICommand`), and their alternates with other modifier
// keys: what menus and keyboard shortcuts are made of. Linux: there is no menu bar and nobody
// picks a command; `_perform(on:)` is what picking one would do.
import Foundation

/// A command of another title and action, run when its modifier keys are held as the command is
/// picked.
open class UICommandAlternate: NSObject, @unchecked Sendable {
    /// The title shown while the keys are held.
    public let title: String
    /// The method it calls.
    public let action: Selector
    /// The keys that pick it.
    public let modifierFlags: UIKeyModifierFlags

    /// An alternate of a title, an action and modifier keys.
    /// - Parameters:
    ///   - title: The title.
    ///   - action: The method it calls.
    ///   - modifierFlags: The keys that pick it.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}

/// A menu command: a title and image, and the method it calls on the first responder that has
/// it.
///
/// Linux: nobody picks a command; `_perform(on:)` calls its action as picking it would.
open class UICommand: UIMenuElement, @unchecked Sendable {
    /// The method the command calls.
    public let action: Selector
    /// A value the command carries for its action to read.
    public let propertyList: Any?
    /// Its alternates with other modifier keys.
    public let alternates: [UICommandAlternate]
    /// A longer title for discoverability.
    open var discoverabilityTitle: String?
    /// How it shows in a menu.
    open var attributes: UIAction.Attributes
    /// Whether it shows checked.
    open var state: UIMenuElement.State

    /// A command.
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - action: The method it calls.
    ///   - propertyList: A value it carries.
    ///   - alternates: Its alternates.
    ///   - discoverabilityTitle: A longer title.
    ///   - attributes: How it shows in a menu.
    ///   - state: Whether it shows checked.
    public init(title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
                discoverabilityTitle: String? = nil, attributes: UIAction.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    /// What picking the command does: its action is called with the command on the first
    /// responder, from `responder` up the chain, whose class has the method (a compiled
    /// preview's `@objc` methods: see `Selector`).
    /// - Parameter responder: Where the chain starts.
    /// - Returns: Whether a method was called.
    @discardableResult
    public func _perform(on responder: UIResponder?) -> Bool {
        var current = responder
        while let next = current {
            if action.perform(on: next, with: [self]) { return true }
            current = next.next
        }
        return false
    }
}
