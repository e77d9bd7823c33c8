import Foundation

/// A type that represents a message authentication code.
///
/// Like a digest, a code is a sequence of its bytes; comparing codes takes constant time, so
/// checking one does not tell an attacker how close a forgery came.
public protocol MessageAuthenticationCode: ContiguousBytes, CustomStringConvertible, Hashable, Sendable, Sequence where Element == UInt8 {
    /// The number of bytes in the message authentication code.
    var byteCount: Int { get }
}

extension MessageAuthenticationCode {
    /// Determines whether two codes are equal, in time that does not depend on where they differ.
    /// - Parameters:
    ///   - lhs: A code.
    ///   - rhs: Another code of the same type.
    /// - Returns: Whether their bytes are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        constantTimeEquals(lhs, rhs)
    }

    /// Determines whether a code is equivalent to a collection of bytes, in time that does not
    /// depend on where they differ.
    /// - Parameters:
    ///   - lhs: A code.
    ///   - rhs: Bytes, such as a signature received with a request.
    /// - Returns: Whether the code's bytes are those bytes.
    public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool {
        constantTimeEquals(lhs, Array(rhs))
    }
}
