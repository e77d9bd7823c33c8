// A container's database (`CKDatabase`): public, private or shared. On a device signed out of
// iCloud every call fails with `CKError(.notAuthenticated)`: completion handlers are called
// later, on a background queue, with nil results and the error; async calls throw it; operations
// added to the database run on CloudKit's operation queue and end with it.
import Foundation

/// One of a container's databases.
open class CKDatabase: NSObject, @unchecked Sendable {
    /// Which of a container's databases.
    public enum Scope: Int, Sendable, Hashable, CustomStringConvertible {
        /// The public database, shared by every user of the app.
        case `public` = 1
        /// The current user's private database.
        case `private` = 2
        /// The records other users shared with the current user.
        case shared = 3

        /// The scope's name.
        public var description: String {
            switch self {
            case .public: "Public"
            case .private: "Private"
            case .shared: "Shared"
            }
        }
    }

    /// Which database this is.
    public let databaseScope: Scope
    /// The container it belongs to (held strongly: a database outlives the expression that made
    /// its container, as CloudKit's do).
    let container: CKContainer

    init(container: CKContainer, scope: Scope) {
        self.container = container
        databaseScope = scope
        super.init()
    }

    private static var failure: CKError { CKError.noAccount }

    private func fail(_ report: @escaping @Sendable (CKError) -> Void) {
        CloudDelivery.later { report(Self.failure) }
    }

    /// Runs an operation on the database: it ends with `CKError(.notAuthenticated)`.
    /// - Parameter operation: The operation.
    open func add(_ operation: CKDatabaseOperation) {
        operation.database = self
        if operation.configuration.container == nil { operation.configuration.container = container }
        CloudDelivery.operations.addOperation(operation)
    }

    // MARK: Records, with completion handlers

    /// Fetches a record.
    /// - Parameters:
    ///   - recordID: The record's ID.
    ///   - completionHandler: Called later with nil and `CKError(.notAuthenticated)`.
    open func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        fail { completionHandler(nil, $0) }
    }

    /// Fetches records.
    /// - Parameters:
    ///   - recordIDs: The records' IDs.
    ///   - desiredKeys: The fields to fetch (nil: all).
    ///   - completionHandler: Called later with `CKError(.notAuthenticated)`.
    open func fetch(withRecordIDs recordIDs: [CKRecord.ID], desiredKeys: [CKRecord.FieldKey]? = nil,
                    completionHandler: @escaping @Sendable (Result<[CKRecord.ID: Result<CKRecord, any Error>], any Error>) -> Void) {
        fail { completionHandler(.failure($0)) }
    }

    /// Saves a record.
    /// - Parameters:
    ///   - record: The record.
    ///   - completionHandler: Called later with nil and `CKError(.notAuthenticated)`.
    open func save(_ record: CKRecord, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        fail { completionHandler(nil, $0) }
    }

    /// Deletes a record.
    /// - Parameters:
    ///   - recordID: The record's ID.
    ///   - completionHandler: Called later with nil and `CKError(.notAuthenticated)`.
    open func delete(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        fail { completionHandler(nil, $0) }
    }

    /// Runs a query.
    /// - Parameters:
    ///   - query: The query.
    ///   - zoneID: The zone to search (nil: the default zone).
    ///   - completionHandler: Called later with nil and `CKError(.notAuthenticated)`.
    open func perform(_ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?,
                      completionHandler: @escaping @Sendable ([CKRecord]?, (any Error)?) -> Void) {
        fail { completionHandler(nil, $0) }
    }

    /// Runs a query, the iOS 15 way.
    /// - Parameters:
    ///   - query: The query.
    ///   - zoneID: The zone to search (nil: the default zone).
    ///   - desiredKeys: The fields to fetch (nil: all).
    ///   - resultsLimit: How many records to fetch.
    ///   - completionHandler: Called later with `CKError(.notAuthenticated)`.
    open func fetch(withQuery query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
                    resultsLimit: Int = CKQueryOperation.maximumResults,
                    completionHandler: @escaping @Sendable (Result<(matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?), any Error>) -> Void) {
        fail { completionHandler(.failure($0)) }
    }

    /// Saves and deletes records.
    /// - Parameters:
    ///   - recordsToSave: The records to save.
    ///   - recordIDsToDelete: The IDs of the records to delete.
    ///   - savePolicy: Which changes are sent.
    ///   - atomically: Whether the changes are all-or-nothing.
    ///   - completionHandler: Called later with `CKError(.notAuthenticated)`.
    open func modifyRecords(saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
                            savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged, atomically: Bool = true,
                            completionHandler: @escaping @Sendable (Result<(saveResults: [CKRecord.ID: Result<CKRecord, any Error>], deleteResults: [CKRecord.ID: Result<Void, any Error>]), any Error>) -> Void) {
        fail { completionHandler(.failure($0)) }
    }

    // MARK: Records, async

    /// Fetches a record.
    /// - Parameter recordID: The record's ID.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw Self.failure }

    /// Fetches records.
    /// - Parameters:
    ///   - ids: The records' IDs.
    ///   - desiredKeys: The fields to fetch (nil: all).
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func records(for ids: [CKRecord.ID], desiredKeys: [CKRecord.FieldKey]? = nil) async throws -> [CKRecord.ID: Result<CKRecord, any Error>] {
        throw Self.failure
    }

    /// Saves a record.
    /// - Parameter record: The record.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func save(_ record: CKRecord) async throws -> CKRecord { throw Self.failure }

    /// Deletes a record.
    /// - Parameter recordID: The record's ID.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { throw Self.failure }

    /// Runs a query.
    /// - Parameters:
    ///   - query: The query.
    ///   - zoneID: The zone to search (nil: the default zone).
    ///   - desiredKeys: The fields to fetch (nil: all).
    ///   - resultsLimit: How many records to fetch.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func records(matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
                      resultsLimit: Int = CKQueryOperation.maximumResults) async throws
        -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw Self.failure
    }

    /// Fetches a query's next batch.
    /// - Parameters:
    ///   - queryCursor: Where the batch starts.
    ///   - desiredKeys: The fields to fetch (nil: all).
    ///   - resultsLimit: How many records to fetch.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func records(continuingMatchFrom queryCursor: CKQueryOperation.Cursor, desiredKeys: [CKRecord.FieldKey]? = nil,
                      resultsLimit: Int = CKQueryOperation.maximumResults) async throws
        -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw Self.failure
    }

    /// Saves and deletes records.
    /// - Parameters:
    ///   - recordsToSave: The records to save.
    ///   - recordIDsToDelete: The IDs of the records to delete.
    ///   - savePolicy: Which changes are sent.
    ///   - atomically: Whether the changes are all-or-nothing.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func modifyRecords(saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
                            savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged, atomically: Bool = true) async throws
        -> (saveResults: [CKRecord.ID: Result<CKRecord, any Error>], deleteResults: [CKRecord.ID: Result<Void, any Error>]) {
        throw Self.failure
    }

    // MARK: Zones

    /// Fetches all the database's zones.
    /// - Parameter completionHandler: Called later with nil and `CKError(.notAuthenticated)`.
    open func fetchAllRecordZones(completionHandler: @escaping @Sendable ([CKRecordZone]?, (any Error)?) -> Void) {
        fail { completionHandler(nil, $0) }
    }

    /// Fetches a zone.
    /// - Parameters:
    ///   - zoneID: The zone's ID.
    ///   - completionHandler: Called later with nil and `CKError(.notAuthenticated)`.
    open func fetch(withRecordZoneID zoneID: CKRecordZone.ID, completionHandler: @escaping @Sendable (CKRecordZone?, (any Error)?) -> Void) {
        fail { completionHandler(nil, $0) }
    }

    /// Saves a zone.
    /// - Parameters:
    ///   - zone: The zone.
    ///   - completionHandler: Called later with nil and `CKError(.notAuthenticated)`.
    open func save(_ zone: CKRecordZone, completionHandler: @escaping @Sendable (CKRecordZone?, (any Error)?) -> Void) {
        fail { completionHandler(nil, $0) }
    }

    /// Deletes a zone.
    /// - Parameters:
    ///   - zoneID: The zone's ID.
    ///   - completionHandler: Called later with nil and `CKError(.notAuthenticated)`.
    open func delete(withRecordZoneID zoneID: CKRecordZone.ID, completionHandler: @escaping @Sendable (CKRecordZone.ID?, (any Error)?) -> Void) {
        fail { completionHandler(nil, $0) }
    }

    /// All the database's zones.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func allRecordZones() async throws -> [CKRecordZone] { throw Self.failure }

    /// A zone.
    /// - Parameter zoneID: The zone's ID.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func recordZone(for zoneID: CKRecordZone.ID) async throws -> CKRecordZone { throw Self.failure }

    /// Saves a zone.
    /// - Parameter zone: The zone.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func save(_ zone: CKRecordZone) async throws -> CKRecordZone { throw Self.failure }

    /// Deletes a zone.
    /// - Parameter zoneID: The zone's ID.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func deleteRecordZone(withID zoneID: CKRecordZone.ID) async throws -> CKRecordZone.ID { throw Self.failure }

    /// Saves and deletes zones.
    /// - Parameters:
    ///   - recordZonesToSave: The zones to save.
    ///   - recordZoneIDsToDelete: The IDs of the zones to delete.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func modifyRecordZones(saving recordZonesToSave: [CKRecordZone], deleting recordZoneIDsToDelete: [CKRecordZone.ID]) async throws
        -> (saveResults: [CKRecordZone.ID: Result<CKRecordZone, any Error>], deleteResults: [CKRecordZone.ID: Result<Void, any Error>]) {
        throw Self.failure
    }

    // MARK: Subscriptions

    /// Fetches all the database's subscriptions.
    /// - Parameter completionHandler: Called later with nil and `CKError(.notAuthenticated)`.
    open func fetchAllSubscriptions(completionHandler: @escaping @Sendable ([CKSubscription]?, (any Error)?) -> Void) {
        fail { completionHandler(nil, $0) }
    }

    /// Fetches a subscription.
    /// - Parameters:
    ///   - subscriptionID: The subscription's ID.
    ///   - completionHandler: Called later with nil and `CKError(.notAuthenticated)`.
    open func fetch(withSubscriptionID subscriptionID: CKSubscription.ID,
                    completionHandler: @escaping @Sendable (CKSubscription?, (any Error)?) -> Void) {
        fail { completionHandler(nil, $0) }
    }

    /// Saves a subscription.
    /// - Parameters:
    ///   - subscription: The subscription.
    ///   - completionHandler: Called later with nil and `CKError(.notAuthenticated)`.
    open func save(_ subscription: CKSubscription, completionHandler: @escaping @Sendable (CKSubscription?, (any Error)?) -> Void) {
        fail { completionHandler(nil, $0) }
    }

    /// Deletes a subscription.
    /// - Parameters:
    ///   - subscriptionID: The subscription's ID.
    ///   - completionHandler: Called later with nil and `CKError(.notAuthenticated)`.
    open func delete(withSubscriptionID subscriptionID: CKSubscription.ID,
                     completionHandler: @escaping @Sendable (CKSubscription.ID?, (any Error)?) -> Void) {
        fail { completionHandler(nil, $0) }
    }

    /// All the database's subscriptions.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func allSubscriptions() async throws -> [CKSubscription] { throw Self.failure }

    /// A subscription.
    /// - Parameter subscriptionID: The subscription's ID.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func subscription(for subscriptionID: CKSubscription.ID) async throws -> CKSubscription { throw Self.failure }

    /// Saves a subscription.
    /// - Parameter subscription: The subscription.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func save(_ subscription: CKSubscription) async throws -> CKSubscription { throw Self.failure }

    /// Deletes a subscription.
    /// - Parameter subscriptionID: The subscription's ID.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func deleteSubscription(withID subscriptionID: CKSubscription.ID) async throws -> CKSubscription.ID { throw Self.failure }

    /// Saves and deletes subscriptions.
    /// - Parameters:
    ///   - subscriptionsToSave: The subscriptions to save.
    ///   - subscriptionIDsToDelete: The IDs of the subscriptions to delete.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func modifySubscriptions(saving subscriptionsToSave: [CKSubscription], deleting subscriptionIDsToDelete: [CKSubscription.ID]) async throws
        -> (saveResults: [CKSubscription.ID: Result<CKSubscription, any Error>], deleteResults: [CKSubscription.ID: Result<Void, any Error>]) {
        throw Self.failure
    }

    /// The database as CloudKit logs it.
    open override var description: String { "<CKDatabase: \(databaseScope)>" }
}
