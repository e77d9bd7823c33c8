import Foundation

/// Views made from a collection of data (`ForEach`): what editing actions attach to in a list.
public protocol DynamicViewContent: View {
    /// The collection of the underlying data.
    associatedtype Data: Collection
    /// The data the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

nonisolated extension DynamicViewContent {
    /// Lets a list delete rows by swiping or in edit mode, calling `action` with their offsets.
    /// Accepted, no effect at rest (rows are deleted by interaction).
    /// - Parameter action: What deletes the rows at the offsets, or nil.
    /// - Returns: The same content.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }

    /// Lets a list move rows in edit mode, calling `action` with their offsets and the destination.
    /// Accepted, no effect at rest.
    /// - Parameter action: What moves the rows, or nil.
    /// - Returns: The same content.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }

    /// Makes the rows deletable in edit mode only when `isEnabled`. Accepted, no effect at rest.
    /// - Parameter isEnabled: Whether rows can be deleted.
    /// - Returns: The same content.
    public func deleteDisabled(_ isEnabled: Bool) -> Self { self }

    /// Makes the rows movable in edit mode only when `isEnabled`. Accepted, no effect at rest.
    /// - Parameter isEnabled: Whether rows can be moved.
    /// - Returns: The same content.
    public func moveDisabled(_ isEnabled: Bool) -> Self { self }
}
