// Saving and deleting records (`CKModifyRecordsOperation`). Signed out of iCloud, each record
// to save and each ID to delete gets `CKError(.notAuthenticated)` through the per-record blocks,
// then the completion blocks get it; nothing is saved, so the records keep their nil system
// fields.
import Foundation

/// An operation that saves and deletes records.
open class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// Which changes a save sends, and whether it overwrites the server's.
    public enum RecordSavePolicy: Int, Sendable, Hashable {
        /// Save only when the server's record has not changed since it was fetched.
        case ifServerRecordUnchanged = 0
        /// Save the changed fields, whatever the server's record.
        case changedKeys = 1
        /// Save every field, whatever the server's record.
        case allKeys = 2
    }

    /// The records to save.
    open var recordsToSave: [CKRecord]?
    /// The IDs of the records to delete.
    open var recordIDsToDelete: [CKRecord.ID]?
    /// Which changes are sent and whether they overwrite the server's.
    open var savePolicy: RecordSavePolicy = .ifServerRecordUnchanged
    /// A token the app can read back from the zone's changes.
    open var clientChangeTokenData: Data?
    /// Whether the changes are all-or-nothing (in zones that support it).
    open var isAtomic = true
    /// Called with each record's upload progress (never, here).
    open var perRecordProgressBlock: ((CKRecord, Double) -> Void)?
    /// Called for each record saved, the pre-iOS 15 way: the record and the error.
    open var perRecordCompletionBlock: ((CKRecord, (any Error)?) -> Void)?
    /// Called for each record to save: the saved record, or why it was not saved.
    open var perRecordSaveBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called for each record to delete: success, or why it was not deleted.
    open var perRecordDeleteBlock: ((CKRecord.ID, Result<Void, any Error>) -> Void)?
    /// Called last: success, or the error that ended the operation.
    open var modifyRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called last, the pre-iOS 15 way: the saved records, the deleted IDs, and the error.
    open var modifyRecordsCompletionBlock: (([CKRecord]?, [CKRecord.ID]?, (any Error)?) -> Void)?

    /// An operation with nothing to save or delete yet.
    public override init() { super.init() }

    /// An operation that saves some records and deletes others.
    /// - Parameters:
    ///   - records: The records to save.
    ///   - recordIDs: The IDs of the records to delete.
    public convenience init(recordsToSave records: [CKRecord]?, recordIDsToDelete recordIDs: [CKRecord.ID]?) {
        self.init()
        recordsToSave = records
        recordIDsToDelete = recordIDs
    }

    override func end(with error: CKError) {
        for record in recordsToSave ?? [] {
            perRecordCompletionBlock?(record, error)
            perRecordSaveBlock?(record.recordID, .failure(error))
        }
        for id in recordIDsToDelete ?? [] {
            perRecordDeleteBlock?(id, .failure(error))
        }
        modifyRecordsResultBlock?(.failure(error))
        modifyRecordsCompletionBlock?(nil, nil, error)
    }
}
