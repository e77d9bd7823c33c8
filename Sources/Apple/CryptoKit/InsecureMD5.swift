import Foundation

extension Insecure {
    /// An implementation of MD5 hashing (RFC 1321). It is insecure: use it only for
    /// compatibility with services that ask for it.
    public struct MD5: HashFunction {
        /// The number of bytes that represents the hash function's internal state.
        public static let blockByteCount = 64
        /// The number of bytes in an MD5 digest.
        public static let byteCount = 16
        /// The digest type for an MD5 hash function.
        public typealias Digest = Insecure.MD5Digest

        private var engine = MerkleDamgard(MD5Compression())

        /// Creates an MD5 hash function.
        public init() {}

        /// Incrementally updates the hash function with the contents of the buffer.
        /// - Parameter bufferPointer: A pointer to the next block of data.
        public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
            engine.update(bufferPointer)
        }

        /// Finalizes the hash function and returns the computed digest.
        /// - Returns: The digest of the data.
        public func finalize() -> Insecure.MD5Digest {
            Insecure.MD5Digest(storage: DigestBytes(bytes: engine.finalized()))
        }
    }

    /// The output of an MD5 hash.
    public struct MD5Digest: AppleCryptoKit.Digest {
        let storage: DigestBytes

        /// The number of bytes in the digest.
        public static var byteCount: Int { 16 }

        /// A human-readable description of the digest: "MD5 digest: " and the hexadecimal bytes.
        public var description: String { storage.description(algorithm: "MD5") }

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
}

/// MD5's state and compression function (RFC 1321 §3.3–3.4): four rounds of sixteen steps
/// over the block's little-endian words.
struct MD5Compression: BlockCompression {
    static let blockByteCount = 64
    static let lengthByteCount = 8
    static let writesLengthLittleEndian = true

    /// T[i] = floor(2^32 × |sin(i + 1)|), i in radians (§3.4).
    private static let sines: [UInt32] = [
        0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
        0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
        0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
        0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
        0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
        0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
        0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
        0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
    ]
    /// Each round's four left rotations, used in turn by its sixteen steps.
    private static let rotations: [[UInt32]] = [[7, 12, 17, 22], [5, 9, 14, 20], [4, 11, 16, 23], [6, 10, 15, 21]]

    /// A, B, C, D's initial values (§3.3), written there as little-endian bytes.
    private var state: [UInt32] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]

    mutating func compress(_ block: UnsafeRawBufferPointer) {
        var words = [UInt32](repeating: 0, count: 16)
        for index in 0..<16 {
            words[index] = UInt32(littleEndian: block.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self))
        }
        var a = state[0], b = state[1], c = state[2], d = state[3]
        for step in 0..<64 {
            let round = step / 16
            let mixed: UInt32
            let wordIndex: Int
            switch round {
            case 0: mixed = (b & c) | (~b & d); wordIndex = step
            case 1: mixed = (b & d) | (c & ~d); wordIndex = (5 * step + 1) % 16
            case 2: mixed = b ^ c ^ d; wordIndex = (3 * step + 5) % 16
            default: mixed = c ^ (b | ~d); wordIndex = (7 * step) % 16
            }
            let sum = a &+ mixed &+ Self.sines[step] &+ words[wordIndex]
            (a, d, c) = (d, c, b)
            b = b &+ sum.rotatedLeft(Self.rotations[round][step % 4])
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
    }

    var stateBytes: [UInt8] { state.flatMap(\.littleEndianBytes) }
}
