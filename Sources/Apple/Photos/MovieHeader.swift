// A movie file's duration and picture size, read from its ISO base media (MP4, QuickTime) boxes:
// the movie header (`moov/mvhd`) for the duration, the first video track's header
// (`moov/trak/tkhd`) for the size, turned by the track's matrix as Photos reports a portrait
// video. Nothing is decoded.
import Foundation

/// The duration and size a movie file declares.
struct MovieHeader: Equatable {
    /// Seconds.
    let duration: TimeInterval
    /// The picture's width in pixels, as shown (0 when there is no video track).
    let width: Int
    /// The picture's height in pixels, as shown.
    let height: Int

    /// The header of the movie in `data` (nil when it has no movie box).
    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard let moov = Self.boxes(bytes, 0, bytes.count).first(where: { $0.type == "moov" }) else { return nil }
        let children = Self.boxes(bytes, moov.start, moov.end)
        guard let mvhd = children.first(where: { $0.type == "mvhd" }), mvhd.end - mvhd.start >= 20 else { return nil }
        let version = bytes[mvhd.start]
        let timescale: UInt64, length: UInt64
        if version == 1 {
            guard mvhd.end - mvhd.start >= 32 else { return nil }
            timescale = Self.read(bytes, mvhd.start + 20, 4)
            length = Self.read(bytes, mvhd.start + 24, 8)
        } else {
            timescale = Self.read(bytes, mvhd.start + 12, 4)
            length = Self.read(bytes, mvhd.start + 16, 4)
        }
        duration = timescale > 0 ? Double(length) / Double(timescale) : 0
        var size = (0, 0)
        for trak in children where trak.type == "trak" {
            guard let tkhd = Self.boxes(bytes, trak.start, trak.end).first(where: { $0.type == "tkhd" }), tkhd.end - tkhd.start >= 84
            else { continue }
            let w = Int(Self.read(bytes, tkhd.end - 8, 4) >> 16), h = Int(Self.read(bytes, tkhd.end - 4, 4) >> 16)
            guard w > 0, h > 0 else { continue }
            // The matrix's a and d are zero when the track is turned a quarter.
            let matrix = tkhd.end - 8 - 36
            let a = Self.read(bytes, matrix, 4), d = Self.read(bytes, matrix + 16, 4)
            size = a == 0 && d == 0 ? (h, w) : (w, h)
            break
        }
        (width, height) = size
    }

    /// A box's type and where its content lies.
    private struct Box {
        let type: String
        let start: Int
        let end: Int
    }

    /// The boxes in `bytes[start..<end]`.
    private static func boxes(_ bytes: [UInt8], _ start: Int, _ end: Int) -> [Box] {
        var found: [Box] = []
        var at = start
        while at + 8 <= end {
            var size = Int(read(bytes, at, 4))
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            var header = 8
            if size == 1 {
                guard at + 16 <= end else { break }
                size = Int(clamping: read(bytes, at + 8, 8))
                header = 16
            } else if size == 0 {
                size = end - at
            }
            guard size >= header, at + size <= end else { break }
            found.append(Box(type: type, start: at + header, end: at + size))
            at += size
        }
        return found
    }

    /// A big-endian number of `count` bytes at `offset`.
    private static func read(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> UInt64 {
        var value: UInt64 = 0
        for i in 0..<count where offset + i < bytes.count { value = value << 8 | UInt64(bytes[offset + i]) }
        return value
    }
}
