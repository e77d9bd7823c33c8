// The item that stands for a controller in a tab bar (`viewController.tabBarItem`): its title,
// images, tag and badge. Linux: kept, not drawn (a tab bar controller's bar is not shown).
import Foundation

/// An item of a tab bar: a title, an image (and one for when selected), a tag and a badge.
///
/// Linux: kept as set, not drawn.
open class UITabBarItem: UIBarItem, @unchecked Sendable {
    /// The system's own items, whose title and image the system gives.
    public enum SystemItem: Int, Sendable, Hashable {
        /// More.
        case more = 0
        /// Favorites.
        case favorites
        /// Featured.
        case featured
        /// Top Rated.
        case topRated
        /// Recents.
        case recents
        /// Contacts.
        case contacts
        /// History.
        case history
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Downloads.
        case downloads
        /// Most Recent.
        case mostRecent
        /// Most Viewed.
        case mostViewed
    }

    /// The image shown when the item is selected (nil: `image`).
    open var selectedImage: UIImage?
    /// The text of the badge at the item's corner (nil: no badge).
    open var badgeValue: String?
    /// The badge's background colour (nil: the system's red).
    open var badgeColor: UIColor?
    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The item's own appearance in a bar of standard height (nil: the bar's).
    open var standardAppearance: UITabBarAppearance?
    /// The item's own appearance at a scroll view's edge (nil: the bar's).
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The system item it was made as (nil: a custom one).
    public private(set) var systemItem: SystemItem?
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An item with no title or image.
    public override init() { super.init() }

    /// An item with a title, an image and a tag.
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - tag: A number that identifies it.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image and an image for when it is selected.
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - selectedImage: The image when selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// One of the system's items, with a tag.
    /// - Parameters:
    ///   - systemItem: The item.
    ///   - tag: A number that identifies it.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    /// Sets the badge's text attributes for a state (kept; not drawn on Linux).
    /// - Parameters:
    ///   - textAttributes: The attributes, nil to remove them.
    ///   - state: The control state.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
    }

    /// The badge's text attributes for a state.
    /// - Parameter state: The control state.
    /// - Returns: The attributes set for it, or nil.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { badgeAttributes[state.rawValue] }
}
