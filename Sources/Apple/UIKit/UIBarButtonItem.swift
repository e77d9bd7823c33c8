// Bar button items and menus, as UIKit code in SwiftUI apps makes them: a navigation item's
// buttons (`navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done,
// target: self, action: #selector(done))`), the appearance proxy that styles every bar button
// (`UIBarButtonItem.appearance().setTitleTextAttributes(…, for: .normal)`), and the menus they
// show. Linux: items are kept, not drawn (a controller's bars are not shown); a tap never
// comes, so `_performAction()` is what would run the primary action or call the target.
import Foundation

/// What bar items share: a title, an image, a tag and per-state text attributes.
open class UIBarItem: NSObject, @unchecked Sendable {
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The landscape image (compact bars).
    open var landscapeImagePhone: UIImage?
    /// A number that identifies the item.
    open var tag = 0
    /// Whether the item takes taps.
    open var isEnabled = true
    private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An item.
    public override init() { super.init() }

    /// Sets the title's text attributes for a state (kept; not drawn on Linux).
    /// - Parameters:
    ///   - attributes: The attributes (font, colour…), nil to remove them.
    ///   - state: The control state.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        self.attributes[state.rawValue] = attributes
    }

    /// The title's text attributes for a state.
    /// - Parameter state: The control state.
    /// - Returns: The attributes set for it, or nil.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { attributes[state.rawValue] }
}

/// A button in a navigation bar or toolbar.
open class UIBarButtonItem: UIBarItem, @unchecked Sendable {
    /// How the item is drawn.
    public enum Style: Int, Sendable {
        /// A plain button.
        case plain = 0
        /// A bordered button (deprecated: plain).
        case bordered = 1
        /// A done button (bold).
        case done = 2
    }

    /// The system's own items.
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done = 0
        /// Cancel.
        case cancel
        /// Edit.
        case edit
        /// Save.
        case save
        /// Add (a plus).
        case add
        /// A flexible space.
        case flexibleSpace
        /// A fixed space.
        case fixedSpace
        /// Compose.
        case compose
        /// Reply.
        case reply
        /// Action (share).
        case action
        /// Organize.
        case organize
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Refresh.
        case refresh
        /// Stop.
        case stop
        /// Camera.
        case camera
        /// Trash.
        case trash
        /// Play.
        case play
        /// Pause.
        case pause
        /// Rewind.
        case rewind
        /// Fast forward.
        case fastForward
        /// Undo.
        case undo
        /// Redo.
        case redo
        /// Page curl (deprecated).
        case pageCurl
        /// Close.
        case close
    }

    /// How the item is drawn.
    open var style = Style.plain
    /// The system item it was made as (nil: a custom one).
    public private(set) var systemItem: SystemItem?
    /// The object whose action is called (held weakly, as UIKit holds it).
    open weak var target: AnyObject?
    /// The method called when tapped.
    open var action: Selector?
    /// What a tap runs (instead of the target's action).
    open var primaryAction: UIAction?
    /// The menu a tap (or a long press, with a primary action) shows.
    open var menu: UIMenu?
    /// A view shown instead of a button.
    open var customView: UIView?
    /// The item's width (0: its own).
    open var width: CGFloat = 0
    /// The item's tint.
    open var tintColor: UIColor?
    /// Whether the item is hidden.
    open var isHidden = false

    /// An empty item.
    public override init() { super.init() }

    /// An item with a title that calls a target's method.
    /// - Parameters:
    ///   - title: The title.
    ///   - style: How it is drawn.
    ///   - target: The object whose method is called.
    ///   - action: The method.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item with an image that calls a target's method.
    /// - Parameters:
    ///   - image: The image.
    ///   - style: How it is drawn.
    ///   - target: The object whose method is called.
    ///   - action: The method.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// One of the system's items that calls a target's method.
    /// - Parameters:
    ///   - systemItem: The item.
    ///   - target: The object whose method is called.
    ///   - action: The method.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        style = systemItem == .done ? .done : .plain
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item that shows a view.
    /// - Parameter customView: The view.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// An item with a title or an image, an action and a menu.
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - primaryAction: What a tap runs.
    ///   - menu: The menu.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// One of the system's items with an action and a menu.
    /// - Parameters:
    ///   - systemItem: The item.
    ///   - primaryAction: What a tap runs.
    ///   - menu: The menu.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A fixed space.
    /// - Parameter width: Its width.
    /// - Returns: The item.
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A flexible space.
    /// - Returns: The item.
    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    private static let proxy = UIBarButtonItem()
    /// The proxy whose attributes every bar button takes (kept; not drawn on Linux).
    /// - Returns: The proxy.
    open class func appearance() -> UIBarButtonItem { proxy }

    /// What a tap does: the primary action, else the target's method with the item.
    /// - Returns: Whether something ran.
    @discardableResult
    public func _performAction() -> Bool {
        if let primaryAction {
            primaryAction.perform(sender: self)
            return true
        }
        return action?.perform(on: target, with: [self]) ?? false
    }
}

/// A menu: a title and its actions and submenus.
open class UIMenu: UIMenuElement, @unchecked Sendable {
    /// A menu's identity.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's name.
        public var rawValue: String
        /// An identifier from its name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its name.
        /// - Parameter rawValue: The name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from their bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown inline in its parent, with separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its items are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One item at most is checked.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Its items shown as a palette.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identity.
    public let identifier: Identifier
    /// How it shows its children.
    public let options: Options
    /// Its actions and submenus.
    public let children: [UIMenuElement]

    /// A menu.
    /// - Parameters:
    ///   - title: The title.
    ///   - subtitle: A line below it.
    ///   - image: The image.
    ///   - identifier: Its identity (nil: a new one).
    ///   - options: How it shows its children.
    ///   - children: Its actions and submenus.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// The same menu with other children.
    /// - Parameter newChildren: The children.
    /// - Returns: The new menu.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
