// The kinds of asset Photos distinguishes, with Apple's raw values: media types, subtypes
// (panorama, Live Photo, slow motion…), where an asset comes from, how it plays, and the edits
// an asset allows.
import Foundation

/// The kind of media an asset holds.
public enum PHAssetMediaType: Int, Sendable, Hashable {
    /// Unknown.
    case unknown = 0
    /// A photo.
    case image = 1
    /// A video.
    case video = 2
    /// An audio file.
    case audio = 3
}

/// Special kinds of photo and video, combinable as a set.
public struct PHAssetMediaSubtype: OptionSet, Sendable, Hashable {
    /// The subtypes' bits.
    public let rawValue: UInt
    /// Subtypes of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A panorama.
    public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
    /// A high-dynamic-range photo.
    public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
    /// A screenshot.
    public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
    /// A Live Photo.
    public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
    /// A Portrait-mode photo with depth.
    public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
    /// An animated image (GIF, animated PNG).
    public static let photoAnimation = PHAssetMediaSubtype(rawValue: 1 << 6)
    /// A spatial photo or video.
    public static let spatialMedia = PHAssetMediaSubtype(rawValue: 1 << 10)
    /// A video streamed from the cloud.
    public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
    /// A slow-motion (high frame rate) video.
    public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
    /// A time-lapse video.
    public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
    /// A screen recording.
    public static let videoScreenRecording = PHAssetMediaSubtype(rawValue: 1 << 19)
    /// A Cinematic-mode video.
    public static let videoCinematic = PHAssetMediaSubtype(rawValue: 1 << 21)
}

/// Where assets come from, combinable as a set.
public struct PHAssetSourceType: OptionSet, Sendable, Hashable {
    /// The source types' bits.
    public let rawValue: UInt
    /// Source types of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The person's library (every asset of the in-memory library).
    public static let typeUserLibrary = PHAssetSourceType(rawValue: 1 << 0)
    /// A shared album.
    public static let typeCloudShared = PHAssetSourceType(rawValue: 1 << 1)
    /// Synced from a computer.
    public static let typeiTunesSynced = PHAssetSourceType(rawValue: 1 << 2)
}

/// How a burst photo was picked as representative, combinable as a set.
public struct PHAssetBurstSelectionType: OptionSet, Sendable, Hashable {
    /// The selection types' bits.
    public let rawValue: UInt
    /// Selection types of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Picked automatically.
    public static let autoPick = PHAssetBurstSelectionType(rawValue: 1 << 0)
    /// Picked by the person.
    public static let userPick = PHAssetBurstSelectionType(rawValue: 1 << 1)
}

/// What an asset may have done to it.
public enum PHAssetEditOperation: Int, Sendable, Hashable {
    /// Deleting it.
    case delete = 1
    /// Editing its content.
    case content = 2
    /// Changing its properties (favorite, hidden, date, location).
    case properties = 3
}

/// The kinds of data resource an asset is made of.
public enum PHAssetResourceType: Int, Sendable, Hashable {
    /// The original photo.
    case photo = 1
    /// The original video.
    case video = 2
    /// The original audio.
    case audio = 3
    /// A second photo (the JPEG of a RAW+JPEG pair).
    case alternatePhoto = 4
    /// The photo with edits applied.
    case fullSizePhoto = 5
    /// The video with edits applied.
    case fullSizeVideo = 6
    /// The data describing edits.
    case adjustmentData = 7
    /// The photo edits were applied to.
    case adjustmentBasePhoto = 8
    /// A Live Photo's video.
    case pairedVideo = 9
    /// A Live Photo's video with edits applied.
    case fullSizePairedVideo = 10
    /// The Live Photo video edits were applied to.
    case adjustmentBasePairedVideo = 11
    /// The video edits were applied to.
    case adjustmentBaseVideo = 12
    /// A smaller stand-in of the photo.
    case photoProxy = 19
}

extension PHAsset {
    /// How an asset is meant to be played back.
    public enum PlaybackStyle: Int, Sendable, Hashable {
        /// Not supported.
        case unsupported = 0
        /// A still image.
        case image = 1
        /// An animated image (GIF).
        case imageAnimated = 2
        /// A Live Photo.
        case livePhoto = 3
        /// A video.
        case video = 4
        /// A looping video.
        case videoLooping = 5
    }
}
