import Foundation

// TabView at rest (fact 9 of NavigationMetrics.swift): the selected tab's content — the tab
// whose tag (or `Tab` value) equals the selection, else the first — above a 49 pt tab bar that
// holds every tab's item; the bar adds to the content's safe area and its background reaches
// through the bottom safe area.

/// A view that switches between child views with a tab bar; the selected tab is shown at rest.
///
/// The tab view takes the size it is proposed (with an unbounded proposal, its selected tab's size
/// plus the bar). It shows the tab whose tag (or `Tab` value) equals the selection, else the first,
/// proposed the space above a 49-pt tab bar (32 pt in a compact height), which adds to the tab's
/// safe area; the bar's background reaches through the bottom safe area and shows when content
/// scrolls under it. The bar's items share its width: a filled symbol over a 10-pt title, the
/// selected one tinted, the others grey. With `.tabViewStyle(.page)` the selected page fills the
/// view with its index dots over the bottom and no bar.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Home", systemImage: "house", value: Screen.home) { HomeView() }
///     Tab("Inbox", systemImage: "tray", value: Screen.inbox) { InboxView() }
///         .badge(3)
///     Tab(value: Screen.search, role: .search) { SearchView() }
/// }
/// ```
public nonisolated struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    /// A tab view is laid out by Trellis's tab view behaviour, not from a body.
    public typealias Body = Never
    let selection: SelectionValue?
    let content: Content
    /// The selection's binding, which a tap on a tab item sets in a live preview.
    var binding: Binding<SelectionValue>? = nil

    /// Creates a tab view of the tabs in `content`, showing the one tagged with `selection`.
    /// - Parameters:
    ///   - selection: the selected tab's tag; `nil` shows the first tab.
    ///   - content: the tabs: `Tab`s, or views with `.tabItem` and `.tag`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection?.wrappedValue
        self.content = content()
        binding = selection
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        var inner = ctx.inside(orientation: nil)
        inner.collectsTags = true  // a ForEach's element IDs tag its tabs
        let graph = ctx.context.graph
        let appearMark = graph.appearMark
        let tabs = inner.nodes(of: content)
        guard !tabs.isEmpty else {
            nodes.append(ctx.makeNode("TabView", LeafBehavior.flexible))
            return
        }
        // Without a binding the tab view keeps the tab a tap chose itself (in a live preview).
        let chosen = ctx.controlState("TabView", initial: 0)
        var index = binding == nil ? min(max(chosen.wrappedValue, 0), tabs.count - 1) : 0
        if let selection, let i = tabs.firstIndex(where: { TagTrait.tags(of: $0).contains(AnyHashable(selection)) }) { index = i }
        let binding = self.binding
        let tags = tabs.map { TagTrait.tags(of: $0) }
        let select: (Int) -> Void = { i in
            guard let binding else { chosen.wrappedValue = i; return }
            if let value = tags[i].lazy.compactMap({ $0.base as? SelectionValue }).first { binding.wrappedValue = value }
        }
        let selected = tabs[index]
        // Only the shown tab appears (its `onAppear`, tasks and subscriptions), as in SwiftUI.
        graph.dropAppears(since: appearMark, outside: selected)
        let info = NavigationInfo(NavigationTraits.collect(selected, crossingContainers: true))
        let style = ctx.environment.tabViewStyle
        let showsBar = style == .automatic && !info.hidden.contains(.tabBar)
        // iPhone landscape: a 32 pt bar, symbols beside their titles (fact 12).
        let compactHeight = ctx.environment.verticalSizeClass == .compact
        var children = [selected]
        if showsBar {
            let background = inner.makeNode("TabBarBackground", ClipBoxBehavior(alignment: .center, childHeight: nil),
                                            children: inner.nodes(of: BarBackground(hairlineAtTop: true, pixelLength: ctx.environment.pixelLength)))
            background.drawing.effects.append(.clip({ .rectangle($0) }, FillStyle()))
            children.append(background)
            let items = tabs.map { TabItemTrait.of($0) ?? AnyView(EmptyView()) }
            let badges = tabs.map { BadgeTrait.of($0) }
            children += inner.nodes(of: ControlNode(name: "TabBar", content: TabBar(items: items, badges: badges, selected: index,
                                                                                   isCompact: compactHeight, select: select)))
        }
        // Pages: the index dots over the bottom of the page (fact 14).
        var showsDots = false
        if case let .page(mode) = style, mode == .always || (mode == .automatic && tabs.count > 1) {
            showsDots = true
            children += inner.nodes(of: ControlNode(name: "PageIndex", content: PageIndexDots(count: tabs.count, selected: index)))
        }
        let barHeight = compactHeight ? NavigationMetrics.compactBarHeight : NavigationMetrics.tabBarHeight
        let behavior = TabViewBehavior(barHeight: showsBar ? barHeight : 0, showsDots: showsDots,
                                       backgroundAlways: info.backgroundVisible.contains(.tabBar), scroll: PrimaryScrollBox())
        nodes.append(ctx.makeNode("TabView", behavior, children: children))
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that shows its first tab.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// A tab's item (`.tabItem { Label(…) }`, or `Tab`'s title and image): a trait of the tab's view.
enum TabItemTrait {
    private enum Key {}
    static func of(_ node: Node) -> AnyView? { node.traits[Key.self] as? AnyView }
    static func set(_ item: AnyView, on node: Node) { node.traits[Key.self] = item }
}

nonisolated extension View {
    /// The tab bar item of this view in a TabView: a Label, Text, Image, or an Image and a Text.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = AnyView(label())
        return modifier(AttributeModifier { TabItemTrait.set(item, on: $0) })
    }

    /// A badge on a tab item or a list row: a count (none for 0) or a label, drawn on a tab
    /// item's symbol, and in the secondary colour at a row's trailing edge.
    public func badge(_ count: Int) -> some View {
        modifier(AttributeModifier { BadgeTrait.set(count == 0 ? nil : Text(verbatim: "\(count)"), on: $0) })
    }
    /// Puts a badge on this tab's item: `label` in white on a red capsule (none for `nil`).
    public func badge(_ label: Text?) -> some View {
        modifier(AttributeModifier { BadgeTrait.set(label, on: $0) })
    }
    /// Puts a badge of a verbatim string on this tab's item (none for `nil`).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        let text = label.map { Text($0) }
        return modifier(AttributeModifier { BadgeTrait.set(text, on: $0) })
    }
    /// Puts a badge of a localized key on this tab's item (none for `nil`).
    public func badge(_ key: LocalizedStringKey?) -> some View {
        let text = key.map { Text($0) }
        return modifier(AttributeModifier { BadgeTrait.set(text, on: $0) })
    }
}

/// A tab's or a list row's badge (`.badge(_:)`).
enum BadgeTrait {
    private enum Key {}
    static func of(_ node: Node) -> Text? { node.traits[Key.self] as? Text }
    static func set(_ badge: Text?, on node: Node) { node.traits[Key.self] = badge }
}

/// The red badge on a tab item (fact 9): white 13 pt text on systemRed, at least 18 pt across.
nonisolated struct TabBadge: View {
    let text: Text

    var body: some View {
        text.font(.system(size: NavigationMetrics.badgeFontSize)).foregroundStyle(Color.white).lineLimit(1)
            .padding(.horizontal, NavigationMetrics.badgePadding)
            .frame(minWidth: NavigationMetrics.badgeHeight, minHeight: NavigationMetrics.badgeHeight)
            .background(Capsule().fill(Color.red))
    }
}

/// A tab of a TabView (the iOS 18 API): its content, shown with a title and an image in the bar.
///
/// A tab lays out as its content (several views are stacked vertically); its title and image
/// become its item in the tab bar, and its value is its tag.
public nonisolated struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
    /// A tab is its content marked with its item, not a body.
    public typealias Body = Never
    let value: Value?
    let content: Content
    let label: Label
    /// Whether `.hidden(_:)` took the tab out of the tab view (TabContentModifiers.swift).
    var isHidden = false
    /// The identifier `.customizationID(_:)` gave the tab, for a `TabViewCustomization`.
    var customizationIdentifier: String?

    /// Creates a tab of `content` whose item shows `label`, selected when the selection is `value`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    init(value: Value?, content: Content, label: Label) {
        self.value = value
        self.content = content
        self.label = label
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        // A hidden tab is neither shown nor in the bar.
        guard !isHidden else { return }
        var views = ctx.nodes(of: content)
        if views.count != 1 {
            let stack = ctx.inside(orientation: nil)
            let children = views.isEmpty ? [] : ctx.inside(orientation: .vertical).nodes(of: content)
            views = [LayoutView<VStackLayout, EmptyView>.container(stack, "VStack", nodeBehavior(for: VStackLayout()), children)]
        }
        let node = views[0]
        TabItemTrait.set(AnyView(label), on: node)
        if let value { TagTrait.set(TagTrait.forms(value, includeOptional: true), on: node) }
        nodes.append(node)
    }
}

extension Tab where Label == Trellis.Label<Text, Image> {
    /// Creates a tab titled by a localized key with a symbol, selected when the selection is `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: Trellis.Label(titleKey, systemImage: systemImage))
    }

    /// Creates a tab titled by a verbatim string with a symbol, selected when the selection is `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: Trellis.Label(title, systemImage: systemImage))
    }

    /// Creates a tab titled by a localized key with an image from the app's resources, selected when the
    /// selection is `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: Trellis.Label(titleKey, image: image))
    }
}

extension Tab where Value == Never, Label == Trellis.Label<Text, Image> {
    /// Creates a tab titled by a localized key with a symbol, for a tab view without a selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: Trellis.Label(titleKey, systemImage: systemImage))
    }

    /// Creates a tab titled by a verbatim string with a symbol, for a tab view without a selection.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: Trellis.Label(title, systemImage: systemImage))
    }

    /// Creates a tab titled by a localized key with an image from the app's resources, for a tab view
    /// without a selection.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: Trellis.Label(titleKey, image: image))
    }

    /// A tab with a system role: `.search` is the magnifying glass titled "Search".
    public init(role: TabRole, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: Trellis.Label("Search", systemImage: "magnifyingglass"))
    }
}

extension Tab where Label == Trellis.Label<Text, Image> {
    /// Creates a tab with a system role, selected when the selection is `value`: `.search` is the
    /// magnifying glass titled "Search".
    public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: Trellis.Label("Search", systemImage: "magnifyingglass"))
    }
}

/// A tab's system role.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab: a magnifying glass titled "Search".
    public static let search = TabRole(name: "search")
}

/// The tab bar: the items sharing its width (fact 9).
nonisolated struct TabBar: View {
    let items: [AnyView]
    let badges: [Text?]
    let selected: Int
    let isCompact: Bool
    /// Selects the i-th tab (a tap on its item, in a live preview).
    var select: ((Int) -> Void)? = nil

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<items.count, id: \.self) { i in
                TabBarItem(label: items[i], badge: badges[i], isSelected: i == selected, isCompact: isCompact)
                    .interactive(.tab) { [select] _, _ in select?(i) }
            }
        }
        .frame(height: isCompact ? NavigationMetrics.compactBarHeight : NavigationMetrics.tabBarHeight)
    }
}

/// One item: the symbol (filled) over the 10 pt title, tinted when selected.
nonisolated struct TabBarItem: View {
    let label: AnyView
    let badge: Text?
    let isSelected: Bool
    let isCompact: Bool
    @Environment(\.tint) private var tint

    var body: some View {
        TabItemLabel(label: label, isCompact: isCompact)
            .symbolVariant(.fill)
            .foregroundStyle(isSelected ? tint ?? Color.accentColor : Color.tabUnselected)
            .overlay(alignment: isCompact ? .leading : .top) {
                // Its leading edge near the symbol's centre, its top 2 pt above the symbol's line.
                if let badge {
                    TabBadge(text: badge)
                        .alignmentGuide(.leading) { _ in isCompact ? -NavigationMetrics.badgeOffset : 0 }
                        .alignmentGuide(HorizontalAlignment.center) { _ in -NavigationMetrics.badgeOffset }
                        .alignmentGuide(.top) { _ in NavigationMetrics.badgeRise }
                        .alignmentGuide(VerticalAlignment.center) { d in d[VerticalAlignment.center] + NavigationMetrics.badgeRise }
                }
            }
            .padding(.top, isCompact ? 0 : NavigationMetrics.tabSymbolTop)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: isCompact ? .center : .top)
    }
}

/// A tab item's content stacked as the bar shows it: a Label as its icon over its title; bare
/// images at the symbol size and texts at the title size, in a column.
nonisolated struct TabItemLabel: View, PrimitiveView {
    typealias Body = Never
    let label: AnyView
    let isCompact: Bool

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let style = TabItemLabelStyle(isCompact: isCompact)
        var c = ctx.inside(orientation: isCompact ? .horizontal : .vertical)
        c.environment.labelStyles.append(AnyLabelStyle(style))
        var icons = c, titles = c
        icons.environment.font = style.symbolFont
        titles.environment.font = style.titleFont
        let iconNodes = icons.nodes(of: label), titleNodes = titles.nodes(of: label)
        var views: [AnyView] = []
        for (i, title) in titleNodes.enumerated() {
            if title.behavior is ImageBehavior, i < iconNodes.count {
                views.append(AnyView(ResolvedNodeView(node: iconNodes[i]).frame(height: isCompact ? nil : NavigationMetrics.tabSymbolLine)))
            } else {
                views.append(AnyView(ResolvedNodeView(node: title)))
            }
        }
        let row = ForEach(0..<views.count, id: \.self) { views[$0] }
        if isCompact {
            ctx.resolve(HStack(spacing: NavigationMetrics.compactTabSpacing) { row }, into: &nodes)
        } else {
            ctx.resolve(VStack(spacing: NavigationMetrics.tabTitleGap) { row }, into: &nodes)
        }
    }
}

/// A Label in a tab bar: its icon at the symbol size over its title at 10 pt medium.
nonisolated struct TabItemLabelStyle: LabelStyle {
    let isCompact: Bool
    var symbolFont: Font { Font.system(size: isCompact ? NavigationMetrics.compactTabSymbolSize : NavigationMetrics.tabSymbolSize) }
    var titleFont: Font {
        Font.system(size: isCompact ? NavigationMetrics.compactTabTitleSize : NavigationMetrics.tabTitleSize, weight: .medium)
    }

    @ViewBuilder func makeBody(configuration: Configuration) -> some View {
        if isCompact {
            HStack(spacing: NavigationMetrics.compactTabSpacing) {
                configuration.icon.font(symbolFont)
                configuration.title.font(titleFont).lineLimit(1)
            }
        } else {
            VStack(spacing: NavigationMetrics.tabTitleGap) {
                configuration.icon.font(symbolFont).frame(height: NavigationMetrics.tabSymbolLine)
                configuration.title.font(titleFont).lineLimit(1)
            }
        }
    }
}

/// The page index of a paged TabView: a dot per page, the current one opaque (fact 14).
nonisolated struct PageIndexDots: View {
    let count: Int
    let selected: Int

    var body: some View {
        HStack(spacing: NavigationMetrics.pageDotSpacing) {
            ForEach(0..<count, id: \.self) { i in
                Circle().fill(i == selected ? Color.white : Color.white.opacity(0.3))
                    .frame(width: NavigationMetrics.pageDotSize, height: NavigationMetrics.pageDotSize)
            }
        }
    }
}

/// Lays out a TabView: the selected content above the bar, the bar's height added to its safe
/// area; the bar's background shown when content scrolls under it (fact 5).
struct TabViewBehavior: NodeBehavior {
    let barHeight: CGFloat
    let showsDots: Bool
    let backgroundAlways: Bool
    let scroll: PrimaryScrollBox

    func sizeThatFits(_ p: ProposedViewSize, node: Node) -> CGSize {
        func finite(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite ? max($0, 0) : nil } }
        let w = finite(p.width), h = finite(p.height)
        if let w, let h { return CGSize(width: w, height: h) }
        let c = node.children[0].sizeThatFits(ProposedViewSize(width: p.width, height: h.map { max(0, $0 - barHeight) } ?? p.height))
        return CGSize(width: w ?? c.width, height: h ?? c.height + barHeight)
    }

    func placeChildren(node: Node, bounds b: CGRect, proposal: ProposedViewSize) {
        let content = node.children[0]
        let region = CGRect(x: b.minX, y: b.minY, width: b.width, height: max(0, b.height - barHeight))
        let p = ProposedViewSize(region.size)
        let size = content.sizeThatFits(p)
        let origin = CGPoint(x: region.minX + (region.width - size.width) / 2, y: region.minY + (region.height - size.height) / 2)
        let context = node.context
        if barHeight > 0 {
            context.withSafeAreaSpace(SafeAreaSpace(bounds: b, insets: EdgeInsets(top: 0, leading: 0, bottom: barHeight, trailing: 0), regions: .container)) {
                content.place(at: origin, proposal: p)
            }
        } else {
            content.place(at: origin, proposal: p)
        }
        if showsDots, node.children.count > 1 {
            // Centred in a 26 pt strip at the bottom of the page.
            let dots = node.children[1]
            let size = dots.sizeThatFits(.unspecified)
            let strip = NavigationMetrics.pageIndexHeight
            dots.place(at: CGPoint(x: b.midX - size.width / 2, y: b.maxY - strip + (strip - size.height) / 2), proposal: .unspecified)
            return
        }
        guard node.children.count >= 3 else { return }
        let bar = CGRect(x: b.minX, y: b.maxY - barHeight, width: b.width, height: barHeight)
        var shown = backgroundAlways
        if let scrollNode = scroll.scrollView(in: content, crossing: true), let position = (scrollNode.behavior as? ScrollViewBehavior)?.scroll,
           abs(scrollNode.frame.maxY - bar.minY) < 0.5 {
            shown = shown || position.contentSize.height - position.offset.y > scrollNode.frame.height + 0.5
        }
        // Through the safe area below and beside the bar (the home indicator, landscape's sides).
        let reach = context.safeAreaInsets(of: bar, regions: .container, pixelLength: node.environment.pixelLength)
        node.children[1].place(at: CGPoint(x: bar.minX - reach.leading, y: bar.minY),
                               proposal: ProposedViewSize(width: b.width + reach.leading + reach.trailing,
                                                          height: shown ? barHeight + reach.bottom : 0))
        node.children[2].place(at: bar.origin, proposal: ProposedViewSize(bar.size))
    }

    func mayHaveExplicitAlignment(children: [Node]) -> Bool { false }
}

/// The style of a TabView: the tab bar (automatic), or pages without a bar.
public protocol TabViewStyle {}
/// The style a tab view takes when none is set: a tab bar under the selected tab.
public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
}
/// A style that shows the tabs as pages: the selected page fills the view, without a tab bar, with
/// a dot per page over its bottom.
public struct PageTabViewStyle: TabViewStyle {
    /// When a paged TabView shows its page index dots.
    public enum IndexDisplayMode: Sendable, Hashable {
        /// Shows the dots when there is more than one page.
        case automatic
        /// Shows the dots even for a single page.
        case always
        /// Never shows the dots.
        case never
    }
    let indexDisplayMode: IndexDisplayMode
    /// Creates the page style.
    /// - Parameter indexDisplayMode: when to show the dots; by default when there is more than one page.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}
/// Shows a tab bar on iPhone, a sidebar that can replace it on iPad (a tab bar in Trellis).
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Creates the style that `.sidebarAdaptable` names.
    public init() {}
}
/// Shows a tab bar only (as the automatic style in Trellis).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// Creates the style that `.tabBarOnly` names.
    public init() {}
}
extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The automatic tab view style: a tab bar.
    public static var automatic: DefaultTabViewStyle { .init() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    /// The page tab view style, its dots shown when there is more than one page.
    public static var page: PageTabViewStyle { .init() }
    /// The page tab view style with its dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init(indexDisplayMode: indexDisplayMode) }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// The sidebar-adaptable tab view style (a tab bar in Trellis).
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// The tab-bar-only tab view style: a tab bar at every size.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() }
}

enum TabViewStyleKind: Sendable, Hashable { case automatic, page(PageTabViewStyle.IndexDisplayMode) }
private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.automatic }

extension EnvironmentValues {
    var tabViewStyle: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the TabViews inside: `.page` shows the selected page without a tab bar.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyle, (style as? PageTabViewStyle).map { .page($0.indexDisplayMode) } ?? .automatic)
    }

}

/// How prominent a badge is.
public struct BadgeProminence: Sendable, Hashable {
    let kind: Int
    /// Less prominent.
    public static let decreased = BadgeProminence(kind: 0)
    /// Standard.
    public static let standard = BadgeProminence(kind: 1)
    /// More prominent.
    public static let increased = BadgeProminence(kind: 2)
}

/// The pages' index style of a paged tab view.
public protocol IndexViewStyle {}
/// The page index: dots.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots' background shows.
    public enum BackgroundDisplayMode: Sendable, Hashable {
        /// The platform's choice.
        case automatic
        /// While interacting.
        case interactive
        /// Always.
        case always
        /// Never.
        case never
    }
    /// The page index style.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The page index style.
    public static var page: PageIndexViewStyle { .init() }
    /// The page index style with a background mode.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

nonisolated extension View {
    /// How prominent the badges inside are. Accepted: badges keep their look.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
    /// Sets the style of page indexes inside (accepted).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}
