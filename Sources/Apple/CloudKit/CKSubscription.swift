// Subscriptions (`CKSubscription`): to a query's records (`CKQuerySubscription`), a zone's
// changes (`CKRecordZoneSubscription`) or a database's (`CKDatabaseSubscription`), with the
// notification each sends. They are values here: saving one fails as every request does on a
// device signed out of iCloud, so no notification ever comes.
import Foundation

/// A subscription to changes in a database, which CloudKit reports with push notifications.
open class CKSubscription: NSObject, NSCopying, @unchecked Sendable {
    /// A subscription's ID.
    public typealias ID = String

    /// What a subscription watches.
    public enum SubscriptionType: Int, Sendable, Hashable {
        /// The records that match a query.
        case query = 1
        /// A record zone.
        case recordZone = 2
        /// A whole database.
        case database = 3
    }

    /// The subscription's ID.
    public let subscriptionID: CKSubscription.ID
    /// What the subscription watches.
    public let subscriptionType: SubscriptionType
    /// What its notifications show (nil: silent notifications with no content).
    open var notificationInfo: CKSubscription.NotificationInfo?

    init(subscriptionID: CKSubscription.ID, subscriptionType: SubscriptionType) {
        self.subscriptionID = subscriptionID
        self.subscriptionType = subscriptionType
        super.init()
    }

    /// A copy of the subscription.
    /// - Parameter zone: Unused.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CKSubscription(subscriptionID: subscriptionID, subscriptionType: subscriptionType)
        copy.notificationInfo = notificationInfo
        return copy
    }

    /// The subscription as CloudKit logs it.
    open override var description: String { "<\(type(of: self)): \(subscriptionID)>" }
}

/// A subscription to the records of a type that match a predicate.
open class CKQuerySubscription: CKSubscription, @unchecked Sendable {
    /// Which changes to the matching records send a notification.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A matching record is created.
        public static let firesOnRecordCreation = Options(rawValue: 1 << 0)
        /// A matching record is updated.
        public static let firesOnRecordUpdate = Options(rawValue: 1 << 1)
        /// A matching record is deleted.
        public static let firesOnRecordDeletion = Options(rawValue: 1 << 2)
        /// The subscription ends after its first notification.
        public static let firesOnce = Options(rawValue: 1 << 3)
    }

    /// The type of the records watched.
    open var recordType: CKRecord.RecordType?
    /// Which records are watched (kept, never evaluated here).
    public let predicate: NSPredicate
    /// The zone watched (nil: all zones).
    open var zoneID: CKRecordZone.ID?
    /// Which changes send a notification.
    public let querySubscriptionOptions: Options

    /// A subscription to a query's records, with a new UUID ID.
    /// - Parameters:
    ///   - recordType: The records' type.
    ///   - predicate: Which records.
    ///   - querySubscriptionOptions: Which changes send a notification.
    public convenience init(recordType: CKRecord.RecordType, predicate: NSPredicate, options querySubscriptionOptions: Options = []) {
        self.init(recordType: recordType, predicate: predicate, subscriptionID: UUID().uuidString, options: querySubscriptionOptions)
    }

    /// A subscription to a query's records, with an ID.
    /// - Parameters:
    ///   - recordType: The records' type.
    ///   - predicate: Which records.
    ///   - subscriptionID: The subscription's ID.
    ///   - querySubscriptionOptions: Which changes send a notification.
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate, subscriptionID: CKSubscription.ID,
                options querySubscriptionOptions: Options = []) {
        self.recordType = recordType
        self.predicate = predicate
        self.querySubscriptionOptions = querySubscriptionOptions
        super.init(subscriptionID: subscriptionID, subscriptionType: .query)
    }

    /// A copy of the subscription.
    /// - Parameter zone: Unused.
    /// - Returns: The copy.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CKQuerySubscription(recordType: recordType ?? "", predicate: predicate, subscriptionID: subscriptionID,
                                       options: querySubscriptionOptions)
        copy.recordType = recordType
        copy.zoneID = zoneID
        copy.notificationInfo = notificationInfo
        return copy
    }
}

/// A subscription to the changes of a record zone.
open class CKRecordZoneSubscription: CKSubscription, @unchecked Sendable {
    /// The zone watched.
    public let zoneID: CKRecordZone.ID
    /// The type of the records watched (nil: all).
    open var recordType: CKRecord.RecordType?

    /// A subscription to a zone, with a new UUID ID.
    /// - Parameter zoneID: The zone.
    public convenience init(zoneID: CKRecordZone.ID) {
        self.init(zoneID: zoneID, subscriptionID: UUID().uuidString)
    }

    /// A subscription to a zone, with an ID.
    /// - Parameters:
    ///   - zoneID: The zone.
    ///   - subscriptionID: The subscription's ID.
    public init(zoneID: CKRecordZone.ID, subscriptionID: CKSubscription.ID) {
        self.zoneID = zoneID
        super.init(subscriptionID: subscriptionID, subscriptionType: .recordZone)
    }

    /// A copy of the subscription.
    /// - Parameter zone: Unused.
    /// - Returns: The copy.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CKRecordZoneSubscription(zoneID: zoneID, subscriptionID: subscriptionID)
        copy.recordType = recordType
        copy.notificationInfo = notificationInfo
        return copy
    }
}

/// A subscription to the changes of a whole database (private or shared).
open class CKDatabaseSubscription: CKSubscription, @unchecked Sendable {
    /// The type of the records watched (nil: all).
    open var recordType: CKRecord.RecordType?

    /// A subscription to the database, with a new UUID ID.
    public convenience init() {
        self.init(subscriptionID: UUID().uuidString)
    }

    /// A subscription to the database, with an ID.
    /// - Parameter subscriptionID: The subscription's ID.
    public init(subscriptionID: CKSubscription.ID) {
        super.init(subscriptionID: subscriptionID, subscriptionType: .database)
    }

    /// A copy of the subscription.
    /// - Parameter zone: Unused.
    /// - Returns: The copy.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CKDatabaseSubscription(subscriptionID: subscriptionID)
        copy.recordType = recordType
        copy.notificationInfo = notificationInfo
        return copy
    }
}
