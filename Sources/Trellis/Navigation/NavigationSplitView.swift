import Foundation

// NavigationSplitView (fact 11 of NavigationMetrics.swift): compact — one navigation column
// showing the sidebar (or `preferredCompactColumn`); regular — the columns side by side, each
// with its own navigation bar, hairlines between them (in portrait, with the automatic
// visibility, the detail alone).

/// A view that presents two or three columns: a sidebar, an optional content column and a detail.
///
/// The split view fills the space it is proposed. In a compact horizontal size class (iPhone) it
/// collapses to one navigation stack showing the sidebar, or the `preferredCompactColumn`. In a
/// regular one (iPad) the columns stand side by side, each with its own navigation bar and a
/// hairline between them: the sidebar and content columns 320 pt wide (or their
/// `navigationSplitViewColumnWidth`), the detail the rest. With the automatic visibility a portrait
/// split view shows the detail alone, the other columns placed off the leading edge. Lists in the
/// sidebar take the sidebar style; the detail's title is inline unless set otherwise.
///
/// ```swift
/// NavigationSplitView {
///     List(folders) { folder in
///         NavigationLink(folder.name, value: folder)
///     }
///     .navigationTitle("Folders")
/// } detail: {
///     NavigationStack {
///         MessageList()
///     }
/// }
/// ```
public nonisolated struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    /// A split view is laid out by Trellis's column behaviours, not from a body.
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let hasContentColumn: Bool
    let visibility: NavigationSplitViewVisibility
    let compactColumn: NavigationSplitViewColumn

    /// Creates a three-column split view.
    /// - Parameters:
    ///   - sidebar: the leading column.
    ///   - content: the middle column.
    ///   - detail: the trailing column, which takes the remaining width.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: .automatic, compactColumn: .sidebar, three: true, sidebar(), content(), detail())
    }

    /// Creates a three-column split view whose visible columns are in `columnVisibility` (read once).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility.wrappedValue, compactColumn: .sidebar, three: true, sidebar(), content(), detail())
    }

    /// Creates a three-column split view with its visible columns and the column shown when collapsed.
    /// - Parameters:
    ///   - columnVisibility: which columns show side by side (read once).
    ///   - preferredCompactColumn: the column a compact split view shows (read once).
    ///   - sidebar: the leading column.
    ///   - content: the middle column.
    ///   - detail: the trailing column.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility.wrappedValue, compactColumn: preferredCompactColumn.wrappedValue, three: true,
                  sidebar(), content(), detail())
    }

    init(visibility: NavigationSplitViewVisibility, compactColumn: NavigationSplitViewColumn, three: Bool,
         _ sidebar: Sidebar, _ content: Content, _ detail: Detail) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        hasContentColumn = three
        self.visibility = visibility
        self.compactColumn = compactColumn
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        if ctx.environment.horizontalSizeClass != .regular {
            // Collapsed: one stack showing the preferred column, the sidebar by default.
            let column: AnyView
            switch compactColumn.kind {
            case .detail: column = AnyView(detail)
            case .content where hasContentColumn: column = AnyView(content)
            default: column = AnyView(sidebar)
            }
            NavigationColumn(name: "NavigationSplitView", root: column, defaultMode: .large).makeNodes(ctx, into: &nodes)
            return
        }
        var columns: [Node] = []
        switch visibility.kind {
        case .detailOnly:
            columns = [SplitColumns.column(ctx, detail, role: .detail)]
        case .doubleColumn where hasContentColumn:
            columns = [SplitColumns.column(ctx, content, role: .content), SplitColumns.column(ctx, detail, role: .detail)]
        default:
            columns = [SplitColumns.column(ctx, sidebar, role: .sidebar)]
            if hasContentColumn { columns.append(SplitColumns.column(ctx, content, role: .content)) }
            columns.append(SplitColumns.column(ctx, detail, role: .detail))
        }
        nodes.append(SplitColumns.node(ctx, name: "NavigationSplitView", columns: columns, hidesInPortrait: visibility == .automatic))
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column split view of a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: .automatic, compactColumn: .sidebar, three: false, sidebar(), EmptyView(), detail())
    }

    /// Creates a two-column split view whose visible columns are in `columnVisibility` (read once).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility.wrappedValue, compactColumn: .sidebar, three: false, sidebar(), EmptyView(), detail())
    }

    /// Creates a two-column split view with its visible columns and the column shown when collapsed.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility.wrappedValue, compactColumn: preferredCompactColumn.wrappedValue, three: false,
                  sidebar(), EmptyView(), detail())
    }
}

/// Which columns of a split view are visible.
public struct NavigationSplitViewVisibility: Equatable, Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }
    let kind: Kind
    /// The platform's choice: every column in landscape, the detail alone in portrait.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Every column side by side.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The content and detail columns of a three-column view; every column of a two-column one.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// A column of a split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case sidebar, content, detail }
    let kind: Kind
    /// The leading column.
    public static let sidebar = NavigationSplitViewColumn(kind: .sidebar)
    /// The middle column of a three-column split view.
    public static let content = NavigationSplitViewColumn(kind: .content)
    /// The trailing column.
    public static let detail = NavigationSplitViewColumn(kind: .detail)
}

/// The style of a split view (accepted: Trellis shows the columns side by side).
public protocol NavigationSplitViewStyle {}
/// The style a split view takes when none is set (the columns side by side in Trellis).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
}
/// Shrinks the detail to make room for the leading columns (side by side in Trellis).
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style that `.balanced` names.
    public init() {}
}
/// Keeps the detail full size, the leading columns over it (side by side in Trellis).
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style that `.prominentDetail` names.
    public init() {}
}
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The automatic split view style (the columns side by side in Trellis).
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The balanced split view style: the detail shrinks to make room (side by side in Trellis).
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The prominent detail split view style: the detail keeps its size (side by side in Trellis).
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

nonisolated extension View {
    /// Sets the style of the split views inside. Accepted; Trellis shows the columns side by side.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}

/// The columns of a split view in a regular width.
enum SplitColumns {
    enum Role { case sidebar, content, detail }

    /// One column: a navigation column whose lists take the sidebar style in the sidebar, and
    /// whose title is inline by default in the detail.
    static func column<V: View>(_ ctx: ResolveContext, _ view: V, role: Role) -> Node {
        var c = ctx.inside(orientation: nil)
        if role == .sidebar && c.environment.listStyle == nil { c.environment.listStyle = .sidebar }
        c.environment.isInRegularSplitColumn = true
        let mode: NavigationBarItem.TitleDisplayMode = role == .detail ? .inline : .large
        c.environment.navigationColumnDefaultMode = mode
        let column = NavigationColumn(name: "NavigationColumn", root: view, defaultMode: mode)
        return c.nodes(of: column)[0]
    }

    /// The columns side by side: all but the last at their widths (320 pt by default), the last
    /// taking the rest, a hairline after each but the last. With `hidesInPortrait` (automatic
    /// visibility) a portrait split view shows the detail alone, the other columns hidden off its
    /// leading edge (fact 11).
    static func node(_ ctx: ResolveContext, name: String, columns: [Node], hidesInPortrait: Bool) -> Node {
        var children: [Node] = []
        var widths: [CGFloat] = []
        for (i, column) in columns.enumerated() {
            children.append(column)
            if i < columns.count - 1 {
                widths.append(ColumnWidthTrait.of(column) ?? (i == 0 ? NavigationMetrics.sidebarWidth : NavigationMetrics.supplementaryWidth))
                children += ctx.nodes(of: Rectangle().fill(Color.separator))
            }
        }
        return ctx.makeNode(name, SplitViewBehavior(widths: widths, hidesInPortrait: hidesInPortrait), children: children)
    }
}

/// Places split view columns: [column, hairline, column, hairline, …, detail].
struct SplitViewBehavior: NodeBehavior {
    let widths: [CGFloat]
    let hidesInPortrait: Bool

    func sizeThatFits(_ p: ProposedViewSize, node: Node) -> CGSize {
        func finite(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite ? max($0, 0) : nil } }
        let px = node.environment.pixelLength
        let leading = widths.reduce(0, +) + CGFloat(widths.count) * px
        let w = finite(p.width), h = finite(p.height)
        if let w, let h { return CGSize(width: w, height: h) }
        let detail = node.children[node.children.count - 1].sizeThatFits(ProposedViewSize(width: w.map { max(0, $0 - leading) }, height: p.height))
        return CGSize(width: w ?? leading + detail.width, height: h ?? detail.height)
    }

    func placeChildren(node: Node, bounds b: CGRect, proposal: ProposedViewSize) {
        let px = node.environment.pixelLength
        let shown = !(hidesInPortrait && b.height > b.width)
        let context = node.context
        var x = b.minX
        var hiddenX = b.minX
        for (k, width) in widths.enumerated() {
            let column = node.children[2 * k], line = node.children[2 * k + 1]
            let p = ProposedViewSize(width: width, height: b.height)
            if shown {
                column.place(at: CGPoint(x: x, y: b.minY), proposal: p)
                x += width
                let rect = CGRect(x: x, y: b.minY, width: px, height: b.height)
                let reach = context.safeAreaInsets(of: rect, regions: .container, pixelLength: px)
                line.place(at: CGPoint(x: x, y: b.minY - reach.top), proposal: ProposedViewSize(width: px, height: b.height + reach.top + reach.bottom))
                x += px
            } else {
                hiddenX -= width + px
                column.place(at: CGPoint(x: hiddenX, y: b.minY), proposal: p)
                line.place(at: CGPoint(x: hiddenX + width, y: b.minY), proposal: ProposedViewSize(width: px, height: b.height))
            }
        }
        node.children[node.children.count - 1].place(at: CGPoint(x: x, y: b.minY), proposal: ProposedViewSize(width: max(0, b.maxX - x), height: b.height))
    }

    func mayHaveExplicitAlignment(children: [Node]) -> Bool { false }
}

/// What a navigation split view style is given.
public struct NavigationSplitViewStyleConfiguration {}

extension NavigationSplitView {
    /// Creates a three-column split view that shows `preferredCompactColumn` when collapsed.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: .automatic, compactColumn: preferredCompactColumn.wrappedValue, three: true, sidebar(), content(), detail())
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column split view that shows `preferredCompactColumn` when collapsed.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: .automatic, compactColumn: preferredCompactColumn.wrappedValue, three: false, sidebar(), EmptyView(), detail())
    }
}
