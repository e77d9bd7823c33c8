// A keychain query or attribute dictionary read apart: the item's class, the attributes an
// item must have, the synchronizable choice, what to return, how many items and the item's value.
import Foundation

/// Which items a query's `kSecAttrSynchronizable` lets it see.
enum SynchronizableChoice: Sendable {
    /// Items that do not sync (a query without the key, or with false).
    case no
    /// Items that sync.
    case yes
    /// Both (`kSecAttrSynchronizableAny`).
    case any
}

/// A query or attribute dictionary given to a `SecItem…` function, read apart.
struct KeychainQuery {
    /// The item class (`kSecClass`), if given.
    var itemClass: String?
    /// The attributes an item must have (or, when adding or updating, gets).
    var attributes: [String: KeychainValue] = [:]
    /// The query's synchronizable choice.
    var synchronizable: SynchronizableChoice = .no
    /// Whether the dictionary named `kSecAttrSynchronizable` at all.
    var namesSynchronizable = false
    /// The item's data (`kSecValueData`), when given.
    var data: Data?
    /// The item as an object (`kSecValueRef`), when given.
    var reference: AnyObject?
    /// The persistent reference of the item sought (`kSecValuePersistentRef`).
    var persistentReference: Data?
    /// `kSecReturnData`.
    var returnData = false
    /// `kSecReturnAttributes`.
    var returnAttributes = false
    /// `kSecReturnRef`.
    var returnReference = false
    /// `kSecReturnPersistentRef`.
    var returnPersistentReference = false
    /// How many items to find: 1 by default, nil for all.
    var limit: Int? = 1
    /// Whether strings compare ignoring case.
    var caseInsensitive = false
    /// Whether the dictionary has search or return keys (`kSecMatch…`, `kSecReturn…`).
    var hasSearchKeys = false

    /// Keys that change how the keychain is used rather than naming attributes.
    private static let ignoredKeys: Set<String> = ["nleg", "accc"]

    /// Reads `dictionary` apart.
    /// - Parameter dictionary: What the app passed.
    /// - Returns: The query, or nil when a value has the wrong type (`errSecParam`).
    init?(_ dictionary: CFDictionary) {
        guard let entries = dictionary as? [String: Any] else { return nil }
        for (key, raw) in entries {
            guard let value = KeychainValue(raw) else { continue }
            switch key {
            case "class":
                guard case .string(let name) = value else { return nil }
                itemClass = name
            case "v_Data":
                guard case .data(let bytes) = value else { return nil }
                data = bytes
            case "v_Ref":
                reference = raw as AnyObject
            case "v_PersistentRef":
                guard case .data(let bytes) = value else { return nil }
                persistentReference = bytes
            case "r_Data": returnData = value.bool ?? false; hasSearchKeys = true
            case "r_Attributes": returnAttributes = value.bool ?? false; hasSearchKeys = true
            case "r_Ref": returnReference = value.bool ?? false; hasSearchKeys = true
            case "r_PersistentRef": returnPersistentReference = value.bool ?? false; hasSearchKeys = true
            case "m_Limit":
                hasSearchKeys = true
                switch value {
                case .string("m_LimitOne"): limit = 1
                case .string("m_LimitAll"): limit = nil
                case .number(let number) where number.intValue > 0: limit = number.intValue
                default: return nil
                }
            case "m_CaseInsensitive": caseInsensitive = value.bool ?? false; hasSearchKeys = true
            case "sync":
                namesSynchronizable = true
                if case .string("syna") = value {
                    synchronizable = .any
                } else if let flag = value.bool {
                    synchronizable = flag ? .yes : .no
                } else {
                    return nil
                }
            case "pdmn":
                guard case .string(let level) = value, Keychain.accessibilityLevels.contains(level) else { return nil }
                attributes[key] = value
            default:
                if key.hasPrefix("m_") { hasSearchKeys = true; continue }
                if key.hasPrefix("u_") || Self.ignoredKeys.contains(key) { continue }
                attributes[key] = value
            }
        }
        if let control = entries["accc"], KeychainValue(control) != nil { accessControl = control as AnyObject }
    }

    /// The item's access control (`kSecAttrAccessControl`), kept but never matched.
    var accessControl: AnyObject?

    /// Whether any `kSecReturn…` key asks for something.
    var returnsSomething: Bool { returnData || returnAttributes || returnReference || returnPersistentReference }
}
