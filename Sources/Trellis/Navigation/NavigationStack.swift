import Foundation

// NavigationStack, NavigationView and the column every navigation container is made of: the
// content (the stack's root, or at rest the view its path or a presented destination pushes:
// NavigationDestination.swift) under a navigation bar, with the large
// title, the search field and a bottom toolbar as its content asks (facts in
// NavigationMetrics.swift).

/// A view that displays a root view and, as the user navigates, views pushed over it. At rest
/// the root is shown, or, when the path holds values (or a destination is presented), the view
/// pushed last, with a back button titled by the view below it.
///
/// The stack fills the space it is proposed. A 44-pt navigation bar sits below the top safe area;
/// the root's title is large by default, which adds a 52-pt area under the bar (kept even without a
/// title, as on iOS); a `searchable` field adds another 52 pt and a bottom toolbar 44 pt above the
/// bottom safe area. The root is proposed what is left, and the bars add to its safe area, so
/// backgrounds that ignore the safe area reach under them. When the root starts with a vertical
/// scroll view, the large title and search field scroll with its content instead of taking space.
/// At the scroll edge the bars are transparent; otherwise they show a bar material and a hairline.
///
/// ```swift
/// NavigationStack {
///     List(mail) { message in
///         NavigationLink(message.subject, value: message)
///     }
///     .navigationTitle("Inbox")
///     .toolbar {
///         ToolbarItem(placement: .topBarTrailing) { EditButton() }
///     }
/// }
/// ```
public nonisolated struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    /// A navigation stack is laid out by Trellis's column behaviour, not from a body.
    public typealias Body = Never
    let root: Root

    let path: [AnyHashable]
    /// A bound path's push and pop, for links tapped in a live preview (nil: the stack keeps
    /// what is pushed itself). `append` refuses values of another type than the path's.
    var append: ((AnyHashable) -> Bool)? = nil
    var removeLast: (() -> Void)? = nil

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        // A stack that is a split view column's content is that column: its title mode by default.
        let mode = ctx.environment.navigationColumnDefaultMode ?? .large
        var c = ctx
        c.environment.navigationColumnDefaultMode = nil
        // What links push when tapped: a value goes on the bound path when there is one; a
        // destination view (or a value the path does not take) on the stack's own list.
        let own = ctx.controlState("NavigationStack", initial: [NavigationPushBox]())
        let append = self.append, removeLast = self.removeLast, bound = path.count
        c.environment.navigationActions = NavigationActions(stack: ctx.identity.path, push: { entry in
            if case let .value(v) = entry, own.wrappedValue.isEmpty, append?(v) == true { return }
            own.wrappedValue.append(NavigationPushBox(entry: entry))
        })
        let pop: () -> Void = {
            if !own.wrappedValue.isEmpty { own.wrappedValue.removeLast() } else if bound > 0 { removeLast?() }
        }
        NavigationColumn(name: "NavigationStack", root: root, defaultMode: mode, path: path,
                         pushed: own.wrappedValue.map(\.entry), pop: pop).makeNodes(c, into: &nodes)
    }
}

/// A push kept in a stack's own state (a state's value needs no Equatable).
struct NavigationPushBox {
    let entry: NavigationPush
}

private struct NavigationColumnDefaultModeKey: EnvironmentKey {
    static let defaultValue: NavigationBarItem.TitleDisplayMode? = nil
}

extension EnvironmentValues {
    /// Set by a split view for its column's content: what `.automatic` means for a stack there.
    var navigationColumnDefaultMode: NavigationBarItem.TitleDisplayMode? {
        get { self[NavigationColumnDefaultModeKey.self] }
        set { self[NavigationColumnDefaultModeKey.self] = newValue }
    }
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a stack that shows `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = []
    }
    /// Creates a stack whose pushed values are in `path`: at rest it shows the destination of the
    /// last value (its `navigationDestination(for:)` view) with a back button, or `root` when the
    /// path is empty.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path.wrappedValue.elements
        append = { value in path.wrappedValue.append(value); return true }
        removeLast = { path.wrappedValue.removeLast() }
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
                                Data.Element: Hashable {
    /// Creates a stack whose pushed values are a typed collection in `path`: at rest it shows the
    /// destination of the last value with a back button, or `root` when the path is empty.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path.wrappedValue.map { AnyHashable($0) }
        append = { value in
            guard let element = value.base as? Data.Element else { return false }
            path.wrappedValue.append(element)
            return true
        }
        removeLast = { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } }
    }
}

/// A type-erased list of the values pushed on a navigation stack.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []
    /// Creates an empty path.
    public init() {}
    /// Creates a path of the values in `elements`, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
    /// How many values are pushed.
    public var count: Int { elements.count }
    /// Whether nothing is pushed, so the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes `value` on top of the path.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops the `k` values last pushed (all of them if there are fewer).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(k, elements.count)) }
}

/// Deprecated: a stack on iPhone; on iPad (regular width) its first views become the columns of
/// a split view, unless `.navigationViewStyle(.stack)`.
///
/// On iPhone it lays out as a `NavigationStack` of its first view. In a regular horizontal size
/// class with more than one view, its first two or three views become the sidebar, content and
/// detail columns of a split view (portrait shows the detail alone), unless its style is `.stack`.
public nonisolated struct NavigationView<Content: View>: View, PrimitiveView {
    /// A navigation view is laid out by Trellis's column behaviour, not from a body.
    public typealias Body = Never
    let content: Content
    /// Creates a navigation view of `content`: its root, or on iPad the views of its columns.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let views = ctx.inside(orientation: nil).nodes(of: content)
        let split = ctx.environment.horizontalSizeClass == .regular && ctx.environment.navigationViewStyle != .stack && views.count > 1
        if split {
            let columns = views.prefix(3).enumerated().map { i, n in
                SplitColumns.column(ctx, ResolvedNodeView(node: n), role: i == 0 ? .sidebar : i == views.count - 1 || i == 2 ? .detail : .content)
            }
            nodes.append(SplitColumns.node(ctx, name: "NavigationView", columns: columns, hidesInPortrait: true))
        } else if let first = views.first {
            NavigationColumn(name: "NavigationView", root: ResolvedNodeView(node: first), defaultMode: .large).makeNodes(ctx, into: &nodes)
        } else {
            NavigationColumn(name: "NavigationView", root: EmptyView(), defaultMode: .large).makeNodes(ctx, into: &nodes)
        }
    }
}

/// The style of a NavigationView.
///
/// Trellis tells apart `.stack` (always one stack) and `.columns` (columns on iPad); other styles
/// act as `.automatic`.
public protocol NavigationViewStyle {}
/// The style a navigation view takes when none is set: a stack on iPhone, columns on iPad.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
}
/// Shows one stack at every size, so the first view is the root even on iPad.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates the style that `.stack` names.
    public init() {}
}
/// Shows the views as the columns of a split view where there is room (iPad).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates the style that `.columns` names.
    public init() {}
}
/// The older name of the columns style.
public typealias DoubleColumnNavigationViewStyle = ColumnNavigationViewStyle
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The automatic navigation view style: a stack on iPhone, columns on iPad.
    public static var automatic: DefaultNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// The stack navigation view style: one stack at every size.
    public static var stack: StackNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// The columns navigation view style: a split view where there is room.
    public static var columns: ColumnNavigationViewStyle { .init() }
}

enum NavigationViewStyleKind: Sendable { case automatic, stack, columns }
private struct NavigationViewStyleKey: EnvironmentKey { static let defaultValue = NavigationViewStyleKind.automatic }

extension EnvironmentValues {
    var navigationViewStyle: NavigationViewStyleKind {
        get { self[NavigationViewStyleKey.self] }
        set { self[NavigationViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the navigation views inside.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        let kind: NavigationViewStyleKind = style is StackNavigationViewStyle ? .stack : style is ColumnNavigationViewStyle ? .columns : .automatic
        return environment(\.navigationViewStyle, kind)
    }
}

/// What counts as a navigation container when entries are collected and scroll views found.
enum NavigationContainer {
    static func isContainer(_ node: Node) -> Bool {
        node.behavior is NavigationColumnBehavior || node.behavior is TabViewBehavior
    }

    /// The first vertical scroll view of `node`'s subtree (depth first), not looking into
    /// horizontal scroll views, nor into nested navigation containers unless `crossing`.
    static func primaryScrollView(in node: Node, crossing: Bool) -> Node? {
        var stack = [node]
        while let n = stack.popLast() {
            if let s = n.behavior as? ScrollViewBehavior {
                if s.axes.contains(.vertical) { return n }
                continue
            }
            if n !== node && isContainer(n) {
                // Through a container only to its content (its first child), not its bars.
                if crossing, let first = n.children.first { stack.append(first) }
                continue
            }
            stack.append(contentsOf: n.children.reversed())
        }
        return nil
    }
}

/// Finds a container's primary scroll view once (the resolved tree never changes above lazy rows).
final class PrimaryScrollBox {
    private var searched = false
    private weak var found: Node?
    func scrollView(in content: Node, crossing: Bool) -> Node? {
        if !searched {
            searched = true
            found = NavigationContainer.primaryScrollView(in: content, crossing: crossing)
        }
        return found
    }
}

/// One navigation bar and its content: a NavigationStack, or a column of a split view.
nonisolated struct NavigationColumn<Root: View>: View, PrimitiveView {
    typealias Body = Never
    let name: String
    let root: Root
    /// What `.automatic` means here: large for a stack's root, inline for a detail column.
    let defaultMode: NavigationBarItem.TitleDisplayMode
    /// The values pushed on the stack (NavigationDestination.swift): the top one's destination is shown.
    var path: [AnyHashable] = []
    /// What links pushed in a live preview, over the path, and what the back button does.
    var pushed: [NavigationPush] = []
    var pop: (() -> Void)? = nil

    /// The one node of a view shown in the column: several views stand in an implicit VStack,
    /// as a window's do; none is an empty one.
    static func contentNode<V: View>(_ view: V, _ ctx: ResolveContext) -> Node {
        let inner = ctx.inside(orientation: nil)
        let contentNodes = inner.nodes(of: view)
        if contentNodes.count == 1 { return contentNodes[0] }
        let children = contentNodes.count > 1 ? ctx.inside(orientation: .vertical).nodes(of: view) : []
        return LayoutView<VStackLayout, EmptyView>.container(inner, "VStack", nodeBehavior(for: VStackLayout()), children)
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let inner = ctx.inside(orientation: nil)
        let rootNode = Self.contentNode(root, ctx)
        // A NavigationStack as the whole content (a split view column's, or a stack's) takes
        // over this column's navigation: one bar, the stack's.
        if rootNode.behavior is NavigationColumnBehavior {
            nodes.append(rootNode)
            return
        }
        let rootInfo = NavigationInfo(NavigationTraits.collect(rootNode))
        var rootMode = rootInfo.displayMode ?? .automatic
        if rootMode == .automatic { rootMode = defaultMode }
        if rootInfo.titleView != nil { rootMode = .inline }
        // The view on top of the stack at rest (NavigationDestination.swift).
        // `dismiss()` in a pushed view pops it (the one on top: only it is shown, so only its actions run).
        var pushedContext = ctx
        if let pop { pushedContext.environment.dismiss = DismissAction(action: PresentationDismissBox(pop)) }
        let screens = NavigationPushes.screens(root: NavigationScreen(content: rootNode, info: rootInfo, mode: rootMode), path: path,
                                               pushed: pushed) {
            Self.contentNode($0, pushedContext)
        }
        let top = screens[screens.count - 1]
        let content = top.content
        let info = top.info
        let mode = top.mode
        let backTitle: Text? = screens.count > 1 && !info.backButtonHidden
            ? screens[screens.count - 2].info.title ?? Text(verbatim: "Back") : nil
        let env = ctx.environment
        let m = NavigationMetrics.self

        let barHidden = info.hidden.contains(.navigationBar) || info.hidden.contains(.automatic)
        // iPhone landscape (a compact height): 32 pt bars and no large title (fact 12).
        let compactHeight = env.verticalSizeClass == .compact
        let large = !barHidden && mode == .large && !compactHeight
        let search = barHidden ? nil : info.search
        let bottomItems = info.items(.bottom)
        let hasBottom = !bottomItems.isEmpty && !info.hidden.contains(.bottomBar)

        var parts = NavigationColumnBehavior.Parts()
        var children = [content]
        func add(_ part: String, _ view: some View) -> Int? {
            guard let n = inner.nodes(of: ControlNode(name: part, content: view)).first else { return nil }
            children.append(n)
            return children.count - 1
        }
        func clipBox(_ part: String, _ view: some View, alignment: Alignment, childHeight: CGFloat?, ideal: Bool = false) -> Int? {
            guard let child = inner.nodes(of: view).first else { return nil }
            let box = inner.makeNode(part, ClipBoxBehavior(alignment: alignment, childHeight: childHeight, idealHeight: ideal), children: [child])
            box.drawing.effects.append(.clip({ .rectangle($0) }, FillStyle()))
            children.append(box)
            return children.count - 1
        }
        let px = env.pixelLength
        // Drawn in this order: the content, the bar's material, then what sits on it.
        if !barHidden {
            parts.topBackground = clipBox("NavigationBarBackground", BarBackground(hairlineAtTop: false, pixelLength: px),
                                          alignment: .center, childHeight: nil)
        }
        if large {
            parts.header = clipBox("LargeTitle", LargeTitleArea(title: info.title ?? Text(verbatim: "")),
                                   alignment: .bottom, childHeight: nil, ideal: true)
        }
        if let search {
            parts.search = clipBox("SearchField", SearchArea(search: search), alignment: .bottom, childHeight: m.searchAreaHeight)
        }
        if !barHidden {
            let leading = info.items(.leading), trailing = info.items(.trailing), principal = info.items(.principal)
            if let backTitle {
                // A tap on the back button pops the view on top (in a live preview).
                let pop = self.pop
                parts.back = add("BackButton", BackButton(title: backTitle).interactive(.button, label: "Back") { _, _ in pop?() })
            }
            if !leading.isEmpty { parts.leading = add("NavigationBarLeading", BarItems(items: leading)) }
            if !trailing.isEmpty { parts.trailing = add("NavigationBarTrailing", BarItems(items: trailing)) }
            if !principal.isEmpty {
                parts.principal = add("NavigationBarPrincipal", BarItems(items: principal))
            } else if let view = info.titleView {
                parts.title = clipBox("NavigationTitle", view.font(.headline).lineLimit(1), alignment: .center, childHeight: nil)
            } else if let title = info.title {
                parts.title = clipBox("NavigationTitle", title.font(.headline).lineLimit(1), alignment: .center, childHeight: nil)
            }
        }
        if hasBottom {
            parts.bottomBackground = clipBox("ToolbarBackground", BarBackground(hairlineAtTop: true, pixelLength: px),
                                             alignment: .center, childHeight: nil)
            parts.bottomItems = add("BottomBar", BottomBarItems(items: bottomItems, height: compactHeight ? m.compactBarHeight : m.toolbarHeight))
        }
        let behavior = NavigationColumnBehavior(
            parts: parts, barHeight: barHidden ? 0 : compactHeight ? m.compactBarHeight : m.barHeight,
            searchHeight: search != nil ? m.searchAreaHeight : 0,
            bottomHeight: hasBottom ? compactHeight ? m.compactBarHeight : m.toolbarHeight : 0,
            inlineTitleAlways: mode == .inline || compactHeight,
            topBackgroundAlways: info.backgroundVisible.contains(.navigationBar) || info.backgroundVisible.contains(.automatic),
            bottomBackgroundAlways: info.backgroundVisible.contains(.bottomBar), scroll: PrimaryScrollBox())
        let node = ctx.makeNode(name, behavior, children: children)
        if let width = info.columnWidth { ColumnWidthTrait.set(width, on: node) }
        ctx.recordNavigationDepth(screens.count, column: node)
        nodes.append(node)
    }
}

/// A split view column's width from `navigationSplitViewColumnWidth`.
enum ColumnWidthTrait {
    private enum Key {}
    static func of(_ node: Node) -> CGFloat? { node.traits[Key.self] as? CGFloat }
    static func set(_ width: CGFloat, on node: Node) { node.traits[Key.self] = width }
}

/// The large title under the bar (fact 2): 52 pt; above the default Dynamic Type size, the
/// title's line and its margins when that is taller (fact 13).
nonisolated struct LargeTitleArea: View {
    let title: Text
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        let line = title.font(.largeTitle.bold()).lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, NavigationMetrics.margin)
            .padding(.bottom, NavigationMetrics.largeTitleBottomMargin)
        if dynamicTypeSize > .large {
            line.padding(.top, NavigationMetrics.largeTitleTopMargin)
                .frame(minHeight: NavigationMetrics.largeTitleHeight, alignment: .bottom)
        } else {
            line.frame(height: NavigationMetrics.largeTitleHeight, alignment: .bottom)
        }
    }
}

/// The search field's area under the title (fact 8).
nonisolated struct SearchArea: View {
    let search: SearchEntry

    var body: some View {
        SearchField(search: search)
            .padding(.horizontal, NavigationMetrics.margin)
            .frame(height: NavigationMetrics.searchAreaHeight)
    }
}

/// The search field at rest: a magnifying glass and the prompt (or the text) on a rounded fill.
nonisolated struct SearchField: View {
    let search: SearchEntry

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundStyle(Color.secondary)
            if search.text.isEmpty {
                (search.prompt ?? Text("Search")).foregroundStyle(Color.secondary).lineLimit(1)
            } else {
                Text(verbatim: search.text).lineLimit(1)
            }
        }
        .font(.body)
        .padding(.horizontal, 8)
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(height: NavigationMetrics.searchFieldHeight)
        .background(RoundedRectangle(cornerRadius: NavigationMetrics.searchFieldCornerRadius).fill(Color.searchFieldFill))
    }
}

/// A bar's material with its hairline (fact 5).
nonisolated struct BarBackground: View {
    let hairlineAtTop: Bool
    let pixelLength: CGFloat

    var body: some View {
        VStack(spacing: 0) {
            if hairlineAtTop { Rectangle().fill(Color.separator).frame(height: pixelLength) }
            Rectangle().fill(Color.barBackground)
            if !hairlineAtTop { Rectangle().fill(Color.separator).frame(height: pixelLength) }
        }
    }
}

/// Items of one side of a bar, in a row (fact 6).
nonisolated struct BarItems: View {
    let items: [AnyView]

    var body: some View {
        HStack(spacing: NavigationMetrics.itemSpacing) {
            ForEach(0..<items.count, id: \.self) { items[$0] }
        }
        .font(.body)
        .imageScale(.large)
        .lineLimit(1)
    }
}

/// The bottom toolbar's items: a row centred in the bar (fact 7).
nonisolated struct BottomBarItems: View {
    let items: [AnyView]
    let height: CGFloat

    var body: some View {
        BarItems(items: items)
            .frame(maxWidth: .infinity)
            .padding(.horizontal, NavigationMetrics.margin)
            .frame(height: height)
    }
}

/// A box that takes exactly its proposal and clips its one child, which it proposes its own
/// width and `childHeight` (else its own height; no height with `idealHeight`) and aligns by
/// `alignment`: the bars show and hide parts (and the large title scrolls away) by the size they
/// propose to such a box.
struct ClipBoxBehavior: NodeBehavior {
    let alignment: Alignment
    let childHeight: CGFloat?
    var idealHeight = false

    func sizeThatFits(_ p: ProposedViewSize, node: Node) -> CGSize {
        func clean(_ v: CGFloat?) -> CGFloat { v.map { $0.isFinite ? max($0, 0) : 0 } ?? 0 }
        return CGSize(width: clean(p.width), height: clean(p.height))
    }

    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        guard let child = node.children.first else { return }
        let p = ProposedViewSize(width: bounds.width, height: idealHeight ? nil : childHeight ?? bounds.height)
        let size = child.sizeThatFits(p)
        let h = alignment.horizontal.key, v = alignment.vertical.key
        let x = bounds.minX + h.defaultValue(in: bounds.size) - h.defaultValue(in: size)
        let y = bounds.minY + v.defaultValue(in: bounds.size) - v.defaultValue(in: size)
        child.place(at: CGPoint(x: x, y: y), proposal: p)
    }

    func mayHaveExplicitAlignment(children: [Node]) -> Bool { false }
}

/// Lays out a navigation column (facts 1–10 of NavigationMetrics.swift): the bar at the top,
/// the large-title area under it (in the content's scroll view's top margin when the content
/// scrolls), the bottom toolbar, and the content between them with the bars in its safe area.
struct NavigationColumnBehavior: NodeBehavior {
    /// The indices of the parts among the node's children (the content is child 0).
    struct Parts {
        var header: Int?
        var search: Int?
        var back: Int?
        var topBackground: Int?
        var leading: Int?
        var trailing: Int?
        var principal: Int?
        var title: Int?
        var bottomBackground: Int?
        var bottomItems: Int?
    }

    let parts: Parts
    let barHeight: CGFloat
    /// The search area's height (0 without one); the large title's is measured.
    let searchHeight: CGFloat
    let bottomHeight: CGFloat
    let inlineTitleAlways: Bool
    let topBackgroundAlways: Bool
    let bottomBackgroundAlways: Bool
    let scroll: PrimaryScrollBox

    /// The large-title area's height for a width (its ideal height) plus the search area's.
    func measuredHeaderHeight(_ node: Node, width: CGFloat?) -> CGFloat {
        measuredTitleHeight(node, width: width) + searchHeight
    }

    func measuredTitleHeight(_ node: Node, width: CGFloat?) -> CGFloat {
        guard let i = parts.header, let child = node.children[i].children.first else { return 0 }
        return child.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    }

    /// A navigation container takes the space it is offered (a UINavigationController's view
    /// fills its window); where a dimension is unspecified, its content's plus the bars.
    func sizeThatFits(_ p: ProposedViewSize, node: Node) -> CGSize {
        func finite(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite ? max($0, 0) : nil } }
        let w = finite(p.width), h = finite(p.height)
        if let w, let h { return CGSize(width: w, height: h) }
        let chrome = barHeight + measuredHeaderHeight(node, width: w) + bottomHeight
        let c = node.children[0].sizeThatFits(ProposedViewSize(width: p.width, height: h.map { max(0, $0 - chrome) } ?? p.height))
        return CGSize(width: w ?? c.width, height: h ?? c.height + chrome)
    }

    func placeChildren(node: Node, bounds b: CGRect, proposal: ProposedViewSize) {
        let context = node.context
        let content = node.children[0]
        let top = b.minY
        let largeTitleHeight = measuredTitleHeight(node, width: b.width)
        let headerHeight = largeTitleHeight + searchHeight
        let scrollNode = scroll.scrollView(in: content, crossing: false)
        let position = (scrollNode?.behavior as? ScrollViewBehavior)?.scroll

        func placeContent(from regionTop: CGFloat) {
            let region = CGRect(x: b.minX, y: regionTop, width: b.width, height: max(0, b.maxY - bottomHeight - regionTop))
            let p = ProposedViewSize(region.size)
            let size = content.sizeThatFits(p)
            let origin = CGPoint(x: region.minX + (region.width - size.width) / 2, y: region.minY + (region.height - size.height) / 2)
            let insets = EdgeInsets(top: regionTop - top, leading: 0, bottom: bottomHeight, trailing: 0)
            if insets.isZero {
                content.place(at: origin, proposal: p)
            } else {
                context.withSafeAreaSpace(SafeAreaSpace(bounds: b, insets: insets, regions: .container)) {
                    content.place(at: origin, proposal: p)
                }
            }
        }

        // The content, with the header in its scroll view's top margin when that scroll view
        // starts right under the bar (fact 4); else under the header.
        var margin: CGFloat = 0
        if let scrollNode, let position, headerHeight > 0 {
            position.topMargin = headerHeight
            placeContent(from: top + barHeight)
            if abs(scrollNode.frame.minY - (top + barHeight)) < 0.5 {
                margin = headerHeight
            } else {
                position.topMargin = 0
                placeContent(from: top + barHeight + headerHeight)
            }
        } else {
            position?.topMargin = 0
            placeContent(from: top + barHeight + headerHeight)
        }
        let contentTop = top + barHeight + headerHeight - margin
        let offset = position?.offset.y ?? 0
        // Scrolling first folds the search area away under the title, then moves the title
        // under the bar (UIKit's hidesSearchBarWhenScrolling, then the large title).
        let collapse = margin > 0 ? min(max(offset, 0), headerHeight) : 0
        let searchCollapse = min(collapse, searchHeight)
        let titleCollapse = min(max(collapse - searchHeight, 0), largeTitleHeight)
        let visibleHeader = headerHeight - collapse
        // Content under the bar: the scroll view starts at the header's top and is scrolled past it.
        let underTop = scrollNode.map { abs($0.frame.minY - contentTop) < 0.5 && offset > margin + 0.25 } ?? false

        let px = node.environment.pixelLength
        let barRect = CGRect(x: b.minX, y: top, width: b.width, height: barHeight + visibleHeader)
        if let i = parts.header {
            node.children[i].place(at: CGPoint(x: b.minX, y: top + barHeight),
                                   proposal: ProposedViewSize(width: b.width, height: largeTitleHeight - titleCollapse))
        }
        if let i = parts.search {
            node.children[i].place(at: CGPoint(x: b.minX, y: top + barHeight + largeTitleHeight - titleCollapse),
                                   proposal: ProposedViewSize(width: b.width, height: searchHeight - searchCollapse))
        }
        if let i = parts.topBackground {
            let shown = topBackgroundAlways || underTop
            // Through the safe area above and beside the bar (the status bar, landscape's sides).
            let reach = context.safeAreaInsets(of: barRect, regions: .container, pixelLength: px)
            node.children[i].place(at: CGPoint(x: b.minX - reach.leading, y: top - reach.top),
                                   proposal: ProposedViewSize(width: b.width + reach.leading + reach.trailing,
                                                              height: shown ? barRect.height + reach.top : 0))
        }
        var sideWidth: CGFloat = 0
        let itemsProposal = ProposedViewSize(width: nil, height: barHeight)
        // The back button first, at its own margin; leading items follow it (fact 16).
        var leadingX = b.minX + NavigationMetrics.margin
        if let i = parts.back {
            let item = node.children[i]
            let size = item.sizeThatFits(itemsProposal)
            let x = b.minX + NavigationMetrics.backButtonMargin
            item.place(at: CGPoint(x: x, y: top + (barHeight - size.height) / 2), proposal: itemsProposal)
            leadingX = x + size.width + NavigationMetrics.itemSpacing
            sideWidth = leadingX - NavigationMetrics.itemSpacing - b.minX - NavigationMetrics.margin
        }
        if let i = parts.leading {
            let item = node.children[i]
            let size = item.sizeThatFits(itemsProposal)
            sideWidth = max(sideWidth, leadingX + size.width - b.minX - NavigationMetrics.margin)
            item.place(at: CGPoint(x: leadingX, y: top + (barHeight - size.height) / 2), proposal: itemsProposal)
        }
        if let i = parts.trailing {
            let item = node.children[i]
            let size = item.sizeThatFits(itemsProposal)
            sideWidth = max(sideWidth, size.width)
            item.place(at: CGPoint(x: b.maxX - NavigationMetrics.margin - size.width, y: top + (barHeight - size.height) / 2),
                       proposal: itemsProposal)
        }
        // The title is centred between the items.
        let titleWidth = max(0, b.width - 2 * (NavigationMetrics.margin + sideWidth + (sideWidth > 0 ? 8 : 0)))
        if let i = parts.principal {
            let item = node.children[i]
            let p = ProposedViewSize(width: titleWidth, height: barHeight)
            let size = item.sizeThatFits(p)
            item.place(at: CGPoint(x: b.midX - size.width / 2, y: top + (barHeight - size.height) / 2), proposal: p)
        }
        if let i = parts.title {
            let shown = inlineTitleAlways || (largeTitleHeight > 0 && margin > 0 && offset >= headerHeight - 0.5)
            node.children[i].place(at: CGPoint(x: b.midX - titleWidth / 2, y: top),
                                   proposal: ProposedViewSize(width: titleWidth, height: shown ? barHeight : 0))
        }
        if let i = parts.bottomItems {
            node.children[i].place(at: CGPoint(x: b.minX, y: b.maxY - bottomHeight), proposal: ProposedViewSize(width: b.width, height: bottomHeight))
        }
        if let i = parts.bottomBackground {
            let rect = CGRect(x: b.minX, y: b.maxY - bottomHeight, width: b.width, height: bottomHeight)
            let reach = context.safeAreaInsets(of: rect, regions: .container, pixelLength: px)
            var shown = bottomBackgroundAlways
            if let scrollNode, let position, abs(scrollNode.frame.maxY - rect.minY) < 0.5 {
                shown = shown || position.contentSize.height - offset > scrollNode.frame.height + 0.5
            }
            node.children[i].place(at: CGPoint(x: b.minX - reach.leading, y: rect.minY),
                                   proposal: ProposedViewSize(width: b.width + reach.leading + reach.trailing,
                                                              height: shown ? bottomHeight + reach.bottom : 0))
        }
    }

    func mayHaveExplicitAlignment(children: [Node]) -> Bool { false }
}
