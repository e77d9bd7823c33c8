// CloudKit's errors, with Apple's domain, codes and user-info keys: what every database call and
// operation fails with here (`.notAuthenticated`, as on a device signed out of iCloud), and what
// apps read from them (partial errors by item, the retry delay, the server's record).
import Foundation

/// The domain of CloudKit's errors.
public let CKErrorDomain = "CKErrorDomain"
/// The user-info key of a partial failure's errors, by the ID of the item each is for.
public let CKPartialErrorsByItemIDKey = "CKPartialErrors"
/// The user-info key of the record a save's changes were based on, when the server's changed.
public let CKRecordChangedErrorAncestorRecordKey = "AncestorRecord"
/// The user-info key of the server's version of a record a save conflicted with.
public let CKRecordChangedErrorServerRecordKey = "ServerRecord"
/// The user-info key of the record the client tried to save, when it conflicted.
public let CKRecordChangedErrorClientRecordKey = "ClientRecord"
/// The user-info key of the number of seconds to wait before retrying.
public let CKErrorRetryAfterKey = "CKRetryAfter"
/// The user-info key saying the person reset their encrypted data.
public let CKErrorUserDidResetEncryptedDataKey = "CKErrorUserDidResetEncryptedDataKey"

/// An error of CloudKit (`CKError.Code`), with Apple's codes.
public struct CKError: Error, Hashable, @unchecked Sendable, CustomNSError, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable, Hashable {
        /// CloudKit failed inside.
        case internalError = 1
        /// Some items of a request failed (see `partialErrorsByItemID`).
        case partialFailure = 2
        /// The network is not available.
        case networkUnavailable = 3
        /// The network is available but CloudKit could not be reached.
        case networkFailure = 4
        /// The container is unknown or not authorised.
        case badContainer = 5
        /// CloudKit is unavailable.
        case serviceUnavailable = 6
        /// Too many requests: wait `retryAfterSeconds`.
        case requestRateLimited = 7
        /// The app lacks the CloudKit entitlement.
        case missingEntitlement = 8
        /// There is no iCloud account (or it is restricted): what every request fails with here.
        case notAuthenticated = 9
        /// The user may not do this.
        case permissionFailure = 10
        /// The item does not exist.
        case unknownItem = 11
        /// The request is malformed.
        case invalidArguments = 12
        /// The results were truncated (no longer used).
        case resultsTruncated = 13
        /// The record changed on the server since it was fetched.
        case serverRecordChanged = 14
        /// The server rejected the request.
        case serverRejectedRequest = 15
        /// An asset's file was not found.
        case assetFileNotFound = 16
        /// An asset's file changed while it was being saved.
        case assetFileModified = 17
        /// The app is too old for the container.
        case incompatibleVersion = 18
        /// A unique field's value is already used.
        case constraintViolation = 19
        /// The operation was cancelled.
        case operationCancelled = 20
        /// A change token expired: fetch again from scratch.
        case changeTokenExpired = 21
        /// An atomic request failed because one of its items did.
        case batchRequestFailed = 22
        /// The zone is busy: retry later.
        case zoneBusy = 23
        /// The operation cannot be run on this database.
        case badDatabase = 24
        /// The person's iCloud storage is full.
        case quotaExceeded = 25
        /// The zone does not exist.
        case zoneNotFound = 26
        /// The request is too large.
        case limitExceeded = 27
        /// The person deleted the zone in Settings.
        case userDeletedZone = 28
        /// A share has too many participants.
        case tooManyParticipants = 29
        /// A record is already shared.
        case alreadyShared = 30
        /// A record's parent or share reference names a record that does not exist.
        case referenceViolation = 31
        /// A managed account restricts this.
        case managedAccountRestricted = 32
        /// A participant may need to verify their account.
        case participantMayNeedVerification = 33
        /// The server's response was lost.
        case serverResponseLost = 34
        /// An asset is not available.
        case assetNotAvailable = 35
        /// The account is temporarily unavailable.
        case accountTemporarilyUnavailable = 36
    }

    /// What went wrong.
    public let code: Code
    /// More about the error: descriptions, partial errors, the retry delay, records (never
    /// changed once the error is made).
    public let userInfo: [String: Any]

    /// An error of `code`.
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - userInfo: More about it (for example `CKErrorRetryAfterKey`, `CKPartialErrorsByItemIDKey`).
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        var info = userInfo
        if info[NSLocalizedDescriptionKey] == nil { info[NSLocalizedDescriptionKey] = code.summary }
        self.userInfo = info
    }

    /// The error's domain: "CKErrorDomain".
    public static var errorDomain: String { CKErrorDomain }
    /// The error's code as a number.
    public var errorCode: Int { code.rawValue }
    /// More about the error, as `NSError` gives it.
    public var errorUserInfo: [String: Any] { userInfo }
    /// A readable message.
    public var description: String {
        "<CKError: \"\(code.name)\" (\(code.rawValue)); \"\(userInfo[NSLocalizedDescriptionKey].map { "\($0)" } ?? "")\">"
    }

    /// The errors of a partial failure's items, by the item's ID (a record's, zone's or
    /// subscription's).
    public var partialErrorsByItemID: [AnyHashable: any Error]? {
        errorUserInfo[CKPartialErrorsByItemIDKey] as? [AnyHashable: any Error]
    }
    /// The record a conflicting save's changes were based on.
    public var ancestorRecord: CKRecord? { errorUserInfo[CKRecordChangedErrorAncestorRecordKey] as? CKRecord }
    /// The server's version of a record a save conflicted with.
    public var serverRecord: CKRecord? { errorUserInfo[CKRecordChangedErrorServerRecordKey] as? CKRecord }
    /// The record the client tried to save, when it conflicted.
    public var clientRecord: CKRecord? { errorUserInfo[CKRecordChangedErrorClientRecordKey] as? CKRecord }
    /// How many seconds to wait before retrying, when CloudKit says.
    public var retryAfterSeconds: Double? {
        switch errorUserInfo[CKErrorRetryAfterKey] {
        case let number as NSNumber: number.doubleValue
        case let seconds as Double: seconds
        case let seconds as Int: Double(seconds)
        default: nil
        }
    }

    /// Errors are equal when their codes and descriptions are.
    /// - Parameters:
    ///   - lhs: An error.
    ///   - rhs: Another.
    /// - Returns: Whether they are equal.
    public static func == (lhs: CKError, rhs: CKError) -> Bool {
        lhs.code == rhs.code && lhs.description == rhs.description
    }

    /// Hashes the code.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// CloudKit failed inside.
    public static var internalError: Code { .internalError }
    /// Some items of a request failed.
    public static var partialFailure: Code { .partialFailure }
    /// The network is not available.
    public static var networkUnavailable: Code { .networkUnavailable }
    /// CloudKit could not be reached.
    public static var networkFailure: Code { .networkFailure }
    /// The container is unknown or not authorised.
    public static var badContainer: Code { .badContainer }
    /// CloudKit is unavailable.
    public static var serviceUnavailable: Code { .serviceUnavailable }
    /// Too many requests.
    public static var requestRateLimited: Code { .requestRateLimited }
    /// The app lacks the CloudKit entitlement.
    public static var missingEntitlement: Code { .missingEntitlement }
    /// There is no iCloud account.
    public static var notAuthenticated: Code { .notAuthenticated }
    /// The user may not do this.
    public static var permissionFailure: Code { .permissionFailure }
    /// The item does not exist.
    public static var unknownItem: Code { .unknownItem }
    /// The request is malformed.
    public static var invalidArguments: Code { .invalidArguments }
    /// The results were truncated.
    public static var resultsTruncated: Code { .resultsTruncated }
    /// The record changed on the server.
    public static var serverRecordChanged: Code { .serverRecordChanged }
    /// The server rejected the request.
    public static var serverRejectedRequest: Code { .serverRejectedRequest }
    /// An asset's file was not found.
    public static var assetFileNotFound: Code { .assetFileNotFound }
    /// An asset's file changed while it was being saved.
    public static var assetFileModified: Code { .assetFileModified }
    /// The app is too old for the container.
    public static var incompatibleVersion: Code { .incompatibleVersion }
    /// A unique field's value is already used.
    public static var constraintViolation: Code { .constraintViolation }
    /// The operation was cancelled.
    public static var operationCancelled: Code { .operationCancelled }
    /// A change token expired.
    public static var changeTokenExpired: Code { .changeTokenExpired }
    /// An atomic request failed because one of its items did.
    public static var batchRequestFailed: Code { .batchRequestFailed }
    /// The zone is busy.
    public static var zoneBusy: Code { .zoneBusy }
    /// The operation cannot be run on this database.
    public static var badDatabase: Code { .badDatabase }
    /// The person's iCloud storage is full.
    public static var quotaExceeded: Code { .quotaExceeded }
    /// The zone does not exist.
    public static var zoneNotFound: Code { .zoneNotFound }
    /// The request is too large.
    public static var limitExceeded: Code { .limitExceeded }
    /// The person deleted the zone.
    public static var userDeletedZone: Code { .userDeletedZone }
    /// A share has too many participants.
    public static var tooManyParticipants: Code { .tooManyParticipants }
    /// A record is already shared.
    public static var alreadyShared: Code { .alreadyShared }
    /// A reference names a record that does not exist.
    public static var referenceViolation: Code { .referenceViolation }
    /// A managed account restricts this.
    public static var managedAccountRestricted: Code { .managedAccountRestricted }
    /// A participant may need to verify their account.
    public static var participantMayNeedVerification: Code { .participantMayNeedVerification }
    /// The server's response was lost.
    public static var serverResponseLost: Code { .serverResponseLost }
    /// An asset is not available.
    public static var assetNotAvailable: Code { .assetNotAvailable }
    /// The account is temporarily unavailable.
    public static var accountTemporarilyUnavailable: Code { .accountTemporarilyUnavailable }

    /// The error every request of a device signed out of iCloud fails with.
    static var noAccount: CKError { CKError(.notAuthenticated) }
}

extension CKError.Code {
    /// CloudKit's short name of the code.
    var name: String {
        switch self {
        case .notAuthenticated: "Not Authenticated"
        case .partialFailure: "Partial Failure"
        case .networkUnavailable: "Network Unavailable"
        case .networkFailure: "Network Failure"
        case .unknownItem: "Unknown Item"
        case .serverRecordChanged: "Server Record Changed"
        case .operationCancelled: "Operation Cancelled"
        default: "\(self)"
        }
    }

    /// What went wrong, in words.
    var summary: String {
        switch self {
        case .notAuthenticated: "This request requires an authenticated account"
        case .partialFailure: "Failed to modify some records"
        case .networkUnavailable, .networkFailure: "The Internet connection appears to be offline."
        case .unknownItem: "Record not found"
        case .operationCancelled: "Operation was cancelled"
        case .requestRateLimited: "Request rate limited"
        case .quotaExceeded: "Quota exceeded"
        case .zoneNotFound: "Zone does not exist"
        case .serverRecordChanged: "Record was changed on the server"
        case .accountTemporarilyUnavailable: "Account temporarily unavailable"
        default: "CloudKit error \(rawValue) (\(self))"
        }
    }

    /// `catch CKError.notAuthenticated`: whether `error` is a CloudKit error of `code`.
    /// - Parameters:
    ///   - code: The code to match.
    ///   - error: The error thrown.
    /// - Returns: Whether they match.
    public static func ~= (code: CKError.Code, error: any Error) -> Bool { (error as? CKError)?.code == code }
}
