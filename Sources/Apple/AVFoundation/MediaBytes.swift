// Reading numbers and text out of a media file's bytes, for the header parsers (MovieFile,
// MPEGAudioFile, AudioFile). Every read is bounds-checked: a truncated or malformed file reads
// as zeros and empty strings, never out of range.
import Foundation

/// A media file's bytes with bounds-checked readers (over a memory-mapped file, the pages read
/// are the headers' alone).
struct MediaBytes {
    /// The bytes, indexed from 0.
    let bytes: Data

    init(_ data: Data) { bytes = data.startIndex == 0 ? data : Data(data) }
    init(_ bytes: [UInt8]) { self.bytes = Data(bytes) }

    var count: Int { bytes.count }

    /// A big-endian unsigned integer of `size` bytes at `offset` (0 past the end).
    func big(_ offset: Int, _ size: Int) -> UInt64 {
        guard offset >= 0, size > 0, offset + size <= bytes.count else { return 0 }
        return (0..<size).reduce(0) { $0 << 8 | UInt64(bytes[offset + $1]) }
    }

    /// A little-endian unsigned integer of `size` bytes at `offset` (0 past the end).
    func little(_ offset: Int, _ size: Int) -> UInt64 {
        guard offset >= 0, size > 0, offset + size <= bytes.count else { return 0 }
        return (0..<size).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }

    /// A big-endian 32-bit unsigned integer.
    func u32(_ offset: Int) -> UInt32 { UInt32(truncatingIfNeeded: big(offset, 4)) }
    /// A big-endian 16-bit unsigned integer.
    func u16(_ offset: Int) -> UInt16 { UInt16(truncatingIfNeeded: big(offset, 2)) }
    /// A big-endian 32-bit signed integer.
    func i32(_ offset: Int) -> Int32 { Int32(bitPattern: u32(offset)) }

    /// `count` bytes at `offset`, cut at the end.
    func slice(_ offset: Int, _ count: Int) -> [UInt8] {
        guard offset >= 0, offset < bytes.count, count > 0 else { return [] }
        return [UInt8](bytes[offset..<min(bytes.count, offset + count)])
    }

    /// Four bytes at `offset` as Latin-1 text (so `©nam` reads as itself).
    func fourCC(_ offset: Int) -> String { MediaBytes.latin1(slice(offset, 4)) }

    /// Bytes as ISO 8859-1 text: every byte is the code point of its number.
    static func latin1<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return String(scalars)
    }
}
