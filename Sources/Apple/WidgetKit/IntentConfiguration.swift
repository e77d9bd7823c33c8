// Widgets the person configures with a SiriKit intent (iOS 14's `IntentConfiguration`, before
// App Intents): the provider is given the intent holding the person's choices. Linux: WidgetKit
// never calls a provider; the configuration compiles with the widget's views.
import Foundation
import Intents
import Trellis

/// Gives a configurable widget its entries, for the intent holding the person's choices.
public protocol IntentTimelineProvider {
    /// The type of the entries.
    associatedtype Entry: TimelineEntry
    /// The intent the widget is configured with.
    associatedtype Intent: INIntent
    /// What the provider is asked in.
    typealias Context = TimelineProviderContext
    /// An entry shown while the widget loads (redacted), made at once.
    /// - Parameter context: The widget's family and size.
    /// - Returns: The entry.
    func placeholder(in context: Context) -> Entry
    /// An entry for the widget gallery, or the current one.
    /// - Parameters:
    ///   - configuration: The person's choices.
    ///   - context: The widget's family and size.
    ///   - completion: Called with the entry.
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries to show from now, and when to ask again.
    /// - Parameters:
    ///   - configuration: The person's choices.
    ///   - context: The widget's family and size.
    ///   - completion: Called with the timeline.
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// A widget the person configures with an intent: a provider's entries, each shown by `content`.
public nonisolated struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration {
    /// The widget's kind (what `WidgetCenter.reloadTimelines(ofKind:)` names).
    public let kind: String
    let content: Any

    /// A configuration of a kind, an intent, a provider and the view of an entry.
    /// - Parameters:
    ///   - kind: The widget's kind.
    ///   - intent: The intent's type.
    ///   - provider: Gives the timeline's entries.
    ///   - content: The view of an entry.
    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                  @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content)
        where Provider.Intent == Intent {
        self.kind = kind
        self.content = content
    }
}
