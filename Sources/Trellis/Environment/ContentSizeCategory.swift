import Foundation

/// The text size the user chose, in SwiftUI's names before iOS 15 (deprecated: `DynamicTypeSize`,
/// which it maps to one for one: `extraSmall` is `xSmall`, `accessibilityMedium` is
/// `accessibility1`). `@Environment(\.sizeCategory)` reads and writes `dynamicTypeSize`.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable, Comparable {
    /// The smallest size.
    case extraSmall
    /// A small size.
    case small
    /// A medium size, one step below the default.
    case medium
    /// The default size.
    case large
    /// One step above the default.
    case extraLarge
    /// Two steps above the default.
    case extraExtraLarge
    /// The largest size outside the accessibility sizes.
    case extraExtraExtraLarge
    /// The first accessibility size.
    case accessibilityMedium
    /// The second accessibility size.
    case accessibilityLarge
    /// The third accessibility size.
    case accessibilityExtraLarge
    /// The fourth accessibility size.
    case accessibilityExtraExtraLarge
    /// The largest accessibility size.
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a Dynamic Type size (every size has one).
    /// - Parameter dynamicTypeSize: The size.
    public init?(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.allCases[dynamicTypeSize.rawValue]
    }

    /// Orders categories from smallest to largest.
    /// - Returns: Whether `a` is smaller than `b`.
    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The Dynamic Type size this category names.
    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!] }
}

extension DynamicTypeSize {
    /// The Dynamic Type size a content size category names.
    /// - Parameter sizeCategory: The category.
    public init(_ sizeCategory: ContentSizeCategory) { self = sizeCategory.dynamicTypeSize }
}

extension EnvironmentValues {
    /// The text size, as a content size category (deprecated: `dynamicTypeSize`, which this reads
    /// and writes).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) ?? .large }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
