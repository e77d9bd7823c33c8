// What an MPEG-4 or QuickTime file (.mp4, .mov, .m4v, .m4a) says about itself in its `moov` box,
// read without decoding anything: the movie's timescale and duration (`mvhd`), each track's
// kind (`hdlr`), size and transform (`tkhd`), media timescale and duration (`mdhd`), codec,
// dimensions or channels and rate (`stsd`), sample count and byte total (`stts`, `stsz`), and
// iTunes-style metadata (`udta/meta/ilst`). This is what AVFoundation reports for an asset
// before it plays; Linux reads the same numbers from the same boxes.
import CoreGraphics
import CoreMedia
import Foundation

/// An ISO base media file's header, as its boxes describe it.
struct MovieFile {
    /// A track of the movie.
    struct Track {
        /// The track's identifier (`tkhd`).
        var id: Int32 = 0
        /// Whether the track is enabled (`tkhd` flag 1).
        var isEnabled = true
        /// The handler: 'vide', 'soun', 'text', 'sbtl', 'tmcd', 'meta', … (`hdlr`).
        var handler = ""
        /// The track's duration in the movie's timescale (`tkhd`).
        var duration: UInt64 = 0
        /// The presentation width and height in points (`tkhd`, 16.16 fixed point).
        var width = 0.0, height = 0.0
        /// The presentation transform (`tkhd` matrix).
        var transform = CGAffineTransform.identity
        /// The media's timescale and duration (`mdhd`).
        var mediaTimescale: UInt32 = 0, mediaDuration: UInt64 = 0
        /// The language code, ISO 639-2 (`mdhd`).
        var language: String?
        /// The first sample description's format ('avc1', 'hvc1', 'mp4a', …) (`stsd`).
        var codec: FourCharCode = 0
        /// A video sample description's coded size (`stsd`).
        var codedWidth = 0, codedHeight = 0
        /// An audio sample description's channels and rate (`stsd`).
        var channels = 0, sampleRate = 0.0
        /// How many samples the track has (`stsz`, or the sum of `stts`).
        var sampleCount: UInt64 = 0
        /// The shortest sample duration, in the media timescale (`stts`).
        var minSampleDelta: UInt64 = 0
        /// The total size of the samples in bytes (`stsz`).
        var totalSampleSize: UInt64 = 0
    }

    /// An iTunes-style metadata entry: its four-character key and its value (a String or Data).
    struct Metadata {
        var key: String
        var value: Any
    }

    /// The movie's timescale (`mvhd`).
    var timescale: UInt32 = 0
    /// The movie's duration in its timescale (`mvhd`).
    var duration: UInt64 = 0
    /// The tracks, in file order.
    var tracks: [Track] = []
    /// The iTunes-style metadata.
    var metadata: [Metadata] = []

    /// Reads a movie's header; nil when the bytes have no `moov` box.
    init?(_ bytes: MediaBytes) {
        guard let moov = MovieFile.boxes(bytes, 0..<bytes.count).first(where: { $0.type == "moov" }) else { return nil }
        for box in MovieFile.boxes(bytes, moov.body) {
            switch box.type {
            case "mvhd":
                let version = bytes.big(box.body.lowerBound, 1)
                let at = box.body.lowerBound + (version == 1 ? 20 : 12)
                timescale = bytes.u32(at)
                duration = version == 1 ? bytes.big(at + 4, 8) : bytes.big(at + 4, 4)
            case "trak":
                tracks.append(MovieFile.track(bytes, box.body))
            case "udta":
                metadata += MovieFile.itunesMetadata(bytes, box.body)
            default:
                break
            }
        }
    }

    /// The boxes directly inside a range: each one's type and body.
    static func boxes(_ bytes: MediaBytes, _ range: Range<Int>) -> [(type: String, body: Range<Int>)] {
        var found: [(String, Range<Int>)] = []
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound {
            var size = Int(bytes.u32(offset))
            var header = 8
            if size == 1 {
                // A 64-bit size follows the type.
                guard offset + 16 <= range.upperBound else { break }
                size = Int(clamping: bytes.big(offset + 8, 8))
                header = 16
            } else if size == 0 {
                size = range.upperBound - offset
            }
            guard size >= header else { break }
            let end = min(range.upperBound, offset + size)
            found.append((bytes.fourCC(offset + 4), offset + header..<end))
            offset += size
        }
        return found
    }

    /// A track's boxes, read into a `Track`.
    private static func track(_ bytes: MediaBytes, _ range: Range<Int>) -> Track {
        var track = Track()
        for box in boxes(bytes, range) {
            let at = box.body.lowerBound
            switch box.type {
            case "tkhd":
                let version = bytes.big(at, 1)
                track.isEnabled = bytes.big(at + 1, 3) & 1 != 0
                // Version 1 has 64-bit creation and modification times and duration.
                track.id = bytes.i32(at + (version == 1 ? 20 : 12))
                track.duration = version == 1 ? bytes.big(at + 28, 8) : bytes.big(at + 20, 4)
                // Then 8 reserved bytes, layer, alternate group, volume, 2 reserved: the matrix.
                let matrix = at + (version == 1 ? 36 : 24) + 16
                func fixed16(_ index: Int) -> CGFloat { CGFloat(bytes.i32(matrix + 4 * index)) / 65536 }
                track.transform = CGAffineTransform(a: fixed16(0), b: fixed16(1), c: fixed16(3), d: fixed16(4), tx: fixed16(6), ty: fixed16(7))
                track.width = Double(bytes.u32(matrix + 36)) / 65536
                track.height = Double(bytes.u32(matrix + 40)) / 65536
            case "mdia":
                readMedia(bytes, box.body, into: &track)
            default:
                break
            }
        }
        return track
    }

    /// A track's `mdia` box: its timescale, handler and sample table.
    private static func readMedia(_ bytes: MediaBytes, _ range: Range<Int>, into track: inout Track) {
        for box in boxes(bytes, range) {
            let at = box.body.lowerBound
            switch box.type {
            case "mdhd":
                let version = bytes.big(at, 1)
                let field = at + (version == 1 ? 20 : 12)
                track.mediaTimescale = bytes.u32(field)
                track.mediaDuration = version == 1 ? bytes.big(field + 4, 8) : bytes.big(field + 4, 4)
                let packed = bytes.u16(field + (version == 1 ? 12 : 8))
                let letters = [10, 5, 0].map { UInt8((packed >> UInt16($0)) & 0x1F) + 0x60 }
                if letters.allSatisfy({ (0x61...0x7A).contains($0) }) { track.language = MediaBytes.latin1(letters) }
            case "hdlr":
                track.handler = bytes.fourCC(at + 8)
            case "minf":
                for inner in boxes(bytes, box.body) where inner.type == "stbl" {
                    readSampleTable(bytes, inner.body, into: &track)
                }
            default:
                break
            }
        }
    }

    /// A track's sample table: the first sample description, and the samples' count, timing
    /// and sizes.
    private static func readSampleTable(_ bytes: MediaBytes, _ range: Range<Int>, into track: inout Track) {
        var timedSamples: UInt64 = 0
        for box in boxes(bytes, range) {
            let at = box.body.lowerBound
            switch box.type {
            case "stsd":
                // Full box header, entry count, then the first entry: size, format, 6 reserved
                // bytes and the data reference index.
                let entry = at + 8
                track.codec = bytes.u32(entry + 4)
                if track.handler == "vide" {
                    track.codedWidth = Int(bytes.u16(entry + 32))
                    track.codedHeight = Int(bytes.u16(entry + 34))
                } else if track.handler == "soun" {
                    track.channels = Int(bytes.u16(entry + 24))
                    track.sampleRate = Double(bytes.u32(entry + 32)) / 65536
                }
            case "stts":
                let entries = Int(bytes.u32(at + 4))
                var minimum = UInt64.max
                for index in 0..<min(entries, max(0, (box.body.count - 8) / 8)) {
                    let count = UInt64(bytes.u32(at + 8 + 8 * index))
                    let delta = UInt64(bytes.u32(at + 12 + 8 * index))
                    timedSamples += count
                    if count > 0, delta > 0 { minimum = min(minimum, delta) }
                }
                track.minSampleDelta = minimum == .max ? 0 : minimum
            case "stsz":
                let size = UInt64(bytes.u32(at + 4))
                let count = UInt64(bytes.u32(at + 8))
                track.sampleCount = count
                if size != 0 {
                    track.totalSampleSize = size * count
                } else {
                    let listed = min(Int(count), max(0, (box.body.count - 12) / 4))
                    track.totalSampleSize = (0..<listed).reduce(0) { $0 + UInt64(bytes.u32(at + 12 + 4 * $1)) }
                }
            default:
                break
            }
        }
        if track.sampleCount == 0 { track.sampleCount = timedSamples }
    }

    /// The iTunes-style metadata list in a `udta` box (`meta`, then `ilst`): text and images.
    private static func itunesMetadata(_ bytes: MediaBytes, _ range: Range<Int>) -> [Metadata] {
        var found: [Metadata] = []
        for meta in boxes(bytes, range) where meta.type == "meta" {
            // ISO's `meta` is a full box (4 bytes of version and flags); QuickTime's is not.
            let isFullBox = bytes.fourCC(meta.body.lowerBound + 4) != "hdlr"
            let body = (meta.body.lowerBound + (isFullBox ? 4 : 0))..<meta.body.upperBound
            for list in boxes(bytes, body) where list.type == "ilst" {
                for item in boxes(bytes, list.body) {
                    guard let data = boxes(bytes, item.body).first(where: { $0.type == "data" }) else { continue }
                    // The data box: a version byte, a 3-byte type, 4 bytes of locale, the value.
                    let type = bytes.big(data.body.lowerBound, 4) & 0xFF_FFFF
                    let payload = bytes.slice(data.body.lowerBound + 8, data.body.count - 8)
                    switch type {
                    case 1: found.append(Metadata(key: item.type, value: String(decoding: payload, as: UTF8.self)))
                    case 13, 14: found.append(Metadata(key: item.type, value: Data(payload)))
                    case 21 where !payload.isEmpty:
                        found.append(Metadata(key: item.type, value: payload.reduce(0) { $0 << 8 | Int($1) }))
                    default: found.append(Metadata(key: item.type, value: Data(payload)))
                    }
                }
            }
        }
        return found
    }
}
