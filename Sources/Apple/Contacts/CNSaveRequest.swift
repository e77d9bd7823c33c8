// Changes to save in one go: contacts to add, update and delete. The contacts' values are read
// when the store executes the request, as Apple's are.
import Foundation

/// Contacts to add, update and delete, saved by `CNContactStore.execute(_:)`.
open class CNSaveRequest: NSObject, @unchecked Sendable {
    enum Change {
        case add(CNMutableContact)
        case update(CNMutableContact)
        case delete(CNMutableContact)
    }

    private(set) var changes: [Change] = []

    /// Who made the changes, for the change history.
    open var transactionAuthor: String?
    /// Whether the contacts saved are fetched again after saving (Linux: they are current).
    open var shouldRefetchContacts = true

    /// An empty request.
    public override init() { super.init() }

    /// Adds a new contact.
    /// - Parameters:
    ///   - contact: The contact.
    ///   - identifier: The account's identifier; nil for the default one.
    open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) { changes.append(.add(contact)) }

    /// Saves the changes to a contact in the store: its fetched keys and those it was given.
    /// - Parameter contact: A mutable copy of a fetched contact.
    open func update(_ contact: CNMutableContact) { changes.append(.update(contact)) }

    /// Deletes a contact from the store.
    /// - Parameter contact: A mutable copy of a fetched contact.
    open func delete(_ contact: CNMutableContact) { changes.append(.delete(contact)) }
}
