// What an audio player reads of a sound before it plays: whether the bytes are a sound file at
// all, and its format and length from its headers: a WAV file's chunks, an AIFF file's COMM
// chunk, a FLAC file's STREAMINFO, an MPEG-4 file's movie header, an MP3 file's first frame and
// its Xing/Info frame count (or its size over its bitrate). Linux decodes nothing; formats whose
// header does not state their length (CAF, AMR) are recognised by their signature and have none.
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
    /// The length in frames (samples per channel), when the header states it exactly.
    var frameCount: Int64?

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
            self = AudioFile.aiff(MediaBytes(data))
        case ("caff", _):
            self.init(container: .caf)
        case ("fLaC", _):
            self = AudioFile.flac(MediaBytes(data))
        case _ where ascii(4..<8) == "ftyp":
            self = AudioFile.mpeg4(MediaBytes(data))
        case _ where ascii(0..<3) == "ID3" || (bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] & 0xE0 == 0xE0):
            // ID3 tags, or an MPEG audio (or ADTS AAC) frame's sync word.
            let stream = MPEGAudioFile(MediaBytes(data))
            self.init(container: .mp3)
            channels = stream.channels
            sampleRate = Double(stream.sampleRate)
            duration = stream.duration
            if stream.sampleCount > 0 { frameCount = stream.sampleCount }
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
            file.frameCount = Int64(dataSize / format.blockAlign)
            file.duration = Double(dataSize / format.blockAlign) / Double(format.sampleRate)
        } else if let factFrames, format.sampleRate > 0 {
            file.frameCount = Int64(factFrames)
            file.duration = Double(factFrames) / Double(format.sampleRate)
        } else if format.byteRate > 0 {
            file.duration = Double(dataSize) / Double(format.byteRate)
        }
        return file
    }

    /// An AIFF or AIFF-C file's COMM chunk (big-endian chunks after the FORM header): channels,
    /// frames and the sample rate as an 80-bit extended float.
    private static func aiff(_ bytes: MediaBytes) -> AudioFile {
        var file = AudioFile(container: .aiff)
        var offset = 12
        while offset + 8 <= bytes.count {
            let size = Int(bytes.u32(offset + 4))
            if bytes.fourCC(offset) == "COMM" {
                let body = offset + 8
                file.channels = Int(bytes.u16(body))
                let frames = Int64(bytes.u32(body + 2))
                // Sign and 15-bit exponent (bias 16383), then a 64-bit mantissa with its
                // integer bit: the value is mantissa × 2^(exponent − 16383 − 63).
                let exponent = Int(bytes.u16(body + 8) & 0x7FFF)
                let mantissa = bytes.big(body + 10, 8)
                let rate = exponent == 0 ? 0 : Double(mantissa) * pow(2, Double(exponent - 16383 - 63))
                file.sampleRate = rate
                if rate > 0 {
                    file.frameCount = frames
                    file.duration = Double(frames) / rate
                }
                break
            }
            offset += 8 + size + size % 2
        }
        return file
    }

    /// A FLAC file's STREAMINFO block (the first metadata block): 20 bits of sample rate,
    /// 3 of channels − 1, 5 of bits per sample − 1, 36 of total samples.
    private static func flac(_ bytes: MediaBytes) -> AudioFile {
        var file = AudioFile(container: .flac)
        guard bytes.big(4, 1) & 0x7F == 0 else { return file }
        let info = 8
        let packed = bytes.big(info + 10, 8)
        let rate = Double(packed >> 44)
        file.channels = Int((packed >> 41) & 0x7) + 1
        file.sampleRate = rate
        let samples = Int64(packed & 0xF_FFFF_FFFF)
        if rate > 0, samples > 0 {
            file.frameCount = samples
            file.duration = Double(samples) / rate
        }
        return file
    }

    /// An MPEG-4 audio file's movie header: the first sound track's channels and rate, and the
    /// movie's length.
    private static func mpeg4(_ bytes: MediaBytes) -> AudioFile {
        var file = AudioFile(container: .mpeg4)
        guard let movie = MovieFile(bytes) else { return file }
        if let sound = movie.tracks.first(where: { $0.handler == "soun" }) {
            file.channels = sound.channels
            file.sampleRate = sound.sampleRate
        }
        if movie.timescale > 0 { file.duration = Double(movie.duration) / Double(movie.timescale) }
        return file
    }
}
