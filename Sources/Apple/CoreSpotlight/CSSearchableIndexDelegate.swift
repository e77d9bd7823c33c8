// What Spotlight asks of the app: to index its items again when the index was lost. A preview's
// index is never lost, so these are never called.
import Foundation

/// Indexes the app's items again when Spotlight asks.
public protocol CSSearchableIndexDelegate: NSObjectProtocol {
    /// Index every item again, then call the handler.
    /// - Parameters:
    ///   - searchableIndex: The index.
    ///   - acknowledgementHandler: Call when done.
    func searchableIndex(_ searchableIndex: CSSearchableIndex, reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void)
    /// Index some items again, then call the handler.
    /// - Parameters:
    ///   - searchableIndex: The index.
    ///   - identifiers: The items' identifiers.
    ///   - acknowledgementHandler: Call when done.
    func searchableIndex(_ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
                         acknowledgementHandler: @escaping () -> Void)
    /// Spotlight slowed down indexing.
    /// - Parameter searchableIndex: The index.
    func searchableIndexDidThrottle(_ searchableIndex: CSSearchableIndex)
    /// Spotlight indexes at full speed again.
    /// - Parameter searchableIndex: The index.
    func searchableIndexDidFinishThrottle(_ searchableIndex: CSSearchableIndex)
}

extension CSSearchableIndexDelegate {
    /// Nothing, by default.
    /// - Parameter searchableIndex: The index.
    public func searchableIndexDidThrottle(_ searchableIndex: CSSearchableIndex) {}
    /// Nothing, by default.
    /// - Parameter searchableIndex: The index.
    public func searchableIndexDidFinishThrottle(_ searchableIndex: CSSearchableIndex) {}
}
