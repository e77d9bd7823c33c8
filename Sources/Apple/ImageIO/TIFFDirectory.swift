// TIFF's image file directories (IFDs): the tag structure of TIFF files and of the EXIF data
// JPEGs carry (an APP1 segment holding a little TIFF file). Offsets are from the start of the
// TIFF header; every read is bounds-checked and every walk bounded, so damaged data ends a walk.

/// A TIFF header and the directories it leads to.
struct TIFFData {
    /// One directory entry: a tag, its field type, its value count and where its value is.
    struct Entry {
        let tag: Int
        let type: Int
        let count: Int
        /// Where the value's bytes start: in the entry when they fit in 4 bytes, else at the offset it holds.
        let valueOffset: Int
    }

    let bytes: ByteReader
    let littleEndian: Bool
    /// The offset of the first directory.
    let firstDirectory: Int

    /// The TIFF data of `bytes` (its header "II*\0" or "MM\0*" first), or nil.
    init?(_ bytes: ByteReader) {
        if bytes.matches("II*\u{0}", at: 0) { littleEndian = true } else if bytes.matches("MM\u{0}*", at: 0) { littleEndian = false } else { return nil }
        self.bytes = bytes
        guard let first = littleEndian ? bytes.le32(4) : bytes.be32(4) else { return nil }
        firstDirectory = first
    }

    func u16(_ offset: Int) -> Int? { littleEndian ? bytes.le16(offset) : bytes.be16(offset) }
    func u32(_ offset: Int) -> Int? { littleEndian ? bytes.le32(offset) : bytes.be32(offset) }

    /// The size in bytes of one value of a field type (0 for a type TIFF does not define).
    static func size(ofType type: Int) -> Int {
        switch type {
        case 1, 2, 6, 7: 1  // BYTE, ASCII, SBYTE, UNDEFINED
        case 3, 8: 2  // SHORT, SSHORT
        case 4, 9, 11: 4  // LONG, SLONG, FLOAT
        case 5, 10, 12: 8  // RATIONAL, SRATIONAL, DOUBLE
        default: 0
        }
    }

    /// The entries of the directory at `offset` and the offset of the next one (0 for none); nil
    /// when the directory runs past the data.
    func directory(at offset: Int) -> (entries: [Entry], next: Int)? {
        guard offset >= 8, let count = u16(offset), count <= 1000 else { return nil }
        var entries: [Entry] = []
        for index in 0..<count {
            let at = offset + 2 + index * 12
            guard let tag = u16(at), let type = u16(at + 2), let valueCount = u32(at + 4) else { return nil }
            let size = Self.size(ofType: type) * valueCount
            guard size > 0 else { continue }
            let valueOffset = size <= 4 ? at + 8 : (u32(at + 8) ?? -1)
            guard valueOffset >= 0, valueOffset <= bytes.count - size else { continue }
            entries.append(Entry(tag: tag, type: type, count: valueCount, valueOffset: valueOffset))
        }
        return (entries, u32(offset + 2 + count * 12) ?? 0)
    }

    /// The directories of the chain from the first, at most `limit`, each with its entries by tag.
    func directoryChain(limit: Int = 1000) -> [[Int: Entry]] {
        var chain: [[Int: Entry]] = []
        var offset = firstDirectory
        var visited: Set<Int> = []
        while offset != 0, chain.count < limit, visited.insert(offset).inserted, let directory = directory(at: offset) {
            chain.append(Dictionary(directory.entries.map { ($0.tag, $0) }, uniquingKeysWith: { first, _ in first }))
            offset = directory.next
        }
        return chain
    }

    /// The entries of the directory at `offset` by tag (empty when it cannot be read).
    func entries(at offset: Int) -> [Int: Entry] {
        Dictionary((directory(at: offset)?.entries ?? []).map { ($0.tag, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// An entry's integer values (BYTE, SHORT, LONG and their signed kinds), at most 64.
    func integers(_ entry: Entry) -> [Int] {
        let size = Self.size(ofType: entry.type)
        return (0..<min(entry.count, 64)).compactMap { index -> Int? in
            let at = entry.valueOffset + index * size
            switch entry.type {
            case 1, 7: return bytes.u8(at)
            case 6: return bytes.u8(at).map { Int(Int8(truncatingIfNeeded: $0)) }
            case 3: return u16(at)
            case 8: return u16(at).map { Int(Int16(truncatingIfNeeded: $0)) }
            case 4: return u32(at)
            case 9: return u32(at).map { Int(Int32(truncatingIfNeeded: $0)) }
            default: return nil
            }
        }
    }

    /// An entry's first integer value.
    func integer(_ entry: Entry?) -> Int? { entry.flatMap { integers($0).first } }

    /// An entry's numbers: rationals as their quotient, integers as themselves, at most 64.
    func numbers(_ entry: Entry) -> [Double] {
        switch entry.type {
        case 5, 10:
            return (0..<min(entry.count, 64)).compactMap { index -> Double? in
                let at = entry.valueOffset + index * 8
                guard var numerator = u32(at), var denominator = u32(at + 4) else { return nil }
                if entry.type == 10 {
                    numerator = Int(Int32(truncatingIfNeeded: numerator))
                    denominator = Int(Int32(truncatingIfNeeded: denominator))
                }
                return denominator == 0 ? nil : Double(numerator) / Double(denominator)
            }
        default:
            return integers(entry).map(Double.init)
        }
    }

    /// An ASCII entry's text, up to its first NUL.
    func text(_ entry: Entry?) -> String? {
        guard let entry, entry.type == 2 else { return nil }
        return bytes.latin1(entry.valueOffset, min(entry.count, 4096))
    }
}
