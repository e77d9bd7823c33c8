// Actions as closures: what modern UIKit code gives buttons and controls instead of a target and
// a selector (`UIButton(primaryAction: UIAction { _ in … })`, `control.addAction(_:for:)`). An
// action keeps its title, image and handler; `UIControl.sendActions(for:)` runs the handlers of
// the actions added for those events (the only way anything is sent on Linux, where nobody taps).
import Foundation

/// The handler of an action.
public typealias UIActionHandler = (UIAction) -> Void

/// An element of a menu: an action's title, image and state.
open class UIMenuElement: NSObject, @unchecked Sendable {
    /// Whether an element is checked.
    public enum State: Int, Sendable, Hashable {
        /// Not checked.
        case off = 0
        /// Checked.
        case on = 1
        /// Partly checked.
        case mixed = -1
    }
    /// The title.
    open var title: String
    /// The subtitle.
    open var subtitle: String?
    /// The image.
    open var image: UIImage?

    /// An element of a title and image.
    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// An action: a title and image, and a closure run when a control sends it.
open class UIAction: UIMenuElement, @unchecked Sendable {
    /// The name that identifies an action (a control keeps one action per identifier and events).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public var rawValue: String
        /// An identifier of a name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier of a name.
        /// - Parameter rawValue: The name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How an action shows in a menu.
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The attributes' bits.
        public let rawValue: UInt
        /// Attributes of these bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Dimmed and not selectable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown as destructive (red).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after it runs.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The action's identifier (a unique one unless given).
    public let identifier: Identifier
    /// A longer title for discoverability.
    open var discoverabilityTitle: String?
    /// How it shows in a menu.
    open var attributes: Attributes
    /// Whether it shows checked.
    open var state: UIMenuElement.State
    /// What sent it last (the control), while its handler runs.
    open private(set) var sender: Any?
    private let handler: UIActionHandler

    /// An action.
    /// - Parameters:
    ///   - title: The title ("").
    ///   - subtitle: The subtitle.
    ///   - image: The image.
    ///   - identifier: The identifier (nil: a unique one).
    ///   - discoverabilityTitle: A longer title.
    ///   - attributes: How it shows in a menu.
    ///   - state: Whether it shows checked.
    ///   - handler: What it does.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// Runs the handler with a sender.
    func perform(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
