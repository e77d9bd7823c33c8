// Fetching records by ID (`CKFetchRecordsOperation`). Signed out of iCloud, each ID's blocks get
// `CKError(.notAuthenticated)`, then the completion blocks do.
import Foundation

/// An operation that fetches records by their IDs.
open class CKFetchRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// The IDs of the records to fetch.
    open var recordIDs: [CKRecord.ID]?
    /// The fields to fetch (nil: all).
    open var desiredKeys: [CKRecord.FieldKey]?
    /// Called with each record's download progress (never, here).
    open var perRecordProgressBlock: ((CKRecord.ID, Double) -> Void)?
    /// Called for each record: the record, or why it was not fetched.
    open var perRecordResultBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called for each record, the pre-iOS 15 way: the record or nil, its ID, the error.
    open var perRecordCompletionBlock: ((CKRecord?, CKRecord.ID?, (any Error)?) -> Void)?
    /// Called last: success, or the error that ended the operation.
    open var fetchRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called last, the pre-iOS 15 way: the records by ID (nil on failure), and the error.
    open var fetchRecordsCompletionBlock: (([CKRecord.ID: CKRecord]?, (any Error)?) -> Void)?

    /// An operation with no records to fetch yet.
    public required override init() { super.init() }

    /// An operation that fetches the records with some IDs.
    /// - Parameter recordIDs: The IDs.
    public convenience init(recordIDs: [CKRecord.ID]) {
        self.init()
        self.recordIDs = recordIDs
    }

    /// An operation that fetches the current user's record.
    /// - Returns: The operation.
    open class func fetchCurrentUserRecordOperation() -> Self {
        let operation = self.init()
        operation.recordIDs = [CKRecord.ID(recordName: CKCurrentUserDefaultName)]
        return operation
    }

    override func end(with error: CKError) {
        for id in recordIDs ?? [] {
            perRecordResultBlock?(id, .failure(error))
            perRecordCompletionBlock?(nil, id, error)
        }
        fetchRecordsResultBlock?(.failure(error))
        fetchRecordsCompletionBlock?(nil, error)
    }
}
