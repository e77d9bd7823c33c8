import Foundation

/// An implementation of Secure Hashing Algorithm 2 (SHA-2) hashing with a 512-bit digest
/// (FIPS 180-4 §6.4).
public struct SHA512: HashFunction {
    /// The number of bytes that represents the hash function's internal state.
    public static let blockByteCount = 128
    /// The number of bytes in a SHA512 digest.
    public static let byteCount = 64
    /// The digest type for a SHA512 hash function.
    public typealias Digest = SHA512Digest

    /// The first 64 bits of the fractional parts of the square roots of the first 8 primes (§5.3.5).
    private var engine = MerkleDamgard(SHA512Compression(initialState: [
        0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
        0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
    ]))

    /// Creates a SHA512 hash function.
    public init() {}

    /// Incrementally updates the hash function with the contents of the buffer.
    /// - Parameter bufferPointer: A pointer to the next block of data.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        engine.update(bufferPointer)
    }

    /// Finalizes the hash function and returns the computed digest.
    /// - Returns: The digest of the data.
    public func finalize() -> SHA512Digest {
        SHA512Digest(storage: DigestBytes(bytes: engine.finalized()))
    }
}

/// The output of a Secure Hashing Algorithm 2 (SHA-2) hash with a 512-bit digest.
public struct SHA512Digest: Digest {
    let storage: DigestBytes

    /// The number of bytes in the digest.
    public static var byteCount: Int { 64 }

    /// A human-readable description of the digest: "SHA512 digest: " and the hexadecimal bytes.
    public var description: String { storage.description(algorithm: "SHA512") }

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

/// SHA-512's state and compression function (FIPS 180-4 §6.4.2), which SHA-384 shares with
/// its own initial state.
struct SHA512Compression: BlockCompression {
    static let blockByteCount = 128
    static let lengthByteCount = 16
    static let writesLengthLittleEndian = false

    /// The first 64 bits of the fractional parts of the cube roots of the first 80 primes (§4.2.3).
    private static let roundConstants: [UInt64] = [
        0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
        0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
        0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
        0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694,
        0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
        0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
        0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4,
        0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70,
        0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
        0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
        0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30,
        0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
        0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
        0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
        0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
        0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b,
        0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
        0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
        0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
        0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
    ]

    private var state: [UInt64]
    /// The message schedule, kept between blocks to spare an allocation a block.
    private var schedule = [UInt64](repeating: 0, count: 80)

    init(initialState: [UInt64]) { state = initialState }

    mutating func compress(_ block: UnsafeRawBufferPointer) {
        for t in 0..<16 {
            schedule[t] = UInt64(bigEndian: block.loadUnaligned(fromByteOffset: 8 * t, as: UInt64.self))
        }
        for t in 16..<80 {
            let s0 = schedule[t - 15].rotatedRight(1) ^ schedule[t - 15].rotatedRight(8) ^ (schedule[t - 15] >> 7)
            let s1 = schedule[t - 2].rotatedRight(19) ^ schedule[t - 2].rotatedRight(61) ^ (schedule[t - 2] >> 6)
            schedule[t] = s1 &+ schedule[t - 7] &+ s0 &+ schedule[t - 16]
        }
        var a = state[0], b = state[1], c = state[2], d = state[3]
        var e = state[4], f = state[5], g = state[6], h = state[7]
        for t in 0..<80 {
            let sigma1 = e.rotatedRight(14) ^ e.rotatedRight(18) ^ e.rotatedRight(41)
            let choose = (e & f) ^ (~e & g)
            let t1 = h &+ sigma1 &+ choose &+ Self.roundConstants[t] &+ schedule[t]
            let sigma0 = a.rotatedRight(28) ^ a.rotatedRight(34) ^ a.rotatedRight(39)
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

extension UInt64 {
    /// The word rotated right by `count` bits (FIPS 180-4's ROTR).
    func rotatedRight(_ count: UInt64) -> UInt64 { (self >> count) | (self << (64 - count)) }
}
