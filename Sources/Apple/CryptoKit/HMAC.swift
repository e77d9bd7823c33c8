import Foundation

/// A hash-based message authentication algorithm (RFC 2104): a code that depends on both the
/// data and a secret key, so that only holders of the key can make or check it.
///
/// HMAC(K, m) = H((K' ⊕ opad) ‖ H((K' ⊕ ipad) ‖ m)), where K' is the key hashed if it is longer
/// than a block, then padded with zeros to a block.
public struct HMAC<H: HashFunction>: Sendable {
    /// The key type: a symmetric key.
    public typealias Key = SymmetricKey
    /// The authentication code type.
    public typealias MAC = HashedAuthenticationCode<H>

    /// The hash of (K' ⊕ ipad) and the data so far.
    private var inner: H
    /// The hash of (K' ⊕ opad), waiting for the inner digest.
    private var outer: H

    /// Creates a message authentication code generator.
    /// - Parameter key: The symmetric key; a key longer than the hash's block is hashed first.
    public init(key: SymmetricKey) {
        var blockKey: [UInt8] = key.withUnsafeBytes { bytes in
            bytes.count > H.blockByteCount ? Array(H.hash(data: bytes)) : Array(bytes)
        }
        blockKey.append(contentsOf: repeatElement(0, count: H.blockByteCount - blockKey.count))
        inner = H()
        inner.update(data: blockKey.map { $0 ^ 0x36 })
        outer = H()
        outer.update(data: blockKey.map { $0 ^ 0x5c })
    }

    /// Updates the code with data.
    /// - Parameter data: The next block of data to authenticate.
    public mutating func update<D: DataProtocol>(data: D) {
        inner.update(data: data)
    }

    /// Updates the code with the contents of a buffer.
    /// - Parameter bufferPointer: A pointer to the next block of data to authenticate.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        inner.update(bufferPointer: bufferPointer)
    }

    /// Finalizes the message authentication computation and returns the computed code.
    /// - Returns: The code.
    public func finalize() -> MAC {
        var outer = outer
        outer.update(data: Array(inner.finalize()))
        return HashedAuthenticationCode(digest: outer.finalize())
    }

    /// Computes a message authentication code for the data.
    /// - Parameters:
    ///   - data: The data to authenticate.
    ///   - key: The symmetric key.
    /// - Returns: The code.
    public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey) -> MAC {
        var hmac = HMAC(key: key)
        hmac.update(data: data)
        return hmac.finalize()
    }

    /// Computes a message authentication code for the contents of a buffer.
    /// - Parameters:
    ///   - bufferPointer: A pointer to the data to authenticate.
    ///   - key: The symmetric key.
    /// - Returns: The code.
    public static func authenticationCode(bufferPointer: UnsafeRawBufferPointer, using key: SymmetricKey) -> MAC {
        var hmac = HMAC(key: key)
        hmac.update(bufferPointer: bufferPointer)
        return hmac.finalize()
    }

    /// Returns whether a code is valid for the data, comparing in constant time.
    /// - Parameters:
    ///   - authenticationCode: The code to check.
    ///   - authenticatedData: The data it claims to authenticate.
    ///   - key: The symmetric key.
    /// - Returns: Whether the code is the data's code under the key.
    public static func isValidAuthenticationCode<D: DataProtocol>(_ authenticationCode: MAC, authenticating authenticatedData: D, using key: SymmetricKey) -> Bool {
        Self.authenticationCode(for: authenticatedData, using: key) == authenticationCode
    }

    /// Returns whether a code is valid for the contents of a buffer, comparing in constant time.
    /// - Parameters:
    ///   - mac: The code to check.
    ///   - bufferPointer: A pointer to the data it claims to authenticate.
    ///   - key: The symmetric key.
    /// - Returns: Whether the code is the data's code under the key.
    public static func isValidAuthenticationCode(_ mac: MAC, authenticating bufferPointer: UnsafeRawBufferPointer, using key: SymmetricKey) -> Bool {
        Self.authenticationCode(bufferPointer: bufferPointer, using: key) == mac
    }

    /// Returns whether a code given as bytes (such as a signature received with a request) is
    /// valid for the data, comparing in constant time.
    /// - Parameters:
    ///   - authenticationCode: The code's bytes.
    ///   - authenticatedData: The data it claims to authenticate.
    ///   - key: The symmetric key.
    /// - Returns: Whether the bytes are the data's code under the key.
    public static func isValidAuthenticationCode<C: ContiguousBytes, D: DataProtocol>(_ authenticationCode: C, authenticating authenticatedData: D, using key: SymmetricKey) -> Bool {
        constantTimeEquals(Self.authenticationCode(for: authenticatedData, using: key), authenticationCode)
    }
}
