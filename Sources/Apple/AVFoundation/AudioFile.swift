// What an audio player reads of a sound before it plays: whether the bytes are a sound file at
// all, and for a WAV file its format and length from the header. Linux decodes nothing, so only
// WAV (whose header states its length) has a duration; other formats are recognised by their
// signature and have none.
import Foundation

/// A sound file as read from its first bytes.
struct AudioFile: Equatable, Sendable {
    /// The containers Core Audio opens, told apart by their signature.
    enum Container: Equatable, Sendable {
        case wave, aiff, caf, mp3, mpeg4, flac, amr
    }

    /// The container.
    var container: Container
    /// Channels (0 when the header was not read).
    var channels = 0
    /// Frames per second (0 when the header was not read).
    var sampleRate = 0.0
    /// The length in seconds (0 when the header was not read).
    var duration: TimeInterval = 0

    /// Core Audio's errors (`OSStatus`, four characters read as a big-endian number), as
    /// AVAudioPlayer throws them in NSOSStatusErrorDomain.
    enum Status: Int {
        /// 'wht?': the file could not be opened (it is missing or unreadable).
        case unspecified = 0x7768_743F
        /// 'typ?': the bytes are not a sound file of a type Core Audio reads.
        case unsupportedFileType = 0x7479_703F
        /// 'dta?': the file says it is of a type but its data is malformed.
        case invalidFile = 0x6474_613F

        /// The error, in the domain AVAudioPlayer's are.
        var error: NSError { NSError(domain: NSOSStatusErrorDomain, code: rawValue) }
    }

    /// Reads a sound file's signature, and a WAV file's header.
    /// - Parameter data: The file's bytes.
    /// - Throws: `Status.unsupportedFileType` when no container's signature matches,
    ///   `Status.invalidFile` for a WAV file with no format or data chunk.
    init(_ data: Data) throws {
        let bytes = [UInt8](data.prefix(12))
        func ascii(_ range: Range<Int>) -> String? {
            bytes.count >= range.upperBound ? String(bytes: bytes[range], encoding: .ascii) : nil
        }
        switch (ascii(0..<4), ascii(8..<12)) {
        case ("RIFF", "WAVE"):
            self = try AudioFile.wave(data)
        case ("FORM", "AIFF"), ("FORM", "AIFC"):
            self.init(container: .aiff)
        case ("caff", _):
            self.init(container: .caf)
        case ("fLaC", _):
            self.init(container: .flac)
        case _ where ascii(4..<8) == "ftyp":
            self.init(container: .mpeg4)
        case _ where ascii(0..<3) == "ID3" || (bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] & 0xE0 == 0xE0):
            // ID3 tags, or an MPEG audio (or ADTS AAC) frame's sync word.
            self.init(container: .mp3)
        case _ where ascii(0..<5) == "#!AMR":
            self.init(container: .amr)
        default:
            throw Status.unsupportedFileType.error
        }
    }

    private init(container: Container) { self.container = container }

    /// A WAV file's format and length: RIFF chunks, little-endian, each padded to an even size;
    /// the length is the data chunk's frames (its bytes over the block size) over the sample
    /// rate, or for a compressed format the `fact` chunk's frames or the data over the byte rate.
    private static func wave(_ data: Data) throws -> AudioFile {
        let bytes = [UInt8](data)
        func uint(_ offset: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        var format: (tag: Int, channels: Int, sampleRate: Int, byteRate: Int, blockAlign: Int)?
        var factFrames: Int?
        var dataSize: Int?
        var offset = 12
        while offset + 8 <= bytes.count, dataSize == nil || format == nil {
            let id = String(bytes: bytes[offset..<offset + 4], encoding: .ascii)
            let size = uint(offset + 4, 4)
            let body = offset + 8
            // A truncated or streamed file's last chunk may say more than there is.
            let available = min(size, bytes.count - body)
            switch id {
            case "fmt " where available >= 16:
                format = (uint(body, 2), uint(body + 2, 2), uint(body + 4, 4), uint(body + 8, 4), uint(body + 12, 2))
            case "fact" where available >= 4:
                factFrames = uint(body, 4)
            case "data":
                dataSize = available
            default:
                break
            }
            offset = body + size + size % 2
        }
        guard let format, let dataSize else { throw Status.invalidFile.error }
        var file = AudioFile(container: .wave)
        file.channels = format.channels
        file.sampleRate = Double(format.sampleRate)
        // PCM, IEEE float, A-law, µ-law and the extensible format store whole frames.
        let framed = [0x0001, 0x0003, 0x0006, 0x0007, 0xFFFE].contains(format.tag)
        if framed, format.blockAlign > 0, format.sampleRate > 0 {
            file.duration = Double(dataSize / format.blockAlign) / Double(format.sampleRate)
        } else if let factFrames, format.sampleRate > 0 {
            file.duration = Double(factFrames) / Double(format.sampleRate)
        } else if format.byteRate > 0 {
            file.duration = Double(dataSize) / Double(format.byteRate)
        }
        return file
    }
}
