// What a Spotlight query fails with, with Apple's codes: here, a query this module cannot read,
// or one cancelled before it answered.
import Foundation

/// The domain of Spotlight queries' errors.
public let CSSearchQueryErrorDomain = "CSSearchQueryErrorDomain"

/// An error of a Spotlight query (`CSSearchQueryError.Code`), with Apple's codes.
public struct CSSearchQueryError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable, Hashable {
        /// An unknown problem.
        case unknown = -2000
        /// The index could not be reached.
        case indexUnreachable = -2001
        /// The query could not be read (on Linux, one beyond the subset read: SpotlightQuery.swift).
        case invalidQuery = -2002
        /// The app cancelled the query.
        case cancelled = -2003
    }

    /// What went wrong.
    public let code: Code

    /// An error of `code`.
    /// - Parameter code: What went wrong.
    public init(_ code: Code) { self.code = code }

    /// The error's domain.
    public static var errorDomain: String { CSSearchQueryErrorDomain }
    /// The error's code as a number.
    public var errorCode: Int { code.rawValue }
    /// A readable message.
    public var description: String { "CSSearchQueryError \(code.rawValue) (\(code))" }

    /// The query could not be read.
    public static var invalidQuery: Code { .invalidQuery }
    /// The app cancelled the query.
    public static var cancelled: Code { .cancelled }
}
