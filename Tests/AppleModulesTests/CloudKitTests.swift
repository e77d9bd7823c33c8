import CloudKit
import Foundation
import Testing

/// `import CloudKit` as apps use it, on an iPhone signed out of iCloud: records, IDs, zones,
/// queries and subscriptions are real values; the account is `.noAccount`, and every database
/// call and operation ends with `CKError(.notAuthenticated)`, later, on a background queue.
@Suite struct CloudKitTests {
    /// What callbacks report, from whichever thread calls them.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String] = []
        private var caller: Thread?
        func add(_ entry: String) { lock.withLock { entries.append(entry) } }
        var all: [String] { lock.withLock { entries } }

        /// Makes a call that answers through a callback, and notes that it returned. The callback
        /// runs on a background queue, so it may come before or after "returned"; what must never
        /// happen is that it runs inside the call, on the caller's thread.
        func call(_ body: () -> Void) {
            lock.withLock { caller = Thread.current }
            body()
            lock.withLock { caller = nil }
            add("returned")
        }

        /// Whether a callback runs synchronously, inside `call`.
        var insideCall: Bool { lock.withLock { caller === Thread.current } }
    }

    @Test func aRecordKeepsItsValuesAndChangedKeys() throws {
        let record = CKRecord(recordType: "DodoCode")
        #expect(record.recordType == "DodoCode")
        #expect(record.allKeys().isEmpty && record.changedKeys().isEmpty)
        #expect(record.creationDate == nil && record.modificationDate == nil && record.recordChangeTag == nil)

        record["islandName"] = "Nook"
        record["upvotes"] = 3
        record["rating"] = 4.5
        record["open"] = true
        record["date"] = Date(timeIntervalSince1970: 1_000)
        record["data"] = Data([1, 2, 3])
        record["tags"] = ["fruit", "bells"]
        record["location"] = CLLocation(latitude: 48.85, longitude: 2.35)

        #expect(record["islandName"] as? String == "Nook")
        #expect(record["upvotes"] as? Int == 3)
        // Kept as NSNumber, as Apple's bridging keeps it: an Int reads back as a Double too.
        #expect(record["upvotes"] as? Double == 3.0)
        #expect(record["rating"] as? Double == 4.5)
        #expect(record["open"] as? Bool == true)
        #expect(record["date"] as? Date == Date(timeIntervalSince1970: 1_000))
        #expect(record["data"] as? Data == Data([1, 2, 3]))
        #expect(record["tags"] as? [String] == ["fruit", "bells"])
        #expect((record["location"] as? CLLocation)?.coordinate.latitude == 48.85)
        let typed: String? = record["islandName"]
        #expect(typed == "Nook")
        let count: Int? = record["upvotes"]
        #expect(count == 3)

        // `record[key] = value + 1`, as ACHNBrowserUI upvotes.
        record["upvotes"] = (record["upvotes"] as? Int ?? 0) + 1
        #expect(record["upvotes"] as? Int == 4)

        #expect(record.allKeys() == ["islandName", "upvotes", "rating", "open", "date", "data", "tags", "location"])
        record["data"] = nil
        #expect(record["data"] == nil)
        #expect(!record.allKeys().contains("data"))
        #expect(record.changedKeys().contains("data"))

        record.setValuesForKeys(["name": "Tom Nook", "fee": 100])
        #expect(record.object(forKey: "name") as? String == "Tom Nook")
        #expect(record.value(forKey: "fee") as? Int == 100)
        #expect((record.value(forKey: "recordID") as? CKRecord.ID) == record.recordID)

        record.encryptedValues["secret"] = "bells"
        #expect(record.encryptedValues["secret"] as? String == "bells")
        #expect(record["secret"] == nil)
        #expect(record.allKeys().last == "secret")

        let copy = try #require(record.copy() as? CKRecord)
        copy["islandName"] = "Other"
        #expect(record["islandName"] as? String == "Nook")
        #expect(copy.recordID == record.recordID)
    }

    @Test func idsZonesAndReferences() {
        let id = CKRecord.ID()
        #expect(UUID(uuidString: id.recordName) != nil)
        #expect(id.zoneID == CKRecordZone.ID.default)
        #expect(id.zoneID.zoneName == "_defaultZone" && id.zoneID.ownerName == CKCurrentUserDefaultName)
        #expect(CKRecord.ID(recordName: "a") == CKRecord.ID(recordName: "a"))
        #expect(CKRecord.ID(recordName: "a") != CKRecord.ID(recordName: "a", zoneID: CKRecordZone.ID(zoneName: "Codes")))
        var byID: [CKRecord.ID: Int] = [:]
        byID[CKRecord.ID(recordName: "x")] = 1
        #expect(byID[CKRecord.ID(recordName: "x")] == 1)

        let zone = CKRecordZone(zoneName: "Codes")
        #expect(zone.zoneID.zoneName == "Codes")
        #expect(zone.capabilities.contains(.fetchChanges))
        #expect(CKRecordZone.default().zoneID == .default && CKRecordZone.default().capabilities.isEmpty)

        let owner = CKRecord(recordType: "DreamCode", zoneID: zone.zoneID)
        #expect(owner.recordID.zoneID == zone.zoneID)
        let reference = CKRecord.Reference(record: owner, action: .deleteSelf)
        #expect(reference.recordID == owner.recordID && reference.action == .deleteSelf)
        let comment = CKRecord(recordType: "Comment")
        comment["owner"] = reference
        #expect((comment["owner"] as? CKRecord.Reference) == reference)
        comment.setParent(owner)
        #expect(comment.parent?.recordID == owner.recordID && comment.parent?.action == CKRecord.Reference.Action.none)

        let asset = CKAsset(fileURL: URL(fileURLWithPath: "/tmp/photo.jpg"))
        comment["photo"] = asset
        #expect((comment["photo"] as? CKAsset)?.fileURL?.path == "/tmp/photo.jpg")

        let share = CKShare(rootRecord: owner)
        #expect(share.recordType == "cloudkit.share")
        #expect(owner.share?.recordID == share.recordID)
        #expect(share.owner.role == .owner && share.participants.count == 1 && share.url == nil)
        share[CKShare.SystemFieldKey.title] = "My code"
        #expect(share[CKShare.SystemFieldKey.title] as? String == "My code")
    }

    @Test func queriesAndSubscriptionsKeepWhatTheyAreGiven() {
        let query = CKQuery(recordType: "DodoCode", predicate: NSPredicate(value: true))
        query.sortDescriptors = [NSSortDescriptor(keyPath: \CKRecord.recordType, ascending: false)]
        #expect(query.recordType == "DodoCode" && query.sortDescriptors?.count == 1)
        #expect(query.predicate == NSPredicate(value: true))

        let subscription = CKQuerySubscription(recordType: "DodoCode", predicate: NSPredicate(value: true),
                                               options: [.firesOnRecordCreation, .firesOnRecordUpdate])
        let info = CKSubscription.NotificationInfo()
        info.titleLocalizationKey = "ACDodoCode.notification.title"
        info.soundName = "default"
        subscription.notificationInfo = info
        #expect(subscription.subscriptionType == .query && subscription.recordType == "DodoCode")
        #expect(subscription.querySubscriptionOptions == [.firesOnRecordCreation, .firesOnRecordUpdate])
        #expect(subscription.notificationInfo?.soundName == "default")
        #expect(UUID(uuidString: subscription.subscriptionID) != nil)
        #expect(CKDatabaseSubscription(subscriptionID: "all").subscriptionType == .database)
        #expect(CKRecordZoneSubscription(zoneID: .default).zoneID == .default)
    }

    @Test func aRemoteNotificationIsReadAsItsKind() throws {
        let userInfo: [AnyHashable: Any] = [
            "aps": ["alert": ["title-loc-key": "ACDodoCode.notification.title", "body": "New code"], "sound": "default", "badge": 2],
            "ck": ["ce": 2, "cid": "iCloud.com.example.app", "nid": "n-1",
                   "qry": ["dbs": 1, "fo": 2, "rid": "code-7", "sid": "sub-1", "zid": "_defaultZone", "zoid": "_defaultOwner",
                           "af": ["islandName": "Nook"]]],
        ]
        let notification = try #require(CKNotification(fromRemoteNotificationDictionary: userInfo))
        let query = try #require(notification as? CKQueryNotification)
        #expect(query.notificationType == .query && query.subscriptionID == "sub-1")
        #expect(query.queryNotificationReason == .recordUpdated && query.recordID?.recordName == "code-7")
        #expect(query.databaseScope == .public && query.recordFields?["islandName"] as? String == "Nook")
        #expect(query.titleLocalizationKey == "ACDodoCode.notification.title" && query.alertBody == "New code")
        #expect(query.soundName == "default" && query.badge == 2 && query.containerIdentifier == "iCloud.com.example.app")
        #expect(CKQueryNotification(fromRemoteNotificationDictionary: userInfo) != nil)
        #expect(CKDatabaseNotification(fromRemoteNotificationDictionary: userInfo) == nil)

        let zone = CKNotification(fromRemoteNotificationDictionary: ["ck": ["fet": ["dbs": 2, "sid": "z", "zid": "Codes", "zoid": "_defaultOwner"]]])
        #expect((zone as? CKRecordZoneNotification)?.recordZoneID?.zoneName == "Codes")
        #expect((zone as? CKRecordZoneNotification)?.databaseScope == .private)
        #expect(CKNotification(fromRemoteNotificationDictionary: ["aps": ["alert": "Hi"]]) == nil)
    }

    @Test func errorsCarryTheirCodesAndUserInfo() {
        let error = CKError(.requestRateLimited, userInfo: [CKErrorRetryAfterKey: 3.5])
        #expect(error.code == .requestRateLimited && error.errorCode == 7 && CKError.errorDomain == "CKErrorDomain")
        #expect(error.retryAfterSeconds == 3.5)
        let id = CKRecord.ID(recordName: "a")
        let partial = CKError(.partialFailure, userInfo: [CKPartialErrorsByItemIDKey: [id: CKError(.unknownItem)] as [AnyHashable: any Error]])
        #expect((partial.partialErrorsByItemID?[id] as? CKError)?.code == .unknownItem)
        let nsError = CKError(.notAuthenticated) as NSError
        #expect(nsError.domain == CKErrorDomain && nsError.code == 9)
        #expect(CKError(.notAuthenticated).localizedDescription == "This request requires an authenticated account")
        switch CKError(.notAuthenticated) as any Error {
        case CKError.notAuthenticated: break
        default: Issue.record("not matched")
        }
    }

    @Test func theAccountIsSignedOut() async throws {
        let container = CKContainer.default()
        #expect(container === CKContainer.default())
        #expect(try await container.accountStatus() == .noAccount)
        let log = Log()
        let status = await withCheckedContinuation { continuation in
            log.call {
                container.accountStatus { status, error in
                    log.add("main \(Thread.isMainThread) inside \(log.insideCall) error \(error == nil)")
                    continuation.resume(returning: status)
                }
            }
        }
        #expect(status == .noAccount)
        #expect(log.all.sorted() == ["main false inside false error true", "returned"])
        let idError = await withCheckedContinuation { continuation in
            container.fetchUserRecordID { id, error in continuation.resume(returning: (id, error as? CKError)) }
        }
        #expect(idError.0 == nil && idError.1?.code == .notAuthenticated)
        await #expect(throws: CKError(.notAuthenticated)) { try await container.userRecordID() }
        #expect(CKContainer(identifier: "iCloud.com.example").containerIdentifier == "iCloud.com.example")
        #expect(container.privateCloudDatabase.databaseScope == .private && container.publicCloudDatabase.databaseScope == .public)
        #expect(container.database(with: .shared) === container.sharedCloudDatabase)
    }

    @Test func anOperationsBlocksGetNotAuthenticatedLater() async {
        let database = CKContainer.default().publicCloudDatabase
        let first = CKRecord(recordType: "DodoCode"), second = CKRecord(recordType: "DodoCode")
        let deleted = CKRecord.ID(recordName: "old")
        let log = Log()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let operation = CKModifyRecordsOperation(recordsToSave: [first, second], recordIDsToDelete: [deleted])
            operation.savePolicy = .changedKeys
            operation.perRecordSaveBlock = { id, result in
                if case let .failure(error) = result { log.add("save \(id == first.recordID ? "first" : "second") \((error as? CKError)?.code == .notAuthenticated) inside \(log.insideCall)") }
            }
            operation.perRecordDeleteBlock = { id, result in
                if case let .failure(error) = result { log.add("delete \(id.recordName) \((error as? CKError)?.code == .notAuthenticated) inside \(log.insideCall)") }
            }
            operation.modifyRecordsResultBlock = { result in
                if case let .failure(error) = result { log.add("result \((error as? CKError)?.code == .notAuthenticated) inside \(log.insideCall)") }
            }
            operation.modifyRecordsCompletionBlock = { saved, deletedIDs, error in
                log.add("completion \(saved == nil) \(deletedIDs == nil) \((error as? CKError)?.code == .notAuthenticated) main \(Thread.isMainThread) inside \(log.insideCall)")
                continuation.resume()
            }
            log.call { database.add(operation) }
        }
        // The blocks run later, in this order, on a background queue, never inside the call
        // (whether before or after it returns depends on the schedule: "returned" is anywhere).
        #expect(log.all.filter { $0 != "returned" } == ["save first true inside false", "save second true inside false", "delete old true inside false",
                                                        "result true inside false", "completion true true true main false inside false"])
        #expect(log.all.contains("returned"))
        #expect(first.creationDate == nil)

        let queryLog = Log()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let operation = CKQueryOperation(query: CKQuery(recordType: "DodoCode", predicate: NSPredicate(value: true)))
            operation.resultsLimit = 20
            operation.recordMatchedBlock = { _, _ in queryLog.add("matched") }
            operation.queryResultBlock = { result in
                if case let .failure(error) = result { queryLog.add("result \((error as? CKError)?.code == .notAuthenticated)") }
            }
            operation.queryCompletionBlock = { cursor, error in
                queryLog.add("completion \(cursor == nil) \((error as? CKError)?.code == .notAuthenticated)")
                continuation.resume()
            }
            CKContainer.default().add(operation)
        }
        #expect(queryLog.all == ["result true", "completion true true"])
        #expect(CKQueryOperation.maximumResults == 0)

        let fetchLog = Log()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let operation = CKFetchRecordsOperation(recordIDs: [CKRecord.ID(recordName: "a")])
            operation.perRecordResultBlock = { id, _ in fetchLog.add("record \(id.recordName)") }
            operation.fetchRecordsCompletionBlock = { records, error in
                fetchLog.add("completion \(records == nil) \((error as? CKError)?.code == .notAuthenticated)")
                continuation.resume()
            }
            let queue = OperationQueue()
            queue.addOperation(operation)
        }
        #expect(fetchLog.all == ["record a", "completion true true"])
    }

    @Test func aCancelledOperationEndsCancelled() async {
        let code = await withCheckedContinuation { continuation in
            let operation = CKModifySubscriptionsOperation(subscriptionsToSave: nil, subscriptionIDsToDelete: ["sub"])
            operation.modifySubscriptionsCompletionBlock = { _, _, error in continuation.resume(returning: (error as? CKError)?.code) }
            operation.cancel()
            CKContainer.default().privateCloudDatabase.add(operation)
        }
        #expect(code == .operationCancelled)
    }

    @Test func databaseCallsFail() async throws {
        let database = CKContainer.default().privateCloudDatabase
        let record = CKRecord(recordType: "Note")
        let log = Log()
        let error = await withCheckedContinuation { continuation in
            log.call {
                database.perform(CKQuery(recordType: "Note", predicate: NSPredicate(value: true)), inZoneWith: nil) { records, error in
                    log.add("records \(records == nil) inside \(log.insideCall)")
                    continuation.resume(returning: error as? CKError)
                }
            }
        }
        #expect(error?.code == .notAuthenticated)
        #expect(log.all.sorted() == ["records true inside false", "returned"])
        let saveError = await withCheckedContinuation { continuation in
            database.save(record) { saved, error in continuation.resume(returning: (saved, error as? CKError)) }
        }
        #expect(saveError.0 == nil && saveError.1?.code == .notAuthenticated)
        let subscriptions = await withCheckedContinuation { continuation in
            database.fetchAllSubscriptions { subs, error in continuation.resume(returning: (subs, error as? CKError)) }
        }
        #expect(subscriptions.0 == nil && subscriptions.1?.code == .notAuthenticated)

        await #expect(throws: CKError(.notAuthenticated)) { try await database.save(record) }
        await #expect(throws: CKError(.notAuthenticated)) {
            try await database.records(matching: CKQuery(recordType: "Note", predicate: NSPredicate(value: true)))
        }
        await #expect(throws: CKError(.notAuthenticated)) { try await database.record(for: record.recordID) }
        await #expect(throws: CKError(.notAuthenticated)) { try await database.allRecordZones() }
        await #expect(throws: CKError(.notAuthenticated)) { try await database.modifyRecords(saving: [record], deleting: []) }
        #expect(record.creationDate == nil)
    }
}
