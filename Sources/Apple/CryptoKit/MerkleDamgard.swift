import Foundation

/// What MD5, SHA-1 and SHA-2 differ in: their block, how one block changes their state, and
/// how the message's length is written into the padding.
protocol BlockCompression: Sendable {
    /// The block's length in bytes (64, or 128 for SHA-384 and SHA-512).
    static var blockByteCount: Int { get }
    /// The length field's size in bytes: 8, or 16 for SHA-384 and SHA-512 (FIPS 180-4 §5.1).
    static var lengthByteCount: Int { get }
    /// MD5 writes its length little-endian (RFC 1321 §3.2); the SHA family, big-endian.
    static var writesLengthLittleEndian: Bool { get }
    /// Folds one whole block into the state.
    mutating func compress(_ block: UnsafeRawBufferPointer)
    /// The state as bytes: the digest, before SHA-384 shortens it.
    var stateBytes: [UInt8] { get }
}

/// The Merkle–Damgård construction around a compression: keeps the bytes of a partial block
/// until a whole block arrives, counts the message, and pads the last block at the end.
struct MerkleDamgard<Compression: BlockCompression>: Sendable {
    private var compression: Compression
    /// Bytes of a block not yet complete, always fewer than a block.
    private var pending: [UInt8] = []
    /// The message's length so far. Messages longer than 2^64 bytes are not expected.
    private var messageByteCount: UInt64 = 0

    init(_ compression: Compression) {
        self.compression = compression
        pending.reserveCapacity(Compression.blockByteCount)
    }

    mutating func update(_ input: UnsafeRawBufferPointer) {
        let blockByteCount = Compression.blockByteCount
        messageByteCount &+= UInt64(input.count)
        var offset = 0
        if !pending.isEmpty {
            let taken = min(blockByteCount - pending.count, input.count)
            pending.append(contentsOf: input[0..<taken])
            offset = taken
            guard pending.count == blockByteCount else { return }
            let block = pending
            block.withUnsafeBytes { compression.compress($0) }
            pending.removeAll(keepingCapacity: true)
        }
        // Whole blocks are compressed where they lie, without copying.
        while input.count - offset >= blockByteCount {
            compression.compress(UnsafeRawBufferPointer(rebasing: input[offset..<(offset + blockByteCount)]))
            offset += blockByteCount
        }
        pending.append(contentsOf: input[offset...])
    }

    /// The digest: a copy is padded (a 1 bit, zeros, the length in bits) and compressed, so
    /// the hash function itself stays as it was.
    func finalized() -> [UInt8] {
        var copy = self
        let blockByteCount = Compression.blockByteCount
        let lengthByteCount = Compression.lengthByteCount
        var padding: [UInt8] = [0x80]
        let zeros = (2 * blockByteCount - (pending.count + 1 + lengthByteCount) % blockByteCount) % blockByteCount
        padding.append(contentsOf: repeatElement(0, count: zeros))
        // The length in bits, as a 64- or 128-bit number.
        let lowBits = messageByteCount << 3
        let highBits = messageByteCount >> 61
        var length: [UInt8] = []
        for index in 0..<lengthByteCount {
            let shift = 8 * (lengthByteCount - 1 - index)
            let word = shift >= 64 ? highBits : lowBits
            length.append(UInt8(truncatingIfNeeded: word >> UInt64(shift % 64)))
        }
        padding.append(contentsOf: Compression.writesLengthLittleEndian ? length.reversed() : length)
        padding.withUnsafeBytes { copy.update($0) }
        return copy.compression.stateBytes
    }
}

extension FixedWidthInteger {
    /// The integer's bytes, most significant first.
    var bigEndianBytes: [UInt8] {
        (0..<(Self.bitWidth / 8)).reversed().map { UInt8(truncatingIfNeeded: self >> ($0 * 8)) }
    }

    /// The integer's bytes, least significant first.
    var littleEndianBytes: [UInt8] {
        (0..<(Self.bitWidth / 8)).map { UInt8(truncatingIfNeeded: self >> ($0 * 8)) }
    }
}
