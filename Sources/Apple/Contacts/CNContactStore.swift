// `CNContactStore`: the app's way into the address book — access, fetching by predicate or by
// enumeration, and saving. Every store reads and writes the process's address book
// (ContactDatabase.swift): the sample contacts, then what the app saves. A request for access
// is answered at once, as the person tapping "Allow" would.
import Foundation

/// The app's connection to the person's contacts.
///
/// Linux: the process's in-memory address book, holding a few sample contacts as a fresh
/// Simulator does; access is `.notDetermined` until the app asks, then `.authorized`.
open class CNContactStore: NSObject, @unchecked Sendable {
    private let database = ContactDatabase.shared

    /// A store of the person's contacts.
    public override init() { super.init() }

    // MARK: Access

    /// The app's access to contacts.
    /// - Parameter entityType: `.contacts`.
    /// - Returns: `.notDetermined` until the app asks, `.authorized` after (Linux).
    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus {
        ContactDatabase.shared.authorization
    }

    /// Asks the person for access if they were not asked: they allow.
    /// - Parameters:
    ///   - entityType: `.contacts`.
    ///   - completionHandler: Called at once, on the caller's thread, with whether access is
    ///     granted and no error. Not `@Sendable`, as Apple's (imported from Objective-C) is
    ///     checked: the handlers apps write capture their non-Sendable managers.
    open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        let status = database.requestAccess()
        completionHandler(status == .authorized || status == .limited, nil)
    }

    /// Asks the person for access if they were not asked: they allow.
    /// - Parameter entityType: `.contacts`.
    /// - Returns: Whether access is granted.
    open func requestAccess(for entityType: CNEntityType) async throws -> Bool {
        let status = database.requestAccess()
        return status == .authorized || status == .limited
    }

    // MARK: Fetching

    /// The contacts a predicate matches, holding the keys asked for, in the store's order.
    /// - Parameters:
    ///   - predicate: One of `CNContact`'s predicates.
    ///   - keys: The keys each contact holds.
    /// - Returns: The contacts.
    /// - Throws: `CNError.authorizationDenied` without access, `.predicateInvalid` for a
    ///   predicate `CNContact` did not make.
    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws -> [CNContact] {
        try contacts(matching: predicate, keys: keys.contactKeys, order: .none, mutable: false)
    }

    /// The contact of an identifier, holding the keys asked for.
    /// - Parameters:
    ///   - identifier: The contact's identifier.
    ///   - keys: The keys it holds.
    /// - Returns: The contact.
    /// - Throws: `CNError.recordDoesNotExist` when no contact has it.
    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws -> CNContact {
        let found = try contacts(matching: CNContact.predicateForContacts(withIdentifiers: [identifier]), keys: keys.contactKeys,
                                 order: .none, mutable: false)
        guard let contact = found.first else { throw CNError(.recordDoesNotExist, affectedRecordIdentifiers: [identifier]) }
        return contact
    }

    /// Calls `block` with each contact the request matches, in its order, until the block sets
    /// its pointer to true.
    /// - Parameters:
    ///   - fetchRequest: The keys, predicate and order.
    ///   - block: Called with each contact and a pointer to set to true to stop.
    /// - Throws: `CNError.authorizationDenied` without access, `.predicateInvalid` for a
    ///   predicate `CNContact` did not make.
    open func enumerateContacts(with fetchRequest: CNContactFetchRequest,
                                usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {
        let found = try contacts(matching: fetchRequest.predicate, keys: fetchRequest.keysToFetch.contactKeys,
                                 order: fetchRequest.sortOrder, mutable: fetchRequest.mutableObjects)
        var stop = ObjCBool(false)
        for contact in found {
            block(contact, &stop)
            if stop.boolValue { break }
        }
    }

    /// The identifier of the account new contacts go in.
    /// - Returns: The one local account's identifier.
    open func defaultContainerIdentifier() -> String { "local-container" }

    private func contacts(matching predicate: NSPredicate?, keys: Set<String>, order: CNContactSortOrder,
                          mutable: Bool) throws -> [CNContact] {
        if let predicate, !(predicate is ContactPredicate) { throw CNError(.predicateInvalid) }
        var records = try database.readableRecords()
        if order != .none {
            let ordering = ContactOrdering(order)
            records.sort { ordering.areInIncreasingOrder($0.values, $1.values) }
        }
        return records.filter { record in
            predicate?.evaluate(with: CNContact(identifier: record.identifier, values: record.values, fetchedKeys: nil)) ?? true
        }.map { record in
            mutable ? CNMutableContact(identifier: record.identifier, values: record.values, fetchedKeys: keys)
                : CNContact(identifier: record.identifier, values: record.values, fetchedKeys: keys)
        }
    }

    // MARK: Saving

    /// Saves a request's changes, all or none.
    /// - Parameter saveRequest: The contacts to add, update and delete.
    /// - Throws: `CNError.authorizationDenied` without access, `.recordDoesNotExist` for a
    ///   contact updated or deleted that is not in the store, `.insertedRecordAlreadyExists` for
    ///   one added twice.
    open func execute(_ saveRequest: CNSaveRequest) throws { try database.save(saveRequest) }
}
