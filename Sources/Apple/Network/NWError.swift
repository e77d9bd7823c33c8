// The errors connections and listeners report (`NWError`): a POSIX error, a DNS error or a TLS
// status, with their messages.
import Foundation

/// An error of a connection or listener.
public enum NWError: Error, Equatable, CustomDebugStringConvertible, LocalizedError, Sendable {
    /// A POSIX error (`.posix(.ENETDOWN)`: the network is down).
    case posix(POSIXErrorCode)
    /// A DNS service error.
    case dns(DNSServiceErrorType)
    /// A TLS error.
    case tls(OSStatus)

    /// The error's message (`POSIXErrorCode: Network is down`).
    public var debugDescription: String {
        switch self {
        case .posix(let code): return "POSIXErrorCode(rawValue: \(code.rawValue)): \(String(cString: strerror(code.rawValue)))"
        case .dns(let code): return "DNSServiceErrorType(rawValue: \(code))"
        case .tls(let status): return "OSStatus(rawValue: \(status))"
        }
    }

    /// The error's message.
    public var errorDescription: String? {
        switch self {
        case .posix(let code): return String(cString: strerror(code.rawValue))
        default: return debugDescription
        }
    }
}
