import Foundation

/// A type that performs cryptographically secure hashing.
///
/// Feed it data with `update(data:)` or `update(bufferPointer:)` and read the digest with
/// `finalize()`, or hash a whole buffer at once with `hash(data:)`.
public protocol HashFunction: Sendable {
    /// The digest type the hash function produces.
    associatedtype Digest: AppleCryptoKit.Digest

    /// The number of bytes that represents the hash function's internal state: its block.
    static var blockByteCount: Int { get }

    /// Creates a hash function, ready for data.
    init()

    /// Incrementally updates the hash function with the contents of the buffer.
    /// - Parameter bufferPointer: A pointer to the next block of data.
    mutating func update(bufferPointer: UnsafeRawBufferPointer)

    /// Finalizes the hash function and returns the computed digest.
    ///
    /// Discard the hash function afterwards; to hash more data, make a new one.
    /// - Returns: The digest of the data.
    func finalize() -> Digest
}

extension HashFunction {
    /// Incrementally updates the hash function with the given data.
    /// - Parameter data: The next block of data, such as a `Data` or an array of bytes.
    public mutating func update<D: DataProtocol>(data: D) {
        // A `DataProtocol` may be stored in pieces (`DispatchData`); each piece is contiguous.
        for region in data.regions {
            region.withUnsafeBytes { update(bufferPointer: $0) }
        }
    }

    /// Computes the digest of the data in one call.
    /// - Parameter data: The data to hash.
    /// - Returns: The digest of the data.
    public static func hash<D: DataProtocol>(data: D) -> Digest {
        var hashFunction = Self()
        hashFunction.update(data: data)
        return hashFunction.finalize()
    }
}
