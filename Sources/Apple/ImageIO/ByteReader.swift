// Bounds-checked reads of the integers image files are made of: every read past the end gives
// nil, so damaged or truncated files are found out instead of trapping.

/// The bytes of an encoded image, read as big- or little-endian integers at offsets.
struct ByteReader {
    let bytes: [UInt8]

    var count: Int { bytes.count }

    /// The byte at `offset`.
    func u8(_ offset: Int) -> Int? {
        offset >= 0 && offset < bytes.count ? Int(bytes[offset]) : nil
    }

    /// A big-endian integer of `size` bytes (at most 8) at `offset`.
    func be(_ offset: Int, _ size: Int) -> Int? {
        guard offset >= 0, size > 0, size <= 8, offset <= bytes.count - size else { return nil }
        return bytes[offset..<(offset + size)].reduce(0) { $0 << 8 | Int($1) }
    }

    /// A little-endian integer of `size` bytes (at most 8) at `offset`.
    func le(_ offset: Int, _ size: Int) -> Int? {
        guard offset >= 0, size > 0, size <= 8, offset <= bytes.count - size else { return nil }
        return bytes[offset..<(offset + size)].reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    /// A 16-bit big-endian integer.
    func be16(_ offset: Int) -> Int? { be(offset, 2) }
    /// A 32-bit big-endian integer.
    func be32(_ offset: Int) -> Int? { be(offset, 4) }
    /// A 16-bit little-endian integer.
    func le16(_ offset: Int) -> Int? { le(offset, 2) }
    /// A 32-bit little-endian integer.
    func le32(_ offset: Int) -> Int? { le(offset, 4) }

    /// The bytes of `range`, or nil when it runs past the end.
    func slice(_ offset: Int, _ length: Int) -> ArraySlice<UInt8>? {
        guard offset >= 0, length >= 0, offset <= bytes.count - length else { return nil }
        return bytes[offset..<(offset + length)]
    }

    /// Whether the ASCII text `tag` is at `offset`.
    func matches(_ tag: String, at offset: Int) -> Bool {
        let expected = Array(tag.utf8)
        return slice(offset, expected.count).map { Array($0) == expected } ?? false
    }

    /// Latin-1 (or ASCII) text of `length` bytes at `offset`, up to the first NUL.
    func latin1(_ offset: Int, _ length: Int) -> String? {
        guard let raw = slice(offset, length) else { return nil }
        return String(raw.prefix { $0 != 0 }.map { Character(Unicode.Scalar($0)) })
    }
}
