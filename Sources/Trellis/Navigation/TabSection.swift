import Foundation

// TabSection (iOS 18): a group of tabs under a header, which the sidebar of a `.sidebarAdaptable`
// tab view shows as a section. On an iPhone the tab bar flattens it: its tabs take their places
// in the bar as if written beside the section's siblings, and its header, footer and section
// actions are not shown. A hidden section (`.hidden(true)`) brings none of its tabs.

/// A container that groups tabs of a tab view under a header.
///
/// On iPhone (and in Trellis) a tab section's tabs appear in the tab bar in order, each as a tab
/// written directly in the tab view would; the header, the footer and the section's actions
/// belong to an iPad's sidebar and are not drawn. `.hidden(_:)` removes the whole section.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Home", systemImage: "house", value: Screen.home) { HomeView() }
///     TabSection("Library") {
///         Tab("Books", systemImage: "book", value: Screen.books) { BooksView() }
///         Tab("Films", systemImage: "film", value: Screen.films) { FilmsView() }
///     }
/// }
/// .tabViewStyle(.sidebarAdaptable)
/// ```
public nonisolated struct TabSection<Header: View, Content: View, Footer: View>: View, PrimitiveView {
    /// A tab section is its tabs, not a body.
    public typealias Body = Never
    let header: Header
    let content: Content
    let footer: Footer
    /// Whether `.hidden(_:)` took the section's tabs out of the tab view.
    var isHidden = false
    /// The identifier `.customizationID(_:)` gave the section, for a `TabViewCustomization`.
    var customizationIdentifier: String?
    /// The views `.sectionActions(content:)` gave the section (a sidebar's; not drawn in a bar).
    var actions: AnyView?

    init(header: Header, content: Content, footer: Footer) {
        self.header = header
        self.content = content
        self.footer = footer
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        guard !isHidden else { return }
        // The tab bar flattens the section: its tabs are the tab view's, in order.
        nodes += ctx.nodes(of: content)
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// Creates a section of tabs without a header.
    /// - Parameter content: The section's tabs.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension TabSection where Footer == EmptyView {
    /// Creates a section of tabs with a header view.
    /// - Parameters:
    ///   - content: The section's tabs.
    ///   - header: The view that heads the section in a sidebar.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// Creates a section of tabs headed by a localized title.
    /// - Parameters:
    ///   - titleKey: The key of the section's title.
    ///   - content: The section's tabs.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// Creates a section of tabs headed by a verbatim title.
    /// - Parameters:
    ///   - title: The section's title.
    ///   - content: The section's tabs.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

extension TabSection {
    /// Adds actions to the section, shown after its tabs in an iPad's sidebar (not in a tab bar).
    /// - Parameter content: The actions, usually buttons.
    /// - Returns: The section with its actions.
    public func sectionActions<A: View>(@ViewBuilder content: () -> A) -> TabSection {
        var section = self
        section.actions = AnyView(content())
        return section
    }

    /// Hides the section and its tabs when `hidden` is true.
    /// - Parameter hidden: Whether the section's tabs are left out of the tab view.
    /// - Returns: The section, hidden or not.
    public func hidden(_ hidden: Bool = true) -> TabSection {
        var section = self
        section.isHidden = hidden
        return section
    }

    /// Identifies the section for a `TabViewCustomization` (its order and visibility).
    /// - Parameter id: The identifier, unique in the tab view.
    /// - Returns: The section with its identifier.
    public func customizationID(_ id: String) -> TabSection {
        var section = self
        section.customizationIdentifier = id
        return section
    }

    /// Sets whether people can customize the section where it is placed (accepted: a tab bar on
    /// iPhone is not customizable).
    /// - Parameters:
    ///   - behavior: Whether the section can be customized.
    ///   - placements: The placements the behaviour applies to.
    /// - Returns: The section.
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> TabSection {
        self
    }

    /// Sets the section's visibility before any customization; `.hidden` for the tab bar leaves
    /// its tabs out of the bar.
    /// - Parameters:
    ///   - visibility: The visibility.
    ///   - placements: The placements it applies to.
    /// - Returns: The section.
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> TabSection {
        var section = self
        if visibility == .hidden && AdaptableTabBarPlacement.includesTabBar(placements) { section.isHidden = true }
        return section
    }
}
