import Foundation
@_spi(Hosts) import Trellis

/// The environment a person (or a command-line flag) picks for a preview: size classes forced or
/// automatic, Dynamic Type, direction, colour scheme, AnyLayout mode and display scale. Shared by
/// `trellis layout/render/check` and the previewer window.
public struct PreviewSettings: Hashable, Sendable, Codable {
    /// A size class that is either forced or derived from the window size.
    public enum SizeClassChoice: String, Hashable, Sendable, CaseIterable, Codable {
        case auto, compact, regular

        /// The choice that forces `sizeClass`.
        public init(forcing sizeClass: UserInterfaceSizeClass) { self = sizeClass == .regular ? .regular : .compact }
    }

    public var horizontalSizeClass: SizeClassChoice = .auto
    public var verticalSizeClass: SizeClassChoice = .auto
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var layoutDirection: LayoutDirection = .leftToRight
    public var colorScheme: ColorScheme = .light
    /// nil: every AnyLayout as written.
    public var anyLayout: AnyLayoutOverride?
    public var displayScale: CGFloat = 1
    /// The app's language: a locale identifier (`de`, `pt-BR`, `ar`) or one of Xcode's
    /// pseudolanguages (`double-length`, `accented`, `bounded`, `right-to-left`); nil: the
    /// development language. Texts take it from the strings tables when their views are made
    /// (`applyLanguage()`), the environment's `locale` when they are laid out.
    public var locale: String?

    public init() {}

    /// Whether `identifier` is a pseudolanguage's name rather than a locale's.
    public static func isPseudolanguage(_ identifier: String) -> Bool { Pseudolanguage(rawValue: identifier) != nil }

    /// The pseudolanguages' names.
    public static var pseudolanguages: [String] { Pseudolanguage.allCases.map(\.rawValue) }

    /// Whether the language is written right to left (Arabic, Hebrew, …, and the right-to-left
    /// pseudolanguage): an app in it is laid out right to left.
    public var languageIsRightToLeft: Bool {
        guard let locale else { return false }
        if let pseudo = Pseudolanguage(rawValue: locale) { return pseudo == .rightToLeft }
        return Locale.Language(identifier: locale).characterDirection == .rightToLeft
    }

    /// Makes the strings of views made from now on the language's (the process's `AppStrings`):
    /// the tables of its `.lproj` folder, or a pseudolanguage's changes.
    public func applyLanguage() {
        let pseudo = locale.flatMap(Pseudolanguage.init(rawValue:))
        AppStrings.pseudolanguage = pseudo
        AppStrings.language = pseudo == nil ? locale : nil
    }

    /// Automatic size classes: horizontal regular from 700 pt wide, vertical regular from 500 pt
    /// tall (the breakpoints of the previewer issue; iPhones in portrait are compact × regular,
    /// iPads regular × regular, iPhones in landscape compact-or-regular × compact).
    public static let horizontalRegularWidth: CGFloat = 700
    public static let verticalRegularHeight: CGFloat = 500

    /// Whether `other` is these settings with other size classes (or the same settings).
    public func differsOnlyInSizeClasses(from other: PreviewSettings) -> Bool {
        var same = other
        same.horizontalSizeClass = horizontalSizeClass
        same.verticalSizeClass = verticalSizeClass
        return same == self
    }

    public func resolvedHorizontalSizeClass(for size: CGSize) -> UserInterfaceSizeClass {
        switch horizontalSizeClass {
        case .compact: return .compact
        case .regular: return .regular
        case .auto: return size.width >= Self.horizontalRegularWidth ? .regular : .compact
        }
    }

    public func resolvedVerticalSizeClass(for size: CGSize) -> UserInterfaceSizeClass {
        switch verticalSizeClass {
        case .compact: return .compact
        case .regular: return .regular
        case .auto: return size.height >= Self.verticalRegularHeight ? .regular : .compact
        }
    }

    /// The environment for a window of `size`.
    public func environment(for size: CGSize, base: EnvironmentValues = EnvironmentValues()) -> EnvironmentValues {
        var env = base
        env.horizontalSizeClass = resolvedHorizontalSizeClass(for: size)
        env.verticalSizeClass = resolvedVerticalSizeClass(for: size)
        env.dynamicTypeSize = dynamicTypeSize
        env.layoutDirection = layoutDirection
        env.colorScheme = colorScheme
        env.anyLayoutOverride = anyLayout
        env.displayScale = displayScale
        if let locale, !Self.isPseudolanguage(locale) { env.locale = Locale(identifier: locale) }
        return env
    }
}
