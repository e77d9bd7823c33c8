// `SecRandomCopyBytes`: bytes from the system's random number generator (real randomness, as
// the keys and nonces apps make with it need).
import Foundation

/// A source of random bytes: only the default one exists.
public final class SecRandom: @unchecked Sendable {
    /// The one generator.
    init() {}
}

/// The default random number generator.
public let kSecRandomDefault: SecRandom? = SecRandom()

/// Fills memory with cryptographically secure random bytes.
/// - Parameters:
///   - rnd: The generator: `kSecRandomDefault` or nil.
///   - count: How many bytes.
///   - bytes: Where to write them (`&bytes` of a `[UInt8]`, a buffer's base address).
/// - Returns: `errSecSuccess`.
public func SecRandomCopyBytes(_ rnd: SecRandom?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    var offset = 0
    while offset < count {
        let word = generator.next()
        let chunk = min(8, count - offset)
        withUnsafeBytes(of: word) { source in
            bytes.advanced(by: offset).copyMemory(from: source.baseAddress!, byteCount: chunk)
        }
        offset += chunk
    }
    return errSecSuccess
}
