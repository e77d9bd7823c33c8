// Still images from an asset's video, as apps make thumbnails. Linux has no video decoder, so no
// frame can be made: every request fails with the error AVFoundation gives when no decoder fits
// the video (`AVError.decoderNotFound`, −11833, with the track's media type and codec), rather
// than a blank image. An asset with no video track fails with `AVError.noImageAtTime`
// (−11832), one that failed to load with its loading error. Asynchronous results are delivered
// on a background queue, in the order the times were asked for.
import CoreGraphics
import CoreMedia
import Foundation

/// Called for each requested time: the requested time, the image (nil on failure), the time of
/// the frame, the result, and the error.
public typealias AVAssetImageGeneratorCompletionHandler = @Sendable (CMTime, CGImage?, CMTime, AVAssetImageGenerator.Result, (any Error)?) -> Void

/// Makes still images of an asset's video at given times.
open class AVAssetImageGenerator: NSObject, @unchecked Sendable {
    /// How a request ended.
    public enum Result: Int, Sendable {
        /// An image was made.
        case succeeded = 0
        /// Making it failed.
        case failed = 1
        /// The request was cancelled.
        case cancelled = 2
    }

    /// Which part of the encoded frame is the picture.
    public struct ApertureMode: RawRepresentable, Hashable, Sendable {
        /// The mode's name.
        public let rawValue: String
        /// A mode of a name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The clean aperture, scaled to the pixel aspect ratio.
        public static let cleanAperture = ApertureMode(rawValue: "CleanAperture")
        /// The production aperture.
        public static let productionAperture = ApertureMode(rawValue: "ProductionAperture")
        /// Every encoded pixel.
        public static let encodedPixels = ApertureMode(rawValue: "EncodedPixels")
    }

    private let lock = NSLock()
    private var cancelled = false

    /// The asset.
    open private(set) var asset: AVAsset
    /// Whether the track's transform is applied (portrait videos come out upright).
    open var appliesPreferredTrackTransform = false
    /// The largest size of the images (zero: the video's own).
    open var maximumSize = CGSize.zero
    /// Which part of the frame is the picture.
    open var apertureMode: ApertureMode? = .cleanAperture
    /// How much earlier than asked a frame may be.
    open var requestedTimeToleranceBefore = CMTime.positiveInfinity
    /// How much later than asked a frame may be.
    open var requestedTimeToleranceAfter = CMTime.positiveInfinity

    /// A generator of an asset's images.
    /// - Parameter asset: The asset.
    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    /// Why no image can be made at a time: the asset's loading error, no video track
    /// (`.noImageAtTime`), an invalid time (`.noImageAtTime`), or no decoder (`.decoderNotFound`).
    private func failure(at time: CMTime) -> any Error {
        let tracks: [AVAssetTrack]
        do { tracks = try asset.loadedTracks() } catch { return error }
        guard let video = tracks.first(where: { $0.mediaType == .video }), time.isNumeric || time.isPositiveInfinity else {
            return AVError(.noImageAtTime, userInfo: [NSLocalizedFailureReasonErrorKey: "This media cannot be used."])
        }
        let codecs = video.loadedFormatDescriptions.map { NSNumber(value: $0.mediaSubType) }
        return AVError(.decoderNotFound, userInfo: [AVErrorMediaTypeKey: AVMediaType.video.rawValue, AVErrorMediaSubTypeKey: codecs,
                                                    NSLocalizedFailureReasonErrorKey: "The media data could not be decoded. It may be damaged."])
    }

    /// An image of the video at a time (deprecated on Apple's platforms: `image(at:)`).
    /// - Parameters:
    ///   - requestedTime: The time.
    ///   - actualTime: Set to the frame's time when an image is made (never, on Linux).
    /// - Returns: The image.
    /// - Throws: `AVError.decoderNotFound` (Linux decodes no video), `.noImageAtTime` when the
    ///   asset has no video, or the asset's loading error.
    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        throw failure(at: requestedTime)
    }

    /// An image of the video at a time, with the frame's time.
    /// - Parameter time: The time.
    /// - Returns: The image and the frame's time.
    /// - Throws: As `copyCGImage(at:actualTime:)`.
    open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
        throw failure(at: time)
    }

    /// Makes an image of the video at a time, then calls a handler on a background queue.
    /// - Parameters:
    ///   - requestedTime: The time.
    ///   - handler: Called with the image (nil), the frame's time and the error.
    open func generateCGImageAsynchronously(for requestedTime: CMTime, completionHandler handler: @escaping @Sendable (CGImage?, CMTime, (any Error)?) -> Void) {
        let error = failure(at: requestedTime)
        DispatchQueue.global().async { handler(nil, .zero, error) }
    }

    /// Makes images of the video at times (`NSValue(time:)`), calling a handler for each, in
    /// order, on a background queue.
    /// - Parameters:
    ///   - requestedTimes: The times.
    ///   - handler: Called for each time with the result (`.failed` on Linux, or `.cancelled`
    ///     after `cancelAllCGImageGeneration()`).
    open func generateCGImagesAsynchronously(forTimes requestedTimes: [NSValue], completionHandler handler: @escaping AVAssetImageGeneratorCompletionHandler) {
        let times = requestedTimes.map(\.timeValue)
        lock.withLock { cancelled = false }
        let failures = times.map { failure(at: $0) }
        DispatchQueue.global().async {
            for (time, error) in zip(times, failures) {
                if self.lock.withLock({ self.cancelled }) {
                    handler(time, nil, .zero, .cancelled, AVError(.operationCancelled))
                } else {
                    handler(time, nil, .zero, .failed, error)
                }
            }
        }
    }

    /// Cancels the requests not yet answered: they end `.cancelled`.
    open func cancelAllCGImageGeneration() {
        lock.withLock { cancelled = true }
    }
}

/// The user-info key of an error's media type.
public let AVErrorMediaTypeKey = "AVErrorMediaTypeKey"
/// The user-info key of an error's media subtypes (four-character codes).
public let AVErrorMediaSubTypeKey = "AVErrorMediaSubTypeKey"
/// The user-info key of an error's device.
public let AVErrorDeviceKey = "AVErrorDeviceKey"
/// The user-info key of an error's time.
public let AVErrorTimeKey = "AVErrorTimeKey"
/// The user-info key of whether a recording finished successfully despite the error.
public let AVErrorRecordingSuccessfullyFinishedKey = "AVErrorRecordingSuccessfullyFinishedKey"
