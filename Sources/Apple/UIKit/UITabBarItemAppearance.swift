// What a tab bar's items look like in each state (`UITabBarAppearance.stackedLayoutAppearance`):
// apps colour the icons and titles of SwiftUI's tab bar with them. Linux: kept as set, not drawn
// (Trellis draws its own tab bar).
import Foundation

/// What a tab bar item looks like in one state: its title's attributes, its icon's colour, its
/// badge, and how far each moves.
open class UITabBarItemStateAppearance: NSObject, @unchecked Sendable {
    /// The title's text attributes (font, colour…).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The icon's colour (nil: the system's).
    open var iconColor: UIColor?
    /// How far the icon moves from its place.
    open var iconPositionAdjustment: UIOffset = .zero
    /// The badge's background colour (nil: the system's red).
    open var badgeBackgroundColor: UIColor?
    /// The badge's text attributes.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge moves from its place.
    open var badgePositionAdjustment: UIOffset = .zero
    /// How far the badge's text moves inside the badge.
    open var badgeTitlePositionAdjustment: UIOffset = .zero

    /// A state appearance with the system's defaults.
    override init() { super.init() }
}

/// What a tab bar's items look like in one layout: one appearance for each state.
open class UITabBarItemAppearance: NSObject, @unchecked Sendable {
    /// How the items of a tab bar lay out their icon and title.
    public enum Style: Int, Sendable, Hashable {
        /// The title below the icon (the iPhone in portrait).
        case stacked = 0
        /// The title beside the icon (the iPad).
        case inline = 1
        /// The title beside the icon, compact (the iPhone in landscape).
        case compactInline = 2
    }

    /// The items when not selected.
    public private(set) var normal = UITabBarItemStateAppearance()
    /// The selected item.
    public private(set) var selected = UITabBarItemStateAppearance()
    /// Disabled items.
    public private(set) var disabled = UITabBarItemStateAppearance()
    /// The focused item.
    public private(set) var focused = UITabBarItemStateAppearance()

    /// The system's defaults for a layout.
    /// - Parameter style: The layout.
    public init(style: Style) { super.init() }

    /// The system's defaults for the stacked layout.
    public override convenience init() { self.init(style: .stacked) }

    /// Puts every state back to the system's defaults for a layout.
    /// - Parameter style: The layout.
    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }
}
