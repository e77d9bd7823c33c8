// Cryptographic keys as apps name them (`SecKey`, `SecKeyAlgorithm`, `SecKeyCreateRandomKey`…):
// opaque objects. No key is made on Linux: the functions that would make or use one fail with
// `errSecUnimplemented`, so code that signs or encrypts takes its error path.
import Foundation

/// A cryptographic key: never made on Linux.
public final class SecKey: NSObject, @unchecked Sendable {
    /// A key.
    override init() { super.init() }
}

/// An algorithm a key signs, verifies, encrypts or agrees keys with.
public struct SecKeyAlgorithm: RawRepresentable, Hashable, @unchecked Sendable {
    /// The algorithm's name.
    public let rawValue: CFString
    /// An algorithm by name.
    /// - Parameter rawValue: Its name.
    public init(rawValue: CFString) { self.rawValue = rawValue }

    /// ECDSA signatures of a message hashed with SHA-256, in X9.62 form.
    public static let ecdsaSignatureMessageX962SHA256 = SecKeyAlgorithm(rawValue: "algid:sign:ECDSA:message-X962:SHA256")
    /// ECDSA signatures of a SHA-256 digest, in X9.62 form.
    public static let ecdsaSignatureDigestX962SHA256 = SecKeyAlgorithm(rawValue: "algid:sign:ECDSA:digest-X962:SHA256")
    /// RSA PKCS#1 v1.5 signatures of a message hashed with SHA-256.
    public static let rsaSignatureMessagePKCS1v15SHA256 = SecKeyAlgorithm(rawValue: "algid:sign:RSA:message-PKCS1v15:SHA256")
    /// RSA PSS signatures of a message hashed with SHA-256.
    public static let rsaSignatureMessagePSSSHA256 = SecKeyAlgorithm(rawValue: "algid:sign:RSA:message-PSS:SHA256")
    /// RSA OAEP encryption with SHA-256.
    public static let rsaEncryptionOAEPSHA256 = SecKeyAlgorithm(rawValue: "algid:encrypt:RSA:OAEP:SHA256")
    /// RSA PKCS#1 v1.5 encryption.
    public static let rsaEncryptionPKCS1 = SecKeyAlgorithm(rawValue: "algid:encrypt:RSA:PKCS1")
    /// ECIES encryption, cofactor X9.63 with SHA-256 and AES-GCM.
    public static let eciesEncryptionCofactorX963SHA256AESGCM = SecKeyAlgorithm(rawValue: "algid:encrypt:ECIES:ECDHC:KDFX963:SHA256:AESGCM")
    /// ECIES encryption, cofactor, variable IV, X9.63 with SHA-256 and AES-GCM.
    public static let eciesEncryptionCofactorVariableIVX963SHA256AESGCM = SecKeyAlgorithm(rawValue: "algid:encrypt:ECIES:ECDHC:KDFX963:SHA256:AESGCM-KDFIV")
    /// ECDH key exchange, standard.
    public static let ecdhKeyExchangeStandard = SecKeyAlgorithm(rawValue: "algid:keyexchange:ECDH")
}

/// What a key can be used for.
public enum SecKeyOperationType: Int, Sendable {
    /// Signing.
    case sign = 0
    /// Verifying.
    case verify = 1
    /// Encrypting.
    case encrypt = 2
    /// Decrypting.
    case decrypt = 3
    /// Key exchange.
    case keyExchange = 4
}

/// The error the key functions set: the operation is not implemented on Linux.
private func keyUnavailable(_ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) {
    error?.pointee = Unmanaged.passRetained(NSError(domain: NSOSStatusErrorDomain, code: Int(errSecUnimplemented)))
}

/// Creates a key pair's private key: fails on Linux.
/// - Parameters:
///   - parameters: The key's type, size and attributes.
///   - error: Set to `errSecUnimplemented`.
/// - Returns: nil.
public func SecKeyCreateRandomKey(_ parameters: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecKey? {
    keyUnavailable(error)
    return nil
}

/// Creates a key from its external representation: fails on Linux.
/// - Parameters:
///   - keyData: The key's bytes.
///   - attributes: The key's type and class.
///   - error: Set to `errSecUnimplemented`.
/// - Returns: nil.
public func SecKeyCreateWithData(_ keyData: CFData, _ attributes: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecKey? {
    keyUnavailable(error)
    return nil
}

/// A private key's public key.
/// - Parameter key: The private key.
/// - Returns: nil: no key exists on Linux.
public func SecKeyCopyPublicKey(_ key: SecKey) -> SecKey? { nil }

/// A key's bytes.
/// - Parameters:
///   - key: The key.
///   - error: Set to `errSecUnimplemented`.
/// - Returns: nil.
public func SecKeyCopyExternalRepresentation(_ key: SecKey, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    keyUnavailable(error)
    return nil
}

/// A key's attributes.
/// - Parameter key: The key.
/// - Returns: An empty dictionary.
public func SecKeyCopyAttributes(_ key: SecKey) -> CFDictionary? { NSDictionary() }

/// Whether a key supports an algorithm for an operation.
/// - Parameters:
///   - key: The key.
///   - operation: The operation.
///   - algorithm: The algorithm.
/// - Returns: false.
public func SecKeyIsAlgorithmSupported(_ key: SecKey, _ operation: SecKeyOperationType, _ algorithm: SecKeyAlgorithm) -> Bool { false }

/// Signs data with a private key: fails on Linux.
/// - Parameters:
///   - key: The private key.
///   - algorithm: The signature algorithm.
///   - dataToSign: The data.
///   - error: Set to `errSecUnimplemented`.
/// - Returns: nil.
public func SecKeyCreateSignature(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ dataToSign: CFData,
                                  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    keyUnavailable(error)
    return nil
}

/// Verifies a signature with a public key: fails on Linux.
/// - Parameters:
///   - key: The public key.
///   - algorithm: The signature algorithm.
///   - signedData: The data that was signed.
///   - signature: The signature.
///   - error: Set to `errSecUnimplemented`.
/// - Returns: false.
public func SecKeyVerifySignature(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ signedData: CFData, _ signature: CFData,
                                  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    keyUnavailable(error)
    return false
}

/// Encrypts data with a public key: fails on Linux.
/// - Parameters:
///   - key: The public key.
///   - algorithm: The encryption algorithm.
///   - plaintext: The data.
///   - error: Set to `errSecUnimplemented`.
/// - Returns: nil.
public func SecKeyCreateEncryptedData(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ plaintext: CFData,
                                      _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    keyUnavailable(error)
    return nil
}

/// Decrypts data with a private key: fails on Linux.
/// - Parameters:
///   - key: The private key.
///   - algorithm: The encryption algorithm.
///   - ciphertext: The encrypted data.
///   - error: Set to `errSecUnimplemented`.
/// - Returns: nil.
public func SecKeyCreateDecryptedData(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ ciphertext: CFData,
                                      _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    keyUnavailable(error)
    return nil
}
