// CloudKit's push notifications (`CKNotification` and its kinds), read from a remote
// notification's user-info dictionary as an app delegate receives it: the `aps` alert's texts,
// badge, sound and category, and CloudKit's `ck` payload — container, notification and
// subscription IDs, and for a query notification the reason, record ID and fields, for a zone
// notification the zone. `CKNotification(fromRemoteNotificationDictionary:)` gives the kind the
// payload is (`as? CKQueryNotification`), and nil for a payload that is not CloudKit's.
import Foundation

/// Makes notifications of the kind their payload is: `CKNotification` and its kinds conform (a
/// protocol, not class-bound, so that its initialiser may give a subclass's instance).
public protocol CKNotificationFromPayload {}

extension CKNotificationFromPayload {
    /// The notification a remote notification's user info holds, of the kind its payload is
    /// (`CKQueryNotification`, `CKRecordZoneNotification` or `CKDatabaseNotification`).
    /// - Parameter notificationDictionary: The remote notification's user info.
    /// - Returns: Nil when the dictionary is not a CloudKit notification or not of this kind.
    public init?(fromRemoteNotificationDictionary notificationDictionary: [AnyHashable: Any]) {
        guard let notification = CKNotification.make(notificationDictionary) as? Self else { return nil }
        self = notification
    }
}

/// A push notification CloudKit sent for a subscription.
open class CKNotification: NSObject, CKNotificationFromPayload, @unchecked Sendable {
    /// A notification's ID.
    public final class ID: NSObject, NSCopying, @unchecked Sendable {
        let value: String
        init(_ value: String) {
            self.value = value
            super.init()
        }
        /// Whether `object` is the same ID.
        /// - Parameter object: Another object.
        /// - Returns: Whether they are equal.
        public override func isEqual(_ object: Any?) -> Bool { (object as? ID)?.value == value }
        /// The ID's hash.
        public override var hash: Int { value.hashValue }
        /// The ID itself: IDs are immutable.
        /// - Parameter zone: Unused.
        /// - Returns: The ID.
        public func copy(with zone: NSZone? = nil) -> Any { self }
        /// The ID's text.
        public override var description: String { value }
    }

    /// What a notification is about.
    public enum NotificationType: Int, Sendable, Hashable {
        /// Records matching a query subscription changed.
        case query = 1
        /// A record zone changed.
        case recordZone = 2
        /// A notification marked as read.
        case readNotification = 3
        /// A database changed.
        case database = 4
    }

    /// What the notification is about.
    public let notificationType: NotificationType
    /// The notification's ID.
    public let notificationID: CKNotification.ID?
    /// The container the notification is from.
    public let containerIdentifier: String?
    /// The ID of the user who owns the subscription.
    public let subscriptionOwnerUserRecordID: CKRecord.ID?
    /// Whether the notification was pruned to fit a push's size.
    public let isPruned: Bool
    /// The subscription the notification is for.
    public let subscriptionID: CKSubscription.ID?
    /// The alert's text.
    public let alertBody: String?
    /// The localisation key of the alert's text.
    public let alertLocalizationKey: String?
    /// The values filling the alert's localised text.
    public let alertLocalizationArgs: [String]?
    /// The alert's title.
    public let title: String?
    /// The localisation key of the title.
    public let titleLocalizationKey: String?
    /// The values filling the localised title.
    public let titleLocalizationArgs: [String]?
    /// The alert's subtitle.
    public let subtitle: String?
    /// The localisation key of the subtitle.
    public let subtitleLocalizationKey: String?
    /// The values filling the localised subtitle.
    public let subtitleLocalizationArgs: [String]?
    /// The localisation key of the alert's action button.
    public let alertActionLocalizationKey: String?
    /// The launch image.
    public let alertLaunchImage: String?
    /// The app's badge number.
    public let badge: NSNumber?
    /// The sound played.
    public let soundName: String?
    /// The notification's category.
    public let category: String?

    /// The parts of a payload.
    struct Payload {
        let aps: [String: Any]
        let ck: [String: Any]
        let alert: [String: Any]
        let body: [String: Any]
        let scope: CKDatabase.Scope
        let zoneID: CKRecordZone.ID?
    }

    init(type: NotificationType, payload: Payload) {
        let ck = payload.ck, alert = payload.alert
        notificationType = type
        notificationID = (ck["nid"] as? String).map(ID.init)
        containerIdentifier = ck["cid"] as? String
        subscriptionOwnerUserRecordID = (ck["ckuserid"] as? String).map { CKRecord.ID(recordName: $0) }
        isPruned = (ck["p"] as? Bool) ?? ((ck["p"] as? NSNumber)?.boolValue ?? false)
        subscriptionID = payload.body["sid"] as? String
        alertBody = alert["body"] as? String ?? (payload.aps["alert"] as? String)
        alertLocalizationKey = alert["loc-key"] as? String
        alertLocalizationArgs = alert["loc-args"] as? [String]
        title = alert["title"] as? String
        titleLocalizationKey = alert["title-loc-key"] as? String
        titleLocalizationArgs = alert["title-loc-args"] as? [String]
        subtitle = alert["subtitle"] as? String
        subtitleLocalizationKey = alert["subtitle-loc-key"] as? String
        subtitleLocalizationArgs = alert["subtitle-loc-args"] as? [String]
        alertActionLocalizationKey = alert["action-loc-key"] as? String
        alertLaunchImage = alert["launch-image"] as? String
        badge = (payload.aps["badge"] as? NSNumber) ?? (payload.aps["badge"] as? Int).map { NSNumber(value: $0) }
        soundName = payload.aps["sound"] as? String
        category = payload.aps["category"] as? String
        super.init()
    }

    /// The notification a payload holds, of its kind.
    static func make(_ dictionary: [AnyHashable: Any]) -> CKNotification? {
        guard let ck = dictionary["ck"] as? [String: Any] else { return nil }
        let aps = dictionary["aps"] as? [String: Any] ?? [:]
        let alert = aps["alert"] as? [String: Any] ?? [:]
        func payload(_ body: [String: Any]) -> Payload {
            let scope = CKDatabase.Scope(rawValue: (body["dbs"] as? Int) ?? (body["dbs"] as? NSNumber)?.intValue ?? 0) ?? .public
            let zoneID = (body["zid"] as? String).map { CKRecordZone.ID(zoneName: $0, ownerName: body["zoid"] as? String ?? CKCurrentUserDefaultName) }
            return Payload(aps: aps, ck: ck, alert: alert, body: body, scope: scope, zoneID: zoneID)
        }
        if let query = ck["qry"] as? [String: Any] { return CKQueryNotification(payload: payload(query)) }
        if let zone = ck["fet"] as? [String: Any] { return CKRecordZoneNotification(payload: payload(zone)) }
        if let database = ck["met"] as? [String: Any] { return CKDatabaseNotification(payload: payload(database)) }
        return CKNotification(type: .readNotification, payload: payload([:]))
    }
}

/// A notification that records matching a query subscription were created, updated or deleted.
open class CKQueryNotification: CKNotification, @unchecked Sendable {
    /// What happened to the record.
    public enum Reason: Int, Sendable, Hashable {
        /// It was created.
        case recordCreated = 1
        /// It was updated.
        case recordUpdated = 2
        /// It was deleted.
        case recordDeleted = 3
    }

    /// What happened to the record.
    public let queryNotificationReason: Reason
    /// The fields the subscription's notification info asked for (`desiredKeys`).
    public let recordFields: [String: Any]?
    /// The record's ID.
    public let recordID: CKRecord.ID?
    /// The database the record is in.
    public let databaseScope: CKDatabase.Scope

    init(payload: Payload) {
        let body = payload.body
        let reason = (body["fo"] as? Int) ?? (body["fo"] as? NSNumber)?.intValue ?? 1
        queryNotificationReason = Reason(rawValue: reason) ?? .recordCreated
        recordFields = body["af"] as? [String: Any]
        recordID = (body["rid"] as? String).map { CKRecord.ID(recordName: $0, zoneID: payload.zoneID ?? .default) }
        databaseScope = payload.scope
        super.init(type: .query, payload: payload)
    }
}

/// A notification that a record zone changed.
open class CKRecordZoneNotification: CKNotification, @unchecked Sendable {
    /// The zone.
    public let recordZoneID: CKRecordZone.ID?
    /// The database the zone is in.
    public let databaseScope: CKDatabase.Scope

    init(payload: Payload) {
        recordZoneID = payload.zoneID
        databaseScope = payload.scope
        super.init(type: .recordZone, payload: payload)
    }
}

/// A notification that a database changed.
open class CKDatabaseNotification: CKNotification, @unchecked Sendable {
    /// The database.
    public let databaseScope: CKDatabase.Scope

    init(payload: Payload) {
        databaseScope = payload.scope
        super.init(type: .database, payload: payload)
    }
}
