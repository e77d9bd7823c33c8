// Photo capture. A photo needs a camera, and Linux has none: the output has no connection, so
// `capturePhoto(with:delegate:)` cannot take a picture. AVFoundation raises an exception there;
// Linux instead tells the delegate the capture failed — `photoOutput(_:didFinishCaptureFor:error:)`
// alone, on the main queue, with `AVError.sessionNotRunning` when the session is not running and
// `AVError.noDataCaptured` otherwise — and no photo is ever delivered.
import CoreGraphics
import CoreMedia
import Foundation

/// Settings of one photo capture; each has its own `uniqueID`.
open class AVCapturePhotoSettings: NSObject, @unchecked Sendable {
    private static let counter = NSLock()
    nonisolated(unsafe) private static var lastID: Int64 = 0

    /// The settings' identifier, increasing from 1.
    public let uniqueID: Int64
    /// The format: codec and file settings (`AVVideoCodecKey`, …).
    public let format: [String: Any]
    /// The flash's mode.
    open var flashMode: AVCaptureDevice.FlashMode = .off
    /// Whether the photo is taken at the highest resolution (deprecated: `maxPhotoDimensions`).
    open var isHighResolutionPhotoEnabled = false
    /// The largest photo size wanted.
    open var maxPhotoDimensions = CMVideoDimensions()
    /// Speed against quality.
    open var photoQualityPrioritization: AVCapturePhotoOutput.QualityPrioritization = .balanced
    /// Whether red-eye is reduced.
    open var isAutoRedEyeReductionEnabled = true
    /// Whether depth data is captured.
    open var isDepthDataDeliveryEnabled = false
    /// Whether depth data is embedded in the photo.
    open var embedsDepthDataInPhoto = true
    /// Whether a portrait effects matte is captured.
    open var isPortraitEffectsMatteDeliveryEnabled = false
    /// The format of a preview image, if one is wanted.
    open var previewPhotoFormat: [String: Any]?
    /// The format of an embedded thumbnail, if one is wanted.
    open var embeddedThumbnailPhotoFormat: [String: Any]?
    /// Where a Live Photo's movie is written, if one is wanted.
    open var livePhotoMovieFileURL: URL?
    /// The pixel formats a preview can have.
    open var availablePreviewPhotoPixelFormatTypes: [OSType] { [kCVPixelFormatType_32BGRA] }

    /// Default settings: a HEVC-encoded photo where supported (JPEG here), flash off.
    public override init() {
        uniqueID = AVCapturePhotoSettings.nextID()
        format = [AVVideoCodecKey: AVVideoCodecType.jpeg]
        super.init()
    }

    /// Settings of a format.
    /// - Parameter format: The codec and file settings, or nil for the default.
    public init(format: [String: Any]?) {
        uniqueID = AVCapturePhotoSettings.nextID()
        self.format = format ?? [AVVideoCodecKey: AVVideoCodecType.jpeg]
        super.init()
    }

    /// A copy of other settings with a new identifier.
    /// - Parameter photoSettings: The settings copied.
    public init(from photoSettings: AVCapturePhotoSettings) {
        uniqueID = AVCapturePhotoSettings.nextID()
        format = photoSettings.format
        flashMode = photoSettings.flashMode
        isHighResolutionPhotoEnabled = photoSettings.isHighResolutionPhotoEnabled
        maxPhotoDimensions = photoSettings.maxPhotoDimensions
        photoQualityPrioritization = photoSettings.photoQualityPrioritization
        previewPhotoFormat = photoSettings.previewPhotoFormat
        super.init()
    }

    private static func nextID() -> Int64 {
        counter.withLock {
            lastID += 1
            return lastID
        }
    }
}

/// The settings a capture used, as resolved by the output.
open class AVCaptureResolvedPhotoSettings: NSObject, @unchecked Sendable {
    /// The identifier of the settings asked for.
    public let uniqueID: Int64
    /// The photo's size.
    public let photoDimensions: CMVideoDimensions
    /// Whether the flash fired.
    public let isFlashEnabled: Bool
    /// How many photos the capture delivers.
    public let expectedPhotoCount: Int
    /// The preview's size.
    public let previewDimensions: CMVideoDimensions

    init(settings: AVCapturePhotoSettings, expectedPhotoCount: Int) {
        uniqueID = settings.uniqueID
        photoDimensions = settings.maxPhotoDimensions
        isFlashEnabled = false
        self.expectedPhotoCount = expectedPhotoCount
        previewDimensions = CMVideoDimensions()
        super.init()
    }
}

/// An output that captures still photos.
///
/// Linux: no photo is ever taken (see the file's notes).
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
    /// Speed against quality.
    public enum QualityPrioritization: Int, Sendable {
        /// Fastest.
        case speed = 1
        /// Balanced.
        case balanced = 2
        /// Best quality.
        case quality = 3
    }

    /// Whether high-resolution capture is enabled (deprecated: `maxPhotoDimensions`).
    open var isHighResolutionCaptureEnabled = false
    /// The largest photo size the output delivers.
    open var maxPhotoDimensions = CMVideoDimensions()
    /// The most quality any capture may ask for.
    open var maxPhotoQualityPrioritization: QualityPrioritization = .balanced
    /// Whether Live Photos can be captured: no (no camera).
    open var isLivePhotoCaptureSupported: Bool { false }
    /// Whether Live Photo capture is enabled.
    open var isLivePhotoCaptureEnabled = false
    /// Whether depth data can be captured: no.
    open var isDepthDataDeliverySupported: Bool { false }
    /// Whether depth data capture is enabled.
    open var isDepthDataDeliveryEnabled = false
    /// Whether portrait effects mattes can be captured: no.
    open var isPortraitEffectsMatteDeliverySupported: Bool { false }
    /// Whether still image stabilisation is available: no.
    open var isStillImageStabilizationSupported: Bool { false }
    /// The flash modes available: none without a camera.
    open var supportedFlashModes: [AVCaptureDevice.FlashMode] { [] }
    /// The codecs photos can have: none without a camera.
    open var availablePhotoCodecTypes: [AVVideoCodecType] { [] }
    /// The pixel formats uncompressed photos can have: none without a camera.
    open var availablePhotoPixelFormatTypes: [OSType] { [] }
    /// The file types photos can be written as: none without a camera.
    open var availablePhotoFileTypes: [AVFileType] { [] }
    /// The settings prepared in advance.
    open private(set) var preparedPhotoSettingsArray: [AVCapturePhotoSettings] = []

    /// A photo output.
    public override init() { super.init() }

    /// Takes a photo. Linux has no camera: the delegate is told the capture failed
    /// (`photoOutput(_:didFinishCaptureFor:error:)` on the main queue) and no photo comes.
    /// - Parameters:
    ///   - settings: The settings.
    ///   - delegate: Told how the capture goes.
    open func capturePhoto(with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate) {
        let resolved = AVCaptureResolvedPhotoSettings(settings: settings, expectedPhotoCount: 0)
        let error = AVError(session?.isRunning == true ? .noDataCaptured : .sessionNotRunning)
        let output = self
        nonisolated(unsafe) let delegate = delegate
        DispatchQueue.main.async { delegate.photoOutput(output, didFinishCaptureFor: resolved, error: error) }
    }

    /// Prepares resources for settings, then calls a handler with whether it worked (no
    /// camera: false).
    /// - Parameters:
    ///   - preparedPhotoSettingsArray: The settings.
    ///   - completionHandler: Called on the main queue.
    open func setPreparedPhotoSettingsArray(_ preparedPhotoSettingsArray: [AVCapturePhotoSettings],
                                            completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil) {
        self.preparedPhotoSettingsArray = preparedPhotoSettingsArray
        let error = AVError(.sessionNotRunning)
        if let completionHandler { DispatchQueue.main.async { completionHandler(false, error) } }
    }
}
