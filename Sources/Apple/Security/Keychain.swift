// The in-memory keychain of the process: its items, the primary keys that make two items the
// same, and the four operations with the keychain's rules. `SecItem.swift` calls it.
import Foundation

/// One item of the keychain.
struct KeychainItem {
    /// Its row, which its persistent reference names.
    let row: Int
    /// Its class (`genp`, `inet`…).
    let itemClass: String
    /// Its attributes, including the ones the keychain sets (`agrp`, `sync`, `pdmn`, `cdat`, `mdat`).
    var attributes: [String: KeychainValue]
    /// Its secret data.
    var data: Data?
    /// Its object (`kSecValueRef`).
    var reference: AnyObject?
    /// Its access control.
    var accessControl: AnyObject?

    /// The data that finds the item again (`kSecReturnPersistentRef`).
    var persistentReference: Data { Data(itemClass.utf8) + withUnsafeBytes(of: Int64(row).bigEndian) { Data($0) } }
}

/// The keychain of the process, in memory: what one run of an app adds, it finds again.
final class Keychain: @unchecked Sendable {
    /// The process's keychain.
    static let shared = Keychain()

    /// The item classes the keychain knows.
    static let itemClasses: Set<String> = ["genp", "inet", "cert", "keys", "idnt"]
    /// The values `kSecAttrAccessible` takes.
    static let accessibilityLevels: Set<String> = ["ak", "ck", "dk", "akpu", "aku", "cku", "dku"]
    /// The attributes that, with the access group and `kSecAttrSynchronizable`, make two items of
    /// a class the same item (a second one is `errSecDuplicateItem`).
    static let primaryKeys: [String: [String]] = [
        "genp": ["acct", "svce"],
        "inet": ["acct", "sdmn", "srvr", "ptcl", "atyp", "port", "path"],
        "cert": ["ctyp", "issr", "slnr"],
        "idnt": ["ctyp", "issr", "slnr"],
        "keys": ["kcls", "klbl", "atag", "type", "bsiz", "esiz"],
    ]

    /// The access group items go in when the app names none: the app's bundle identifier, as an
    /// app's first keychain access group is.
    static var defaultAccessGroup: String { Bundle.main.bundleIdentifier ?? "com.example.preview" }

    private let lock = NSLock()
    private var items: [KeychainItem] = []
    private var nextRow = 1

    /// Adds an item.
    /// - Parameter query: The item's class, attributes and value.
    /// - Returns: The status, and the item added.
    func add(_ query: KeychainQuery) -> (OSStatus, KeychainItem?) {
        guard let itemClass = query.itemClass, Self.itemClasses.contains(itemClass),
              query.synchronizable != .any, query.persistentReference == nil,
              !(query.accessControl != nil && query.attributes["pdmn"] != nil) else { return (errSecParam, nil) }
        var attributes = query.attributes
        let now = Date()
        if attributes["agrp"] == nil { attributes["agrp"] = .string(Self.defaultAccessGroup) }
        if attributes["pdmn"] == nil { attributes["pdmn"] = .string("ak") }
        attributes["sync"] = .number(NSNumber(value: query.synchronizable == .yes))
        attributes["cdat"] = .date(now)
        attributes["mdat"] = .date(now)
        return lock.withLock {
            let item = KeychainItem(row: nextRow, itemClass: itemClass, attributes: attributes, data: query.data,
                                    reference: query.reference, accessControl: query.accessControl)
            if items.contains(where: { Self.isSameItem($0, item) }) { return (errSecDuplicateItem, nil) }
            nextRow += 1
            items.append(item)
            return (errSecSuccess, item)
        }
    }

    /// The items a query finds, in the order they were added, up to its limit.
    /// - Parameter query: The query.
    /// - Returns: The status and the items.
    func find(_ query: KeychainQuery) -> (OSStatus, [KeychainItem]) {
        guard query.itemClass != nil || query.persistentReference != nil else { return (errSecParam, []) }
        let found = lock.withLock { items.filter { Self.matches($0, query) } }
        if found.isEmpty { return (errSecItemNotFound, []) }
        return (errSecSuccess, query.limit.map { Array(found.prefix($0)) } ?? found)
    }

    /// Changes every item a query finds.
    /// - Parameters:
    ///   - query: Which items.
    ///   - changes: The attributes and value to set.
    /// - Returns: The status.
    func update(_ query: KeychainQuery, with changes: KeychainQuery) -> OSStatus {
        guard query.itemClass != nil || query.persistentReference != nil else { return errSecParam }
        guard changes.itemClass == nil, !changes.hasSearchKeys, changes.synchronizable != .any,
              changes.persistentReference == nil else { return errSecParam }
        return lock.withLock {
            let matching = items.indices.filter { Self.matches(items[$0], query) }
            if matching.isEmpty { return errSecItemNotFound }
            var updated = items
            let now = Date()
            for index in matching {
                var item = updated[index]
                for (key, value) in changes.attributes { item.attributes[key] = value }
                if changes.namesSynchronizable { item.attributes["sync"] = .number(NSNumber(value: changes.synchronizable == .yes)) }
                if let data = changes.data { item.data = data }
                if let reference = changes.reference { item.reference = reference }
                if let control = changes.accessControl { item.accessControl = control }
                item.attributes["mdat"] = .date(now)
                updated[index] = item
            }
            // The changed items may not become the same as another item.
            for index in matching {
                if updated.indices.contains(where: { $0 != index && Self.isSameItem(updated[$0], updated[index]) }) {
                    return errSecDuplicateItem
                }
            }
            items = updated
            return errSecSuccess
        }
    }

    /// Deletes every item a query finds.
    /// - Parameter query: Which items.
    /// - Returns: The status.
    func delete(_ query: KeychainQuery) -> OSStatus {
        guard query.itemClass != nil || query.persistentReference != nil else { return errSecParam }
        return lock.withLock {
            let before = items.count
            items.removeAll { Self.matches($0, query) }
            return items.count == before ? errSecItemNotFound : errSecSuccess
        }
    }

    /// Whether two items of the keychain would be the same item.
    private static func isSameItem(_ a: KeychainItem, _ b: KeychainItem) -> Bool {
        guard a.itemClass == b.itemClass else { return false }
        return ((primaryKeys[a.itemClass] ?? []) + ["agrp", "sync"]).allSatisfy { key in
            switch (a.attributes[key], b.attributes[key]) {
            case (nil, nil): return true
            case (let x?, let y?): return x.matches(y)
            default: return false
            }
        }
    }

    /// Whether a query finds an item.
    private static func matches(_ item: KeychainItem, _ query: KeychainQuery) -> Bool {
        if let itemClass = query.itemClass, itemClass != item.itemClass { return false }
        if let reference = query.persistentReference, reference != item.persistentReference { return false }
        if let object = query.reference, item.reference !== object { return false }
        let syncs = item.attributes["sync"]?.bool ?? false
        switch query.synchronizable {
        case .no where syncs, .yes where !syncs: return false
        default: break
        }
        return query.attributes.allSatisfy { key, value in
            item.attributes[key].map { $0.matches(value, ignoringCase: query.caseInsensitive) } ?? false
        }
    }
}
