// Video codecs and the keys of video output settings, as photo settings and movie outputs take
// them. Pure values with AVFoundation's raw strings.
import Foundation

/// A video or image codec.
public struct AVVideoCodecType: RawRepresentable, Hashable, Sendable {
    /// The codec's four-character code.
    public let rawValue: String
    /// A codec of a code.
    /// - Parameter rawValue: The code.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// H.264.
    public static let h264 = AVVideoCodecType(rawValue: "avc1")
    /// HEVC (H.265).
    public static let hevc = AVVideoCodecType(rawValue: "hvc1")
    /// HEVC with alpha.
    public static let hevcWithAlpha = AVVideoCodecType(rawValue: "muxa")
    /// JPEG.
    public static let jpeg = AVVideoCodecType(rawValue: "jpeg")
    /// Apple ProRes 422.
    public static let proRes422 = AVVideoCodecType(rawValue: "apcn")
    /// Apple ProRes 422 HQ.
    public static let proRes422HQ = AVVideoCodecType(rawValue: "apch")
    /// Apple ProRes 4444.
    public static let proRes4444 = AVVideoCodecType(rawValue: "ap4h")
}

/// The settings key of the codec.
public let AVVideoCodecKey = "AVVideoCodecKey"
/// The settings key of the width in pixels.
public let AVVideoWidthKey = "AVVideoWidthKey"
/// The settings key of the height in pixels.
public let AVVideoHeightKey = "AVVideoHeightKey"
/// The settings key of the compression properties.
public let AVVideoCompressionPropertiesKey = "AVVideoCompressionPropertiesKey"
/// The compression key of the quality, 0...1.
public let AVVideoQualityKey = "AVVideoQualityKey"
/// The compression key of the average bitrate.
public let AVVideoAverageBitRateKey = "AverageBitRate"
/// The settings key of how video is scaled.
public let AVVideoScalingModeKey = "AVVideoScalingModeKey"

extension AVFileType {
    /// HEIF images.
    public static let heic = AVFileType(rawValue: "public.heic")
    /// HEIF images (the general type).
    public static let heif = AVFileType(rawValue: "public.heif")
    /// JPEG images.
    public static let jpg = AVFileType(rawValue: "public.jpeg")
    /// DNG raw images.
    public static let dng = AVFileType(rawValue: "com.adobe.raw-image")
    /// TIFF images.
    public static let tif = AVFileType(rawValue: "public.tiff")
}
