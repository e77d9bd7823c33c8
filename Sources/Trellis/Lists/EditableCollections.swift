import Foundation

// `ForEach` and `List` of a binding: a row per element, each given a binding to its element, and
// the edit actions (`EditActions`: move, delete) such rows allow. Nothing is edited at rest, so
// the rows are drawn as a `ForEach` of the collection's current elements would draw them.

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

// A binding to a mutable collection is a collection of bindings to its elements, as SwiftUI's
// is: `for $item in $items`, and a collection's own methods on it (`$indices.element(at: i)`, a
// `Collection` extension of the app's, is a binding to one element).

extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Iterates by index.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A run of the bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices
    /// The first element's position in the bound collection.
    public var startIndex: Value.Index { wrappedValue.startIndex }
    /// The position past the last element of the bound collection.
    public var endIndex: Value.Index { wrappedValue.endIndex }
    /// The bound collection's indices.
    public var indices: Value.Indices { wrappedValue.indices }
    /// The position after `i`.
    /// - Parameter i: A valid index of the collection.
    /// - Returns: The next index.
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    /// Moves `i` to the next position.
    /// - Parameter i: A valid index of the collection.
    public func formIndex(after i: inout Value.Index) { wrappedValue.formIndex(after: &i) }
    /// A binding to the element at `position`.
    /// - Parameter position: A valid index of the collection.
    public subscript(position: Value.Index) -> Binding<Value.Element> { element(position) }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// The position before `i`.
    /// - Parameter i: A valid index of the collection, not the first.
    /// - Returns: The previous index.
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
    /// Moves `i` to the previous position.
    /// - Parameter i: A valid index of the collection, not the first.
    public func formIndex(before i: inout Value.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

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
}
