// Sample buffers, and the Core Video image buffers they carry (Apple's Core Media re-exports Core
// Video, so `import CoreMedia` and `import AVFoundation` see these too). Capture outputs and asset
// readers hand them to delegates; Linux has no camera and decodes no media, so none is ever
// delivered. The types exist so that delegate methods and their bodies compile as written.
import Foundation

/// A Core Video buffer: the base of image buffers.
public class CVBuffer: @unchecked Sendable {
    /// The width in pixels.
    let width: Int
    /// The height in pixels.
    let height: Int
    /// The pixel format's code.
    let pixelFormat: OSType

    package init(width: Int, height: Int, pixelFormat: OSType) {
        self.width = width
        self.height = height
        self.pixelFormat = pixelFormat
    }
}

/// A buffer holding an image.
public typealias CVImageBuffer = CVBuffer
/// A buffer holding an image's pixels in main memory.
public typealias CVPixelBuffer = CVImageBuffer

/// A pixel buffer's width in pixels.
/// - Parameter pixelBuffer: The buffer.
/// - Returns: Its width.
public func CVPixelBufferGetWidth(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.width }

/// A pixel buffer's height in pixels.
/// - Parameter pixelBuffer: The buffer.
/// - Returns: Its height.
public func CVPixelBufferGetHeight(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.height }

/// A pixel buffer's format code.
/// - Parameter pixelBuffer: The buffer.
/// - Returns: Its format ('BGRA', …).
public func CVPixelBufferGetPixelFormatType(_ pixelBuffer: CVPixelBuffer) -> OSType { pixelBuffer.pixelFormat }

/// The key of an output's pixel format in video settings (a String here: Linux has no
/// CFString, and `kCVPixelBufferPixelFormatTypeKey as String` reads the same).
public let kCVPixelBufferPixelFormatTypeKey = "PixelFormatType"
/// The key of a pixel buffer's width in attributes.
public let kCVPixelBufferWidthKey = "Width"
/// The key of a pixel buffer's height in attributes.
public let kCVPixelBufferHeightKey = "Height"
/// 32-bit BGRA pixels ('BGRA').
public let kCVPixelFormatType_32BGRA: OSType = 0x4247_5241
/// 32-bit ARGB pixels.
public let kCVPixelFormatType_32ARGB: OSType = 0x0000_0020
/// Bi-planar 4:2:0 Y'CbCr, video range ('420v').
public let kCVPixelFormatType_420YpCbCr8BiPlanarVideoRange: OSType = 0x3432_3076
/// Bi-planar 4:2:0 Y'CbCr, full range ('420f').
public let kCVPixelFormatType_420YpCbCr8BiPlanarFullRange: OSType = 0x3432_3066

/// Media samples with their timing and format: a video frame, a run of audio.
///
/// Linux: never made (no camera, no decoder), so a delegate that takes one is never called.
public final class CMSampleBuffer: @unchecked Sendable {
    /// When the sample is presented.
    public let presentationTimeStamp: CMTime
    /// When the sample is decoded.
    public let decodeTimeStamp: CMTime
    /// How long the sample lasts.
    public let duration: CMTime
    /// The format of the samples.
    public let formatDescription: CMFormatDescription?
    /// The image, for a video frame.
    public let imageBuffer: CVImageBuffer?
    /// How many samples the buffer holds.
    public let numSamples: CMItemCount
    /// Whether the buffer is still valid.
    public var isValid: Bool { true }

    package init(presentationTimeStamp: CMTime, duration: CMTime, formatDescription: CMFormatDescription?, imageBuffer: CVImageBuffer?,
                 numSamples: CMItemCount = 1) {
        self.presentationTimeStamp = presentationTimeStamp
        self.decodeTimeStamp = .invalid
        self.duration = duration
        self.formatDescription = formatDescription
        self.imageBuffer = imageBuffer
        self.numSamples = numSamples
    }
}

/// A sample buffer's presentation time.
/// - Parameter sbuf: The buffer.
/// - Returns: The time.
public func CMSampleBufferGetPresentationTimeStamp(_ sbuf: CMSampleBuffer) -> CMTime { sbuf.presentationTimeStamp }

/// A sample buffer's decode time.
/// - Parameter sbuf: The buffer.
/// - Returns: The time (invalid when decoding order is presentation order).
public func CMSampleBufferGetDecodeTimeStamp(_ sbuf: CMSampleBuffer) -> CMTime { sbuf.decodeTimeStamp }

/// A sample buffer's duration.
/// - Parameter sbuf: The buffer.
/// - Returns: The duration.
public func CMSampleBufferGetDuration(_ sbuf: CMSampleBuffer) -> CMTime { sbuf.duration }

/// A sample buffer's image, for a video frame.
/// - Parameter sbuf: The buffer.
/// - Returns: The image buffer, or nil.
public func CMSampleBufferGetImageBuffer(_ sbuf: CMSampleBuffer) -> CVImageBuffer? { sbuf.imageBuffer }

/// A sample buffer's format description.
/// - Parameter sbuf: The buffer.
/// - Returns: The description, or nil.
public func CMSampleBufferGetFormatDescription(_ sbuf: CMSampleBuffer) -> CMFormatDescription? { sbuf.formatDescription }

/// How many samples a buffer holds.
/// - Parameter sbuf: The buffer.
/// - Returns: The count.
public func CMSampleBufferGetNumSamples(_ sbuf: CMSampleBuffer) -> CMItemCount { sbuf.numSamples }

/// Whether a sample buffer is still valid.
/// - Parameter sbuf: The buffer.
/// - Returns: Whether it is.
public func CMSampleBufferIsValid(_ sbuf: CMSampleBuffer) -> Bool { sbuf.isValid }
