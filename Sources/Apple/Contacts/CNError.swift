// The Contacts framework's errors, with Apple's codes: what the store throws when access was
// declined, a record is missing, or a predicate is not one of `CNContact`'s.
import Foundation

/// The domain of the Contacts framework's errors.
public let CNErrorDomain = "CNErrorDomain"
/// The records an error is about.
public let CNErrorUserInfoAffectedRecordsKey = "CNAffectedRecords"
/// The identifiers of the records an error is about.
public let CNErrorUserInfoAffectedRecordIdentifiersKey = "CNAffectedRecordIdentifiers"
/// The validation errors a save failed with.
public let CNErrorUserInfoValidationErrorsKey = "CNValidationErrors"
/// The keys an error is about.
public let CNErrorUserInfoKeyPathsKey = "CNKeyPaths"

/// An error of the Contacts framework (`CNError.Code`), with Apple's codes.
public struct CNError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable, Hashable {
        /// The store could not be reached.
        case communicationError = 1
        /// The store's data could not be read or written.
        case dataAccessError = 2
        /// The app has no access to contacts.
        case authorizationDenied = 100
        /// No account the app may write to.
        case noAccessableWritableContainers = 101
        /// The app asked for keys it may not read (the note, without the entitlement).
        case unauthorizedKeys = 102
        /// The person turned the feature off.
        case featureDisabledByUser = 103
        /// The feature is not available.
        case featureNotAvailable = 104
        /// A record the request names is not in the store.
        case recordDoesNotExist = 200
        /// A record added is already in the store.
        case insertedRecordAlreadyExists = 201
        /// A group would contain itself.
        case containmentCycle = 202
        /// A group's member is in another account.
        case containmentScope = 203
        /// A record's parent is not in the store.
        case parentRecordDoesNotExist = 204
        /// An identifier is not a record's.
        case recordIdentifierInvalid = 205
        /// A record cannot be changed.
        case recordNotWritable = 206
        /// A record's account cannot be changed.
        case parentContainerNotWritable = 207
        /// Several values were not valid.
        case validationMultipleErrors = 300
        /// A value was of the wrong type.
        case validationTypeMismatch = 301
        /// A value was configured wrongly.
        case validationConfigurationError = 302
        /// The predicate is not one of `CNContact`'s.
        case predicateInvalid = 400
        /// A policy does not allow the request.
        case policyViolation = 500
        /// A client identifier is not valid.
        case clientIdentifierInvalid = 600
        /// A client identifier is unknown.
        case clientIdentifierDoesNotExist = 601
        /// Two client identifiers collide.
        case clientIdentifierCollision = 602
        /// The change history no longer reaches the token.
        case changeHistoryExpired = 603
        /// The change history's token is not valid.
        case changeHistoryInvalidAnchor = 604
        /// The change history's request is not valid.
        case changeHistoryInvalidFetchRequest = 605
        /// A vCard could not be read.
        case vCardMalformed = 700
        /// A vCard could not be summarised.
        case vCardSummarizationError = 701
    }

    /// What went wrong.
    public let code: Code
    /// The identifiers of the records the error is about.
    public let affectedRecordIdentifiers: [String]

    /// An error of `code`.
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - affectedRecordIdentifiers: The identifiers of the records it is about.
    public init(_ code: Code, affectedRecordIdentifiers: [String] = []) {
        self.code = code
        self.affectedRecordIdentifiers = affectedRecordIdentifiers
    }

    /// The error's domain.
    public static var errorDomain: String { CNErrorDomain }
    /// The error's code as a number.
    public var errorCode: Int { code.rawValue }
    /// What went wrong, in words, and the records it is about.
    public var errorUserInfo: [String: Any] {
        var info: [String: Any] = [NSLocalizedDescriptionKey: code.summary]
        if !affectedRecordIdentifiers.isEmpty { info[CNErrorUserInfoAffectedRecordIdentifiersKey] = affectedRecordIdentifiers }
        return info
    }
    /// A readable message.
    public var description: String { "CNError \(code.rawValue) (\(code)): \(code.summary)" }

    /// The app has no access to contacts.
    public static var authorizationDenied: Code { .authorizationDenied }
    /// A record the request names is not in the store.
    public static var recordDoesNotExist: Code { .recordDoesNotExist }
    /// A record added is already in the store.
    public static var insertedRecordAlreadyExists: Code { .insertedRecordAlreadyExists }
    /// The predicate is not one of `CNContact`'s.
    public static var predicateInvalid: Code { .predicateInvalid }
    /// The app asked for keys it may not read.
    public static var unauthorizedKeys: Code { .unauthorizedKeys }
}

extension CNError.Code {
    /// The code in words.
    var summary: String {
        switch self {
        case .authorizationDenied: "Access Denied"
        case .recordDoesNotExist: "Updated Record Does Not Exist"
        case .insertedRecordAlreadyExists: "Inserted Record Already Exists"
        case .predicateInvalid: "Invalid Predicate"
        case .unauthorizedKeys: "Unauthorized Keys"
        default: "The operation couldn’t be completed (CNErrorDomain error \(rawValue).)"
        }
    }

    /// `catch CNError.authorizationDenied`: whether `error` is a Contacts error of `code`.
    /// - Parameters:
    ///   - code: The code to match.
    ///   - error: The error thrown.
    /// - Returns: Whether they match.
    public static func ~= (code: CNError.Code, error: any Error) -> Bool { (error as? CNError)?.code == code }
}
