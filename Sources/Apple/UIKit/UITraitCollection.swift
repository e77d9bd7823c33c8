// UIKit's trait collection: the appearance, Dynamic Type size, layout direction, size classes,
// display scale and idiom an interface is shown with. Snapshot tests pass one as `traits:`
// (TrellisSnapshotTesting turns it into the preview session's settings), and dynamic colours
// resolve against its appearance.
import Foundation
import Trellis

/// The horizontal or vertical size class of an interface.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    /// Not specified.
    case unspecified = 0
    /// A constrained amount of space (an iPhone's width in portrait).
    case compact = 1
    /// An expansive amount of space (an iPad's width).
    case regular = 2
}

/// The direction of an interface's layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// Not specified.
    case unspecified = -1
    /// Left to right (English).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew).
    case rightToLeft = 1
}

/// Whether the device has 3D Touch.
public enum UIForceTouchCapability: Int, Sendable, Hashable {
    /// Not known.
    case unknown = 0
    /// No 3D Touch.
    case unavailable = 1
    /// 3D Touch available.
    case available = 2
}

/// The user's preferred text size: one of UIKit's content size categories, seven standard and
/// five accessibility sizes.
///
/// Linux: the same names and raw values; `DynamicTypeSize(_:)` maps them onto SwiftUI's sizes.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// UIKit's name for the category (`UICTContentSizeCategoryL`).
    public let rawValue: String
    /// A category by its UIKit name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not specified.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large (the default).
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large, the largest standard size.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The fifth and largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from the smallest to the largest, in the order of SwiftUI's `DynamicTypeSize`.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a UIKit content size category; nil for `.unspecified` or a name
    /// UIKit does not have.
    /// - Parameter uiSizeCategory: The category.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let index = UIContentSizeCategory.ordered.firstIndex(of: uiSizeCategory) else { return nil }
        self = DynamicTypeSize.allCases[index]
    }
}

extension ContentSizeCategory {
    /// The category of a UIKit content size category; nil for `.unspecified` or a name UIKit
    /// does not have.
    /// - Parameter uiSizeCategory: The category.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let size = DynamicTypeSize(uiSizeCategory) else { return nil }
        self.init(size)
    }
}

extension UIContentSizeCategory {
    /// UIKit's category for a SwiftUI one (`.unspecified` for nil).
    /// - Parameter sizeCategory: The category.
    public init(_ sizeCategory: ContentSizeCategory?) {
        self = sizeCategory.map { Self.ordered[DynamicTypeSize($0).rawValue] } ?? .unspecified
    }
}

/// The traits of an interface: its appearance, preferred text size, layout direction, size
/// classes, display scale and idiom. Each trait is either specified or left unspecified (its
/// `.unspecified` case, or 0 for the scale); `init(traitsFrom:)` combines collections, a later
/// one's specified traits winning.
///
/// Linux: a value that nothing in the system sets; `current` is an empty collection. Snapshot
/// tests pass one to `.image(layout:traits:)`, and dynamic colours resolve against its
/// appearance.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The preferred text size (Dynamic Type).
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Left to right or right to left.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point; 0 when not specified.
    public let displayScale: CGFloat
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Whether 3D Touch is available.
    public let forceTouchCapability: UIForceTouchCapability

    private init(style: UIUserInterfaceStyle = .unspecified, category: UIContentSizeCategory = .unspecified,
                 direction: UITraitEnvironmentLayoutDirection = .unspecified,
                 horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
                 scale: CGFloat = 0, idiom: UIUserInterfaceIdiom = .unspecified, forceTouch: UIForceTouchCapability = .unknown) {
        userInterfaceStyle = style
        preferredContentSizeCategory = category
        layoutDirection = direction
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale.isFinite && scale > 0 ? scale : 0
        userInterfaceIdiom = idiom
        forceTouchCapability = forceTouch
        super.init()
    }

    /// Traits with nothing specified.
    public override convenience init() { self.init(style: .unspecified) }
    /// Traits with an appearance.
    /// - Parameter userInterfaceStyle: Light or dark.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    /// Traits with a preferred text size.
    /// - Parameter preferredContentSizeCategory: The Dynamic Type category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(category: preferredContentSizeCategory)
    }
    /// Traits with a layout direction.
    /// - Parameter layoutDirection: Left to right or right to left.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
    /// Traits with a horizontal size class.
    /// - Parameter horizontalSizeClass: Compact or regular.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    /// Traits with a vertical size class.
    /// - Parameter verticalSizeClass: Compact or regular.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    /// Traits with a display scale.
    /// - Parameter displayScale: Pixels per point.
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    /// Traits with an idiom.
    /// - Parameter userInterfaceIdiom: The kind of device.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
    /// Traits with a 3D Touch capability.
    /// - Parameter forceTouchCapability: Whether 3D Touch is available.
    public convenience init(forceTouchCapability: UIForceTouchCapability) { self.init(forceTouch: forceTouchCapability) }

    /// The traits of several collections combined: for each trait, the last collection that
    /// specifies it wins.
    /// - Parameter traitCollections: The collections, in increasing priority.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.last { value($0) != unspecified }.map(value) ?? unspecified
        }
        self.init(style: last(\.userInterfaceStyle, unspecified: .unspecified),
                  category: last(\.preferredContentSizeCategory, unspecified: .unspecified),
                  direction: last(\.layoutDirection, unspecified: .unspecified),
                  horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified),
                  scale: last(\.displayScale, unspecified: 0),
                  idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  forceTouch: last(\.forceTouchCapability, unspecified: .unknown))
    }

    /// Whether every trait this collection specifies has the same value in `trait`.
    /// - Parameter trait: The collection to look in.
    /// - Returns: True when `trait` contains these traits.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return UITraitCollection(traitsFrom: [trait, self]) == trait
    }

    /// Equal when every trait is equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && preferredContentSizeCategory == other.preferredContentSizeCategory
            && layoutDirection == other.layoutDirection && horizontalSizeClass == other.horizontalSizeClass
            && verticalSizeClass == other.verticalSizeClass && displayScale == other.displayScale
            && userInterfaceIdiom == other.userInterfaceIdiom && forceTouchCapability == other.forceTouchCapability
    }

    /// A hash of every trait.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(layoutDirection)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(forceTouchCapability)
        return hasher.finalize()
    }

    /// The traits of the code running now: unspecified (light) on Linux.
    public static var current: UITraitCollection { UITraitCollection() }
}
