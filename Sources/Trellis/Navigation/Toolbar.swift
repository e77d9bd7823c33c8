import Foundation

// What views inside a navigation container tell its bars (facts in NavigationMetrics.swift):
// the title and its display mode, toolbar items, a search field, bars hidden or with a
// background. SwiftUI hands them up with preferences; Trellis records each modifier as an entry
// on the node it modifies (a trait, so it passes through modifiers), and the container collects
// the entries of its content after resolving it, innermost first.

/// One modifier's say about the bars.
final class NavigationEntry {
    var title: Text?
    var titleView: AnyView?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var toolbar: [ToolbarEntry] = []
    var search: SearchEntry?
    var visibility: [(ToolbarPlacement, Visibility)] = []
    var background: [(ToolbarPlacement, Visibility)] = []
    var columnWidth: CGFloat?
    /// `navigationDestination` registrations and presentations (NavigationDestination.swift).
    var destinations: [NavigationDestinationEntry] = []
    var backButtonHidden: Bool?
    init() {}
}

struct SearchEntry {
    var text: String
    var prompt: Text?
}

/// A toolbar item: its placement and its view.
struct ToolbarEntry {
    var placement: ToolbarItemPlacement
    var content: AnyView
    /// A `ToolbarSpacer`'s sizing (ToolbarSpacer.swift); nil for items.
    var spacer: SpacerSizing? = nil
}

enum NavigationTraits {
    private enum Key {}
    static func entries(of node: Node) -> [NavigationEntry] { node.traits[Key.self] as? [NavigationEntry] ?? [] }
    static func add(_ entry: NavigationEntry, to node: Node) {
        node.traits[Key.self] = entries(of: node) + [entry]
    }

    /// The entries of `node` and everything below it, innermost first (children before their
    /// parents; a modifier's entry is on every node its trait was copied to, and counted once).
    /// Nested navigation containers keep theirs, unless `crossingContainers`.
    static func collect(_ node: Node, crossingContainers: Bool = false) -> [NavigationEntry] {
        var seen = Set<ObjectIdentifier>()
        var result: [NavigationEntry] = []
        var stack: [(Node, Bool)] = [(node, false)]
        while let (n, expanded) = stack.popLast() {
            if expanded {
                for e in entries(of: n) where seen.insert(ObjectIdentifier(e)).inserted { result.append(e) }
                continue
            }
            stack.append((n, true))
            if n !== node && !crossingContainers && NavigationContainer.isContainer(n) { continue }
            for c in n.children.reversed() { stack.append((c, false)) }
        }
        return result
    }
}

/// What a navigation container shows in its bars, merged from its content's entries.
struct NavigationInfo {
    var title: Text?
    var titleView: AnyView?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var toolbar: [ToolbarEntry] = []
    var search: SearchEntry?
    var hidden: Set<ToolbarPlacement> = []
    var backgroundVisible: Set<ToolbarPlacement> = []
    var columnWidth: CGFloat?
    var destinations: [NavigationDestinationEntry] = []
    var backButtonHidden = false

    init(_ entries: [NavigationEntry]) {
        var backHidden: Bool?
        for e in entries {
            if title == nil && titleView == nil { title = e.title; titleView = e.titleView }
            if displayMode == nil { displayMode = e.displayMode }
            toolbar += e.toolbar
            if search == nil { search = e.search }
            if columnWidth == nil { columnWidth = e.columnWidth }
            for (bar, v) in e.visibility {
                if v == .hidden { hidden.insert(bar) } else if v == .visible { hidden.remove(bar) }
            }
            for (bar, v) in e.background where v == .visible { backgroundVisible.insert(bar) }
            destinations += e.destinations
            if backHidden == nil { backHidden = e.backButtonHidden }
        }
        backButtonHidden = backHidden ?? false
    }

    func items(_ side: ToolbarItemPlacement.Side) -> [AnyView] {
        var entries = toolbar.filter { $0.placement.side == side }
        // Spacers separate items: in the navigation bar, one at either end of a side separates
        // nothing and is dropped (the bottom bar keeps them: a flexible one pushes items aside).
        if side != .bottom {
            while entries.first?.spacer != nil { entries.removeFirst() }
            while entries.last?.spacer != nil { entries.removeLast() }
        }
        return entries.map(\.content)
    }
}

nonisolated extension View {
    func navigationEntry(_ fill: @escaping (NavigationEntry) -> Void) -> some View {
        modifier(AttributeModifier { node in
            let e = NavigationEntry()
            fill(e)
            NavigationTraits.add(e, to: node)
        })
    }
}

// MARK: Titles

/// A navigation bar item's settings (SwiftUI's name for the title display modes).
public struct NavigationBarItem: Sendable {
    /// How a navigation title is shown: large below the bar, or inline in it.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// Inherit the mode of the previous view (a stack's root: large).
        case automatic
        /// The title in the bar, 17 pt semibold.
        case inline
        /// A 34 pt bold title below the bar that scrolls into it.
        case large
    }
}

/// The iOS 17 spelling of the title display modes (`toolbarTitleDisplayMode`).
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let mode: NavigationBarItem.TitleDisplayMode
    /// Inherits the mode of the view below in the stack; a stack's root shows a large title.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// The title in the bar, 17 pt semibold, centred.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// A 34-pt bold title in a 52-pt area below the bar that scrolls into it.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// A large title in the bar's leading side (shown by Trellis as a large title).
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

nonisolated extension View {
    /// The title of the navigation bar of the enclosing NavigationStack (or split view column).
    public func navigationTitle(_ title: Text) -> some View { navigationEntry { $0.title = title } }

    /// Sets the title of the enclosing navigation stack's (or split view column's) bar from a
    /// localized key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationEntry { $0.title = Text(titleKey) } }

    /// Sets the title of the enclosing navigation stack's (or split view column's) bar from a verbatim
    /// string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationEntry { $0.title = Text(title) } }

    /// A view as the title (shown inline in the bar).
    public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View {
        let view = AnyView(title())
        return navigationEntry { $0.titleView = view }
    }

    /// How the navigation title is shown.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationEntry { $0.displayMode = displayMode }
    }

    /// How the navigation title is shown (iOS 17's name).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationEntry { $0.displayMode = mode.mode }
    }

    /// Deprecated: the title and its display mode.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationEntry { $0.title = title; $0.displayMode = displayMode }
    }

    /// Deprecated: the title, from a localized string key, and its display mode.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationEntry { $0.title = Text(titleKey); $0.displayMode = displayMode }
    }

    /// Deprecated: sets the title, from a verbatim string, and its display mode.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationEntry { $0.title = Text(title); $0.displayMode = displayMode }
    }

    /// Deprecated: hides the navigation bar.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        navigationEntry { $0.visibility = [(.navigationBar, hidden ? .hidden : .visible)] }
    }

    /// Deprecated: leading and trailing bar items.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        let l = AnyView(leading), t = AnyView(trailing)
        return navigationEntry {
            $0.toolbar = [ToolbarEntry(placement: .topBarLeading, content: l), ToolbarEntry(placement: .topBarTrailing, content: t)]
        }
    }

    /// Deprecated: a view at the leading side of the navigation bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        let l = AnyView(leading)
        return navigationEntry { $0.toolbar = [ToolbarEntry(placement: .topBarLeading, content: l)] }
    }

    /// Deprecated: a view at the trailing side of the navigation bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        let t = AnyView(trailing)
        return navigationEntry { $0.toolbar = [ToolbarEntry(placement: .topBarTrailing, content: t)] }
    }

    /// Hides the back button of a pushed view (a view a stack's path or a presented destination
    /// shows at rest); the root has none.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        navigationEntry { $0.backButtonHidden = hidesBackButton }
    }
}

// MARK: Toolbars

/// Where a toolbar item goes (fact 6 of NavigationMetrics.swift).
public struct ToolbarItemPlacement: Sendable, Hashable {
    enum Side: Sendable, Hashable { case leading, trailing, principal, bottom, none }
    let name: String
    let side: Side

    /// The platform's choice: trailing in the navigation bar on iOS.
    public static let automatic = ToolbarItemPlacement(name: "automatic", side: .trailing)
    /// The centre of the navigation bar, in place of the inline title.
    public static let principal = ToolbarItemPlacement(name: "principal", side: .principal)
    /// Navigation controls: the leading side of the navigation bar.
    public static let navigation = ToolbarItemPlacement(name: "navigation", side: .leading)
    /// The item's most frequent action: the trailing side of the navigation bar.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", side: .trailing)
    /// A less important action: the trailing side of the navigation bar on iOS.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", side: .trailing)
    /// Status information: the bottom toolbar.
    public static let status = ToolbarItemPlacement(name: "status", side: .bottom)
    /// The action that confirms a modal, such as Done: the trailing side of the navigation bar.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", side: .trailing)
    /// The action that dismisses a modal without saving, such as Cancel: the leading side.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", side: .leading)
    /// The action that deletes in a modal: the trailing side of the navigation bar.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", side: .trailing)
    /// Above the keyboard: nothing is shown at rest, since the keyboard is not up.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", side: .none)
    /// The leading side of the navigation bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", side: .leading)
    /// The trailing side of the navigation bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", side: .trailing)
    /// The older name of `topBarLeading`.
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", side: .leading)
    /// The older name of `topBarTrailing`.
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", side: .trailing)
    /// The bottom toolbar, 44 pt tall above the home indicator; its items are centred unless a spacer
    /// spreads them.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", side: .bottom)
}

/// A bar that `toolbar(_:for:)`, `toolbarBackground` and friends name.
public struct ToolbarPlacement: Sendable, Hashable {
    let name: String
    /// The bar the platform picks: the navigation bar on iOS.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar at the top.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The toolbar at the bottom.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The tab bar of a tab view.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// Toolbar items and groups (`.toolbar { ToolbarItem(placement:) { … } }`).
@MainActor @preconcurrency public protocol ToolbarContent {
    /// The type of content the body is made of.
    associatedtype Body: ToolbarContent
    /// The items this content is made of, written with the toolbar builder.
    @ToolbarContentBuilder var body: Body { get }
}

nonisolated extension Never: ToolbarContent {}

/// Toolbar content that lists its items itself.
protocol PrimitiveToolbarContent {
    func collect(into entries: inout [ToolbarEntry])
}

func collectToolbar<C: ToolbarContent>(_ content: C, into entries: inout [ToolbarEntry]) {
    if let primitive = content as? any PrimitiveToolbarContent {
        primitive.collect(into: &entries)
    } else {
        collectToolbar(onMainActor(content) { $0.body }, into: &entries)
    }
}

/// Toolbar content with an identity (`toolbar(id:content:)`).
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}
nonisolated extension Never: CustomizableToolbarContent {}

/// One item of a toolbar.
///
/// Its view is laid out at its placement: on the leading or trailing side of the navigation bar
/// (items of a side 16 pt apart, in the body font, tinted), in the bar's centre for `.principal`,
/// or in the bottom toolbar.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
///     ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
///     ToolbarItem(placement: .bottomBar) { Text("3 items") }
/// }
/// ```
public nonisolated struct ToolbarItem<ID, Content: View>: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    /// A toolbar item has no body: its container reads its view and placement.
    public typealias Body = Never
    /// Never called: a toolbar item is read by its container.
    public var body: Never { fatalError("ToolbarItem has no body") }
    let placement: ToolbarItemPlacement
    let content: Content

    /// Labels in a toolbar show their icon only, as iOS's bars draw `Label("Add Item", systemImage:
    /// "plus")` and `Button("Add", systemImage: "plus")`; a style set inside the item still wins
    /// (the closest style applies).
    func collect(into entries: inout [ToolbarEntry]) {
        entries.append(ToolbarEntry(placement: placement, content: AnyView(content.labelStyle(.iconOnly))))
    }
}


extension ToolbarItem where ID == () {
    /// Creates a toolbar item of `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with an identity, for customisable toolbars (the identity has no effect
    /// at rest).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Creates a toolbar item with an identity that a customisable toolbar shows or not by default
    /// (the older form of `defaultCustomization(_:)`; an iPhone's bars are not customisable, so
    /// the item shows either way).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.init(id: id, placement: placement, content: content)
    }
}

/// Several items at one placement, laid out in a row.
///
/// The views are laid out in a row 16 pt apart (in the bottom toolbar, a stack's default spacing).
public nonisolated struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    /// A group has no body: its container reads its views and placement.
    public typealias Body = Never
    /// Never called: a group is read by its container.
    public var body: Never { fatalError("ToolbarItemGroup has no body") }
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a group of the views in `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func collect(into entries: inout [ToolbarEntry]) {
        let spacing = placement.side == .bottom ? nil : NavigationMetrics.itemSpacing
        entries.append(ToolbarEntry(placement: placement, content: AnyView(HStack(spacing: spacing) { content }.labelStyle(.iconOnly))))
    }
}

/// Several toolbar contents in a row of a builder.
public nonisolated struct TupleToolbarContent: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    /// Tuple content has no body: its container reads its items.
    public typealias Body = Never
    /// Never called: tuple content is read by its container.
    public var body: Never { fatalError("TupleToolbarContent has no body") }
    let collectors: [(inout [ToolbarEntry]) -> Void]
    func collect(into entries: inout [ToolbarEntry]) { for c in collectors { c(&entries) } }
}

/// An `if`/`else` of a toolbar builder.
public nonisolated struct ConditionalToolbarContent<T: ToolbarContent, F: ToolbarContent>: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    /// Conditional content has no body: its container reads the chosen branch.
    public typealias Body = Never
    /// Never called: conditional content is read by its container.
    public var body: Never { fatalError("ConditionalToolbarContent has no body") }
    enum Storage { case first(T), second(F) }
    let storage: Storage
    func collect(into entries: inout [ToolbarEntry]) {
        switch storage {
        case let .first(t): collectToolbar(t, into: &entries)
        case let .second(f): collectToolbar(f, into: &entries)
        }
    }
}

/// An optional toolbar content (`if` without `else`).
public nonisolated struct OptionalToolbarContent<C: ToolbarContent>: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    /// Optional content has no body: its container reads the content, if any.
    public typealias Body = Never
    /// Never called: optional content is read by its container.
    public var body: Never { fatalError("OptionalToolbarContent has no body") }
    let content: C?
    func collect(into entries: inout [ToolbarEntry]) {
        if let content { collectToolbar(content, into: &entries) }
    }
}

/// Builds toolbar content from closures.
@resultBuilder
public enum ToolbarContentBuilder {
    /// Builds empty toolbar content.
    public static func buildBlock() -> TupleToolbarContent { TupleToolbarContent(collectors: []) }
    /// Builds toolbar content of one item: the item itself.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// Builds toolbar content of several items, in the order written.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent {
        var collectors: [(inout [ToolbarEntry]) -> Void] = []
        repeat collectors.append(collector(each content))
        return TupleToolbarContent(collectors: collectors)
    }
    /// Passes an item through unchanged.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// Builds the content of an `if` without `else`.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> OptionalToolbarContent<Content> {
        OptionalToolbarContent(content: content)
    }
    /// Builds the content of an `if` without `else`, or of optional content.
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> OptionalToolbarContent<Content> {
        OptionalToolbarContent(content: content)
    }
    /// Builds the first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> ConditionalToolbarContent<T, F> {
        ConditionalToolbarContent(storage: .first(first))
    }
    /// Builds the second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> ConditionalToolbarContent<T, F> {
        ConditionalToolbarContent(storage: .second(second))
    }

    private static func collector<C: ToolbarContent>(_ content: C) -> (inout [ToolbarEntry]) -> Void {
        { collectToolbar(content, into: &$0) }
    }
}

nonisolated extension View {
    /// Toolbar items for the bars of the enclosing navigation container.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        var items: [ToolbarEntry] = []
        collectToolbar(content(), into: &items)
        return navigationEntry { $0.toolbar = items }
    }

    /// Customizable toolbar items (shown as written).
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        var items: [ToolbarEntry] = []
        collectToolbar(content(), into: &items)
        return navigationEntry { $0.toolbar = items }
    }

    /// Views for the toolbar, placed automatically (trailing in the navigation bar on iOS).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(HStack(spacing: NavigationMetrics.itemSpacing) { content() })
        return navigationEntry { $0.toolbar = [ToolbarEntry(placement: .automatic, content: view)] }
    }

    /// Shows or hides bars (`.toolbar(.hidden, for: .navigationBar)`, `.tabBar`, `.bottomBar`).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let pairs = (bars.isEmpty ? [.automatic] : bars).map { ($0, visibility) }
        return navigationEntry { $0.visibility = pairs }
    }

    /// Shows the bars' background even at the scroll edge (`.visible`); the style is drawn as
    /// the bar material.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let pairs = (bars.isEmpty ? [.automatic] : bars).map { ($0, visibility) }
        return navigationEntry { $0.background = pairs }
    }

    /// The bars' background style (accepted; bars draw the system material).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// The bars' colour scheme (accepted).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// The toolbar's role (accepted).
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}

/// The purpose of a toolbar (`toolbarRole`).
public struct ToolbarRole: Sendable, Hashable {
    let name: String
    /// The platform's choice: `.navigationStack` on iOS.
    public static let automatic = ToolbarRole(name: "automatic")
    /// For content that is pushed and popped.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// For content navigated back and forth; iPadOS puts the title at the leading side.
    public static let browser = ToolbarRole(name: "browser")
    /// For editing document-like content; iPadOS puts the title at the leading side.
    public static let editor = ToolbarRole(name: "editor")
}

// MARK: Search

/// Where a search field goes (`searchable(text:placement:prompt:)`); on iOS under the title.
public struct SearchFieldPlacement: Sendable, Hashable {
    let name: String
    /// The platform's choice: a drawer under the navigation title on iOS.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar (drawn under the title by Trellis, as on iOS).
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In a split view's sidebar (drawn under the title by Trellis).
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In a drawer under the navigation title.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In a drawer under the navigation title that shows always or scrolls away (the same at rest).
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }

    /// Whether the drawer shows always or scrolls away (the same at rest).
    public enum NavigationBarDrawerDisplayMode: Sendable, Hashable {
        /// The drawer scrolls away with the content.
        case automatic
        /// The drawer stays while the content scrolls.
        case always
    }
}

nonisolated extension View {
    /// A search field under the navigation title (fact 8 of NavigationMetrics.swift).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        let entry = SearchEntry(text: text.wrappedValue, prompt: prompt)
        return navigationEntry { $0.search = entry }
    }

    /// A search field with suggestions (deprecated: `searchSuggestions(_:)`); the suggestions
    /// show only while searching, never at rest.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field with a prompt from a localized key and suggestions (deprecated).
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field with a prompt from a verbatim string and suggestions (deprecated).
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                                       prompt: S, @ViewBuilder suggestions: () -> V) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field, with a prompt from a localized key, under the navigation title.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field, with a prompt from a verbatim string, under the navigation title.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field under the navigation title whose presentation is bound to `isPresented`
    /// (not presented at rest).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field, with a verbatim prompt, whose presentation is bound to `isPresented`
    /// (not presented at rest).
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Search suggestions (shown only while searching: nothing at rest).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
}

// MARK: Split view columns and tab items

nonisolated extension View {
    /// The width of this split view column (its ideal width is used).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        navigationEntry { $0.columnWidth = width.isFinite ? max(width, 0) : nil }
    }

    /// Sets this split view column's width from its bounds; Trellis uses the ideal width.
    /// - Parameters:
    ///   - min: the narrowest the column may be dragged to (not used at rest).
    ///   - ideal: the column's width.
    ///   - max: the widest the column may be dragged to (not used at rest).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        navigationEntry { $0.columnWidth = ideal.isFinite ? Swift.max(ideal, 0) : nil }
    }
}

/// An item the system puts in toolbars.
public struct ToolbarDefaultItemKind: Sendable, Hashable {
    let kind: Int
    /// The sidebar button of a split view.
    public static let sidebarToggle = ToolbarDefaultItemKind(kind: 0)
    /// iOS 26: the search item a `searchable` modifier adds (see DefaultToolbarItem.swift).
    public static let search = ToolbarDefaultItemKind(kind: 2)
}

/// What the user may do to a customizable toolbar.
public struct ToolbarCustomizationBehavior: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let `default` = ToolbarCustomizationBehavior(kind: 0)
    /// Everything.
    public static let reorderable = ToolbarCustomizationBehavior(kind: 1)
    /// Nothing.
    public static let disabled = ToolbarCustomizationBehavior(kind: 2)
}

/// Options of a customizable toolbar item.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The item always shows.
    public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1)
}

/// The title menu of a toolbar's title (shown when the title is tapped: nothing at rest).
public nonisolated struct ToolbarTitleMenu<Content: View>: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    /// Read by its container.
    public typealias Body = Never
    let content: Content
    /// A title menu of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Never called.
    public var body: Never { return fatalError("ToolbarTitleMenu has no body") }
    func collect(into entries: inout [ToolbarEntry]) {}
}

/// The content of a toolbar item group with a label (`ToolbarItemGroup(placement:content:label:)`).
public nonisolated struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    /// The content.
    public var body: some View { content }
}

extension ToolbarItemGroup {
    /// A group of `content` at `placement` with a label (shown where the group collapses into a menu).
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
                                  @ViewBuilder label: () -> L) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.init(placement: placement) { LabeledToolbarItemGroupContent<C, L>(content: content()) }
    }
}

nonisolated extension View {
    /// Removes a system toolbar item. Accepted (Trellis draws no sidebar toggle).
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }
    /// A menu under the navigation title (shown when the title is tapped). Accepted, no effect at rest.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
}
