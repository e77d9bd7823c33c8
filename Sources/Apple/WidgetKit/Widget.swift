// `import WidgetKit` on Linux: widgets as an extension declares them (`Widget`, `WidgetBundle`,
// `StaticConfiguration` and its modifiers, timeline providers and entries), `WidgetCenter`,
// and the views' side: `widgetFamily` in the environment, `containerBackground(for: .widget)`,
// `widgetURL`, and `previewContext(WidgetPreviewContext(family:))`, which lays a widget's view
// out at its family's size. Trellis previews views: a widget's configuration compiles with its
// views, and a preview shows the view it names at the size the family has on an iPhone.
import Foundation
import Trellis

/// A widget: its kind, the provider of its timeline and the view of each entry
/// (`var body: some WidgetConfiguration { StaticConfiguration(…) { entry in … } }`).
@MainActor @preconcurrency
public protocol Widget {
    /// The type of the widget's configuration.
    associatedtype Body: WidgetConfiguration
    /// Creates the widget (the system does, once).
    init()
    /// The widget's configuration.
    @WidgetConfigurationBuilder var body: Body { get }
}

extension Widget {
    /// The `@main` entry of a widget extension of one widget: in a preview, it never runs.
    public static func main() {}
}

/// Several widgets of one extension (`@main struct Widgets: WidgetBundle { var body: some Widget { … } }`).
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// The type of the bundle's widgets.
    associatedtype Body: Widget
    /// Creates the bundle (the system does, once).
    init()
    /// The widgets.
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// The `@main` entry of a widget extension: in a preview, it never runs.
    public static func main() {}
}

/// The widgets of a `WidgetBundle`'s body, kept as declared.
public struct _WidgetBundleContent: Widget {
    /// The content has no configuration of its own.
    nonisolated public init() {}
    /// No configuration.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// Builds a widget bundle's widgets from a block.
@resultBuilder
public enum WidgetBundleBuilder {
    /// One widget.
    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }
    /// A block of widgets.
    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> _WidgetBundleContent { _WidgetBundleContent() }
    /// An `if` without `else`.
    public static func buildOptional<W: Widget>(_ widget: W?) -> _WidgetBundleContent { _WidgetBundleContent() }
    /// The first branch of an `if`/`else`.
    public static func buildEither<W: Widget>(first widget: W) -> _WidgetBundleContent { _WidgetBundleContent() }
    /// The second branch of an `if`/`else`.
    public static func buildEither<W: Widget>(second widget: W) -> _WidgetBundleContent { _WidgetBundleContent() }
    /// An `if #available` branch.
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> _WidgetBundleContent { _WidgetBundleContent() }
}

/// A widget's configuration: its kind, provider and views, with what its modifiers say.
@MainActor @preconcurrency
public protocol WidgetConfiguration {}

/// A configuration of nothing (an empty block).
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    /// The empty configuration.
    nonisolated public init() {}
}

/// A configuration with a modifier that changes nothing a preview shows (its display name,
/// description, families, margins).
public struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
    let base: Base
}

/// Builds a widget's configuration from a block.
@resultBuilder
public enum WidgetConfigurationBuilder {
    /// One configuration.
    public static func buildExpression<C: WidgetConfiguration>(_ configuration: C) -> C { configuration }
    /// A block of one configuration is that configuration.
    public static func buildBlock<C: WidgetConfiguration>(_ configuration: C) -> C { configuration }
    /// An `if #available` branch.
    public static func buildLimitedAvailability<C: WidgetConfiguration>(_ configuration: C) -> EmptyWidgetConfiguration {
        EmptyWidgetConfiguration()
    }
}

/// A widget whose content the person does not configure: a timeline provider's entries, each
/// shown by `content`.
public nonisolated struct StaticConfiguration<Content: View>: WidgetConfiguration {
    /// The widget's kind (what `WidgetCenter.reloadTimelines(ofKind:)` names).
    public let kind: String
    let content: Any

    /// A configuration of a kind, a provider and the view of an entry.
    /// - Parameters:
    ///   - kind: The widget's kind.
    ///   - provider: Gives the timeline's entries.
    ///   - content: The view of an entry.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content) {
        self.kind = kind
        self.content = content
    }
}

/// The family of a widget a view draws: its size and where it is shown.
public enum WidgetFamily: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A small square on the Home Screen (158 × 158 points on a 393-point-wide iPhone).
    case systemSmall
    /// A wide rectangle on the Home Screen (338 × 158).
    case systemMedium
    /// A large square on the Home Screen (338 × 354).
    case systemLarge
    /// An extra large rectangle on an iPad's Home Screen (715 × 338 on an 11-inch iPad, approximately).
    case systemExtraLarge
    /// A circle on the Lock Screen (76 × 76).
    case accessoryCircular
    /// A rectangle on the Lock Screen (172 × 76).
    case accessoryRectangular
    /// A line of text above the time on the Lock Screen (257 × 26).
    case accessoryInline
    /// A corner of an Apple Watch face (approximately 52 × 52).
    case accessoryCorner

    /// The family's name.
    public var description: String { rawValue }

    /// The family's size in points on a 393-point-wide iPhone (the iPhone 15's), as Apple's
    /// Human Interface Guidelines give them; the iPad and Watch sizes are approximations.
    public var previewSize: CGSize {
        switch self {
        case .systemSmall: return CGSize(width: 158, height: 158)
        case .systemMedium: return CGSize(width: 338, height: 158)
        case .systemLarge: return CGSize(width: 338, height: 354)
        case .systemExtraLarge: return CGSize(width: 715, height: 338)
        case .accessoryCircular: return CGSize(width: 76, height: 76)
        case .accessoryRectangular: return CGSize(width: 172, height: 76)
        case .accessoryInline: return CGSize(width: 257, height: 26)
        case .accessoryCorner: return CGSize(width: 52, height: 52)
        }
    }
}

extension WidgetConfiguration {
    /// The name the widget gallery shows.
    /// - Parameter displayName: The name.
    /// - Returns: The configuration.
    public func configurationDisplayName(_ displayName: String) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    /// The name the widget gallery shows.
    /// - Parameter displayName: The name, as text.
    /// - Returns: The configuration.
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    /// The description the widget gallery shows.
    /// - Parameter description: The description.
    /// - Returns: The configuration.
    public func description(_ description: String) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    /// The description the widget gallery shows.
    /// - Parameter description: The description, as text.
    /// - Returns: The configuration.
    public func description(_ description: Text) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    /// The families the widget comes in.
    /// - Parameter families: The families.
    /// - Returns: The configuration.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    /// Turns off the margins the system puts around a widget's content (iOS 17).
    /// - Returns: The configuration.
    public func contentMarginsDisabled() -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    /// Keeps the widget out of some places (StandBy, the Lock Screen on iPad, …).
    /// - Parameters:
    ///   - locations: The places.
    ///   - families: The families it applies to.
    /// - Returns: The configuration.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
        _ModifiedWidgetConfiguration(base: self)
    }
    /// Handles the events of background downloads the widget started (Linux: none happen).
    /// - Parameters:
    ///   - matching: Which sessions.
    ///   - urlSessionEvents: The handler.
    /// - Returns: The configuration.
    public func onBackgroundURLSessionEvents(matching: String? = nil,
                                             _ urlSessionEvents: @escaping @Sendable (String, @escaping @Sendable () -> Void) -> Void)
        -> some WidgetConfiguration {
        _ModifiedWidgetConfiguration(base: self)
    }
}

/// A place a widget may be shown in.
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    /// The Home Screen.
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    /// The Lock Screen.
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    /// StandBy.
    public static let standBy = WidgetLocation(name: "standBy")
    /// The iPhone widgets shown on a Mac.
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}
