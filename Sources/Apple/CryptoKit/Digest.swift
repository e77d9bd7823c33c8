import Foundation

/// A type that represents the output of a hash.
///
/// A digest is a sequence of its bytes (`Array(digest)`, `digest.map { … }`), and its
/// description is the algorithm and the bytes in hexadecimal: "SHA256 digest: ba7816bf…".
public protocol Digest: ContiguousBytes, CustomStringConvertible, Hashable, Sendable, Sequence where Element == UInt8 {
    /// The number of bytes in the digest.
    static var byteCount: Int { get }
}

extension Digest {
    /// Determines whether two digests are equal, in time that does not depend on where they differ.
    /// - Parameters:
    ///   - lhs: A digest.
    ///   - rhs: Another digest of the same type.
    /// - Returns: Whether their bytes are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        constantTimeEquals(lhs, rhs)
    }

    /// Determines whether a digest is equivalent to a collection of contiguous bytes, in time
    /// that does not depend on where they differ.
    /// - Parameters:
    ///   - lhs: A digest.
    ///   - rhs: Bytes, such as a `Data` received with a message.
    /// - Returns: Whether the digest's bytes are those bytes.
    public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool {
        constantTimeEquals(lhs, Array(rhs))
    }
}

/// The bytes of a digest of a fixed length, shared by the digest types so that each only says
/// its length and its name.
struct DigestBytes: Hashable, Sendable {
    /// The digest's bytes.
    let bytes: [UInt8]

    /// The description Apple prints: the algorithm's name, "digest:", the hexadecimal bytes.
    func description(algorithm: String) -> String {
        "\(algorithm) digest: \(hexString(bytes))"
    }

    /// Equal bytes, compared in constant time.
    static func == (lhs: DigestBytes, rhs: DigestBytes) -> Bool {
        constantTimeEquals(lhs.bytes, rhs.bytes)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(bytes)
    }
}
