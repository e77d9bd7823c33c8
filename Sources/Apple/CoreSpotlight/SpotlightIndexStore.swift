// The items every index of the process holds, by index name and identifier, kept for the process
// as Spotlight keeps them for the app. An item is kept as a copy made when it is indexed (the app
// may change its own object after), and dropped when it expires.
import Foundation

final class SpotlightIndexStore: @unchecked Sendable {
    static let shared = SpotlightIndexStore()

    /// How long an item without an expiration date stays: a month, as Spotlight's default.
    static let defaultLifetime: TimeInterval = 30 * 24 * 60 * 60

    struct Entry {
        var item: CSSearchableItem
        var expires: Date
    }

    private let lock = NSLock()
    /// Each index's entries in the order they were first indexed.
    private var indexes: [String: [Entry]] = [:]
    private var clientStates: [String: Data] = [:]

    func index(_ items: [CSSearchableItem], in name: String, now: Date = Date()) {
        lock.withLock {
            var entries = indexes[name] ?? []
            for item in items {
                let kept = item.copy(keeping: nil)
                let expires = item.expirationDate ?? now.addingTimeInterval(Self.defaultLifetime)
                if let at = entries.firstIndex(where: { $0.item.uniqueIdentifier == item.uniqueIdentifier }) {
                    if item.isUpdate { Self.merge(item.attributeSet, into: entries[at].item.attributeSet) } else { entries[at].item = kept }
                    entries[at].expires = expires
                } else {
                    entries.append(Entry(item: kept, expires: expires))
                }
            }
            indexes[name] = entries
        }
    }

    func delete(in name: String, where matches: (CSSearchableItem) -> Bool) {
        lock.withLock { indexes[name]?.removeAll { matches($0.item) } }
    }

    /// The items of an index not expired at `now`.
    func items(in name: String, now: Date = Date()) -> [CSSearchableItem] {
        lock.withLock { (indexes[name] ?? []).filter { $0.expires > now }.map(\.item) }
    }

    /// The items of every index not expired at `now`, as queries search them.
    func allItems(now: Date = Date()) -> [CSSearchableItem] {
        lock.withLock { indexes.keys.sorted().flatMap { name in indexes[name]!.filter { $0.expires > now }.map(\.item) } }
    }

    func setClientState(_ state: Data, for name: String) { lock.withLock { clientStates[name] = state } }
    func clientState(for name: String) -> Data? { lock.withLock { clientStates[name] } }

    /// Empties every index (tests).
    func reset() {
        lock.withLock {
            indexes = [:]
            clientStates = [:]
        }
    }

    private static func merge(_ update: CSSearchableItemAttributeSet, into kept: CSSearchableItemAttributeSet) {
        for (name, value) in update.allAttributes { kept[attribute: name] = value }
    }
}
