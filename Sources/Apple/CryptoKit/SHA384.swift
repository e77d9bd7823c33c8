import Foundation

/// An implementation of Secure Hashing Algorithm 2 (SHA-2) hashing with a 384-bit digest:
/// SHA-512 with its own initial state, cut to 48 bytes (FIPS 180-4 §6.5).
public struct SHA384: HashFunction {
    /// The number of bytes that represents the hash function's internal state.
    public static let blockByteCount = 128
    /// The number of bytes in a SHA384 digest.
    public static let byteCount = 48
    /// The digest type for a SHA384 hash function.
    public typealias Digest = SHA384Digest

    /// The first 64 bits of the fractional parts of the square roots of the 9th to 16th primes (§5.3.4).
    private var engine = MerkleDamgard(SHA512Compression(initialState: [
        0xcbbb9d5dc1059ed8, 0x629a292a367cd507, 0x9159015a3070dd17, 0x152fecd8f70e5939,
        0x67332667ffc00b31, 0x8eb44a8768581511, 0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4,
    ]))

    /// Creates a SHA384 hash function.
    public init() {}

    /// Incrementally updates the hash function with the contents of the buffer.
    /// - Parameter bufferPointer: A pointer to the next block of data.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        engine.update(bufferPointer)
    }

    /// Finalizes the hash function and returns the computed digest.
    /// - Returns: The digest of the data.
    public func finalize() -> SHA384Digest {
        SHA384Digest(storage: DigestBytes(bytes: Array(engine.finalized().prefix(Self.byteCount))))
    }
}

/// The output of a Secure Hashing Algorithm 2 (SHA-2) hash with a 384-bit digest.
public struct SHA384Digest: Digest {
    let storage: DigestBytes

    /// The number of bytes in the digest.
    public static var byteCount: Int { 48 }

    /// A human-readable description of the digest: "SHA384 digest: " and the hexadecimal bytes.
    public var description: String { storage.description(algorithm: "SHA384") }

    /// An iterator over the digest's bytes.
    /// - Returns: The iterator.
    public func makeIterator() -> Array<UInt8>.Iterator { storage.bytes.makeIterator() }

    /// Calls the closure with the digest's bytes.
    /// - Parameter body: A closure that reads the bytes; the pointer is valid only during the call.
    /// - Returns: What the closure returns.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.bytes.withUnsafeBytes(body)
    }

    /// Hashes the digest's bytes into the hasher.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) { storage.hash(into: &hasher) }
}
