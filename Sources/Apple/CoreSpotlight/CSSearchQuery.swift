// A query of the app's indexed items, answered on a background queue: the items found in one
// batch (`foundItemsHandler`), then the end (`completionHandler`) — with an error for a query
// that cannot be read or was cancelled. Found items hold only the attributes asked for, as
// Apple's do.
import Foundation

/// A search of the app's items in Spotlight's index.
open class CSSearchQuery: NSObject, @unchecked Sendable {
    private let queryString: String
    private let attributes: [String]?
    private let filterQueries: [String]
    private let lock = NSLock()
    private var cancelled = false
    private var found = 0

    /// Called on a background queue with the items found.
    open var foundItemsHandler: (([CSSearchableItem]) -> Void)?
    /// Called on a background queue when the query ends: nil, or why it failed.
    open var completionHandler: (((any Error)?) -> Void)?

    /// A query.
    /// - Parameters:
    ///   - queryString: Spotlight's query language (`title == "garden*"cd`).
    ///   - attributes: The attributes each found item holds.
    public init(queryString: String, attributes: [String]?) {
        self.queryString = queryString
        self.attributes = attributes
        filterQueries = []
        super.init()
    }

    /// A query with a context.
    /// - Parameters:
    ///   - queryString: Spotlight's query language.
    ///   - queryContext: The attributes to fetch and the filter queries.
    public init(queryString: String, queryContext: CSSearchQueryContext?) {
        self.queryString = queryString
        attributes = queryContext?.fetchAttributes
        filterQueries = queryContext?.filterQueries ?? []
        super.init()
    }

    /// Whether the query was cancelled.
    open var isCancelled: Bool { lock.withLock { cancelled } }
    /// How many items it found so far.
    open var foundItemCount: Int { lock.withLock { found } }

    /// Runs the query on a background queue.
    open func start() {
        DispatchQueue.global().async { self.run() }
    }

    /// Cancels the query: one that has not answered ends with `CSSearchQueryError.cancelled`.
    open func cancel() { lock.withLock { cancelled = true } }

    private func run() {
        if isCancelled {
            completionHandler?(CSSearchQueryError(.cancelled))
            return
        }
        guard let query = try? SpotlightQuery(queryString), let filters = try? filterQueries.map(SpotlightQuery.init) else {
            completionHandler?(CSSearchQueryError(.invalidQuery))
            return
        }
        let items = SpotlightIndexStore.shared.allItems().filter { item in
            let values = item.attributeSet.allAttributes
            return query.matches(values) && filters.allSatisfy { $0.matches(values) }
        }.map { $0.copy(keeping: attributes ?? []) }
        lock.withLock { found += items.count }
        if !items.isEmpty { foundItemsHandler?(items) }
        completionHandler?(isCancelled ? CSSearchQueryError(.cancelled) : nil)
    }
}
