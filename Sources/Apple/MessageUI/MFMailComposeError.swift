// The errors a mail composer reports when saving or sending fails, with MessageUI's domain and
// codes. Never reported on Linux (no composer is shown); apps switch over them.
import Foundation

/// The domain of the mail composer's errors.
public let MFMailComposeErrorDomain = "MFMailComposeErrorDomain"

/// An error of the mail composer (`MFMailComposeError.Code`), with MessageUI's codes.
public struct MFMailComposeError: Error, Hashable, Sendable, CustomNSError {
    /// What failed.
    public enum Code: Int, Sendable, Hashable {
        /// The draft could not be saved.
        case saveFailed = 0
        /// The mail could not be sent.
        case sendFailed = 1
    }

    /// What failed.
    public let code: Code

    /// An error of a code.
    /// - Parameter code: What failed.
    public init(_ code: Code) { self.code = code }

    /// The error's domain: "MFMailComposeErrorDomain".
    public static var errorDomain: String { MFMailComposeErrorDomain }
    /// The error's code as a number.
    public var errorCode: Int { code.rawValue }

    /// The draft could not be saved.
    public static var saveFailed: Code { .saveFailed }
    /// The mail could not be sent.
    public static var sendFailed: Code { .sendFailed }
}
