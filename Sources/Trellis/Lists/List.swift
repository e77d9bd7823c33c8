import Foundation

/// A container that presents rows of data arranged in a single column, optionally in sections
/// (facts in ListStyle.swift and ListRow.swift). It scrolls like a ScrollView and builds its rows
/// lazily like a LazyVStack: rows of a `ForEach` (or of `List(data)`) are built as they come into
/// view; a `Section` is built when it does.
///
/// A list fills the space it is proposed and scrolls vertically. With the automatic style on iOS
/// (inset grouped) each section is a rounded card inset 16 pt from the list's edges on the grouped
/// background, the first 35 pt below the top and the next 35 pt apart. Rows are at least 44 pt tall,
/// their content inset 11 pt vertically and 20 pt inside the card, with a hairline separator
/// between rows that starts where the row's text does. Loose rows form an implicit section.
///
/// ```swift
/// List {
///     Section("Favorites") {
///         ForEach(favorites) { place in
///             Label(place.name, systemImage: "star")
///         }
///     }
///     Section {
///         Text("Recently Deleted")
///     }
/// }
/// .listStyle(.insetGrouped)
/// ```
public nonisolated struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    /// A list is laid out as a scroll view over lazily built rows, not from a body.
    public typealias Body = Never
    let content: Content

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        ListContainer(name: "List", style: ctx.environment.listStyle ?? .insetGrouped, content: content)
            .makeNodes(ctx, into: &nodes)
    }
}

extension List {
    /// Creates a list of `content` whose single selection is bound to `selection` (selection is not
    /// drawn at rest).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    /// Creates a list of `content` whose multiple selection is bound to `selection` (selection is not
    /// drawn at rest).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension List where SelectionValue == Never {
    /// Creates a list of the rows and sections in `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Creates a list of a row per element of `data`, identified by the elements' `id`.
    /// - Parameters:
    ///   - data: the elements, one row each; rows are built as they come into view.
    ///   - rowContent: the row of an element.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// Creates a list of a row per element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list of a row per integer of `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

/// A List or a Form: a scroll view (named after the container) over the list's rows, on the
/// style's background unless `scrollContentBackground(.hidden)`.
nonisolated struct ListContainer<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let name: String
    let style: ListStyleKind
    let content: Content

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let metrics = ListMetrics(style: style)
        let rows = ListRowsStack(content: content, metrics: metrics)
        let body: AnyView
        if ctx.environment.scrollContentBackground == .hidden {
            body = AnyView(ScrollView { rows })
        } else {
            body = AnyView(ScrollView { rows }.background(metrics.background))
        }
        ctx.resolve(ControlNode(name: name, content: body), into: &nodes)
    }
}

/// The rows of a list in a lazy vertical stack without spacing: sections as they are, loose
/// rows styled as rows of an implicit section; a gap above each section.
nonisolated struct ListRowsStack<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let metrics: ListMetrics

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        var inner = ctx.inside(orientation: .vertical)
        inner.listMetrics = metrics
        inner.environment.isInListRow = true
        let raw = inner.rows(of: content)
        var rowContext = inner
        rowContext.listMetrics = nil
        let metrics = self.metrics
        let spacing = metrics.sectionSpacing(ctx.environment)
        let top = metrics.topMargin
        func gap(_ node: Node, _ length: CGFloat) -> Node {
            guard length > 0 else { return node }
            return rowContext.nodes(of: ResolvedNodeView(node: node).padding(.top, length)).first ?? node
        }
        func isSection(_ s: LazyRows.Segment) -> Bool {
            if case let .built(n) = s { return ListSection.isSection(n) }
            return false
        }
        let segments = raw.segments
        var rows = LazyRows()
        for (k, segment) in segments.enumerated() {
            let opens = k == 0 || isSection(segments[k - 1])
            let closes = k == segments.count - 1 || isSection(segments[k + 1])
            let gapBefore = k == 0 ? top : spacing
            // The gap above an implicit section is a row of its own, so the rows of a ForEach
            // stay alike (their mean estimates the ones not built yet).
            func openGap() {
                if opens && gapBefore > 0, let n = rowContext.nodes(of: Color.clear.frame(height: gapBefore)).first {
                    rows.append(n)
                }
            }
            switch segment {
            case let .built(node) where ListSection.isSection(node):
                rows.append(gap(node, gapBefore))
            case let .built(node):
                openGap()
                rows.append(ListRow.node(node, RowPosition(isFirst: opens, isLast: closes), metrics, rowContext))
            case let .generated(count, make):
                let startsWithRow = !ListSection.isSection(make(0).first)
                if startsWithRow { openGap() }
                rowContext.noteDeferredContent()
                rows.append(count: count) { i in
                    let nodes = make(i)
                    return nodes.enumerated().map { j, n in
                        let first = i == 0 && j == 0
                        if ListSection.isSection(n) { return gap(n, first && k == 0 ? top : spacing) }
                        let isFirst = opens && first
                        let isLast = closes && i == count - 1 && j == nodes.count - 1
                        return ListRow.node(n, RowPosition(isFirst: isFirst, isLast: isLast), metrics, rowContext)
                    }
                }
            }
        }
        let behavior = LazyStackBehavior(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 0, rows: rows,
                                         isLazy: ctx.scrollAxes.contains(.vertical))
        nodes.append(ctx.makeNode("ListContent", behavior))
    }
}

extension List {
    /// A list of a row per element of `data` with a single selection (not drawn at rest).
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list of a row per element of `data` with a multiple selection (not drawn at rest).
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list of a row per element of `data`, identified by `id`, with a single selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             selection: Binding<SelectionValue?>?,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list of a row per element of `data`, identified by `id`, with a multiple selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             selection: Binding<Set<SelectionValue>>?,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}
