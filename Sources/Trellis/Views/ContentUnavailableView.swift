import Foundation

// ContentUnavailableView (iOS 17): an empty state — a large symbol over a title, a description
// under it and actions below, centred in all the space offered. The arrangement follows Apple's
// documentation and screenshots (label, then description, then actions, centred; the label's
// icon above its title, the icon and description in the secondary colour). The exact
// sizes are not published: Trellis draws the icon at 48 pt, the title in `.title2` bold, the
// description in `.callout`, with 8 pt between icon and title and 12 pt between the parts,
// and pads the whole 16 pt. `.search` is a magnifying glass titled "No Results" with "Check
// the spelling or try a new search."; `.search(text:)` titles it "No Results for “text”".

/// A view for when there is nothing to show: a symbol and a title, a description and actions,
/// centred in the space it is offered.
///
/// SwiftUI shows it for empty lists and searches without results. Trellis lays it out as a
/// centred column that takes all the space offered; the sizes of its parts are Trellis's own
/// (see the file's notes).
///
/// ```swift
/// if messages.isEmpty {
///     ContentUnavailableView("No Messages", systemImage: "tray",
///                            description: Text("New messages appear here."))
/// }
/// ```
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an empty state from a label, a description and actions.
    /// - Parameters:
    ///   - label: the symbol and title, usually a `Label`.
    ///   - description: text under the title.
    ///   - actions: buttons under the description.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The column of label, description and actions, centred in the space offered.
    public var body: some View {
        VStack(spacing: 12) {
            label
                .labelStyle(UnavailableLabelStyle())
            description
                .font(.callout)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The icon above the title, as an empty state arranges its label.
nonisolated struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == Trellis.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an empty state titled by a localized key, with a symbol and a description.
    /// - Parameters:
    ///   - title: the title.
    ///   - systemImage: the SF Symbol above the title.
    ///   - description: text under the title.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// Creates an empty state titled by a string, with a symbol and a description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// Creates an empty state titled by a localized key, with an image of the app's and a description.
    /// - Parameters:
    ///   - title: the title.
    ///   - name: the image above the title.
    ///   - description: text under the title.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
    }

    /// Creates an empty state titled by a string, with an image of the app's and a description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// The empty state of a search without results: a magnifying glass, "No Results" and a hint
    /// to check the spelling.
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description,
                                                     SearchUnavailableContent.Actions> {
        search(text: "")
    }

    /// The empty state of a search for `text` without results: "No Results for “text”".
    /// - Parameter text: what was searched for; empty gives the plain "No Results".
    public static func search(text: String) -> ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description,
                                                                      SearchUnavailableContent.Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of `ContentUnavailableView.search`.
public struct SearchUnavailableContent {
    /// The magnifying glass and the "No Results" title.
    public nonisolated struct Label: View {
        let text: String
        /// The symbol and the title.
        public var body: some View {
            Trellis.Label(text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass")
        }
    }
    /// "Check the spelling or try a new search."
    public nonisolated struct Description: View {
        /// The hint.
        public var body: some View { Text("Check the spelling or try a new search.") }
    }
    /// A search's empty state has no actions.
    public nonisolated struct Actions: View {
        /// Nothing.
        public var body: some View { EmptyView() }
    }
}
