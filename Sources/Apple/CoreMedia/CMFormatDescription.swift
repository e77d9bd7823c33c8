// Media format descriptions, video dimensions and track identifiers: the opaque Core Media types
// that capture and asset APIs hand out. Linux decodes no media, so format descriptions exist
// only where a container's header described the media (an asset's tracks); their dimensions and
// codes are the header's.
import Foundation

/// A four-character code packed into 32 bits, big-endian ('vide' is 0x76696465).
public typealias FourCharCode = UInt32
/// A four-character code naming a type (a pixel format, say).
public typealias OSType = FourCharCode
/// A kind of media, as a four-character code.
public typealias CMMediaType = FourCharCode
/// A count of items (samples, say).
public typealias CMItemCount = Int
/// A track's identifier within its file; 0 is no track.
public typealias CMPersistentTrackID = Int32
/// No track.
public let kCMPersistentTrackID_Invalid: CMPersistentTrackID = 0

/// Video ('vide').
public let kCMMediaType_Video: CMMediaType = 0x7669_6465
/// Audio ('soun').
public let kCMMediaType_Audio: CMMediaType = 0x736F_756E
/// Muxed audio and video ('muxx').
public let kCMMediaType_Muxed: CMMediaType = 0x6D75_7878
/// Text ('text').
public let kCMMediaType_Text: CMMediaType = 0x7465_7874
/// Closed captions ('clcp').
public let kCMMediaType_ClosedCaption: CMMediaType = 0x636C_6370
/// Subtitles ('sbtl').
public let kCMMediaType_Subtitle: CMMediaType = 0x7362_746C
/// Time codes ('tmcd').
public let kCMMediaType_TimeCode: CMMediaType = 0x746D_6364
/// Timed metadata ('meta').
public let kCMMediaType_Metadata: CMMediaType = 0x6D65_7461

/// A video's size in pixels.
public struct CMVideoDimensions: Hashable, Sendable {
    /// The width in pixels.
    public var width: Int32
    /// The height in pixels.
    public var height: Int32
    /// Zero by zero.
    public init() { self.init(width: 0, height: 0) }
    /// Dimensions of a width and height.
    /// - Parameters:
    ///   - width: The width in pixels.
    ///   - height: The height in pixels.
    public init(width: Int32, height: Int32) {
        self.width = width
        self.height = height
    }
}

/// A description of a stream's format: its media type, codec and (for video) dimensions.
///
/// Linux: made only from a container's header, for an asset's track.
public final class CMFormatDescription: @unchecked Sendable, CustomStringConvertible {
    /// The media type ('vide', 'soun', …).
    public let mediaType: CMMediaType
    /// The codec or format ('avc1', 'aac ', …).
    public let mediaSubType: FourCharCode
    /// A video's dimensions (zero for other media).
    public let dimensions: CMVideoDimensions
    /// An audio stream's sample rate, when the header gave it.
    let sampleRate: Double
    /// An audio stream's channels, when the header gave them.
    let channels: Int

    /// A description of a stream.
    package init(mediaType: CMMediaType, mediaSubType: FourCharCode, dimensions: CMVideoDimensions = CMVideoDimensions(),
                 sampleRate: Double = 0, channels: Int = 0) {
        self.mediaType = mediaType
        self.mediaSubType = mediaSubType
        self.dimensions = dimensions
        self.sampleRate = sampleRate
        self.channels = channels
    }

    /// The media type, subtype and dimensions, as four-character codes.
    public var description: String {
        "<CMFormatDescription mediaType:'\(fourCharacters(mediaType))' mediaSubType:'\(fourCharacters(mediaSubType))'"
            + (mediaType == kCMMediaType_Video ? " dimensions:\(dimensions.width)x\(dimensions.height)>" : ">")
    }
}

/// A video's format description.
public typealias CMVideoFormatDescription = CMFormatDescription
/// An audio stream's format description.
public typealias CMAudioFormatDescription = CMFormatDescription

/// A format description's media type.
/// - Parameter desc: The description.
/// - Returns: Its media type.
public func CMFormatDescriptionGetMediaType(_ desc: CMFormatDescription) -> CMMediaType { desc.mediaType }

/// A format description's codec or format.
/// - Parameter desc: The description.
/// - Returns: Its subtype.
public func CMFormatDescriptionGetMediaSubType(_ desc: CMFormatDescription) -> FourCharCode { desc.mediaSubType }

/// A video format description's dimensions in pixels.
/// - Parameter videoDesc: The description.
/// - Returns: Its dimensions.
public func CMVideoFormatDescriptionGetDimensions(_ videoDesc: CMVideoFormatDescription) -> CMVideoDimensions { videoDesc.dimensions }

/// The four characters of a code ("vide").
func fourCharacters(_ code: FourCharCode) -> String {
    String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: code >> $0) }, as: UTF8.self)
}
