import Foundation

/// A symmetric cryptographic key: secret bytes shared by the parties, as HMAC uses.
public struct SymmetricKey: ContiguousBytes, Sendable {
    private let bytes: [UInt8]

    /// A key from bytes you already have, such as a key shared with a server.
    /// - Parameter data: The key's bytes.
    public init<D: ContiguousBytes>(data: D) {
        bytes = data.withUnsafeBytes { Array($0) }
    }

    /// A new random key of a size.
    ///
    /// The bytes come from `SystemRandomNumberGenerator`, the system's cryptographically secure
    /// source (getrandom on Linux).
    /// - Parameter size: The key's size.
    public init(size: SymmetricKeySize) {
        var generator = SystemRandomNumberGenerator()
        var random: [UInt8] = []
        random.reserveCapacity(size.bitCount / 8)
        while random.count < size.bitCount / 8 {
            let word: UInt64 = generator.next()
            random.append(contentsOf: word.littleEndianBytes.prefix(size.bitCount / 8 - random.count))
        }
        bytes = random
    }

    /// The number of bits in the key.
    public var bitCount: Int { bytes.count * 8 }

    /// Calls the closure with the key's bytes.
    /// - Parameter body: A closure that reads the bytes; the pointer is valid only during the call.
    /// - Returns: What the closure returns.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
}

extension SymmetricKey: Equatable {
    /// Whether two keys are the same bytes, compared in constant time.
    /// - Parameters:
    ///   - lhs: A key.
    ///   - rhs: Another key.
    /// - Returns: Whether they are equal.
    public static func == (lhs: SymmetricKey, rhs: SymmetricKey) -> Bool {
        constantTimeEquals(lhs, rhs)
    }
}
