// What `enumerateContacts(with:usingBlock:)` fetches: the keys, an optional predicate, the
// order, and whether the contacts come mutable.
import Foundation

/// The order contacts are enumerated in.
public enum CNContactSortOrder: Int, Sendable {
    /// The store's order (the order they were added in).
    case none = 0
    /// The person's setting (family name first, the default in English).
    case userDefault = 1
    /// Given name, then family name.
    case givenName = 2
    /// Family name, then given name.
    case familyName = 3
}

/// A request to enumerate contacts.
open class CNContactFetchRequest: NSObject, @unchecked Sendable {
    /// The keys each contact holds.
    open var keysToFetch: [any CNKeyDescriptor]
    /// Which contacts (one of `CNContact`'s predicates); nil for all.
    open var predicate: NSPredicate?
    /// Whether the contacts come as `CNMutableContact`s.
    open var mutableObjects = false
    /// Whether linked contacts come as one (Linux: none are linked).
    open var unifyResults = true
    /// The order.
    open var sortOrder = CNContactSortOrder.none

    /// A request of some keys.
    /// - Parameter keysToFetch: The keys each contact holds.
    public init(keysToFetch: [any CNKeyDescriptor]) {
        self.keysToFetch = keysToFetch
        super.init()
    }
}
