// The keychain's four functions, over the process's in-memory keychain (Keychain.swift): they
// take the query dictionaries apps build (`[String: Any]` or `[CFString: Any]` as
// `CFDictionary`) and give results as the Foundation objects apps cast (`result as? Data`,
// `result as? [String: Any]`, `result as? [[String: Any]]`).
import Foundation

/// Adds an item to the keychain.
/// - Parameters:
///   - attributes: The item's class (`kSecClass`), attributes and value (`kSecValueData`), with
///     `kSecReturn…` keys for what to give back.
///   - result: Where the added item is given back, as the `kSecReturn…` keys ask; or nil.
/// - Returns: `errSecSuccess`; `errSecDuplicateItem` when an item with the same primary keys
///   exists; `errSecParam` for a dictionary without a valid class or with values of the wrong type.
@discardableResult
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard let query = KeychainQuery(attributes) else { return errSecParam }
    let (status, item) = Keychain.shared.add(query)
    if let item, let result { result.pointee = keychainResult(for: item, query) }
    return status
}

/// Finds items in the keychain.
/// - Parameters:
///   - query: The class, the attributes items must have, `kSecMatchLimit` (one item by default)
///     and the `kSecReturn…` keys for what to give back.
///   - result: Where the items are given: with `kSecMatchLimitOne`, an item's data (`Data`), its
///     attributes (`[String: Any]`) or, for several `kSecReturn…` keys, its attributes with
///     `kSecValueData`…; with more, an array of them. Nil when nothing is asked back.
/// - Returns: `errSecSuccess`, `errSecItemNotFound` when no item matches, or `errSecParam`.
@discardableResult
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard let search = KeychainQuery(query) else { return errSecParam }
    let (status, items) = Keychain.shared.find(search)
    guard status == errSecSuccess, let result else { return status }
    if search.limit == 1 {
        result.pointee = keychainResult(for: items[0], search)
    } else {
        result.pointee = search.returnsSomething ? items.compactMap { keychainResult(for: $0, search) } as NSArray : nil
    }
    return status
}

/// Changes the items a query finds (every one of them).
/// - Parameters:
///   - query: The class and attributes of the items to change.
///   - attributesToUpdate: The attributes and value (`kSecValueData`) to set; no class, no
///     `kSecReturn…` or `kSecMatch…` keys.
/// - Returns: `errSecSuccess`, `errSecItemNotFound` when no item matches, `errSecDuplicateItem`
///   when a changed item would become the same as another, or `errSecParam`.
@discardableResult
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    guard let search = KeychainQuery(query), let changes = KeychainQuery(attributesToUpdate) else { return errSecParam }
    return Keychain.shared.update(search, with: changes)
}

/// Deletes the items a query finds (every one of them, whatever `kSecMatchLimit` says).
/// - Parameter query: The class and attributes of the items to delete.
/// - Returns: `errSecSuccess`, `errSecItemNotFound` when no item matches, or `errSecParam`.
@discardableResult
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    guard let search = KeychainQuery(query) else { return errSecParam }
    return Keychain.shared.delete(search)
}

/// What a query gives back for one item: the one thing its `kSecReturn…` key asks for, or a
/// dictionary of its attributes and values when it asks for several; nil when it asks nothing.
private func keychainResult(for item: KeychainItem, _ query: KeychainQuery) -> CFTypeRef? {
    let asked = [query.returnData, query.returnAttributes, query.returnReference, query.returnPersistentReference]
    switch asked.filter({ $0 }).count {
    case 0:
        return nil
    case 1 where query.returnData:
        return (item.data ?? Data()) as NSData
    case 1 where query.returnPersistentReference:
        return item.persistentReference as NSData
    case 1 where query.returnReference:
        return item.reference
    default:
        var dictionary: [String: Any] = [:]
        if query.returnAttributes {
            for (key, value) in item.attributes { dictionary[key] = value.foundationValue }
            dictionary["class"] = item.itemClass
            if let control = item.accessControl { dictionary["accc"] = control }
        }
        if query.returnData { dictionary["v_Data"] = item.data ?? Data() }
        if query.returnReference, let reference = item.reference { dictionary["v_Ref"] = reference }
        if query.returnPersistentReference { dictionary["v_PersistentRef"] = item.persistentReference }
        return dictionary as NSDictionary
    }
}
