// Record zones (`CKRecordZone`) and their IDs (`CKRecordZone.ID`): the default zone
// ("_defaultZone", owned by the current user), custom zones and their capabilities. Zones are
// only values here: saving one fails as every request does on a device signed out of iCloud.
import Foundation

/// A zone of a database, which groups related records.
open class CKRecordZone: NSObject, NSCopying, @unchecked Sendable {
    /// What a zone supports.
    public struct Capabilities: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The zone reports its changes (custom zones of the private database).
        public static let fetchChanges = Capabilities(rawValue: 1 << 0)
        /// Saves of several records are all-or-nothing.
        public static let atomic = Capabilities(rawValue: 1 << 1)
        /// Records of the zone can be shared.
        public static let sharing = Capabilities(rawValue: 1 << 2)
        /// The whole zone can be shared.
        public static let zoneWideSharing = Capabilities(rawValue: 1 << 3)
    }

    /// A zone's ID: its name and its owner.
    open class ID: NSObject, NSCopying, @unchecked Sendable {
        /// The name of the default zone.
        public static let defaultZoneName = CKRecordZoneDefaultName
        /// The default zone's ID.
        public static let `default` = CKRecordZone.ID()

        /// The zone's name.
        public let zoneName: String
        /// The name of the user who owns the zone.
        public let ownerName: String

        /// A zone's ID.
        /// - Parameters:
        ///   - zoneName: Its name (the default zone's unless given).
        ///   - ownerName: Its owner (the current user unless given).
        public init(zoneName: String = CKRecordZone.ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
            self.zoneName = zoneName
            self.ownerName = ownerName
            super.init()
        }

        /// Whether `object` is an ID with the same name and owner.
        /// - Parameter object: Another object.
        /// - Returns: Whether they are equal.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? CKRecordZone.ID else { return false }
            return zoneName == other.zoneName && ownerName == other.ownerName
        }

        /// The hash of the name and owner.
        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(zoneName)
            hasher.combine(ownerName)
            return hasher.finalize()
        }

        /// The ID itself: IDs are immutable.
        /// - Parameter zone: Unused.
        /// - Returns: The ID.
        open func copy(with zone: NSZone? = nil) -> Any { self }

        /// The ID as CloudKit logs it.
        open override var description: String { "<CKRecordZoneID: \(zoneName):\(ownerName)>" }
    }

    /// The zone's ID.
    public let zoneID: CKRecordZone.ID
    /// What the zone supports: a custom zone all but zone-wide sharing, the default zone nothing.
    open internal(set) var capabilities: Capabilities
    /// The share of the whole zone, when it is shared.
    open internal(set) var share: CKRecord.Reference?

    /// A custom zone of the current user.
    /// - Parameter zoneName: Its name.
    public convenience init(zoneName: String) {
        self.init(zoneID: CKRecordZone.ID(zoneName: zoneName))
    }

    /// A zone with an ID.
    /// - Parameter zoneID: The ID.
    public init(zoneID: CKRecordZone.ID) {
        self.zoneID = zoneID
        capabilities = zoneID.zoneName == CKRecordZoneDefaultName ? [] : [.fetchChanges, .atomic, .sharing]
        super.init()
    }

    /// The default zone.
    /// - Returns: The zone.
    open class func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }

    /// A copy of the zone.
    /// - Parameter zone: Unused.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CKRecordZone(zoneID: zoneID)
        copy.capabilities = capabilities
        copy.share = share
        return copy
    }

    /// The zone as CloudKit logs it.
    open override var description: String { "<CKRecordZone: \(zoneID.zoneName):\(zoneID.ownerName)>" }
}
