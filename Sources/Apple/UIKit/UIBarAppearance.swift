// The appearance objects of iOS 13's bars (`UINavigationBarAppearance`, `UITabBarAppearance`),
// which apps set on the bars' `appearance()` proxies to colour SwiftUI's navigation and tab bars.
// Linux: kept as set, not drawn (Trellis draws its own bars).
import Foundation

/// What a bar looks like: its background and shadow.
open class UIBarAppearance: NSObject, @unchecked Sendable {
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The background image.
    open var backgroundImage: UIImage?
    /// The colour of the line under (or over) the bar.
    open var shadowColor: UIColor?
    /// The image of that line.
    open var shadowImage: UIImage?

    /// An appearance with the system's defaults.
    public override init() { super.init() }

    /// An appearance like another.
    /// - Parameter barAppearance: The appearance copied.
    public init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    /// The system's default background (translucent material, shadow).
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = nil
    }

    /// An opaque background of the system's background colour, with its shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = nil
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = .clear
    }
}

/// What a navigation bar looks like: its background and its titles' attributes.
open class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
    /// Attributes of the inline title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The image of the back button's arrow.
    open var backIndicatorImage: UIImage?
    /// What the bar's plain buttons look like.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// What the bar's done buttons look like.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// What the bar's back button looks like.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)

    /// Sets the back button's arrow and the mask of its transition.
    /// - Parameters:
    ///   - backIndicatorImage: The arrow.
    ///   - backIndicatorTransitionMaskImage: The mask.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
    }
}

/// What a tab bar looks like: its background and its items in each layout.
open class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {
    /// The items when their title is below their icon (the iPhone in portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// The items when their title is beside their icon (the iPad).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// The items when their title is beside their icon in a compact bar (the iPhone in landscape).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The colour of the selected item's indicator (nil: the system's).
    open var selectionIndicatorTintColor: UIColor?
    /// The image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage?
    /// The width of each stacked item (0: the system's).
    open var stackedItemWidth: CGFloat = 0
    /// The space between stacked items (0: the system's).
    open var stackedItemSpacing: CGFloat = 0
}

/// What a toolbar looks like: its background and its buttons.
open class UIToolbarAppearance: UIBarAppearance, @unchecked Sendable {
    /// What the toolbar's plain buttons look like.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// What the toolbar's done buttons look like.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
}
