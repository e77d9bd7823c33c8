// A record's ID (`CKRecord.ID`): its name, a UUID string unless given, and its zone, the default
// zone unless given. IDs are equal when their names and zones are, so they key dictionaries.
import Foundation

extension CKRecord {
    /// A record's ID: a name unique in its zone, and the zone.
    open class ID: NSObject, NSCopying, @unchecked Sendable {
        /// The record's name.
        public let recordName: String
        /// The ID of the zone the record is in.
        public let zoneID: CKRecordZone.ID

        /// An ID with a name in a zone.
        /// - Parameters:
        ///   - recordName: The name (a new UUID string unless given).
        ///   - zoneID: The zone (the default zone unless given).
        public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = .default) {
            self.recordName = recordName
            self.zoneID = zoneID
            super.init()
        }

        /// Whether `object` is an ID with the same name in the same zone.
        /// - Parameter object: Another object.
        /// - Returns: Whether they are equal.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? CKRecord.ID else { return false }
            return recordName == other.recordName && zoneID == other.zoneID
        }

        /// The hash of the name and zone.
        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(recordName)
            hasher.combine(zoneID)
            return hasher.finalize()
        }

        /// The ID itself: IDs are immutable.
        /// - Parameter zone: Unused.
        /// - Returns: The ID.
        open func copy(with zone: NSZone? = nil) -> Any { self }

        /// The ID as CloudKit logs it.
        open override var description: String {
            "<CKRecordID: \(recordName):(\(zoneID.zoneName):\(zoneID.ownerName))>"
        }
    }
}
