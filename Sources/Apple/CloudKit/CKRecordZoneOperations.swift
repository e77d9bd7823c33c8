// Saving, deleting and fetching record zones (`CKModifyRecordZonesOperation`,
// `CKFetchRecordZonesOperation`). Signed out of iCloud, each zone's blocks get
// `CKError(.notAuthenticated)`, then the completion blocks do.
import Foundation

/// An operation that saves and deletes record zones.
open class CKModifyRecordZonesOperation: CKDatabaseOperation, @unchecked Sendable {
    /// The zones to save.
    open var recordZonesToSave: [CKRecordZone]?
    /// The IDs of the zones to delete.
    open var recordZoneIDsToDelete: [CKRecordZone.ID]?
    /// Called for each zone to save: the saved zone, or why it was not saved.
    open var perRecordZoneSaveBlock: ((CKRecordZone.ID, Result<CKRecordZone, any Error>) -> Void)?
    /// Called for each zone to delete: success, or why it was not deleted.
    open var perRecordZoneDeleteBlock: ((CKRecordZone.ID, Result<Void, any Error>) -> Void)?
    /// Called last: success, or the error that ended the operation.
    open var modifyRecordZonesResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called last, the pre-iOS 15 way: the saved zones, the deleted IDs, and the error.
    open var modifyRecordZonesCompletionBlock: (([CKRecordZone]?, [CKRecordZone.ID]?, (any Error)?) -> Void)?

    /// An operation with nothing to save or delete yet.
    public override init() { super.init() }

    /// An operation that saves some zones and deletes others.
    /// - Parameters:
    ///   - recordZonesToSave: The zones to save.
    ///   - recordZoneIDsToDelete: The IDs of the zones to delete.
    public convenience init(recordZonesToSave: [CKRecordZone]?, recordZoneIDsToDelete: [CKRecordZone.ID]?) {
        self.init()
        self.recordZonesToSave = recordZonesToSave
        self.recordZoneIDsToDelete = recordZoneIDsToDelete
    }

    override func end(with error: CKError) {
        for zone in recordZonesToSave ?? [] {
            perRecordZoneSaveBlock?(zone.zoneID, .failure(error))
        }
        for id in recordZoneIDsToDelete ?? [] {
            perRecordZoneDeleteBlock?(id, .failure(error))
        }
        modifyRecordZonesResultBlock?(.failure(error))
        modifyRecordZonesCompletionBlock?(nil, nil, error)
    }
}

/// An operation that fetches record zones, by ID or all of them.
open class CKFetchRecordZonesOperation: CKDatabaseOperation, @unchecked Sendable {
    /// The IDs of the zones to fetch (nil with `fetchAllRecordZonesOperation()`).
    open var recordZoneIDs: [CKRecordZone.ID]?
    /// Called for each zone: the zone, or why it was not fetched.
    open var perRecordZoneResultBlock: ((CKRecordZone.ID, Result<CKRecordZone, any Error>) -> Void)?
    /// Called last: success, or the error that ended the operation.
    open var fetchRecordZonesResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called last, the pre-iOS 15 way: the zones by ID (nil on failure), and the error.
    open var fetchRecordZonesCompletionBlock: (([CKRecordZone.ID: CKRecordZone]?, (any Error)?) -> Void)?

    /// An operation with no zones to fetch yet.
    public required override init() { super.init() }

    /// An operation that fetches the zones with some IDs.
    /// - Parameter zoneIDs: The IDs.
    public convenience init(recordZoneIDs zoneIDs: [CKRecordZone.ID]) {
        self.init()
        recordZoneIDs = zoneIDs
    }

    /// An operation that fetches all the database's zones.
    /// - Returns: The operation.
    open class func fetchAllRecordZonesOperation() -> Self { self.init() }

    override func end(with error: CKError) {
        for id in recordZoneIDs ?? [] {
            perRecordZoneResultBlock?(id, .failure(error))
        }
        fetchRecordZonesResultBlock?(.failure(error))
        fetchRecordZonesCompletionBlock?(nil, error)
    }
}
