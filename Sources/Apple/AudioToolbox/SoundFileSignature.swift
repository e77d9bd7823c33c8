// Whether a file's bytes are a sound file Core Audio opens, told by its signature: what
// `AudioServicesCreateSystemSoundID` checks before it gives a file an ID. A WAV file must also
// have its format and data chunks, as a system sound's player needs both; no sample is decoded.
import Foundation

/// Sound files told apart by their first bytes.
enum SoundFileSignature {
    /// Whether the bytes are a sound file: WAV (with `fmt ` and `data` chunks), AIFF or AIFF-C,
    /// CAF, MPEG-4 audio, MP3 (an ID3 tag or an MPEG audio frame's sync word), FLAC or AMR.
    /// - Parameter data: The file's bytes.
    /// - Returns: Whether Core Audio would open it.
    static func isSoundFile(_ data: Data) -> Bool {
        let bytes = [UInt8](data.prefix(12))
        func ascii(_ range: Range<Int>) -> String? {
            bytes.count >= range.upperBound ? String(bytes: bytes[range], encoding: .ascii) : nil
        }
        switch (ascii(0..<4), ascii(8..<12)) {
        case ("RIFF", "WAVE"):
            return hasWaveChunks(data)
        case ("FORM", "AIFF"), ("FORM", "AIFC"):
            return true
        case ("caff", _):
            return true
        case ("fLaC", _):
            return true
        default:
            if ascii(4..<8) == "ftyp" || ascii(0..<3) == "ID3" || ascii(0..<5) == "#!AMR" { return true }
            // An MPEG audio (or ADTS AAC) frame's sync word: eleven set bits.
            return bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] & 0xE0 == 0xE0
        }
    }

    /// Whether a WAV file's RIFF chunks (little-endian sizes, each padded to an even length)
    /// include a format chunk of at least 16 bytes and a data chunk.
    private static func hasWaveChunks(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        var format = false
        var samples = false
        var offset = 12
        while offset + 8 <= bytes.count, !(format && samples) {
            let id = String(bytes: bytes[offset..<offset + 4], encoding: .ascii)
            let size = (0..<4).reduce(0) { $0 | Int(bytes[offset + 4 + $1]) << (8 * $1) }
            if id == "fmt " { format = size >= 16 && offset + 8 + 16 <= bytes.count }
            if id == "data" { samples = true }
            offset += 8 + size + size % 2
        }
        return format && samples
    }
}
