// Vision's errors: `NSError`s of Vision's domain ("com.apple.vis") with Apple's codes, as Vision
// reports them. Linux: what `perform(_:)` fails with for an image it cannot read, a region of
// interest outside the image, or a revision the request does not have.
import Foundation

/// The domain of Vision's errors.
public let VNErrorDomain = "com.apple.vis"

/// The codes of Vision's errors, with Apple's values.
public enum VNErrorCode: Int, Sendable, Hashable {
    /// Create ML training failed on a transformation or image.
    case turiCoreErrorCode = -1
    /// No error.
    case OK = 0
    /// The request was cancelled.
    case requestCancelled = 1
    /// The image's format is invalid.
    case invalidFormat = 2
    /// The operation failed.
    case operationFailed = 3
    /// An index or normalised coordinate is out of bounds.
    case outOfBoundsError = 4
    /// An option is invalid.
    case invalidOption = 5
    /// Reading the image or model failed.
    case ioError = 6
    /// A required option is missing.
    case missingOption = 7
    /// The request is not implemented.
    case notImplemented = 8
    /// An internal error.
    case internalError = 9
    /// Memory ran out.
    case outOfMemory = 10
    /// An unknown error.
    case unknownError = 11
    /// The operation is invalid.
    case invalidOperation = 12
    /// The image is invalid (no dimensions, undecodable).
    case invalidImage = 13
    /// A parameter is invalid.
    case invalidArgument = 14
    /// The Core ML model is incompatible with the request.
    case invalidModel = 15
    /// The request's revision is not supported.
    case unsupportedRevision = 16
    /// The data is not available.
    case dataUnavailable = 17
    /// A time stamp was not found.
    case timeStampNotFound = 18
    /// The request is not supported.
    case unsupportedRequest = 19
    /// The operation timed out.
    case timeout = 20
    /// The compute stage is not supported.
    case unsupportedComputeStage = 21
    /// The compute device is not supported.
    case unsupportedComputeDevice = 22
}

extension VNErrorCode {
    /// An `NSError` of Vision's domain with this code and a description.
    /// - Parameter description: What went wrong.
    /// - Returns: The error.
    func error(_ description: String) -> NSError {
        NSError(domain: VNErrorDomain, code: rawValue, userInfo: [NSLocalizedDescriptionKey: description])
    }
}
