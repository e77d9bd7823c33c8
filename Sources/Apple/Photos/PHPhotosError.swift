// Photos' errors, with Apple's domain and codes: what a change that cannot be made fails with
// (an image file that is no image, a deleted asset, a change request outside a change block).
import Foundation

/// The domain of Photos' errors.
public let PHPhotosErrorDomain = "PHPhotosErrorDomain"

/// The key of an error's local identifiers (those a cloud identifier matched).
public let PHLocalIdentifiersErrorKey = "PHLocalIdentifiersErrorKey"

/// An error of Photos (`PHPhotosError.Code`), with Apple's codes.
public struct PHPhotosError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable, Hashable {
        /// An internal error (also the deprecated `invalid`).
        case internalError = -1
        /// The person cancelled.
        case userCancelled = 3072
        /// The library's volume is not mounted.
        case libraryVolumeOffline = 3114
        /// The library was moved, renamed or deleted.
        case relinquishingLibraryBundleToWriter = 3142
        /// The person switched the system photo library.
        case switchingSystemPhotoLibrary = 3143
        /// The resource is in iCloud and network access was not allowed.
        case networkAccessRequired = 3164
        /// The network failed.
        case networkError = 3169
        /// A persistent change token has expired.
        case persistentChangeTokenExpired = 3105
        /// No asset or collection has the identifier.
        case identifierNotFound = 3201
        /// Several objects have the identifier.
        case multipleIdentifiersFound = 3202
        /// The details of persistent changes are not available.
        case persistentChangeDetailsUnavailable = 3210
        /// The change is not supported as requested.
        case changeNotSupported = 3300
        /// The operation was interrupted.
        case operationInterrupted = 3301
        /// A resource is not valid (a file that is no image or video).
        case invalidResource = 3302
        /// A resource is missing.
        case missingResource = 3303
        /// There is not enough space.
        case notEnoughSpace = 3305
        /// The request is not supported for the asset (a video's image data).
        case requestNotSupportedForAsset = 3306
        /// Access is restricted.
        case accessRestricted = 3310
        /// The person denied access.
        case accessUserDenied = 3311
        /// The library is in a file provider's sync root.
        case libraryInFileProviderSyncRoot = 5423

        /// What went wrong, in words.
        var summary: String {
            switch self {
            case .identifierNotFound: return "The requested asset or collection could not be found."
            case .invalidResource: return "The resource is not a valid image or video."
            case .missingResource: return "The resource is missing."
            case .changeNotSupported: return "The change request is not supported."
            case .requestNotSupportedForAsset: return "The request is not supported for this asset."
            case .accessUserDenied: return "The user denied access to the photo library."
            case .accessRestricted: return "Access to the photo library is restricted."
            case .userCancelled: return "The user cancelled the request."
            default: return "The operation couldn’t be completed. (PHPhotosErrorDomain error \(rawValue).)"
            }
        }
    }

    /// What went wrong.
    public let code: Code

    /// An error of `code`.
    /// - Parameter code: What went wrong.
    public init(_ code: Code) { self.code = code }

    /// The error's domain: "PHPhotosErrorDomain".
    public static var errorDomain: String { PHPhotosErrorDomain }
    /// The error's code as a number.
    public var errorCode: Int { code.rawValue }
    /// What went wrong, in words.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: code.summary] }
    /// The domain, code and message.
    public var description: String { "PHPhotosErrorDomain error \(code.rawValue): \(code.summary)" }

    /// An internal error.
    public static var internalError: Code { .internalError }
    /// The deprecated name of an internal error.
    public static var invalid: Code { .internalError }
    /// The person cancelled.
    public static var userCancelled: Code { .userCancelled }
    /// The library's volume is not mounted.
    public static var libraryVolumeOffline: Code { .libraryVolumeOffline }
    /// The network is needed.
    public static var networkAccessRequired: Code { .networkAccessRequired }
    /// The network failed.
    public static var networkError: Code { .networkError }
    /// No object has the identifier.
    public static var identifierNotFound: Code { .identifierNotFound }
    /// Several objects have the identifier.
    public static var multipleIdentifiersFound: Code { .multipleIdentifiersFound }
    /// The change is not supported.
    public static var changeNotSupported: Code { .changeNotSupported }
    /// The operation was interrupted.
    public static var operationInterrupted: Code { .operationInterrupted }
    /// A resource is not valid.
    public static var invalidResource: Code { .invalidResource }
    /// A resource is missing.
    public static var missingResource: Code { .missingResource }
    /// There is not enough space.
    public static var notEnoughSpace: Code { .notEnoughSpace }
    /// The request is not supported for the asset.
    public static var requestNotSupportedForAsset: Code { .requestNotSupportedForAsset }
    /// Access is restricted.
    public static var accessRestricted: Code { .accessRestricted }
    /// The person denied access.
    public static var accessUserDenied: Code { .accessUserDenied }
}

/// Whether an error is a Photos error of a code (`catch PHPhotosError.accessUserDenied`).
/// - Parameters:
///   - code: The code.
///   - error: The error.
/// - Returns: Whether it is one.
public func ~= (code: PHPhotosError.Code, error: any Error) -> Bool {
    (error as? PHPhotosError)?.code == code
}
