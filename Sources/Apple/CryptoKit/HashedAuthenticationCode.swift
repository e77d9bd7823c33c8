import Foundation

/// A hash-based message authentication code: what `HMAC` computes.
public struct HashedAuthenticationCode<H: HashFunction>: MessageAuthenticationCode {
    /// The code is the outer hash's digest (RFC 2104 §2).
    let digest: H.Digest

    /// The number of bytes in the message authentication code: the hash's digest length.
    public var byteCount: Int { H.Digest.byteCount }

    /// A human-readable description of the code: "HMAC with SHA256: " and the hexadecimal bytes.
    public var description: String { "HMAC with \(H.self): \(hexString(digest))" }

    /// An iterator over the code's bytes.
    /// - Returns: The iterator.
    public func makeIterator() -> H.Digest.Iterator { digest.makeIterator() }

    /// Calls the closure with the code's bytes.
    /// - Parameter body: A closure that reads the bytes; the pointer is valid only during the call.
    /// - Returns: What the closure returns.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try digest.withUnsafeBytes(body)
    }

    /// Whether two codes are equal, compared in constant time.
    /// - Parameters:
    ///   - lhs: A code.
    ///   - rhs: Another code.
    /// - Returns: Whether their bytes are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        constantTimeEquals(lhs, rhs)
    }

    /// Hashes the code's bytes into the hasher.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}
