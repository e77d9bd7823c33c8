// Identities (`SecIdentity`): a certificate with its private key. None exists on Linux (no key
// is ever made), so the functions that read one fail.
import Foundation

/// A certificate with its private key: never made on Linux.
public final class SecIdentity: NSObject, @unchecked Sendable {
    /// An identity.
    override init() { super.init() }
}

/// An identity's certificate.
/// - Parameters:
///   - identityRef: The identity.
///   - certificateRef: Set to the certificate: left nil.
/// - Returns: `errSecItemNotFound`.
public func SecIdentityCopyCertificate(_ identityRef: SecIdentity, _ certificateRef: UnsafeMutablePointer<SecCertificate?>) -> OSStatus {
    errSecItemNotFound
}

/// An identity's private key.
/// - Parameters:
///   - identityRef: The identity.
///   - privateKeyRef: Set to the key: left nil.
/// - Returns: `errSecItemNotFound`.
public func SecIdentityCopyPrivateKey(_ identityRef: SecIdentity, _ privateKeyRef: UnsafeMutablePointer<SecKey?>) -> OSStatus {
    errSecItemNotFound
}
