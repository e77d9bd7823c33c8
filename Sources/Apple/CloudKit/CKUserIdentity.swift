// A CloudKit user's identity (`CKUserIdentity`): record ID, name and how they were looked up.
// No identity is ever discovered on a device signed out of iCloud; a share's owner is the
// current user, with no name.
import Foundation

/// Who a CloudKit user is.
open class CKUserIdentity: NSObject, @unchecked Sendable {
    /// How a user is looked up: an email address, a phone number or a record ID.
    open class LookupInfo: NSObject, @unchecked Sendable {
        /// The email address.
        public let emailAddress: String?
        /// The phone number.
        public let phoneNumber: String?
        /// The user's record ID.
        public let userRecordID: CKRecord.ID?

        /// Lookup by email address.
        /// - Parameter emailAddress: The address.
        public init(emailAddress: String) {
            self.emailAddress = emailAddress
            phoneNumber = nil
            userRecordID = nil
            super.init()
        }

        /// Lookup by phone number.
        /// - Parameter phoneNumber: The number.
        public init(phoneNumber: String) {
            emailAddress = nil
            self.phoneNumber = phoneNumber
            userRecordID = nil
            super.init()
        }

        /// Lookup by record ID.
        /// - Parameter userRecordID: The user's record ID.
        public init(userRecordID: CKRecord.ID) {
            emailAddress = nil
            phoneNumber = nil
            self.userRecordID = userRecordID
            super.init()
        }
    }

    /// The user's record ID.
    public let userRecordID: CKRecord.ID?
    /// How the user was looked up.
    public let lookupInfo: CKUserIdentity.LookupInfo?
    /// The user's name.
    public let nameComponents: PersonNameComponents?
    /// Whether the user has an iCloud account.
    public let hasiCloudAccount: Bool
    /// The identifiers of the contacts that match the user.
    public let contactIdentifiers: [String]

    init(userRecordID: CKRecord.ID?, lookupInfo: LookupInfo? = nil, nameComponents: PersonNameComponents? = nil, hasiCloudAccount: Bool) {
        self.userRecordID = userRecordID
        self.lookupInfo = lookupInfo
        self.nameComponents = nameComponents
        self.hasiCloudAccount = hasiCloudAccount
        contactIdentifiers = []
        super.init()
    }
}
