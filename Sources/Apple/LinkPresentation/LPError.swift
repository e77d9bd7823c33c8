// LinkPresentation's errors, with Apple's codes: what a metadata fetch fails with here (no
// network) or when it is cancelled.
import Foundation

/// The domain of LinkPresentation's errors.
public let LPErrorDomain = "LPErrorDomain"

/// An error of LinkPresentation (`LPError.Code`), with Apple's codes.
public struct LPError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable, Hashable {
        /// An unknown problem.
        case unknown = 1
        /// The metadata could not be fetched (on Linux, every web page's: there is no network).
        case metadataFetchFailed = 2
        /// The app cancelled the fetch.
        case metadataFetchCancelled = 3
        /// The fetch took longer than the provider's timeout.
        case metadataFetchTimedOut = 4
        /// The system did not allow the fetch.
        case metadataFetchNotAllowed = 5
    }

    /// What went wrong.
    public let code: Code

    /// An error of `code`.
    /// - Parameter code: What went wrong.
    public init(_ code: Code) { self.code = code }

    /// The error's domain.
    public static var errorDomain: String { LPErrorDomain }
    /// The error's code as a number.
    public var errorCode: Int { code.rawValue }
    /// What went wrong, in words.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: code.summary] }
    /// A readable message.
    public var description: String { "LPError \(code.rawValue) (\(code)): \(code.summary)" }

    /// An unknown problem.
    public static var unknown: Code { .unknown }
    /// The metadata could not be fetched.
    public static var metadataFetchFailed: Code { .metadataFetchFailed }
    /// The app cancelled the fetch.
    public static var metadataFetchCancelled: Code { .metadataFetchCancelled }
    /// The fetch timed out.
    public static var metadataFetchTimedOut: Code { .metadataFetchTimedOut }
    /// The system did not allow the fetch.
    public static var metadataFetchNotAllowed: Code { .metadataFetchNotAllowed }
}

extension LPError.Code {
    /// The code in words.
    var summary: String {
        switch self {
        case .unknown: "An unknown error occurred"
        case .metadataFetchFailed: "The link's metadata could not be fetched"
        case .metadataFetchCancelled: "The metadata fetch was cancelled"
        case .metadataFetchTimedOut: "The metadata fetch timed out"
        case .metadataFetchNotAllowed: "The metadata fetch was not allowed"
        }
    }

    /// `catch LPError.metadataFetchFailed`: whether `error` is a LinkPresentation error of `code`.
    /// - Parameters:
    ///   - code: The code to match.
    ///   - error: The error thrown.
    /// - Returns: Whether they match.
    public static func ~= (code: LPError.Code, error: any Error) -> Bool { (error as? LPError)?.code == code }
}
