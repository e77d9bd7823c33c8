import Foundation

/// General cryptography errors used by CryptoKit.
///
/// Nothing in this module throws yet (hashes and HMAC cannot fail); the cases are Apple's, for
/// code that catches them.
public enum CryptoKitError: Error, Sendable {
    /// The key size is incorrect.
    case incorrectKeySize
    /// The parameter size is incorrect.
    case incorrectParameterSize
    /// The authentication tag or signature is incorrect.
    case authenticationFailure
    /// The underlying corecrypto library is unable to complete the requested action.
    case underlyingCoreCryptoError(error: Int32)
    /// The framework can't wrap the specified key.
    case wrapFailure
    /// The framework can't unwrap the specified key.
    case unwrapFailure
    /// The parameter is invalid.
    case invalidParameter
}
