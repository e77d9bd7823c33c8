import Foundation

/// Views made from a collection of data (`ForEach`): what editing actions attach to in a list.
public protocol DynamicViewContent: View {
    /// The collection of the underlying data.
    associatedtype Data: Collection
    /// The data the views are made from.
    nonisolated var data: Data { get }
}

extension ForEach: DynamicViewContent {}

/// Dynamic content with an edit action attached (what `onDelete` and `onMove` return).
public nonisolated struct _DynamicViewContentModified<Base: DynamicViewContent>: DynamicViewContent {
    let base: Base
    /// The base's collection.
    public var data: Base.Data { base.data }
    /// The base, unchanged at rest.
    public var body: Base { base }
}

nonisolated extension DynamicViewContent {
    /// Lets a list delete rows by swiping or in edit mode, calling `action` with their offsets.
    /// Accepted, no effect at rest (rows are deleted by interaction).
    /// - Parameter action: What deletes the rows at the offsets, or nil.
    /// - Returns: The content, with the action attached.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { _DynamicViewContentModified(base: self) }

    /// Lets a list move rows in edit mode, calling `action` with their offsets and the destination.
    /// Accepted, no effect at rest.
    /// - Parameter action: What moves the rows, or nil.
    /// - Returns: The content, with the action attached.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { _DynamicViewContentModified(base: self) }
}

extension MutableCollection {
    /// Moves the elements at `source` (offsets) to before the element at `destination` (an offset
    /// in the collection as it was), keeping their order: what `onMove` hands a list's data.
    /// - Parameters:
    ///   - source: The offsets of the elements to move.
    ///   - destination: Where they go, before the element at this offset (the count: at the end).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let kept = elements.indices.filter { !source.contains($0) }
        let reordered = kept.filter { $0 < destination }.map { elements[$0] } + source.filter { $0 < elements.count }.map { elements[$0] }
            + kept.filter { $0 >= destination }.map { elements[$0] }
        for (i, element) in zip(indices, reordered) { self[i] = element }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`: what `onDelete` hands a list's data.
    /// - Parameter offsets: The offsets of the elements to remove.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset < count { remove(at: index(startIndex, offsetBy: offset)) }
    }
}
