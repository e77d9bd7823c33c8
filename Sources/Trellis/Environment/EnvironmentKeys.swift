import Foundation

/// The size classes SwiftUI reports: compact or regular.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable, Codable {
    case compact, regular
}

/// Left-to-right or right-to-left.
public enum LayoutDirection: Hashable, Sendable, CaseIterable, Codable {
    case leftToRight, rightToLeft
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable, Codable {
    case light, dark
}

/// The Dynamic Type sizes, from extra small to the largest accessibility size.
public enum DynamicTypeSize: Int, Hashable, Comparable, Sendable, CaseIterable, Codable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct DefaultPaddingKey: EnvironmentKey { static let defaultValue: CGFloat = 16 }

extension EnvironmentValues {
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// Pixels per point of the display.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// The length of one pixel in points.
    /// A scale that is not a positive finite number counts as 1.
    public var pixelLength: CGFloat { displayScale.isFinite && displayScale > 0 ? 1 / displayScale : 1 }
    /// The padding `.padding()` uses when given no length (16 on iOS).
    var defaultPadding: CGFloat {
        get { self[DefaultPaddingKey.self] }
        set { self[DefaultPaddingKey.self] = newValue }
    }
}
