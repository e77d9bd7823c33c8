import Foundation

extension Insecure {
    /// An implementation of SHA-1 hashing (RFC 3174, FIPS 180-4 §6.1). It is insecure: use it
    /// only for compatibility with services that ask for it.
    public struct SHA1: HashFunction {
        /// The number of bytes that represents the hash function's internal state.
        public static let blockByteCount = 64
        /// The number of bytes in a SHA1 digest.
        public static let byteCount = 20
        /// The digest type for a SHA1 hash function.
        public typealias Digest = Insecure.SHA1Digest

        private var engine = MerkleDamgard(SHA1Compression())

        /// Creates a SHA1 hash function.
        public init() {}

        /// Incrementally updates the hash function with the contents of the buffer.
        /// - Parameter bufferPointer: A pointer to the next block of data.
        public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
            engine.update(bufferPointer)
        }

        /// Finalizes the hash function and returns the computed digest.
        /// - Returns: The digest of the data.
        public func finalize() -> Insecure.SHA1Digest {
            Insecure.SHA1Digest(storage: DigestBytes(bytes: engine.finalized()))
        }
    }

    /// The output of a SHA1 hash.
    public struct SHA1Digest: AppleCryptoKit.Digest {
        let storage: DigestBytes

        /// The number of bytes in the digest.
        public static var byteCount: Int { 20 }

        /// A human-readable description of the digest: "SHA1 digest: " and the hexadecimal bytes.
        public var description: String { storage.description(algorithm: "SHA1") }

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

/// SHA-1's state and compression function (FIPS 180-4 §6.1.2).
struct SHA1Compression: BlockCompression {
    static let blockByteCount = 64
    static let lengthByteCount = 8
    static let writesLengthLittleEndian = false

    /// H0 to H4's initial values (§5.3.1).
    private var state: [UInt32] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0]
    /// The message schedule, kept between blocks to spare an allocation a block.
    private var schedule = [UInt32](repeating: 0, count: 80)

    mutating func compress(_ block: UnsafeRawBufferPointer) {
        for t in 0..<16 {
            schedule[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: 4 * t, as: UInt32.self))
        }
        for t in 16..<80 {
            schedule[t] = (schedule[t - 3] ^ schedule[t - 8] ^ schedule[t - 14] ^ schedule[t - 16]).rotatedLeft(1)
        }
        var a = state[0], b = state[1], c = state[2], d = state[3], e = state[4]
        for t in 0..<80 {
            let mixed: UInt32
            let constant: UInt32
            switch t {
            case 0..<20: mixed = (b & c) | (~b & d); constant = 0x5a827999
            case 20..<40: mixed = b ^ c ^ d; constant = 0x6ed9eba1
            case 40..<60: mixed = (b & c) | (b & d) | (c & d); constant = 0x8f1bbcdc
            default: mixed = b ^ c ^ d; constant = 0xca62c1d6
            }
            let temp = a.rotatedLeft(5) &+ mixed &+ e &+ constant &+ schedule[t]
            e = d; d = c; c = b.rotatedLeft(30); b = a; a = temp
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d; state[4] &+= e
    }

    var stateBytes: [UInt8] { state.flatMap(\.bigEndianBytes) }
}
