// Shares (`CKShare`) and their participants (`CKShare.Participant`): a share is a record of type
// "cloudkit.share" made for a root record (which then refers to it) or a whole zone, with a
// public permission, a title and the owner — the current user — as its participant. Nothing is
// saved on a device signed out of iCloud, so a share has no URL.
import Foundation

/// The record type of shares.
public let CKRecordTypeShare = "cloudkit.share"
/// The record name of a zone-wide share.
public let CKRecordNameZoneWideShare = "cloudkit.zoneshare"

/// A record that shares a record hierarchy or a zone with other users.
open class CKShare: CKRecord, @unchecked Sendable {
    /// Names of a share's system fields.
    public enum SystemFieldKey {
        /// The share's title (a `String`).
        public static let title = "cloudkit.title"
        /// The share's thumbnail (`Data`).
        public static let thumbnailImageData = "cloudkit.thumbnailImageData"
        /// The shared content's uniform type identifier (a `String`).
        public static let shareType = "cloudkit.type"
    }

    /// What a participant may do.
    public enum ParticipantPermission: Int, Sendable, Hashable {
        /// Not known.
        case unknown = 0
        /// Nothing.
        case none = 1
        /// Read the shared records.
        case readOnly = 2
        /// Read and change the shared records.
        case readWrite = 3
    }

    /// A participant's role.
    public enum ParticipantRole: Int, Sendable, Hashable {
        /// Not known.
        case unknown = 0
        /// The share's owner.
        case owner = 1
        /// Can add and remove participants.
        case administrator = 2
        /// Invited by the owner.
        case privateUser = 3
        /// Joined through the share's public URL.
        case publicUser = 4
    }

    /// Whether a participant accepted the share.
    public enum ParticipantAcceptanceStatus: Int, Sendable, Hashable {
        /// Not known.
        case unknown = 0
        /// Invited, not yet accepted.
        case pending = 1
        /// Accepted.
        case accepted = 2
        /// Removed.
        case removed = 3
    }

    /// A user a share is shared with.
    open class Participant: NSObject, NSCopying, @unchecked Sendable {
        /// Who the participant is.
        public let userIdentity: CKUserIdentity
        /// The participant's role.
        open var role: ParticipantRole
        /// Whether the participant accepted the share.
        public internal(set) var acceptanceStatus: ParticipantAcceptanceStatus
        /// What the participant may do.
        open var permission: ParticipantPermission

        init(userIdentity: CKUserIdentity, role: ParticipantRole, acceptanceStatus: ParticipantAcceptanceStatus, permission: ParticipantPermission) {
            self.userIdentity = userIdentity
            self.role = role
            self.acceptanceStatus = acceptanceStatus
            self.permission = permission
            super.init()
        }

        /// A copy of the participant.
        /// - Parameter zone: Unused.
        /// - Returns: The copy.
        open func copy(with zone: NSZone? = nil) -> Any {
            Participant(userIdentity: userIdentity, role: role, acceptanceStatus: acceptanceStatus, permission: permission)
        }
    }

    /// What anyone with the share's URL may do (`.none`: only invited participants).
    open var publicPermission: ParticipantPermission = .none
    /// The share's URL: nil until it is saved (never, here).
    open internal(set) var url: URL?
    /// The share's participants, the owner first.
    open private(set) var participants: [Participant]
    /// The share's owner: the current user.
    open var owner: Participant { participants[0] }
    /// The current user's participant: the owner.
    open var currentUserParticipant: Participant? { owner }

    private static func makeOwner() -> Participant {
        Participant(userIdentity: CKUserIdentity(userRecordID: CKRecord.ID(recordName: CKCurrentUserDefaultName), hasiCloudAccount: false),
                    role: .owner, acceptanceStatus: .accepted, permission: .readWrite)
    }

    /// A share of a record and its children, with a new ID in the record's zone; the record's
    /// `share` then refers to it.
    /// - Parameter rootRecord: The record.
    public convenience init(rootRecord: CKRecord) {
        self.init(rootRecord: rootRecord, shareID: CKRecord.ID(recordName: "Share-\(UUID().uuidString)", zoneID: rootRecord.recordID.zoneID))
    }

    /// A share of a record and its children, with an ID; the record's `share` then refers to it.
    /// - Parameters:
    ///   - rootRecord: The record.
    ///   - shareID: The share's ID.
    public init(rootRecord: CKRecord, shareID: CKRecord.ID) {
        participants = [Self.makeOwner()]
        super.init(recordType: CKRecordTypeShare, recordID: shareID)
        rootRecord.share = CKRecord.Reference(recordID: shareID, action: .none)
    }

    /// A share of a whole zone.
    /// - Parameter recordZoneID: The zone.
    public init(recordZoneID: CKRecordZone.ID) {
        participants = [Self.makeOwner()]
        super.init(recordType: CKRecordTypeShare, recordID: CKRecord.ID(recordName: CKRecordNameZoneWideShare, zoneID: recordZoneID))
    }

    /// Adds a participant (once).
    /// - Parameter participant: The participant.
    open func addParticipant(_ participant: Participant) {
        guard !participants.contains(where: { $0 === participant }) else { return }
        participant.acceptanceStatus = participant.acceptanceStatus == .unknown ? .pending : participant.acceptanceStatus
        participants.append(participant)
    }

    /// Removes a participant (not the owner).
    /// - Parameter participant: The participant.
    open func removeParticipant(_ participant: Participant) {
        guard participant !== owner else { return }
        participants.removeAll { $0 === participant }
        participant.acceptanceStatus = .removed
    }
}
