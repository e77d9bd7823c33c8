// What AVFoundation knows of a media file before anything plays: its duration, its tracks (kind,
// size, transform, time range, frame rate, format) and its metadata, read from the container's
// headers (MovieFile for MPEG-4 and QuickTime, AudioFile and MPEGAudioFile for sound files).
// Loading fails as on an offline iPhone: a remote URL with NSURLErrorNotConnectedToInternet, a
// missing file with NSURLErrorFileDoesNotExist, bytes of no known format with
// AVError.fileFormatNotRecognized.
import CoreGraphics
import CoreMedia
import Foundation

/// A media file's description, as an asset loads it.
struct MediaFile: @unchecked Sendable {
    /// A track's description.
    struct Track {
        var id: CMPersistentTrackID
        var mediaType: AVMediaType
        var naturalSize = CGSize.zero
        var transform = CGAffineTransform.identity
        var timeRange: CMTimeRange
        var naturalTimeScale: CMTimeScale = 0
        var nominalFrameRate: Float = 0
        var estimatedDataRate: Float = 0
        var totalSampleDataLength: Int64 = 0
        var minFrameDuration = CMTime.invalid
        var languageCode: String?
        var isEnabled = true
        var formatDescription: CMFormatDescription?
    }

    /// A tag: its key space, key and value (a String, Data or Int).
    struct Tag {
        var keySpace: AVMetadataKeySpace
        var key: String
        var value: Any
    }

    /// The duration.
    var duration: CMTime
    /// The tracks.
    var tracks: [Track]
    /// The metadata.
    var tags: [Tag]

    /// Reads the file at a URL.
    /// - Returns: The description, or the error loading fails with.
    static func read(_ url: URL) -> Result<MediaFile, NSError> {
        guard url.isFileURL else {
            // No network on Linux: a remote asset fails as an offline device's does.
            return .failure(NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet,
                                    userInfo: [NSLocalizedDescriptionKey: "The Internet connection appears to be offline.", NSURLErrorFailingURLErrorKey: url]))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return .failure(NSError(domain: NSURLErrorDomain, code: NSURLErrorFileDoesNotExist,
                                    userInfo: [NSLocalizedDescriptionKey: "The requested URL was not found on this server.", NSURLErrorFailingURLErrorKey: url]))
        }
        guard !isDirectory.boolValue, let data = try? Data(contentsOf: url, options: .alwaysMapped) else {
            return .failure(NSError(domain: NSURLErrorDomain, code: NSURLErrorNoPermissionsToReadFile,
                                    userInfo: [NSLocalizedDescriptionKey: "The file couldn’t be opened.", NSURLErrorFailingURLErrorKey: url]))
        }
        return read(data)
    }

    /// Reads a file's bytes.
    /// - Returns: The description, or `AVError.fileFormatNotRecognized` for bytes of no known
    ///   format (`.fileFailedToParse` for a malformed WAV file).
    static func read(_ data: Data) -> Result<MediaFile, NSError> {
        let bytes = MediaBytes(data)
        let signature = bytes.fourCC(4)
        if ["ftyp", "moov", "mdat", "wide", "free", "skip", "pnot"].contains(signature), let movie = MovieFile(bytes) {
            return .success(MediaFile(movie: movie))
        }
        do {
            let sound = try AudioFile(data)
            var file = MediaFile(sound: sound, byteCount: data.count)
            if sound.container == .mp3 {
                file.tags = MPEGAudioFile(bytes).tags.map { Tag(keySpace: .id3, key: $0.id, value: $0.value) }
            }
            return .success(file)
        } catch let error as NSError where error.code == AudioFile.Status.invalidFile.rawValue {
            return .failure(AVError(.fileFailedToParse) as NSError)
        } catch {
            return .failure(AVError(.fileFormatNotRecognized) as NSError)
        }
    }

    /// A movie's description: `mvhd`'s duration, each track's boxes.
    private init(movie: MovieFile) {
        let movieScale = CMTimeScale(clamping: movie.timescale)
        duration = movieScale > 0 ? CMTime(value: CMTimeValue(clamping: movie.duration), timescale: movieScale) : .zero
        tracks = movie.tracks.map { box in
            let mediaScale = CMTimeScale(clamping: box.mediaTimescale)
            let mediaSeconds = mediaScale > 0 ? Double(box.mediaDuration) / Double(mediaScale) : 0
            let length: CMTime
            if box.duration > 0, movieScale > 0 {
                length = CMTime(value: CMTimeValue(clamping: box.duration), timescale: movieScale)
            } else if mediaScale > 0 {
                length = CMTime(value: CMTimeValue(clamping: box.mediaDuration), timescale: mediaScale)
            } else {
                length = .zero
            }
            let mediaType = MediaFile.mediaType(handler: box.handler)
            var track = Track(id: box.id, mediaType: mediaType, timeRange: CMTimeRange(start: .zero, duration: length))
            track.transform = box.transform
            track.isEnabled = box.isEnabled
            track.naturalTimeScale = mediaScale
            track.languageCode = box.language
            track.totalSampleDataLength = Int64(clamping: box.totalSampleSize)
            if mediaSeconds > 0 {
                track.nominalFrameRate = Float(Double(box.sampleCount) / mediaSeconds)
                track.estimatedDataRate = Float(Double(box.totalSampleSize) * 8 / mediaSeconds)
            }
            let code = box.handler.utf8.reduce(FourCharCode(0)) { $0 << 8 | FourCharCode($1) }
            if mediaType == .video {
                track.naturalSize = box.width > 0 && box.height > 0 ? CGSize(width: box.width, height: box.height)
                    : CGSize(width: box.codedWidth, height: box.codedHeight)
                if box.minSampleDelta > 0, mediaScale > 0 { track.minFrameDuration = CMTime(value: CMTimeValue(box.minSampleDelta), timescale: mediaScale) }
                track.formatDescription = CMFormatDescription(mediaType: code, mediaSubType: box.codec,
                                                              dimensions: CMVideoDimensions(width: Int32(clamping: box.codedWidth), height: Int32(clamping: box.codedHeight)))
            } else {
                track.formatDescription = CMFormatDescription(mediaType: code, mediaSubType: box.codec, sampleRate: box.sampleRate, channels: box.channels)
            }
            return track
        }
        tags = movie.metadata.map { Tag(keySpace: .iTunes, key: $0.key, value: $0.value) }
    }

    /// A sound file's description: one audio track as long as the sound.
    private init(sound: AudioFile, byteCount: Int) {
        if let frames = sound.frameCount, sound.sampleRate > 0, sound.sampleRate.rounded() == sound.sampleRate,
           let scale = CMTimeScale(exactly: sound.sampleRate) {
            duration = CMTime(value: frames, timescale: scale)
        } else if sound.duration > 0 {
            duration = CMTime(seconds: sound.duration, preferredTimescale: 44100)
        } else {
            duration = .zero
        }
        var track = Track(id: 1, mediaType: .audio, timeRange: CMTimeRange(start: .zero, duration: duration))
        track.naturalTimeScale = CMTimeScale(clamping: Int(sound.sampleRate))
        track.totalSampleDataLength = Int64(byteCount)
        if sound.duration > 0 { track.estimatedDataRate = Float(Double(byteCount) * 8 / sound.duration) }
        let subtype: FourCharCode
        switch sound.container {
        case .wave, .aiff: subtype = 0x6C70_636D  // 'lpcm'
        case .mp3: subtype = 0x2E6D_7033  // '.mp3'
        case .flac: subtype = 0x666C_6163  // 'flac'
        case .amr: subtype = 0x7361_6D72  // 'samr'
        case .mpeg4, .caf: subtype = 0x6161_6320  // 'aac '
        }
        track.formatDescription = CMFormatDescription(mediaType: kCMMediaType_Audio, mediaSubType: subtype, sampleRate: sound.sampleRate,
                                                      channels: sound.channels)
        tracks = [track]
        tags = []
    }

    /// The media type of a track handler.
    static func mediaType(handler: String) -> AVMediaType {
        switch handler {
        case "vide": return .video
        case "soun": return .audio
        case "text": return .text
        case "sbtl", "subt": return .subtitle
        case "clcp": return .closedCaption
        case "tmcd": return .timecode
        case "meta", "mdta": return .metadata
        default: return AVMediaType(rawValue: handler)
        }
    }
}
