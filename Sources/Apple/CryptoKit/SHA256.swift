import Foundation

/// An implementation of Secure Hashing Algorithm 2 (SHA-2) hashing with a 256-bit digest
/// (FIPS 180-4 §6.2).
public struct SHA256: HashFunction {
    /// The number of bytes that represents the hash function's internal state.
    public static let blockByteCount = 64
    /// The number of bytes in a SHA256 digest.
    public static let byteCount = 32
    /// The digest type for a SHA256 hash function.
    public typealias Digest = SHA256Digest

    private var engine = MerkleDamgard(SHA256Compression())

    /// Creates a SHA256 hash function.
    public init() {}

    /// Incrementally updates the hash function with the contents of the buffer.
    /// - Parameter bufferPointer: A pointer to the next block of data.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        engine.update(bufferPointer)
    }

    /// Finalizes the hash function and returns the computed digest.
    /// - Returns: The digest of the data.
    public func finalize() -> SHA256Digest {
        SHA256Digest(storage: DigestBytes(bytes: engine.finalized()))
    }
}

/// The output of a Secure Hashing Algorithm 2 (SHA-2) hash with a 256-bit digest.
public struct SHA256Digest: Digest {
    let storage: DigestBytes

    /// The number of bytes in the digest.
    public static var byteCount: Int { 32 }

    /// A human-readable description of the digest: "SHA256 digest: " and the hexadecimal bytes.
    public var description: String { storage.description(algorithm: "SHA256") }

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

/// SHA-256's state and compression function (FIPS 180-4 §6.2.2).
struct SHA256Compression: BlockCompression {
    static let blockByteCount = 64
    static let lengthByteCount = 8
    static let writesLengthLittleEndian = false

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes (§4.2.2).
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The first 32 bits of the fractional parts of the square roots of the first 8 primes (§5.3.3).
    private var state: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]
    /// The message schedule, kept between blocks to spare an allocation a block.
    private var schedule = [UInt32](repeating: 0, count: 64)

    mutating func compress(_ block: UnsafeRawBufferPointer) {
        for t in 0..<16 {
            schedule[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: 4 * t, as: UInt32.self))
        }
        for t in 16..<64 {
            let s0 = schedule[t - 15].rotatedRight(7) ^ schedule[t - 15].rotatedRight(18) ^ (schedule[t - 15] >> 3)
            let s1 = schedule[t - 2].rotatedRight(17) ^ schedule[t - 2].rotatedRight(19) ^ (schedule[t - 2] >> 10)
            schedule[t] = s1 &+ schedule[t - 7] &+ s0 &+ schedule[t - 16]
        }
        var a = state[0], b = state[1], c = state[2], d = state[3]
        var e = state[4], f = state[5], g = state[6], h = state[7]
        for t in 0..<64 {
            let sigma1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
            let choose = (e & f) ^ (~e & g)
            let t1 = h &+ sigma1 &+ choose &+ Self.roundConstants[t] &+ schedule[t]
            let sigma0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = sigma0 &+ majority
            h = g; g = f; f = e; e = d &+ t1
            d = c; c = b; b = a; a = t1 &+ t2
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
        state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
    }

    var stateBytes: [UInt8] { state.flatMap(\.bigEndianBytes) }
}

extension UInt32 {
    /// The word rotated right by `count` bits (FIPS 180-4's ROTR).
    func rotatedRight(_ count: UInt32) -> UInt32 { (self >> count) | (self << (32 - count)) }
    /// The word rotated left by `count` bits (FIPS 180-4's ROTL, RFC 1321's <<<).
    func rotatedLeft(_ count: UInt32) -> UInt32 { (self << count) | (self >> (32 - count)) }
}
