import Foundation

// Tables on iOS at rest — facts, sources, and where Trellis had to choose:
// 1. "On iOS, and in other situations with a compact horizontal size class, tables don't show
//    headers and collapse all columns after the first" (Apple, Table docs). Trellis draws a
//    compact table as a plain list (ListStyle.swift: rows edge to edge on the system background,
//    44-pt rows, 16-pt insets, separators) of the first column's cells, one row per value.
// 2. In a regular width (iPad) a table shows a header row of the columns' titles above rows of
//    cells, one cell per column (Apple, Table docs: "A table with three columns and four rows";
//    `tableColumnHeaders(.hidden)` removes the header row: "By default, Table will display a
//    global header view with the labels of each table column"). iPadOS draws tables as
//    UICollectionView lists (the default style is `.inset`, AutomaticTableStyle on iOS): Trellis
//    draws the rows as a plain list's rows, and the header as a plain list's section header
//    (6 pt above and below, 16-pt insets) whose titles are subheadline semibold text in the
//    secondary label colour (Trellis's reading of iPadOS 17 screenshots).
// 3. Columns: a column of `.width(w)` is w wide; the others share what is left equally, each
//    within its `min` and `max` (what a clamped column leaves is shared by the rest again), 8 pt
//    apart (Trellis's choice: SwiftUI does not publish its iOS column sizing). Proposed no width,
//    a table is as wide as its columns' ideal widths (`ideal`, else `min`, else 100). A cell is
//    proposed its column's width and no height, aligned in its column by the column's alignment
//    (leading unless set; `.numeric` is trailing) and centred vertically in the row.
// 4. Selection, sorting and column customisation act only on interaction: accepted, no effect at
//    rest (the data is shown in the order given, as SwiftUI shows it until the sort order is
//    applied by the app).

// MARK: Rows

/// A type that can stand for the rows of a table.
public protocol TableRowContent<TableRowValue> {
    /// The type of value the rows show.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The rows this content is made of.
    associatedtype TableRowBody: TableRowContent
    /// The rows this content is made of, written with the table row builder.
    @TableRowBuilder<TableRowValue> var tableRowBody: TableRowBody { get }
}

extension Never: TableRowContent {
    /// Never has rows.
    public typealias TableRowValue = Never
    /// Never called.
    public var tableRowBody: Never { return fatalError("Never has no rows") }
}

/// Rows whose values Trellis reads directly.
protocol TableRowValuesProviding {
    var tableRowValues: [Any] { get }
}

extension TableRowContent {
    /// The values of the rows, in order.
    func rowValues() -> [Any] {
        if let p = self as? any TableRowValuesProviding { return p.tableRowValues }
        if TableRowBody.self == Never.self { return [] }
        return tableRowBody.rowValues()
    }
}

/// The rows of a table made from a collection: one row per element.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent, TableRowValuesProviding
where Data.Element: Identifiable {
    /// The elements are the values.
    public typealias TableRowValue = Data.Element
    /// The rows are read by Trellis, not from a body.
    public typealias TableRowBody = Never
    let data: Data
    /// Never called.
    public var tableRowBody: Never { return fatalError("TableForEachContent has no body") }
    var tableRowValues: [Any] { data.map { $0 } }
}

/// One row of a table, for one value.
public struct TableRow<Value: Identifiable>: TableRowContent, TableRowValuesProviding {
    /// The row shows a value.
    public typealias TableRowValue = Value
    /// A row is read by Trellis, not from a body.
    public typealias TableRowBody = Never
    let value: Value
    /// Creates the row of `value`.
    public init(_ value: Value) { self.value = value }
    /// Never called.
    public var tableRowBody: Never { return fatalError("TableRow has no body") }
    var tableRowValues: [Any] { [value] }
}

// Linux: a table row is also a view that draws nothing, so `ForEach` and `Section` (views in
// Trellis, whose content must be a view) hold rows in a table's row builder: `Section {
// ForEach(orders) { TableRow($0) } }`. (SwiftUI's `ForEach` and `Section` take rows without
// this; Charts' marks are views here for the same reason.) A section's header and footer rows
// are not drawn at rest: its rows are the table's rows.

extension TableRow: View {
    /// Outside a table a row draws nothing.
    public var body: some View { EmptyView() }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// The rows show the content's values.
    public typealias TableRowValue = Content.TableRowValue
    /// Read by Trellis, not from a body.
    public typealias TableRowBody = Never
    /// Never called.
    public var tableRowBody: Never { return fatalError("ForEach of rows has no body") }
}

extension ForEach: TableRowValuesProviding where Content: TableRowContent {
    var tableRowValues: [Any] { data.flatMap { content($0).rowValues() } }
}

extension _LocatedView: TableRowContent where Content: TableRowContent {
    /// The rows show the content's values.
    public typealias TableRowValue = Content.TableRowValue
    /// Read by Trellis, not from a body.
    public typealias TableRowBody = Never
    /// Never called.
    public var tableRowBody: Never { return fatalError("A located row has no body") }
}

extension _LocatedView: TableRowValuesProviding where Content: TableRowContent {
    var tableRowValues: [Any] { content.rowValues() }
}

extension Section: TableRowContent where Content: TableRowContent {
    /// The rows show the content's values.
    public typealias TableRowValue = Content.TableRowValue
    /// Read by Trellis, not from a body.
    public typealias TableRowBody = Never
    /// Never called.
    public var tableRowBody: Never { return fatalError("Section of rows has no body") }
}

extension Section: TableRowValuesProviding where Content: TableRowContent {
    var tableRowValues: [Any] { content.rowValues() }
}

/// No rows.
public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent, TableRowValuesProviding {
    /// The value the (absent) rows would show.
    public typealias TableRowValue = Value
    /// Read by Trellis, not from a body.
    public typealias TableRowBody = Never
    /// No rows.
    public init() {}
    /// Never called.
    public var tableRowBody: Never { return fatalError("EmptyTableRowContent has no body") }
    var tableRowValues: [Any] { [] }
}

/// The rows of a block of the table row builder, in order.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent, TableRowValuesProviding {
    /// The rows show values of this type.
    public typealias TableRowValue = Value
    /// Read by Trellis, not from a body.
    public typealias TableRowBody = Never
    let values: [Any]
    /// Never called.
    public var tableRowBody: Never { return fatalError("TupleTableRowContent has no body") }
    var tableRowValues: [Any] { values }
}

/// Builds the rows of a table from a closure of `TableRow`s.
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    /// Rows of the table.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> TupleTableRowContent<Value, Content>
    where Content.TableRowValue == Value {
        TupleTableRowContent(values: content.rowValues())
    }
    /// No rows.
    public static func buildBlock() -> EmptyTableRowContent<Value> { EmptyTableRowContent() }
    /// The first rows of a block.
    public static func buildPartialBlock<C: TableRowContent>(first content: C) -> TupleTableRowContent<Value, C>
    where C.TableRowValue == Value {
        TupleTableRowContent(values: content.rowValues())
    }
    /// The rows of a block so far, then the next ones.
    public static func buildPartialBlock<A: TableRowContent, N: TableRowContent>(accumulated: A, next: N) -> TupleTableRowContent<Value, (A, N)>
    where A.TableRowValue == Value, N.TableRowValue == Value {
        TupleTableRowContent(values: accumulated.rowValues() + next.rowValues())
    }
    /// The rows of a loop, in order.
    public static func buildArray<C: TableRowContent>(_ components: [C]) -> TupleTableRowContent<Value, [C]> where C.TableRowValue == Value {
        TupleTableRowContent(values: components.flatMap { $0.rowValues() })
    }
    /// The rows of an `if` without `else`: none when false.
    public static func buildOptional<C: TableRowContent>(_ component: C?) -> TupleTableRowContent<Value, C?> where C.TableRowValue == Value {
        TupleTableRowContent(values: component?.rowValues() ?? [])
    }
    /// The rows of the first branch of an `if`/`else`.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(first component: T) -> TupleTableRowContent<Value, (T?, F?)>
    where T.TableRowValue == Value, F.TableRowValue == Value {
        TupleTableRowContent(values: component.rowValues())
    }
    /// The rows of the second branch of an `if`/`else`.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(second component: F) -> TupleTableRowContent<Value, (T?, F?)>
    where T.TableRowValue == Value, F.TableRowValue == Value {
        TupleTableRowContent(values: component.rowValues())
    }
}

// MARK: Columns

/// A type that can stand for the columns of a table.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value the rows show.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// How the columns sort the rows (`Never` for columns that do not sort).
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The columns this content is made of.
    associatedtype TableColumnBody: TableColumnContent
    /// The columns this content is made of, written with the table column builder.
    @TableColumnBuilder<TableRowValue, TableColumnSortComparator> var tableColumnBody: TableColumnBody { get }
}

extension Never: TableColumnContent {
    /// Never sorts.
    public typealias TableColumnSortComparator = Never
    /// Never called.
    public var tableColumnBody: Never { return fatalError("Never has no columns") }
}

/// A column as Trellis lays it out: its title, its cells and its width (fact 3).
struct TableColumnSpec {
    var title: AnyView
    var cell: (Any) -> AnyView
    var width = TableColumnWidth()
    var alignment = TableColumnAlignment.automatic
    var hidden = false
}

/// A column's width: fixed, or flexible between bounds.
struct TableColumnWidth {
    var fixed: CGFloat?
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?
    /// What the column takes when the table is proposed no width.
    var idealWidth: CGFloat { fixed ?? ideal ?? min ?? 100 }
}

/// Columns that Trellis reads directly.
protocol TableColumnSpecsProviding {
    var tableColumnSpecs: [TableColumnSpec] { get }
}

extension TableColumnContent {
    /// The columns, in order.
    func columnSpecs() -> [TableColumnSpec] {
        if let p = self as? any TableColumnSpecsProviding { return p.tableColumnSpecs }
        if TableColumnBody.self == Never.self { return [] }
        return tableColumnBody.columnSpecs()
    }

    /// Sets how the column's cells are aligned in it (leading unless set).
    public func alignment(_ alignment: TableColumnAlignment) -> _TableColumnsModified<Self> {
        _TableColumnsModified(content: self) { $0.alignment = alignment }
    }

    /// Identifies the column for the user's customisation (accepted, no effect at rest).
    public func customizationID(_ id: String) -> Self { self }

    /// Whether the column is shown by default; `.hidden` leaves it out of the table.
    public func defaultVisibility(_ visibility: Visibility) -> _TableColumnsModified<Self> {
        _TableColumnsModified(content: self) { $0.hidden = visibility == .hidden }
    }

    /// Which customisations the user may not make to the column (accepted, no effect at rest).
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior) -> Self { self }
}

/// Columns with a change applied to each (what `alignment(_:)` and `defaultVisibility(_:)` make).
public struct _TableColumnsModified<Content: TableColumnContent>: TableColumnContent, TableColumnSpecsProviding {
    /// The content's row value.
    public typealias TableRowValue = Content.TableRowValue
    /// The content's comparator.
    public typealias TableColumnSortComparator = Content.TableColumnSortComparator
    /// Read by Trellis, not from a body.
    public typealias TableColumnBody = Never
    let content: Content
    let change: (inout TableColumnSpec) -> Void
    /// Never called.
    public var tableColumnBody: Never { return fatalError("_TableColumnsModified has no body") }
    var tableColumnSpecs: [TableColumnSpec] {
        content.columnSpecs().map { var s = $0; change(&s); return s }
    }
}

/// How a table column's cells are aligned in it.
public struct TableColumnAlignment: Hashable, Sendable {
    let kind: Int
    /// The platform's choice: leading.
    public static let automatic = TableColumnAlignment(kind: 0)
    /// Against the column's leading edge.
    public static let leading = TableColumnAlignment(kind: 1)
    /// In the column's centre.
    public static let center = TableColumnAlignment(kind: 2)
    /// Against the column's trailing edge.
    public static let trailing = TableColumnAlignment(kind: 3)
    /// For numbers: trailing in left-to-right text.
    public static let numeric = TableColumnAlignment(kind: 4)
    /// Trailing for numbers in the given numbering system (trailing in Trellis).
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment { .numeric }

    var horizontal: HorizontalAlignment {
        switch kind {
        case 2: return .center
        case 3, 4: return .trailing
        default: return .leading
        }
    }
}

/// The customisations a user may make to a table's columns (accepted, no effect at rest).
public struct TableColumnCustomizationBehavior: OptionSet, Sendable {
    /// The customisations' bits.
    public let rawValue: UInt8
    /// Creates a set of customisations from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Every customisation.
    public static let all = TableColumnCustomizationBehavior(rawValue: 0b111)
    /// Resizing the column.
    public static let resize = TableColumnCustomizationBehavior(rawValue: 0b001)
    /// Moving the column.
    public static let reorder = TableColumnCustomizationBehavior(rawValue: 0b010)
    /// Hiding the column.
    public static let visibility = TableColumnCustomizationBehavior(rawValue: 0b100)
}

/// The user's customisations of a table's columns: visibility and order (accepted; a table at
/// rest shows its columns as declared).
public struct TableColumnCustomization<RowValue: Identifiable>: Codable, Equatable, Sendable {
    var visibility: [String: Visibility] = [:]
    /// No customisation.
    public init() {}
    /// The visibility of the column with customisation ID `id`.
    public subscript(visibility id: String) -> Visibility {
        get { visibility[id] ?? .automatic }
        set { visibility[id] = newValue }
    }
    /// Restores every column's default.
    public mutating func resetVisibility() { visibility = [:] }

    private enum CodingKeys: String, CodingKey { case visibility }
    /// Decodes the customisations.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let raw = try c.decodeIfPresent([String: String].self, forKey: .visibility) ?? [:]
        visibility = raw.mapValues { $0 == "hidden" ? .hidden : $0 == "visible" ? .visible : .automatic }
    }
    /// Encodes the customisations.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(visibility.mapValues { $0 == .hidden ? "hidden" : $0 == .visible ? "visible" : "automatic" }, forKey: .visibility)
    }
}

/// A column of a table: a title and a cell for each row's value.
///
/// ```swift
/// Table(people) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Age") { person in Text(person.age, format: .number) }
///         .width(60)
/// }
/// ```
public nonisolated struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent,
    TableColumnSpecsProviding {
    /// The column shows values of the rows.
    public typealias TableRowValue = RowValue
    /// How the column sorts (`Never`: it does not).
    public typealias TableColumnSortComparator = Sort
    /// A column is read by Trellis, not from a body.
    public typealias TableColumnBody = Never
    let label: Label
    let content: (RowValue) -> Content
    var width = TableColumnWidth()

    init(label: Label, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.content = content
    }

    /// Never called.
    public var tableColumnBody: Never { return fatalError("TableColumn has no body") }

    var tableColumnSpecs: [TableColumnSpec] {
        let content = self.content
        return [TableColumnSpec(title: AnyView(label), cell: { value in
            guard let v = value as? RowValue else { return AnyView(EmptyView()) }
            return AnyView(content(v))
        }, width: width)]
    }

    /// The column at a fixed width (nil: flexible).
    public func width(_ width: CGFloat?) -> TableColumn<RowValue, Sort, Content, Label> {
        var c = self
        c.width = TableColumnWidth(fixed: width)
        return c
    }

    /// The column flexible between `min` and `max`, at `ideal` when the table has no width to share.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        var c = self
        c.width = TableColumnWidth(fixed: nil, min: min, ideal: ideal, max: max)
        return c
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// Creates a column titled by a localized key, whose cells `content` makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }
    /// Creates a column titled by a text, whose cells `content` makes.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
    /// Creates a column titled by a verbatim string, whose cells `content` makes.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// Creates a column titled by a localized key, whose cells are the string at `value`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey)) { Text(verbatim: $0[keyPath: value]) }
    }
    /// Creates a column titled by a text, whose cells are the string at `value`.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(label: text) { Text(verbatim: $0[keyPath: value]) }
    }
    /// Creates a column titled by a verbatim string, whose cells are the string at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title)) { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// Creates a sortable column titled by a localized key, whose cells are the string at `value`.
    /// - Parameters:
    ///   - titleKey: the column's title.
    ///   - value: the string each row shows, and sorts by.
    ///   - comparator: how the strings compare when sorting (no effect at rest).
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
        self.init(label: Text(titleKey)) { Text(verbatim: $0[keyPath: value]) }
    }
    /// Creates a sortable column titled by a text, whose cells are the string at `value`.
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
        self.init(label: text) { Text(verbatim: $0[keyPath: value]) }
    }
    /// Creates a sortable column titled by a verbatim string, whose cells are the string at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
        self.init(label: Text(title)) { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a sortable column titled by a localized key, sorting by `value` and whose cells
    /// `content` makes.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }
    /// Creates a sortable column titled by a verbatim string, sorting by `value` and whose cells
    /// `content` makes.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }
    /// Creates a sortable column titled by a localized key, sorting by `value` with `comparator`,
    /// whose cells `content` makes.
    public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        self.init(label: Text(titleKey), content: content)
    }
}

/// Columns made from a collection: one per element (iOS 17.4).
public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue: Identifiable, Sort: SortComparator,
                                 Content: TableColumnContent>: TableColumnContent, TableColumnSpecsProviding
where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
    /// The columns show values of the rows.
    public typealias TableRowValue = RowValue
    /// How the columns sort.
    public typealias TableColumnSortComparator = Sort
    /// Read by Trellis, not from a body.
    public typealias TableColumnBody = Never
    let specs: [TableColumnSpec]
    /// Never called.
    public var tableColumnBody: Never { return fatalError("TableColumnForEach has no body") }
    var tableColumnSpecs: [TableColumnSpec] { specs }

    /// Creates a column for each element of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        specs = data.flatMap { content($0).columnSpecs() }
    }
}

extension TableColumnForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates a column for each element of `data`.
    public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        specs = data.flatMap { content($0).columnSpecs() }
    }
}

/// The columns of a block of the table column builder, in order.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent, TableColumnSpecsProviding {
    /// The columns show values of the rows.
    public typealias TableRowValue = RowValue
    /// How the columns sort.
    public typealias TableColumnSortComparator = Sort
    /// Read by Trellis, not from a body.
    public typealias TableColumnBody = Never
    let specs: [TableColumnSpec]
    /// Never called.
    public var tableColumnBody: Never { return fatalError("TupleTableColumnContent has no body") }
    var tableColumnSpecs: [TableColumnSpec] { specs }
}

/// Builds the columns of a table from a closure of `TableColumn`s.
@resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column of the table.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> TupleTableColumnContent<RowValue, Sort, Column>
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        TupleTableColumnContent(specs: column.columnSpecs())
    }
    /// A column that does not sort, in a table that does.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> TupleTableColumnContent<RowValue, Sort, Column>
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
        TupleTableColumnContent(specs: column.columnSpecs())
    }
    /// The first columns of a block.
    public static func buildPartialBlock<C: TableColumnContent>(first content: C) -> TupleTableColumnContent<RowValue, Sort, C>
    where C.TableRowValue == RowValue {
        TupleTableColumnContent(specs: content.columnSpecs())
    }
    /// The columns of a block so far, then the next ones.
    public static func buildPartialBlock<A: TableColumnContent, N: TableColumnContent>(accumulated: A, next: N)
        -> TupleTableColumnContent<RowValue, Sort, (A, N)> where A.TableRowValue == RowValue, N.TableRowValue == RowValue {
        TupleTableColumnContent(specs: accumulated.columnSpecs() + next.columnSpecs())
    }
    /// The columns of an `if` without `else`: none when false.
    public static func buildOptional<C: TableColumnContent>(_ component: C?) -> TupleTableColumnContent<RowValue, Sort, C?>
    where C.TableRowValue == RowValue {
        TupleTableColumnContent(specs: component?.columnSpecs() ?? [])
    }
    /// The columns of the first branch of an `if`/`else`.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first component: T)
        -> TupleTableColumnContent<RowValue, Sort, (T?, F?)> where T.TableRowValue == RowValue, F.TableRowValue == RowValue {
        TupleTableColumnContent(specs: component.columnSpecs())
    }
    /// The columns of the second branch of an `if`/`else`.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second component: F)
        -> TupleTableColumnContent<RowValue, Sort, (T?, F?)> where T.TableRowValue == RowValue, F.TableRowValue == RowValue {
        TupleTableColumnContent(specs: component.columnSpecs())
    }
    /// Columns behind an availability check.
    public static func buildLimitedAvailability<C: TableColumnContent>(_ component: C) -> TupleTableColumnContent<RowValue, Sort, C>
    where C.TableRowValue == RowValue {
        TupleTableColumnContent(specs: component.columnSpecs())
    }
}

// MARK: The table

/// A container that presents rows of data arranged in columns (facts at the top of this file).
///
/// In a regular width (iPad) the table shows a header row of the columns' titles over a row of
/// cells per value, laid out as a plain list; in a compact width (iPhone) it shows the first
/// column's cells only, as a plain list, and no header. Selection and sorting are accepted.
///
/// ```swift
/// Table(people, selection: $selected, sortOrder: $order) {
///     TableColumn("Given Name", value: \.givenName)
///     TableColumn("Family Name", value: \.familyName)
///     TableColumn("E-Mail Address", value: \.emailAddress)
/// }
/// ```
public nonisolated struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View, PrimitiveView
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    /// A table is laid out as a list, not from a body.
    public typealias Body = Never
    let values: [Any]
    let columns: [TableColumnSpec]

    init(values: [Any], columns: Columns) {
        self.values = values
        self.columns = columns.columnSpecs().filter { !$0.hidden }
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let values = self.values
        let view: AnyView
        if ctx.environment.horizontalSizeClass != .regular {
            // Fact 1: the first column's cells as a plain list.
            let cell = columns.first?.cell
            view = AnyView(List {
                ForEach(values.indices, id: \.self) { i in cell?(values[i]) ?? AnyView(EmptyView()) }
            }
            .listStyle(.plain))
        } else {
            let columns = self.columns
            let widths = columns.map(\.width), alignments = columns.map { $0.alignment.horizontal }
            let layout = TableCellsLayout(widths: widths, alignments: alignments)
            let showsHeader = ctx.environment.tableColumnHeaders != .hidden
            view = AnyView(List {
                Section {
                    ForEach(values.indices, id: \.self) { i in
                        layout { ForEach(columns.indices, id: \.self) { k in columns[k].cell(values[i]) } }
                    }
                } header: {
                    if showsHeader {
                        layout {
                            ForEach(columns.indices, id: \.self) { k in
                                columns[k].title.font(.subheadline.weight(.semibold)).foregroundStyle(Color.secondary)
                                    .lineLimit(1)
                            }
                        }
                    }
                }
            }
            .listStyle(.plain))
        }
        ctx.resolve(ControlNode(name: "Table", content: view), into: &nodes)
    }
}

/// The cells of a table row, side by side in their columns (fact 3).
struct TableCellsLayout: Layout {
    let widths: [TableColumnWidth]
    let alignments: [HorizontalAlignment]
    static let spacing: CGFloat = 8

    /// The columns' widths for a row `total` wide.
    func columnWidths(_ total: CGFloat?) -> [CGFloat] {
        let n = widths.count
        guard let total, total.isFinite else { return widths.map(\.idealWidth) }
        var result = widths.map(\.fixed)
        var remaining = total - Self.spacing * CGFloat(max(n - 1, 0)) - result.compactMap { $0 }.reduce(0, +)
        var flexible = (0..<n).filter { result[$0] == nil }
        while !flexible.isEmpty {
            let share = remaining / CGFloat(flexible.count)
            var clamped = false
            for i in flexible {
                if let lo = widths[i].min, share < lo {
                    result[i] = lo
                } else if let hi = widths[i].max, share > hi {
                    result[i] = hi
                } else {
                    continue
                }
                remaining -= result[i]!
                clamped = true
            }
            flexible = flexible.filter { result[$0] == nil }
            if !clamped {
                for i in flexible { result[i] = max(share, 0) }
                break
            }
        }
        return result.map { $0 ?? 0 }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let ws = columnWidths(proposal.width)
        var height: CGFloat = 0
        for (k, s) in subviews.enumerated() where k < ws.count {
            height = max(height, s.sizeThatFits(ProposedViewSize(width: ws[k], height: nil)).height)
        }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
            ?? ws.reduce(0, +) + Self.spacing * CGFloat(max(ws.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let ws = columnWidths(bounds.width)
        var x = bounds.minX
        for (k, s) in subviews.enumerated() {
            guard k < ws.count else {
                s.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .zero)
                continue
            }
            let p = ProposedViewSize(width: ws[k], height: nil)
            let size = s.sizeThatFits(p)
            let a = alignments[k]
            let dx = a == .leading ? 0 : a == .center ? (ws[k] - size.width) / 2 : ws[k] - size.width
            s.place(at: CGPoint(x: x + dx, y: bounds.minY + (bounds.height - size.height) / 2), proposal: p)
            x += ws[k] + Self.spacing
        }
    }
}

extension Table {
    /// Creates a table of a row per element of `data`, with the columns `columns` builds.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }

    /// Creates a table of a row per element of `data` whose single selection is bound to
    /// `selection` (not drawn at rest).
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }

    /// Creates a table of a row per element of `data` whose multiple selection is bound to
    /// `selection` (not drawn at rest).
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }

    /// Creates a sortable table of a row per element of `data`; the sort order is bound to
    /// `sortOrder` (the rows are shown in the order given at rest).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }

    /// Creates a sortable table with a single selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }

    /// Creates a sortable table with a multiple selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                                                   sortOrder: Binding<[Sort]>,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }

    /// Creates a table of a row per element of `data` whose column customisations are bound to
    /// `columnCustomization` (accepted).
    public init<Data: RandomAccessCollection>(_ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }

    /// Creates a table with a single selection and column customisations.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }

    /// Creates a table with a multiple selection and column customisations.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }

    /// Creates a sortable table with column customisations.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                   columnCustomization: Binding<TableColumnCustomization<Value>>,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }

    /// Creates a sortable table with a single selection and column customisations.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                                                   columnCustomization: Binding<TableColumnCustomization<Value>>,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }

    /// Creates a sortable table with a multiple selection and column customisations.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                                                   sortOrder: Binding<[Sort]>,
                                                                   columnCustomization: Binding<TableColumnCustomization<Value>>,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }
}

extension Table {
    /// Creates a table of the rows `rows` builds, with the columns `columns` builds.
    public init(of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(values: rows().rowValues(), columns: columns())
    }
    /// Creates a table of built rows with a single selection (not drawn at rest).
    public init(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(values: rows().rowValues(), columns: columns())
    }
    /// Creates a table of built rows with a multiple selection (not drawn at rest).
    public init(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(values: rows().rowValues(), columns: columns())
    }
    /// Creates a sortable table of built rows.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort.Compared == Value {
        self.init(values: rows().rowValues(), columns: columns())
    }
    /// Creates a sortable table of built rows with a single selection.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort.Compared == Value {
        self.init(values: rows().rowValues(), columns: columns())
    }
    /// Creates a sortable table of built rows with a multiple selection.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort.Compared == Value {
        self.init(values: rows().rowValues(), columns: columns())
    }
    /// Creates a sortable table of built rows, without a value type.
    public init<Sort: SortComparator>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(values: rows().rowValues(), columns: columns())
    }
    /// Creates a sortable table of built rows with a single selection, without a value type.
    public init<Sort: SortComparator>(selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(values: rows().rowValues(), columns: columns())
    }
    /// Creates a sortable table of built rows with a multiple selection, without a value type.
    public init<Sort: SortComparator>(selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(values: rows().rowValues(), columns: columns())
    }
    /// Creates a table of built rows with column customisations.
    public init(of valueType: Value.Type = Value.self, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(values: rows().rowValues(), columns: columns())
    }
    /// Creates a table of built rows with a single selection and column customisations.
    public init(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
                columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(values: rows().rowValues(), columns: columns())
    }
    /// Creates a table of built rows with a multiple selection and column customisations.
    public init(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
                columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(values: rows().rowValues(), columns: columns())
    }
    /// Creates a sortable table of built rows with column customisations.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
                                      columnCustomization: Binding<TableColumnCustomization<Value>>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort.Compared == Value {
        self.init(values: rows().rowValues(), columns: columns())
    }
    /// Creates a sortable table of built rows with a single selection and column customisations.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                      columnCustomization: Binding<TableColumnCustomization<Value>>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort.Compared == Value {
        self.init(values: rows().rowValues(), columns: columns())
    }
    /// Creates a sortable table of built rows with a multiple selection and column customisations.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                      columnCustomization: Binding<TableColumnCustomization<Value>>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort.Compared == Value {
        self.init(values: rows().rowValues(), columns: columns())
    }
}

/// The rows of a hierarchical table: its top-level values (children are collapsed at rest).
public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent, TableRowValuesProviding
where Data.Element: Identifiable {
    /// The elements are the values.
    public typealias TableRowValue = Data.Element
    /// Read by Trellis, not from a body.
    public typealias TableRowBody = Never
    let data: Data
    /// Never called.
    public var tableRowBody: Never { return fatalError("TableOutlineGroupContent has no body") }
    var tableRowValues: [Any] { data.map { $0 } }
}

extension Table {
    /// Creates a hierarchical table of `data`, whose elements' children are at `children`; at rest
    /// every row is collapsed, so the top-level values are shown.
    public init<Data: RandomAccessCollection>(_ data: Data, children: KeyPath<Value, Data?>,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data.Element == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }
    /// Creates a hierarchical table with a single selection (rows collapsed at rest).
    public init<Data: RandomAccessCollection>(_ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Value.ID?>,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data.Element == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }
    /// Creates a hierarchical table with a multiple selection (rows collapsed at rest).
    public init<Data: RandomAccessCollection>(_ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Set<Value.ID>>,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data.Element == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }
    /// Creates a sortable hierarchical table (rows collapsed at rest).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, children: KeyPath<Value, Data?>, sortOrder: Binding<[Sort]>,
                                                                   columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }
    /// Creates a sortable hierarchical table with a single selection (rows collapsed at rest).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, children: KeyPath<Value, Data?>,
                                                                   selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                                                   columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }
    /// Creates a sortable hierarchical table with a multiple selection (rows collapsed at rest).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, children: KeyPath<Value, Data?>,
                                                                   selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                                                   columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(values: data.map { $0 }, columns: columns())
    }
}

// MARK: Styles and modifiers

/// The appearance of a table (`.tableStyle(_:)`).
public protocol TableStyle {
    /// The view a style makes of a table.
    associatedtype Body: View
    /// Makes the view of a table (built-in styles are drawn by Trellis).
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a table style is given.
    typealias Configuration = TableStyleConfiguration
}

/// What a table style is given to draw a table.
public struct TableStyleConfiguration: Sendable {}

/// The style a table takes when none is set: `.inset` on iOS.
public struct AutomaticTableStyle: TableStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
    /// Built-in: drawn by Trellis.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// Rows and selection inset from the table's edges (iOS's table look).
public struct InsetTableStyle: TableStyle {
    /// Creates the style that `.inset` names.
    public init() {}
    /// Built-in: drawn by Trellis.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The automatic table style.
    public static var automatic: AutomaticTableStyle { .init() }
}
extension TableStyle where Self == InsetTableStyle {
    /// The inset table style.
    public static var inset: InsetTableStyle { .init() }
}

private struct TableColumnHeadersKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    var tableColumnHeaders: Visibility {
        get { self[TableColumnHeadersKey.self] }
        set { self[TableColumnHeadersKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the tables inside (iOS has the automatic, inset style only: no effect).
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }

    /// Shows or hides the header row of the tables inside (fact 2).
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        environment(\.tableColumnHeaders, visibility)
    }
}
