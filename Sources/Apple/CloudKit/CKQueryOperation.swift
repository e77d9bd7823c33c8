// Running a query (`CKQueryOperation`) and continuing it from a cursor. Signed out of iCloud,
// no record matches: the completion blocks get `CKError(.notAuthenticated)` and no cursor.
import Foundation

/// An operation that fetches the records that match a query, in batches.
open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
    /// Where a query's next batch starts.
    public final class Cursor: NSObject, NSCopying, @unchecked Sendable {
        /// The query the cursor continues.
        let query: CKQuery
        /// The zone it runs in.
        let zoneID: CKRecordZone.ID?
        /// How many results came before.
        let offset: Int

        init(query: CKQuery, zoneID: CKRecordZone.ID?, offset: Int) {
            self.query = query
            self.zoneID = zoneID
            self.offset = offset
            super.init()
        }

        /// The cursor itself: cursors are immutable.
        /// - Parameter zone: Unused.
        /// - Returns: The cursor.
        public func copy(with zone: NSZone? = nil) -> Any { self }
    }

    /// A results limit asking for as many results as CloudKit gives in one batch.
    public static let maximumResults: Int = 0

    /// The query to run (nil when continuing from a cursor).
    open var query: CKQuery?
    /// Where to continue a query from.
    open var cursor: CKQueryOperation.Cursor?
    /// The zone to search (nil: all zones of the database, for the public database the default).
    open var zoneID: CKRecordZone.ID?
    /// How many records to fetch (`maximumResults`: as many as one batch holds).
    open var resultsLimit: Int = CKQueryOperation.maximumResults
    /// The fields to fetch (nil: all).
    open var desiredKeys: [CKRecord.FieldKey]?
    /// Called for each matching record: the record, or why it could not be fetched.
    open var recordMatchedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called for each matching record, the pre-iOS 15 way.
    open var recordFetchedBlock: ((CKRecord) -> Void)?
    /// Called last: the cursor of the next batch (nil when there is none), or the error.
    open var queryResultBlock: ((Result<CKQueryOperation.Cursor?, any Error>) -> Void)?
    /// Called last, the pre-iOS 15 way: the next batch's cursor, and the error.
    open var queryCompletionBlock: ((CKQueryOperation.Cursor?, (any Error)?) -> Void)?

    /// An operation with no query yet.
    public override init() { super.init() }

    /// An operation that runs a query.
    /// - Parameter query: The query.
    public convenience init(query: CKQuery) {
        self.init()
        self.query = query
    }

    /// An operation that fetches a query's next batch.
    /// - Parameter cursor: Where the batch starts.
    public convenience init(cursor: CKQueryOperation.Cursor) {
        self.init()
        self.cursor = cursor
        self.zoneID = cursor.zoneID
    }

    override func end(with error: CKError) {
        queryResultBlock?(.failure(error))
        queryCompletionBlock?(nil, error)
    }
}
