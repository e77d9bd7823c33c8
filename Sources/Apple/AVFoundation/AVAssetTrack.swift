// An asset's track: its kind, size, transform, time range, frame rate and format, as the file's
// headers state them (a video's `tkhd` size and matrix, its sample count over its duration).
// Linux has no decoder: `isDecodable` is false; everything else is the file's.
import CoreGraphics
import CoreMedia
import Foundation

/// A characteristic of media: visual, audible, legible, …
public struct AVMediaCharacteristic: RawRepresentable, Hashable, Sendable {
    /// The characteristic's name.
    public let rawValue: String
    /// A characteristic of a name.
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Seen: video and pictures.
    public static let visual = AVMediaCharacteristic(rawValue: "AVMediaCharacteristicVisual")
    /// Heard: sound.
    public static let audible = AVMediaCharacteristic(rawValue: "AVMediaCharacteristicAudible")
    /// Read: text, subtitles, captions.
    public static let legible = AVMediaCharacteristic(rawValue: "AVMediaCharacteristicLegible")
    /// Has frames.
    public static let frameBased = AVMediaCharacteristic(rawValue: "AVMediaCharacteristicFrameBased")
}

/// A track of an asset: a stream of one kind of media.
open class AVAssetTrack: NSObject, @unchecked Sendable, AVAsynchronousKeyValueLoading {
    private let track: MediaFile.Track

    /// The asset the track belongs to.
    open private(set) weak var asset: AVAsset?
    /// The track's identifier within its file.
    open var trackID: CMPersistentTrackID { track.id }
    /// The kind of media.
    open var mediaType: AVMediaType { track.mediaType }
    /// The track's format descriptions (`CMFormatDescription`s).
    open var formatDescriptions: [Any] { loadedFormatDescriptions }
    /// The track's format descriptions, typed.
    var loadedFormatDescriptions: [CMFormatDescription] { track.formatDescription.map { [$0] } ?? [] }
    /// Whether the track can be played (its format was read; nothing plays on Linux).
    open var isPlayable: Bool { true }
    /// Whether the track's media can be decoded here: no, Linux has no decoder.
    open var isDecodable: Bool { false }
    /// Whether the track is enabled.
    open var isEnabled: Bool { track.isEnabled }
    /// Whether the track's media is in the file: yes.
    open var isSelfContained: Bool { true }
    /// The total bytes of the track's samples.
    open var totalSampleDataLength: Int64 { track.totalSampleDataLength }
    /// The track's time range in the asset's timeline.
    open var timeRange: CMTimeRange { track.timeRange }
    /// The track's media timescale.
    open var naturalTimeScale: CMTimeScale { track.naturalTimeScale }
    /// The track's data rate in bits per second.
    open var estimatedDataRate: Float { track.estimatedDataRate }
    /// The track's language, ISO 639-2 ("und" when undetermined).
    open var languageCode: String? { track.languageCode }
    /// The track's language tag, BCP 47.
    open var extendedLanguageTag: String? { nil }
    /// A video's size in pixels before its transform (zero for sound).
    open var naturalSize: CGSize { track.naturalSize }
    /// The transform to apply to the video for display (a portrait phone video is turned 90°).
    open var preferredTransform: CGAffineTransform { track.transform }
    /// The track's volume: 1 for sound, 0 for other media.
    open var preferredVolume: Float { track.mediaType == .audio ? 1 : 0 }
    /// The frame rate: samples per second of media.
    open var nominalFrameRate: Float { track.nominalFrameRate }
    /// The shortest frame duration (invalid for sound).
    open var minFrameDuration: CMTime { track.minFrameDuration }
    /// Whether frames are decoded out of order: not known without decoding (false).
    open var requiresFrameReordering: Bool { false }
    /// The track's metadata: none.
    open var metadata: [AVMetadataItem] { [] }
    /// The track's common metadata: none.
    open var commonMetadata: [AVMetadataItem] { [] }

    init(asset: AVAsset, description: MediaFile.Track) {
        self.asset = asset
        track = description
        super.init()
    }

    /// Whether the track has a characteristic: video is visual, sound audible, text legible.
    /// - Parameter mediaCharacteristic: The characteristic.
    /// - Returns: Whether it has it.
    open func hasMediaCharacteristic(_ mediaCharacteristic: AVMediaCharacteristic) -> Bool {
        switch mediaCharacteristic {
        case .visual: return [.video, .subtitle, .closedCaption, .text].contains(mediaType)
        case .audible: return mediaType == .audio
        case .legible: return [.subtitle, .closedCaption, .text].contains(mediaType)
        case .frameBased: return mediaType == .video
        default: return false
        }
    }

    /// Whether a property is loaded: a track's are, once it exists.
    /// - Parameters:
    ///   - key: The property's name.
    ///   - outError: Not set.
    /// - Returns: `.loaded`.
    open func statusOfValue(forKey key: String, error outError: UnsafeMutablePointer<NSError?>?) -> AVKeyValueStatus { .loaded }

    /// Loads properties (they are loaded), then calls a handler on an arbitrary queue.
    /// - Parameters:
    ///   - keys: The properties' names.
    ///   - handler: Called at once.
    open func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)? = nil) {
        DispatchQueue.global().async { handler?() }
    }
}

extension AVMetadataItem: AVAsynchronousKeyValueLoading {
    /// Whether a property is loaded: an item's are, once it exists.
    /// - Parameters:
    ///   - key: The property's name.
    ///   - outError: Not set.
    /// - Returns: `.loaded`.
    public func statusOfValue(forKey key: String, error outError: UnsafeMutablePointer<NSError?>?) -> AVKeyValueStatus { .loaded }

    /// Loads properties (they are loaded), then calls a handler on an arbitrary queue.
    /// - Parameters:
    ///   - keys: The properties' names.
    ///   - handler: Called at once.
    public func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)? = nil) {
        DispatchQueue.global().async { handler?() }
    }
}
