import Foundation

/// The sizes that a symmetric cryptographic key can take.
public struct SymmetricKeySize: Sendable {
    /// The number of bits in the key.
    public let bitCount: Int

    /// A size of a number of bits.
    /// - Parameter bitCount: The number of bits, a positive multiple of 8: keys are whole bytes.
    public init(bitCount: Int) {
        precondition(bitCount > 0 && bitCount % 8 == 0, "a key size is a positive multiple of 8 bits")
        self.bitCount = bitCount
    }

    /// A size of 128 bits.
    public static let bits128 = SymmetricKeySize(bitCount: 128)
    /// A size of 192 bits.
    public static let bits192 = SymmetricKeySize(bitCount: 192)
    /// A size of 256 bits.
    public static let bits256 = SymmetricKeySize(bitCount: 256)
}
