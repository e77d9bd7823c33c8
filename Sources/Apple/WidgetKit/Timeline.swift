// Timelines: the entries a widget shows over time, the provider that makes them, and
// `WidgetCenter`, which asks for new ones.
import Foundation
import Trellis

/// One moment of a widget's timeline: its date and what the view of it needs.
public protocol TimelineEntry {
    /// When the entry is shown.
    var date: Date { get }
    /// How relevant the entry is in a Smart Stack (nil: the widget's default).
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance of its own.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is beside the other widgets of a Smart Stack.
public struct TimelineEntryRelevance: Hashable, Sendable, Codable {
    /// The score (higher is more relevant).
    public let score: Float
    /// How long the score holds, in seconds (0: until the next entry).
    public let duration: TimeInterval
    /// A relevance of a score and duration.
    /// - Parameters:
    ///   - score: The score.
    ///   - duration: How long it holds.
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks a provider for the next timeline.
public struct TimelineReloadPolicy: Hashable, Sendable {
    let date: Date?
    let kind: Int
    /// After the last entry's date.
    public static let atEnd = TimelineReloadPolicy(date: nil, kind: 0)
    /// Never: the app asks through `WidgetCenter`.
    public static let never = TimelineReloadPolicy(date: nil, kind: 1)
    /// After a date.
    /// - Parameter date: When to ask.
    /// - Returns: The policy.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(date: date, kind: 2) }
}

/// The entries a widget shows, in date order, and when to ask for more.
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries.
    public let entries: [EntryType]
    /// When to ask for the next timeline.
    public let policy: TimelineReloadPolicy
    /// A timeline of entries and a reload policy.
    /// - Parameters:
    ///   - entries: The entries.
    ///   - policy: When to ask for more.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// What a provider is asked in: the family and size of the widget, and whether it is for the
/// widget gallery.
public struct TimelineProviderContext: Sendable {
    /// The family of the widget.
    public let family: WidgetFamily
    /// Whether the entry is for the widget gallery (show sample data, at once).
    public let isPreview: Bool
    /// The widget's size in points.
    public let displaySize: CGSize

    /// A context of a family (its size on an iPhone) for the gallery or the Home Screen.
    /// - Parameters:
    ///   - family: The family.
    ///   - isPreview: Whether it is for the gallery.
    public init(family: WidgetFamily, isPreview: Bool = true) {
        self.family = family
        self.isPreview = isPreview
        displaySize = family.previewSize
    }
}

/// Gives a widget its entries: a placeholder while it loads, a snapshot for the gallery and
/// the timeline it shows.
///
/// Linux: WidgetKit never calls a provider; a preview shows the views of entries it makes itself.
public protocol TimelineProvider {
    /// The type of the entries.
    associatedtype Entry: TimelineEntry
    /// What the provider is asked in.
    typealias Context = TimelineProviderContext
    /// An entry shown while the widget loads (redacted), made at once.
    /// - Parameter context: The widget's family and size.
    /// - Returns: The entry.
    func placeholder(in context: Context) -> Entry
    /// An entry for the widget gallery, or the current one.
    /// - Parameters:
    ///   - context: The widget's family and size.
    ///   - completion: Called with the entry.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries to show from now, and when to ask again.
    /// - Parameters:
    ///   - context: The widget's family and size.
    ///   - completion: Called with the timeline.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Information about one of the app's widgets the person has set up.
public struct WidgetInfo: Hashable, Sendable {
    /// The widget's kind.
    public let kind: String
    /// Its family.
    public let family: WidgetFamily
}

/// The app's way to ask WidgetKit to reload its widgets' timelines.
///
/// Linux: there are no widgets on a Home Screen; reloads do nothing and no widget is set up.
public final class WidgetCenter: @unchecked Sendable {
    /// The app's center.
    public static let shared = WidgetCenter()
    private init() {}

    /// Asks every widget of the app for a new timeline (no effect on Linux).
    public func reloadAllTimelines() {}
    /// Asks the widgets of a kind for a new timeline (no effect on Linux).
    /// - Parameter kind: The kind.
    public func reloadTimelines(ofKind kind: String) {}
    /// Gives the widgets the person has set up: none on Linux.
    /// - Parameter completion: Called with the result.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success([]))
    }
    /// The widgets the person has set up: none on Linux.
    /// - Returns: The widgets.
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
    /// Tells WidgetKit the app's widgets' relevance changed (no effect on Linux).
    public func invalidateConfigurationRecommendations() {}
}
