// What an MP3 file says about itself without being decoded: its ID3v2 tag (title, artist, album,
// genre, artwork, … as AVFoundation's metadata items give them) and its length, from the first
// MPEG audio frame's header and its Xing/Info or VBRI frame count, or for a constant-bitrate file
// with neither, its size over its bitrate (the estimate AVFoundation makes too).
import Foundation

/// An MP3 file's tag and stream header.
struct MPEGAudioFile {
    /// A frame of the ID3v2 tag: its identifier ("TIT2", "APIC", …) and value (a String, or
    /// Data for a picture).
    struct Tag {
        var id: String
        var value: Any
    }

    /// The tag's frames, in file order.
    var tags: [Tag] = []
    /// The sample rate of the first audio frame (0 when none was found).
    var sampleRate = 0
    /// The channels of the first audio frame.
    var channels = 0
    /// The samples of audio, per channel (0 when unknown).
    var sampleCount: Int64 = 0
    /// The length in seconds (0 when no audio frame was found).
    var duration: TimeInterval = 0
    /// The bitrate of the first frame, in bits per second.
    var bitrate = 0

    init(_ bytes: MediaBytes) {
        var audioStart = 0
        // ID3v2 tags may be repeated; each starts "ID3", version, flags, a syncsafe size.
        while bytes.fourCC(audioStart).hasPrefix("ID3") {
            let size = MPEGAudioFile.syncsafe(bytes, audioStart + 6)
            tags += MPEGAudioFile.id3Frames(bytes, at: audioStart, size: size)
            let footer = bytes.big(audioStart + 5, 1) & 0x10 != 0 ? 10 : 0
            audioStart += 10 + size + footer
        }
        readStream(bytes, from: audioStart)
    }

    /// A 28-bit integer stored 7 bits a byte.
    private static func syncsafe(_ bytes: MediaBytes, _ offset: Int) -> Int {
        (0..<4).reduce(0) { $0 << 7 | Int(bytes.big(offset + $1, 1) & 0x7F) }
    }

    /// The frames of an ID3v2.2, 2.3 or 2.4 tag.
    private static func id3Frames(_ bytes: MediaBytes, at start: Int, size: Int) -> [Tag] {
        let version = Int(bytes.big(start + 3, 1))
        let flags = bytes.big(start + 5, 1)
        let end = min(bytes.count, start + 10 + size)
        var offset = start + 10
        if flags & 0x40 != 0, version >= 3 {
            // An extended header: its size (syncsafe in 2.4, which counts the size field).
            offset += version == 4 ? syncsafe(bytes, offset) : Int(bytes.u32(offset)) + 4
        }
        let idLength = version == 2 ? 3 : 4
        let headerLength = version == 2 ? 6 : 10
        var tags: [Tag] = []
        while offset + headerLength <= end {
            let id = MediaBytes.latin1(bytes.slice(offset, idLength))
            guard id.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) }) else { break }
            let frameSize: Int
            switch version {
            case 2: frameSize = Int(bytes.big(offset + 3, 3))
            case 4: frameSize = syncsafe(bytes, offset + 4)
            default: frameSize = Int(bytes.u32(offset + 4))
            }
            let body = bytes.slice(offset + headerLength, min(frameSize, end - offset - headerLength))
            if let value = frameValue(id: id, body) { tags.append(Tag(id: id, value: value)) }
            offset += headerLength + frameSize
        }
        return tags
    }

    /// A frame's value: text frames' text; a comment's text; a picture's image bytes.
    private static func frameValue(id: String, _ body: [UInt8]) -> Any? {
        guard let encoding = body.first else { return nil }
        switch id {
        case "APIC":
            // Encoding, MIME type (Latin-1, NUL-ended), picture type, description, image.
            guard let mimeEnd = body.dropFirst().firstIndex(of: 0) else { return nil }
            let description = mimeEnd + 2
            guard description <= body.count else { return nil }
            let imageStart = textEnd(body, from: description, encoding: encoding)
            return Data(body[min(imageStart, body.count)...])
        case "PIC":
            // 2.2: encoding, a 3-letter image format, picture type, description, image.
            let description = 5
            guard description <= body.count else { return nil }
            return Data(body[min(textEnd(body, from: description, encoding: encoding), body.count)...])
        case "COMM", "COM":
            // Encoding, a 3-letter language, a short description, the text.
            let description = 4
            guard description <= body.count else { return nil }
            let text = textEnd(body, from: description, encoding: encoding)
            return decodeText(Array(body[min(text, body.count)...]), encoding: encoding)
        case _ where id.hasPrefix("T") && id != "TXXX" && id != "TXX":
            return decodeText(Array(body.dropFirst()), encoding: encoding)
        default:
            return nil
        }
    }

    /// Where the NUL-ended text starting at `start` ends (past its terminator: one byte in
    /// Latin-1 and UTF-8, two in UTF-16).
    private static func textEnd(_ body: [UInt8], from start: Int, encoding: UInt8) -> Int {
        let wide = encoding == 1 || encoding == 2
        var index = start
        while index < body.count {
            if wide {
                if index + 1 < body.count, body[index] == 0, body[index + 1] == 0 { return index + 2 }
                index += 2
            } else {
                if body[index] == 0 { return index + 1 }
                index += 1
            }
        }
        return body.count
    }

    /// Text in an ID3 encoding (0 Latin-1, 1 UTF-16 with a byte-order mark, 2 UTF-16BE,
    /// 3 UTF-8), up to the first terminator.
    private static func decodeText(_ bytes: [UInt8], encoding: UInt8) -> String {
        switch encoding {
        case 1, 2:
            var units: [UInt16] = []
            var bigEndian = encoding == 2
            var index = 0
            if encoding == 1, bytes.count >= 2 {
                if bytes[0] == 0xFF, bytes[1] == 0xFE { bigEndian = false; index = 2 }
                else if bytes[0] == 0xFE, bytes[1] == 0xFF { bigEndian = true; index = 2 }
            }
            while index + 1 < bytes.count {
                let unit = bigEndian ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]) : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index])
                if unit == 0 { break }
                units.append(unit)
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        case 3:
            return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        default:
            return MediaBytes.latin1(bytes.prefix { $0 != 0 })
        }
    }

    /// The audio stream: the first frame header (found by its sync word, and confirmed by the
    /// next frame's), its Xing/Info or VBRI frame count, else the size over the bitrate.
    private mutating func readStream(_ bytes: MediaBytes, from start: Int) {
        var offset = start
        let limit = min(bytes.count - 4, start + 256 * 1024)
        while offset <= limit {
            if let header = FrameHeader(bytes.u32(offset)) {
                let next = offset + header.length
                if next + 4 > bytes.count || FrameHeader(bytes.u32(next)) != nil {
                    describe(bytes, header: header, at: offset)
                    return
                }
            }
            offset += 1
        }
    }

    /// Sets the rate, channels and length from the first frame.
    private mutating func describe(_ bytes: MediaBytes, header: FrameHeader, at offset: Int) {
        sampleRate = header.sampleRate
        channels = header.mono ? 1 : 2
        bitrate = header.bitrate
        // The Xing/Info header sits after the side information; VBRI 32 bytes after the header.
        let sideInfo = header.version == 1 ? (header.mono ? 17 : 32) : (header.mono ? 9 : 17)
        let xing = offset + 4 + sideInfo
        var frames: Int64?
        if ["Xing", "Info"].contains(bytes.fourCC(xing)), bytes.u32(xing + 4) & 1 != 0 {
            frames = Int64(bytes.u32(xing + 8))
        } else if bytes.fourCC(offset + 36) == "VBRI" {
            frames = Int64(bytes.u32(offset + 36 + 14))
        }
        if let frames, frames > 0 {
            sampleCount = frames * Int64(header.samplesPerFrame)
            duration = Double(sampleCount) / Double(header.sampleRate)
        } else if header.bitrate > 0 {
            // Constant bitrate: the audio bytes (less a 128-byte ID3v1 tag at the end).
            let tail = bytes.fourCC(bytes.count - 128).hasPrefix("TAG") ? 128 : 0
            let audioBytes = max(0, bytes.count - offset - tail)
            duration = Double(audioBytes) * 8 / Double(header.bitrate)
            sampleCount = Int64((duration * Double(header.sampleRate)).rounded())
        }
    }

    /// An MPEG audio frame header (layers I–III, MPEG 1, 2 and 2.5).
    struct FrameHeader {
        /// 1 (MPEG-1), 2 (MPEG-2) or 25 (MPEG-2.5).
        let version: Int
        /// 1, 2 or 3.
        let layer: Int
        /// Bits per second.
        let bitrate: Int
        /// Samples per second.
        let sampleRate: Int
        /// Whether the frame has one channel.
        let mono: Bool
        /// The frame's length in bytes.
        let length: Int
        /// Samples per channel in a frame.
        var samplesPerFrame: Int { layer == 1 ? 384 : (layer == 3 && version != 1 ? 576 : 1152) }

        init?(_ word: UInt32) {
            guard word & 0xFFE0_0000 == 0xFFE0_0000 else { return nil }
            let versionBits = (word >> 19) & 3, layerBits = (word >> 17) & 3
            let bitrateIndex = Int((word >> 12) & 0xF), rateIndex = Int((word >> 10) & 3)
            guard versionBits != 1, layerBits != 0, bitrateIndex != 0, bitrateIndex != 15, rateIndex != 3 else { return nil }
            version = versionBits == 3 ? 1 : versionBits == 2 ? 2 : 25
            layer = 4 - Int(layerBits)
            let kilobits: [Int]
            switch (version, layer) {
            case (1, 1): kilobits = [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448]
            case (1, 2): kilobits = [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384]
            case (1, _): kilobits = [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
            case (_, 1): kilobits = [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256]
            default: kilobits = [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
            }
            bitrate = kilobits[bitrateIndex - 1] * 1000
            let rates = [44100, 48000, 32000]
            sampleRate = rates[rateIndex] / (version == 1 ? 1 : version == 2 ? 2 : 4)
            mono = (word >> 6) & 3 == 3
            let padding = Int((word >> 9) & 1)
            if layer == 1 {
                length = (12 * bitrate / sampleRate + padding) * 4
            } else {
                let factor = layer == 3 && version != 1 ? 72 : 144
                length = factor * bitrate / sampleRate + padding
            }
        }
    }
}
