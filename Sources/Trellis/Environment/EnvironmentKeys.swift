import Foundation

/// The size classes SwiftUI reports: compact or regular.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable, Codable {
    /// Little space along the axis: an iPhone's width in any orientation, its height in landscape.
    case compact
    /// Ample space along the axis: an iPhone's height in portrait, an iPad's either way.
    case regular
}

/// Left-to-right or right-to-left.
public enum LayoutDirection: Hashable, Sendable, CaseIterable, Codable {
    /// Leading is left and trailing is right (English, the default).
    case leftToRight
    /// Leading is right and trailing is left (Arabic, Hebrew): stacks place their first child at
    /// the right and horizontal alignments mirror.
    case rightToLeft
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable, Codable {
    /// The light appearance (the default): dark text on light backgrounds.
    case light
    /// The dark appearance: adaptive colours such as `.primary` and the system backgrounds
    /// resolve to their dark variants.
    case dark
}

/// The Dynamic Type sizes, from extra small to the largest accessibility size.
public enum DynamicTypeSize: Int, Hashable, Comparable, Sendable, CaseIterable, Codable {
    /// The smallest size.
    case xSmall
    /// A small size.
    case small
    /// A medium size, one step below the default.
    case medium
    /// The default size, at which `.body` is 17 points.
    case large
    /// One step above the default.
    case xLarge
    /// Two steps above the default.
    case xxLarge
    /// The largest size outside the accessibility sizes.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The largest accessibility size.
    case accessibility5

    /// Whether this is one of the five accessibility sizes (`accessibility1` and larger).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
    /// Orders sizes from smallest to largest.
    /// - Returns: Whether `a` is smaller than `b`.
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
    /// The keys of the two size classes: what a live tree's resolutions may ignore where they
    /// were not read (Live/SizeClassReads.swift).
    static let sizeClassKeys: Set<ObjectIdentifier> = [ObjectIdentifier(HorizontalSizeClassKey.self), ObjectIdentifier(VerticalSizeClassKey.self)]

    /// The horizontal size class of the window. Trellis's default is `.compact`, an iPhone in
    /// portrait; a navigation split view shows its columns side by side only when this is `.regular`.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get {
            noteSizeClassRead()
            return self[HorizontalSizeClassKey.self]
        }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The vertical size class of the window. Trellis's default is `.regular`, an iPhone in portrait;
    /// `.compact` (landscape) gives navigation and tab bars their shorter heights.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get {
            noteSizeClassRead()
            return self[VerticalSizeClassKey.self]
        }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// The direction horizontal layout runs in. Trellis lays out left to right and then mirrors the
    /// x position of every view whose parent is right-to-left, so leading alignment, leading padding
    /// and offsets all flip, as in SwiftUI.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// The appearance adaptive colours resolve in (default `.light`).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// The Dynamic Type size text styles scale to (default `.large`, at which `.body` is 17 points).
    /// Fonts with a text style, and custom fonts given `relativeTo:`, take their point size from the
    /// Dynamic Type table for this size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// Pixels per point of the display (default 1): texts round their sizes up to this pixel
    /// grid and `Divider` is one pixel thick.
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

/// The preference a view sets with `preferredColorScheme(_:)`: the colour scheme it asks the
/// whole presentation to take, or nil for the system's.
///
/// SwiftUI reads it at the root of a presentation (the window, a sheet). Trellis reads the
/// first one set in the view tree when it resolves the tree, and resolves the whole tree in
/// that scheme (`ResolvedTree.init(_:environment:)`); views in lazy rows not yet built are not
/// looked at.
public struct PreferredColorSchemeKey: PreferenceKey {
    /// The type of the value: a scheme, or nil for none.
    public typealias Value = ColorScheme?
    /// No preference.
    public static let defaultValue: ColorScheme? = nil
    /// The first preference in view-tree order wins.
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

nonisolated extension View {
    /// Asks the whole presentation to take `colorScheme`, whichever view in it sets it: SwiftUI
    /// applies it to the window (or sheet) that holds the view, not to the view alone.
    ///
    /// Trellis applies it to the whole preview: the first such preference in the view (in
    /// view-tree order) decides the colour scheme of every view and of the window's background,
    /// over the one the preview was asked for. Nil leaves the preview's scheme.
    /// - Parameter colorScheme: the scheme to take, or nil for no preference.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }

    /// Draws the view and its subviews in `colorScheme` (deprecated: `preferredColorScheme(_:)`
    /// for the whole presentation, or `environment(\.colorScheme, _)`, which this is).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

/// The contrast the user asked for.
public enum ColorSchemeContrast: Sendable, Hashable, CaseIterable {
    /// Standard contrast.
    case standard
    /// Increased contrast.
    case increased
}

/// The weight of text the user asked for (Bold Text).
public enum LegibilityWeight: Sendable, Hashable {
    /// Regular.
    case regular
    /// Bold.
    case bold
}

private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }

extension EnvironmentValues {
    /// The contrast the user asked for (standard in previews).
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }
    /// The text weight the user asked for (regular in previews).
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}
