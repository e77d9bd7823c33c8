import Foundation

// Outlines (`OutlineGroup`, `List(_:children:)`): a hierarchy of rows, each row that has
// children a disclosure group. SwiftUI starts every row collapsed, so at rest an outline is its
// top-level rows, a disclosure chevron beside those that have children.

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
