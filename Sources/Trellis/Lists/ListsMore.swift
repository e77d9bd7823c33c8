import Foundation

// More list API: the views of a `ForEach` that rows can be deleted from or moved
// (`DynamicViewContent`, `onDelete`, `onMove`), `ForEach` and `List` of a binding (a binding to
// each element, with edit actions), outlines (`OutlineGroup`, `List(_:children:)`: every row
// collapsed at rest — a disclosure chevron beside the rows that have children — as SwiftUI
// starts them), collapsible sections (`Section(isExpanded:)`: only the header when collapsed),
// and the row modifiers that act on editing or selection. `listRowSpacing` and the list tints
// are accepted and not drawn yet.

/// The edit actions a `ForEach` of a binding allows.
public struct EditActions<Data>: OptionSet, Sendable {
    /// The actions' bits.
    public let rawValue: Int
    /// Creates a set of actions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Moving rows.
    public static var move: EditActions { EditActions(rawValue: 1) }
    /// Deleting rows.
    public static var delete: EditActions { EditActions(rawValue: 2) }
    /// Every action.
    public static var all: EditActions { EditActions(rawValue: 3) }
}

/// The elements of a collection as their indices and identifiers (what a `ForEach` of a binding
/// iterates).
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: RandomAccessCollection {
    /// An element: its index in the base and its identifier.
    public struct Element {
        /// The element's index in the base collection.
        public let index: Base.Index
        /// The element's identifier.
        public let id: ID
    }
    let elements: [Element]
    init(_ base: Base, id: (Base.Element) -> ID) {
        elements = base.indices.map { Element(index: $0, id: id(base[$0])) }
    }
    /// The first position.
    public var startIndex: Int { 0 }
    /// The position past the last.
    public var endIndex: Int { elements.count }
    /// The element at `position`.
    public subscript(position: Int) -> Element { elements[position] }
}

/// A row of a `ForEach` of a binding: the content made from the binding to its element.
public nonisolated struct EditableCollectionContent<Content: View, Data>: View {
    let content: Content
    /// The row's content.
    public var body: some View { content }
}

extension Binding where Value: MutableCollection {
    /// A binding to the element at `index` of a mutable collection.
    func element(_ index: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[index] }, set: { self.wrappedValue[index] = $0 })
    }
}

extension ForEach {
    /// Creates a view per element of the collection `data` binds, each given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> RowContent)
    where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<RowContent, C>,
          C.Element: Identifiable {
        self.init(IndexedIdentifierCollection<C, ID>(data.wrappedValue) { $0.id }, id: \.id) { element in
            EditableCollectionContent<RowContent, C>(content: content(data.element(element.index)))
        }
    }

    /// Creates a view per element of the collection `data` binds, identified by the key path `id`.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> RowContent)
    where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<RowContent, C> {
        self.init(IndexedIdentifierCollection<C, ID>(data.wrappedValue) { $0[keyPath: id] }, id: \.id) { element in
            EditableCollectionContent<RowContent, C>(content: content(data.element(element.index)))
        }
    }

    /// Creates rows that can be deleted or moved as `editActions` allows (nothing is edited at rest).
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> RowContent)
    where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<RowContent, C>,
          C.Element: Identifiable {
        self.init(data, content: content)
    }

    /// Creates rows identified by `id` that can be deleted or moved as `editActions` allows.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> RowContent)
    where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<RowContent, C> {
        self.init(data, id: id, content: content)
    }
}

extension List {
    /// A list of a row per element of the collection `data` binds, each given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<C, C.Element.ID>, C.Element.ID, EditableCollectionContent<RowContent, C>>,
          C.Element: Identifiable, SelectionValue == Never {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list of a row per element of the collection `data` binds, identified by `id`.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<C, ID>, ID, EditableCollectionContent<RowContent, C>>, SelectionValue == Never {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list of editable rows (nothing is edited at rest).
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<C, C.Element.ID>, C.Element.ID, EditableCollectionContent<RowContent, C>>,
          C.Element: Identifiable, SelectionValue == Never {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list of editable rows identified by `id`.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<C, ID>, ID, EditableCollectionContent<RowContent, C>>, SelectionValue == Never {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list of editable rows with a single selection (not drawn at rest).
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<C, C.Element.ID>, C.Element.ID, EditableCollectionContent<RowContent, C>>,
          C.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list of editable rows identified by `id` with a single selection (not drawn at rest).
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<C, ID>, ID, EditableCollectionContent<RowContent, C>> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

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

// MARK: Outlines

/// The children of an outline group's row, shown when it is expanded (collapsed at rest: none).
public nonisolated struct OutlineSubgroupChildren: View {
    /// Nothing at rest.
    public var body: some View { EmptyView() }
}

/// A hierarchy of rows, each that has children a disclosure group (collapsed at rest).
public nonisolated struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    let rows: AnyView
    /// The top-level rows: a disclosure group (collapsed) for each that has children.
    public var body: some View { rows }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
    Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Leaf: View, Data.Element: Identifiable {
    /// An outline of the elements of `data`, whose children are at `children`.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        rows = AnyView(ForEach(data) { element in OutlineRow(element: element, children: children, content: content) })
    }
    /// An outline of one root element and its descendants.
    public init(_ root: Data.Element, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        rows = AnyView(OutlineRow(element: root, children: children, content: content))
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Leaf: View {
    /// An outline of the elements of `data`, identified by `id`, whose children are at `children`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        rows = AnyView(ForEach(data, id: id) { element in OutlineRow(element: element, children: children, content: content) })
    }
    /// An outline of one root element, identified by `id`, and its descendants.
    public init(_ root: Data.Element, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        rows = AnyView(OutlineRow(element: root, children: children, content: content))
    }
}

/// A row of an outline: a collapsed disclosure group when the element has children.
nonisolated struct OutlineRow<Element, Children, Leaf: View>: View {
    let element: Element
    let children: KeyPath<Element, Children?>
    let content: (Element) -> Leaf

    var body: some View {
        if element[keyPath: children] != nil {
            DisclosureGroup(isExpanded: .constant(false)) { OutlineSubgroupChildren() } label: { content(element) }
        } else {
            content(element)
        }
    }
}

extension List where SelectionValue == Never {
    /// A hierarchical list of `data`, every row collapsed at rest.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }
    /// A hierarchical list of `data` identified by `id`, every row collapsed at rest.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             children: KeyPath<Data.Element, Data?>,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

extension List {
    /// A hierarchical list with a single selection, every row collapsed at rest.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                                                selection: Binding<SelectionValue?>?,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }
    /// A hierarchical list with a multiple selection, every row collapsed at rest.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                                                selection: Binding<Set<SelectionValue>>?,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }
    /// A hierarchical list identified by `id` with a single selection, every row collapsed at rest.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             children: KeyPath<Data.Element, Data?>,
                                                                             selection: Binding<SelectionValue?>?,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
    /// A hierarchical list identified by `id` with a multiple selection, every row collapsed at rest.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             children: KeyPath<Data.Element, Data?>,
                                                                             selection: Binding<Set<SelectionValue>>?,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

// MARK: Row modifiers

/// The tint of a list row's icon in a sidebar.
public struct ListItemTint: Sendable {
    let color: Color?
    /// A fixed tint.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// A tint the system may override.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// No colour: the monochrome tint.
    public static let monochrome = ListItemTint(color: nil)
}

/// The size of a sidebar's rows.
public enum SidebarRowSize: Sendable, Hashable {
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large.
    case large
}

nonisolated extension View {
    /// Whether the row can be deleted. Accepted, no effect at rest.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// Whether the row can be moved. Accepted, no effect at rest.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
    /// Whether the row can be selected. Accepted, no effect at rest.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// The text typing selects the row by. Accepted, no effect at rest.
    public func typeSelectEquivalent(_ text: Text?) -> some View { self }
    /// The text typing selects the row by. Accepted, no effect at rest.
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { self }
    /// The text typing selects the row by. Accepted, no effect at rest.
    @_disfavoredOverload
    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { self }
    /// The tint of the rows' icons inside. Accepted: not drawn by Trellis yet.
    public func listItemTint(_ tint: ListItemTint?) -> some View { self }
    /// The tint of the rows' icons inside. Accepted: not drawn by Trellis yet.
    public func listItemTint(_ tint: Color?) -> some View { self }
    /// The space between the rows of the lists inside. Accepted: Trellis draws the rows without it yet.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
    /// The tint of the section separators inside. Accepted: separators keep the system colour.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
}

// MARK: Collapsible sections

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section whose content shows while `isExpanded` (its value at rest: collapsed, the header alone).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        collapsed = !isExpanded.wrappedValue
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section titled by a localized key whose content shows while `isExpanded`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// A section titled by a verbatim string whose content shows while `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
