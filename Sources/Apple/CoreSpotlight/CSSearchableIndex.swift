// The app's index in Spotlight: items are added and deleted by identifier, domain, or all at
// once. Linux: indexing is available and succeeds; the items are kept for the process
// (SpotlightIndexStore.swift) where queries find them, and a completion handler is called on a
// background queue once the change is made, as Apple's is once the change is journaled.
import Foundation

/// An index of the app's items in Spotlight.
open class CSSearchableIndex: NSObject, @unchecked Sendable {
    private static let defaultIndex = CSSearchableIndex(name: "default")
    private let store = SpotlightIndexStore.shared
    /// The index's name.
    let name: String
    private let lock = NSLock()
    private var batchDepth = 0

    /// Asked to index items again if the index is lost (never, here).
    open weak var indexDelegate: (any CSSearchableIndexDelegate)?

    /// Whether the device can index (Linux: yes).
    /// - Returns: True.
    open class func isIndexingAvailable() -> Bool { true }

    /// The app's default index.
    /// - Returns: The index.
    open class func `default`() -> CSSearchableIndex { defaultIndex }

    /// An index of a name; indexes of one name hold the same items.
    /// - Parameter name: The name.
    public init(name: String) {
        self.name = name
        super.init()
    }

    /// An index of a name whose files have a protection class (Linux: not protected).
    /// - Parameters:
    ///   - name: The name.
    ///   - protectionClass: The protection.
    public convenience init(name: String, protectionClass: FileProtectionType?) { self.init(name: name) }

    // MARK: Indexing

    /// Adds items, or replaces those of the same identifiers.
    /// - Parameters:
    ///   - items: The items.
    ///   - completionHandler: Called on a background queue with nil.
    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (((any Error)?) -> Void)? = nil) {
        store.index(items, in: name)
        finish(completionHandler)
    }

    /// Deletes the items of some identifiers.
    /// - Parameters:
    ///   - identifiers: The items' unique identifiers.
    ///   - completionHandler: Called on a background queue with nil.
    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: (((any Error)?) -> Void)? = nil) {
        let wanted = Set(identifiers)
        store.delete(in: name) { wanted.contains($0.uniqueIdentifier) }
        finish(completionHandler)
    }

    /// Deletes the items of some domains, and of their subdomains ("notes" deletes
    /// "notes.archived").
    /// - Parameters:
    ///   - domainIdentifiers: The domains.
    ///   - completionHandler: Called on a background queue with nil.
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String], completionHandler: (((any Error)?) -> Void)? = nil) {
        store.delete(in: name) { item in
            guard let domain = item.domainIdentifier else { return false }
            return domainIdentifiers.contains { domain == $0 || domain.hasPrefix($0 + ".") }
        }
        finish(completionHandler)
    }

    /// Deletes every item of the index.
    /// - Parameter completionHandler: Called on a background queue with nil.
    open func deleteAllSearchableItems(completionHandler: (((any Error)?) -> Void)? = nil) {
        store.delete(in: name) { _ in true }
        finish(completionHandler)
    }

    /// Adds items, or replaces those of the same identifiers.
    /// - Parameter items: The items.
    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws { store.index(items, in: name) }

    /// Deletes the items of some identifiers.
    /// - Parameter identifiers: The items' unique identifiers.
    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
        deleteSearchableItems(withIdentifiers: identifiers, completionHandler: nil)
    }

    /// Deletes the items of some domains, and of their subdomains.
    /// - Parameter domainIdentifiers: The domains.
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
        deleteSearchableItems(withDomainIdentifiers: domainIdentifiers, completionHandler: nil)
    }

    /// Deletes every item of the index.
    open func deleteAllSearchableItems() async throws { deleteAllSearchableItems(completionHandler: nil) }

    // MARK: Batches

    /// Starts a batch of changes, ended with the app's state by `endBatch(withClientState:)`
    /// (Linux: each change is made at once).
    open func beginBatch() { lock.withLock { batchDepth += 1 } }

    /// Ends a batch, keeping the app's state (what it indexed up to) for `fetchLastClientState`.
    /// - Parameters:
    ///   - clientState: The app's state.
    ///   - completionHandler: Called on a background queue with nil.
    open func endBatch(withClientState clientState: Data, completionHandler: (((any Error)?) -> Void)? = nil) {
        lock.withLock { batchDepth = max(0, batchDepth - 1) }
        store.setClientState(clientState, for: name)
        finish(completionHandler)
    }

    /// Ends a batch, keeping the app's state.
    /// - Parameter clientState: The app's state.
    open func endBatch(withClientState clientState: Data) async throws {
        lock.withLock { batchDepth = max(0, batchDepth - 1) }
        store.setClientState(clientState, for: name)
    }

    /// The state the last batch ended with.
    /// - Parameter completionHandler: Called on a background queue with the state (nil before
    ///   any batch) and no error.
    open func fetchLastClientState(completionHandler: @escaping (Data?, (any Error)?) -> Void) {
        let state = store.clientState(for: name)
        let handler = UncheckedHandler(completionHandler)
        DispatchQueue.global().async { handler.call(state, nil) }
    }

    /// The state the last batch ended with.
    /// - Returns: The state, or nil before any batch.
    open func fetchLastClientState() async throws -> Data? { store.clientState(for: name) }

    /// Calls a completion handler on a background queue, with no error.
    private func finish(_ completionHandler: (((any Error)?) -> Void)?) {
        guard let completionHandler else { return }
        let handler = UncheckedHandler(completionHandler)
        DispatchQueue.global().async { handler.call(nil) }
    }
}

/// An app's handler, called on another queue as Apple's framework calls it: Apple's handlers are
/// imported from Objective-C unchecked, so apps' capture what they like.
struct UncheckedHandler<Function>: @unchecked Sendable {
    let call: Function
    init(_ call: Function) { self.call = call }
}
