// The kinds of media: what a track, a capture device or a connection carries. Pure values with
// AVFoundation's raw strings (the four-character codes of Core Media's media types).
import Foundation

/// A kind of media.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    /// The kind's code.
    public let rawValue: String
    /// A kind of a code.
    /// - Parameter rawValue: The code.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A kind of a code.
    /// - Parameter rawValue: The code.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Video.
    public static let video = AVMediaType(rawValue: "vide")
    /// Audio.
    public static let audio = AVMediaType(rawValue: "soun")
    /// Text.
    public static let text = AVMediaType(rawValue: "text")
    /// Closed captions.
    public static let closedCaption = AVMediaType(rawValue: "clcp")
    /// Subtitles.
    public static let subtitle = AVMediaType(rawValue: "sbtl")
    /// Time codes.
    public static let timecode = AVMediaType(rawValue: "tmcd")
    /// Timed metadata.
    public static let metadata = AVMediaType(rawValue: "meta")
    /// Audio and video muxed together.
    public static let muxed = AVMediaType(rawValue: "muxx")
    /// Depth data.
    public static let depthData = AVMediaType(rawValue: "dpth")
    /// Haptics.
    public static let haptic = AVMediaType(rawValue: "hapt")
}
