// A captured photo and the delegate a photo output tells as a capture goes. Linux has no
// camera, so no photo is ever made; a capture tells its delegate only that it finished with an
// error (see AVCapturePhotoOutput.swift). Every delegate method is optional, as in AVFoundation.
import CoreGraphics
import CoreMedia
import Foundation

/// A photo a capture delivered.
///
/// Linux: never made.
open class AVCapturePhoto: NSObject, @unchecked Sendable {
    private let encoded: Data?

    /// When the photo was taken.
    public let timestamp: CMTime
    /// Whether the photo is raw.
    public let isRawPhoto: Bool
    /// The photo's metadata (EXIF, TIFF, …).
    public let metadata: [String: Any]
    /// The settings the capture used.
    public let resolvedSettings: AVCaptureResolvedPhotoSettings
    /// Which of the capture's photos this is, from 1.
    public let photoCount: Int
    /// The uncompressed pixels, if asked for.
    open var pixelBuffer: CVPixelBuffer? { nil }
    /// The preview's pixels, if asked for.
    open var previewPixelBuffer: CVPixelBuffer? { nil }

    init(data: Data?, timestamp: CMTime, resolvedSettings: AVCaptureResolvedPhotoSettings, photoCount: Int) {
        encoded = data
        self.timestamp = timestamp
        isRawPhoto = false
        metadata = [:]
        self.resolvedSettings = resolvedSettings
        self.photoCount = photoCount
        super.init()
    }

    /// The photo as a file's bytes (JPEG or HEIC), for `UIImage(data:)` or saving.
    /// - Returns: The bytes, or nil.
    open func fileDataRepresentation() -> Data? { encoded }

    /// The photo as an image.
    /// - Returns: The image, or nil.
    open func cgImageRepresentation() -> CGImage? { nil }

    /// The preview as an image.
    /// - Returns: The image, or nil.
    open func previewCGImageRepresentation() -> CGImage? { nil }
}

/// Told as a photo capture goes; every method is optional.
///
/// Linux: only `photoOutput(_:didFinishCaptureFor:error:)` is ever called, with an error.
public protocol AVCapturePhotoCaptureDelegate: NSObjectProtocol {
    /// The capture is about to begin.
    /// - Parameters:
    ///   - output: The output.
    ///   - resolvedSettings: The settings used.
    func photoOutput(_ output: AVCapturePhotoOutput, willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings)
    /// The photo is about to be taken (the shutter sound plays).
    /// - Parameters:
    ///   - output: The output.
    ///   - resolvedSettings: The settings used.
    func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
    /// The photo was taken.
    /// - Parameters:
    ///   - output: The output.
    ///   - resolvedSettings: The settings used.
    func photoOutput(_ output: AVCapturePhotoOutput, didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
    /// A photo is ready.
    /// - Parameters:
    ///   - output: The output.
    ///   - photo: The photo.
    ///   - error: Why it failed, if it did.
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?)
    /// A Live Photo's movie finished recording.
    /// - Parameters:
    ///   - output: The output.
    ///   - outputFileURL: Where the movie will be.
    ///   - resolvedSettings: The settings used.
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishRecordingLivePhotoMovieForEventualFileAt outputFileURL: URL,
                     resolvedSettings: AVCaptureResolvedPhotoSettings)
    /// A Live Photo's movie is written.
    /// - Parameters:
    ///   - output: The output.
    ///   - outputFileURL: Where it is.
    ///   - duration: Its duration.
    ///   - photoDisplayTime: When the still photo is in it.
    ///   - resolvedSettings: The settings used.
    ///   - error: Why it failed, if it did.
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingLivePhotoToMovieFileAt outputFileURL: URL, duration: CMTime,
                     photoDisplayTime: CMTime, resolvedSettings: AVCaptureResolvedPhotoSettings, error: (any Error)?)
    /// The capture finished (the last call of a capture).
    /// - Parameters:
    ///   - output: The output.
    ///   - resolvedSettings: The settings used.
    ///   - error: Why it failed, if it did.
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings, error: (any Error)?)
}

extension AVCapturePhotoCaptureDelegate {
    /// Does nothing.
    /// - Parameters:
    ///   - output: The output.
    ///   - resolvedSettings: The settings used.
    public func photoOutput(_ output: AVCapturePhotoOutput, willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
    /// Does nothing.
    /// - Parameters:
    ///   - output: The output.
    ///   - resolvedSettings: The settings used.
    public func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
    /// Does nothing.
    /// - Parameters:
    ///   - output: The output.
    ///   - resolvedSettings: The settings used.
    public func photoOutput(_ output: AVCapturePhotoOutput, didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
    /// Does nothing.
    /// - Parameters:
    ///   - output: The output.
    ///   - photo: The photo.
    ///   - error: Why it failed.
    public func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?) {}
    /// Does nothing.
    /// - Parameters:
    ///   - output: The output.
    ///   - outputFileURL: Where the movie will be.
    ///   - resolvedSettings: The settings used.
    public func photoOutput(_ output: AVCapturePhotoOutput, didFinishRecordingLivePhotoMovieForEventualFileAt outputFileURL: URL,
                            resolvedSettings: AVCaptureResolvedPhotoSettings) {}
    /// Does nothing.
    /// - Parameters:
    ///   - output: The output.
    ///   - outputFileURL: Where it is.
    ///   - duration: Its duration.
    ///   - photoDisplayTime: When the still is in it.
    ///   - resolvedSettings: The settings used.
    ///   - error: Why it failed.
    public func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingLivePhotoToMovieFileAt outputFileURL: URL, duration: CMTime,
                            photoDisplayTime: CMTime, resolvedSettings: AVCaptureResolvedPhotoSettings, error: (any Error)?) {}
    /// Does nothing.
    /// - Parameters:
    ///   - output: The output.
    ///   - resolvedSettings: The settings used.
    ///   - error: Why it failed.
    public func photoOutput(_ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings, error: (any Error)?) {}
}
