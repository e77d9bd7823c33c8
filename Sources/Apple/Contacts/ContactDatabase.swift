// The process's address book, which every `CNContactStore` reads and writes, and the app's
// access to it.
//
// A preview runs as a fresh Simulator: the address book starts with the sample contacts
// (SampleContacts.swift), access is `.notDetermined` until the app asks, and asking — or touching
// the store, which asks by itself, as Photos' library does here — is answered as the person
// tapping "Allow" would: `.authorized`. So a contacts screen previews full, as it runs in the
// Simulator. Saves are kept for the process.
import Foundation

final class ContactDatabase: @unchecked Sendable {
    static let shared = ContactDatabase()

    struct Record {
        var identifier: String
        var values: ContactValues
    }

    private let lock = NSLock()
    private var records: [Record]
    private var status = CNAuthorizationStatus.notDetermined

    init(records: [Record] = SampleContacts.records) { self.records = records }

    var authorization: CNAuthorizationStatus { lock.withLock { status } }

    /// Asks for access if the person was not asked: they allow. The status after.
    @discardableResult
    func requestAccess() -> CNAuthorizationStatus {
        lock.withLock {
            if status == .notDetermined { status = .authorized }
            return status
        }
    }

    /// The records, when the app may read them (asking first, if it never did).
    func readableRecords() throws -> [Record] {
        guard [.authorized, .limited].contains(requestAccess()) else { throw CNError(.authorizationDenied) }
        return lock.withLock { records }
    }

    /// Saves a request's changes all at once, or none when one of them cannot be made.
    func save(_ request: CNSaveRequest) throws {
        guard requestAccess() == .authorized else { throw CNError(.authorizationDenied) }
        try lock.withLock {
            var next = records
            for change in request.changes {
                switch change {
                case .add(let contact):
                    guard !next.contains(where: { $0.identifier == contact.identifier }) else {
                        throw CNError(.insertedRecordAlreadyExists, affectedRecordIdentifiers: [contact.identifier])
                    }
                    next.append(Record(identifier: contact.identifier, values: Self.withThumbnail(contact.values)))
                case .update(let contact):
                    guard let index = next.firstIndex(where: { $0.identifier == contact.identifier }) else {
                        throw CNError(.recordDoesNotExist, affectedRecordIdentifiers: [contact.identifier])
                    }
                    let written = (contact.fetchedKeys ?? Set(allContactKeys)).union(contact.values.filledKeys)
                    next[index].values = Self.withThumbnail(next[index].values.replacing(written, from: contact.values))
                case .delete(let contact):
                    guard let index = next.firstIndex(where: { $0.identifier == contact.identifier }) else {
                        throw CNError(.recordDoesNotExist, affectedRecordIdentifiers: [contact.identifier])
                    }
                    next.remove(at: index)
                }
            }
            records = next
        }
        NotificationCenter.default.post(name: .CNContactStoreDidChange, object: nil)
    }

    /// The values as saved: the store makes the thumbnail of a picture (the picture itself, on
    /// Linux, where there is no image scaler below UIKit).
    private static func withThumbnail(_ values: ContactValues) -> ContactValues {
        var values = values
        values.imageDataAvailable = values.imageData != nil
        if values.thumbnailImageData == nil { values.thumbnailImageData = values.imageData }
        return values
    }

    /// Replaces the address book and forgets the answer (tests).
    func reset(records: [Record] = SampleContacts.records, status: CNAuthorizationStatus = .notDetermined) {
        lock.withLock {
            self.records = records
            self.status = status
        }
    }
}

extension Notification.Name {
    /// Posted when contacts are saved (by this app, on Linux).
    public static let CNContactStoreDidChange = Notification.Name("CNContactStoreDidChangeNotification")
}
