// Capture devices: cameras and microphones, and the app's permission to use them. Linux is an
// iPhone Simulator, which has neither: `default(for:)` and `default(_:for:position:)` are nil,
// discovery sessions find nothing, and no device object is ever made. Camera permission is
// `.authorized` and asking for it answers true without a prompt, as on the Simulator; microphone
// permission is `.notDetermined` and asking answers false (nobody is asked), as
// `AVAudioSession.requestRecordPermission` answers. Apps that force-unwrap a nil default device
// crash here as they do on the Simulator.
import CoreGraphics
import CoreMedia
import Foundation

/// Whether the app may capture a kind of media.
public enum AVAuthorizationStatus: Int, Sendable {
    /// The person has not been asked.
    case notDetermined = 0
    /// The app may not ask (parental controls, say).
    case restricted = 1
    /// The person refused.
    case denied = 2
    /// The person allowed it.
    case authorized = 3
}

/// A range of frame rates a format supports.
open class AVFrameRateRange: NSObject, @unchecked Sendable {
    /// The lowest rate, frames per second.
    public let minFrameRate: Float64
    /// The highest rate, frames per second.
    public let maxFrameRate: Float64
    /// The longest frame duration.
    open var maxFrameDuration: CMTime { CMTime(value: 1, timescale: CMTimeScale(max(1, minFrameRate.rounded()))) }
    /// The shortest frame duration.
    open var minFrameDuration: CMTime { CMTime(value: 1, timescale: CMTimeScale(max(1, maxFrameRate.rounded()))) }

    init(minFrameRate: Float64, maxFrameRate: Float64) {
        self.minFrameRate = minFrameRate
        self.maxFrameRate = maxFrameRate
        super.init()
    }
}

/// A camera or microphone.
///
/// Linux: none exists; the class methods that find one return nil or nothing.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    /// A kind of capture device.
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        /// The kind's name.
        public let rawValue: String
        /// A kind of a name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The wide-angle camera every iPhone has.
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        /// A telephoto camera.
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        /// An ultra-wide camera.
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        /// A wide-angle and telephoto pair.
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        /// An ultra-wide and wide-angle pair.
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        /// Ultra-wide, wide-angle and telephoto cameras together.
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        /// The front TrueDepth camera.
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        /// A LiDAR camera with depth.
        public static let builtInLiDARDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
        /// The built-in microphone (before iOS 17).
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
        /// A microphone.
        public static let microphone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
        /// An external camera.
        public static let external = DeviceType(rawValue: "AVCaptureDeviceTypeExternal")
        /// An iPhone used as a Mac's camera.
        public static let continuityCamera = DeviceType(rawValue: "AVCaptureDeviceTypeContinuityCamera")
    }

    /// Where a camera faces.
    public enum Position: Int, Sendable {
        /// Not known, or not a camera.
        case unspecified = 0
        /// The back of the device.
        case back = 1
        /// The front (the person's side).
        case front = 2
    }

    /// The flash's mode.
    public enum FlashMode: Int, Sendable {
        /// Off.
        case off = 0
        /// On.
        case on = 1
        /// When the light is low.
        case auto = 2
    }

    /// The torch's mode.
    public enum TorchMode: Int, Sendable {
        /// Off.
        case off = 0
        /// On.
        case on = 1
        /// When the light is low.
        case auto = 2
    }

    /// How the camera focuses.
    public enum FocusMode: Int, Sendable {
        /// The lens stays where it is.
        case locked = 0
        /// Focuses once, then locks.
        case autoFocus = 1
        /// Keeps focusing.
        case continuousAutoFocus = 2
    }

    /// How the camera sets its exposure.
    public enum ExposureMode: Int, Sendable {
        /// The exposure stays as it is.
        case locked = 0
        /// Adjusts once, then locks.
        case autoExpose = 1
        /// Keeps adjusting.
        case continuousAutoExposure = 2
        /// The app's duration and ISO.
        case custom = 3
    }

    /// How the camera sets its white balance.
    public enum WhiteBalanceMode: Int, Sendable {
        /// The gains stay as they are.
        case locked = 0
        /// Adjusts once, then locks.
        case autoWhiteBalance = 1
        /// Keeps adjusting.
        case continuousAutoWhiteBalance = 2
    }

    /// Where autofocus looks.
    public enum AutoFocusRangeRestriction: Int, Sendable {
        /// Anywhere.
        case none = 0
        /// Near.
        case near = 1
        /// Far.
        case far = 2
    }

    /// A format a device can capture in.
    open class Format: NSObject, @unchecked Sendable {
        /// The media format.
        public let formatDescription: CMFormatDescription
        /// The frame rates supported.
        public let videoSupportedFrameRateRanges: [AVFrameRateRange]
        /// The largest zoom factor.
        public let videoMaxZoomFactor: CGFloat
        /// The field of view in degrees.
        public let videoFieldOfView: Float
        /// Whether HDR video is supported.
        public let isVideoHDRSupported: Bool
        /// The largest photo sizes.
        public let supportedMaxPhotoDimensions: [CMVideoDimensions]

        init(formatDescription: CMFormatDescription, frameRates: [AVFrameRateRange]) {
            self.formatDescription = formatDescription
            videoSupportedFrameRateRanges = frameRates
            videoMaxZoomFactor = 1
            videoFieldOfView = 0
            isVideoHDRSupported = false
            supportedMaxPhotoDimensions = [formatDescription.dimensions]
            super.init()
        }
    }

    /// Posted when a device is connected (never, on Linux).
    public static let wasConnectedNotification = Notification.Name("AVCaptureDeviceWasConnectedNotification")
    /// Posted when a device is disconnected (never, on Linux).
    public static let wasDisconnectedNotification = Notification.Name("AVCaptureDeviceWasDisconnectedNotification")
    /// Posted when the scene in front of a camera changes a lot (never, on Linux).
    public static let subjectAreaDidChangeNotification = Notification.Name("AVCaptureDeviceSubjectAreaDidChangeNotification")

    /// The device's identifier.
    public let uniqueID: String
    /// The device's model identifier.
    public let modelID: String
    /// The device's name ("Back Camera").
    public let localizedName: String
    /// The device's maker.
    public let manufacturer: String
    /// The kind of device.
    public let deviceType: DeviceType
    /// Where the camera faces.
    public let position: Position
    private let media: [AVMediaType]

    /// Whether the device is connected.
    open var isConnected: Bool { true }
    /// Whether the device is suspended (a lid closed, say).
    open var isSuspended: Bool { false }
    /// The formats the device can capture in.
    open var formats: [Format] = []
    /// The format in use.
    open var activeFormat: Format
    /// The shortest frame duration in use.
    open var activeVideoMinFrameDuration = CMTime(value: 1, timescale: 30)
    /// The longest frame duration in use.
    open var activeVideoMaxFrameDuration = CMTime(value: 1, timescale: 30)
    /// Whether the device has a torch.
    open var hasTorch: Bool { position == .back }
    /// Whether the torch can be used now.
    open var isTorchAvailable: Bool { hasTorch }
    /// Whether the torch is lit.
    open var isTorchActive: Bool { torchMode == .on }
    /// The torch's mode (set between `lockForConfiguration()` and `unlockForConfiguration()`).
    open var torchMode: TorchMode = .off
    /// The torch's brightness, 0...1.
    open private(set) var torchLevel: Float = 0
    /// Whether the device has a flash.
    open var hasFlash: Bool { position == .back }
    /// Whether the flash can be used now.
    open var isFlashAvailable: Bool { hasFlash }
    /// The flash's mode (deprecated: set it on photo settings).
    open var flashMode: FlashMode = .off
    /// How the camera focuses.
    open var focusMode: FocusMode = .continuousAutoFocus
    /// Where the camera focuses, (0, 0) top left to (1, 1) bottom right in landscape.
    open var focusPointOfInterest = CGPoint(x: 0.5, y: 0.5)
    /// Whether a focus point can be set.
    open var isFocusPointOfInterestSupported: Bool { true }
    /// Whether the lens is moving: no.
    open var isAdjustingFocus: Bool { false }
    /// Where autofocus looks.
    open var autoFocusRangeRestriction: AutoFocusRangeRestriction = .none
    /// Whether focusing moves smoothly, for video.
    open var isSmoothAutoFocusEnabled = false
    /// The lens position, 0 (near) to 1 (far).
    open private(set) var lensPosition: Float = 0.5
    /// How the camera sets its exposure.
    open var exposureMode: ExposureMode = .continuousAutoExposure
    /// Where the camera meters.
    open var exposurePointOfInterest = CGPoint(x: 0.5, y: 0.5)
    /// Whether an exposure point can be set.
    open var isExposurePointOfInterestSupported: Bool { true }
    /// Whether the exposure is changing: no.
    open var isAdjustingExposure: Bool { false }
    /// The exposure's bias, in EV.
    open private(set) var exposureTargetBias: Float = 0
    /// How the camera sets its white balance.
    open var whiteBalanceMode: WhiteBalanceMode = .continuousAutoWhiteBalance
    /// The zoom factor, 1 or more.
    open var videoZoomFactor: CGFloat = 1
    /// The smallest zoom factor.
    open var minAvailableVideoZoomFactor: CGFloat { 1 }
    /// The largest zoom factor.
    open var maxAvailableVideoZoomFactor: CGFloat { activeFormat.videoMaxZoomFactor }
    /// Whether the zoom is ramping: no.
    open var isRampingVideoZoom: Bool { false }
    /// Whether the device reports big changes of the scene.
    open var isSubjectAreaChangeMonitoringEnabled = false
    /// Whether low-light boost is supported: no.
    open var isLowLightBoostSupported: Bool { false }
    /// Whether low-light boost turns on by itself.
    open var automaticallyEnablesLowLightBoostWhenAvailable = false

    init(uniqueID: String, name: String, type: DeviceType, position: Position, media: [AVMediaType], format: Format) {
        self.uniqueID = uniqueID
        modelID = "Linux"
        localizedName = name
        manufacturer = "Trellis"
        deviceType = type
        self.position = position
        self.media = media
        activeFormat = format
        formats = [format]
        super.init()
    }

    /// The device of an identifier: none, on Linux.
    /// - Parameter deviceUniqueID: The identifier.
    public convenience init?(uniqueID deviceUniqueID: String) { return nil }

    /// The default device for a kind of media: none, on Linux (there is no camera or microphone).
    /// - Parameter mediaType: The kind.
    /// - Returns: nil.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }

    /// The default device of a type, medium and position: none, on Linux.
    /// - Parameters:
    ///   - deviceType: The type.
    ///   - mediaType: The kind of media, or nil.
    ///   - position: Where it faces.
    /// - Returns: nil.
    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? { nil }

    /// Every device (deprecated: use a discovery session): none, on Linux.
    /// - Returns: An empty array.
    open class func devices() -> [AVCaptureDevice] { [] }

    /// The devices of a kind of media (deprecated): none, on Linux.
    /// - Parameter mediaType: The kind.
    /// - Returns: An empty array.
    open class func devices(for mediaType: AVMediaType) -> [AVCaptureDevice] { [] }

    /// Whether the app may capture a kind of media: the camera is authorized (as on the
    /// Simulator); the microphone is not determined.
    /// - Parameter mediaType: The kind.
    /// - Returns: The status.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        mediaType == .audio ? .notDetermined : .authorized
    }

    /// Asks the person for permission; no prompt is shown on Linux: the camera is allowed, the
    /// microphone is not.
    /// - Parameters:
    ///   - mediaType: The kind.
    ///   - handler: Called on an arbitrary queue with whether the app may capture it.
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        let granted = authorizationStatus(for: mediaType) == .authorized
        DispatchQueue.global().async { handler(granted) }
    }

    /// Asks the person for permission (see `requestAccess(for:completionHandler:)`).
    /// - Parameter mediaType: The kind.
    /// - Returns: Whether the app may capture it.
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool {
        authorizationStatus(for: mediaType) == .authorized
    }

    /// Whether the device captures a kind of media.
    /// - Parameter mediaType: The kind.
    /// - Returns: Whether it does.
    open func hasMediaType(_ mediaType: AVMediaType) -> Bool { media.contains(mediaType) }

    /// Takes the device for configuration.
    /// - Throws: Never, on Linux.
    open func lockForConfiguration() throws {}

    /// Gives the device back after configuration.
    open func unlockForConfiguration() {}

    /// Whether a torch mode is supported.
    /// - Parameter torchMode: The mode.
    /// - Returns: Whether the device has a torch.
    open func isTorchModeSupported(_ torchMode: TorchMode) -> Bool { hasTorch }

    /// Lights the torch at a level.
    /// - Parameter torchLevel: The level, 0 (exclusive) to 1.
    /// - Throws: `AVError.torchLevelUnavailable` for a level out of range or with no torch.
    open func setTorchModeOn(level torchLevel: Float) throws {
        guard hasTorch, torchLevel > 0, torchLevel <= 1 else { throw AVError(.torchLevelUnavailable) }
        self.torchLevel = torchLevel
        torchMode = .on
    }

    /// Whether a flash mode is supported (deprecated).
    /// - Parameter flashMode: The mode.
    /// - Returns: Whether the device has a flash.
    open func isFlashModeSupported(_ flashMode: FlashMode) -> Bool { hasFlash }

    /// Whether a focus mode is supported.
    /// - Parameter focusMode: The mode.
    /// - Returns: True for a camera.
    open func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { hasMediaType(.video) }

    /// Whether an exposure mode is supported.
    /// - Parameter exposureMode: The mode.
    /// - Returns: True for a camera.
    open func isExposureModeSupported(_ exposureMode: ExposureMode) -> Bool { hasMediaType(.video) }

    /// Whether a white balance mode is supported.
    /// - Parameter whiteBalanceMode: The mode.
    /// - Returns: True for a camera.
    open func isWhiteBalanceModeSupported(_ whiteBalanceMode: WhiteBalanceMode) -> Bool { hasMediaType(.video) }

    /// Moves the zoom toward a factor at a rate (Linux: at once).
    /// - Parameters:
    ///   - factor: The factor.
    ///   - rate: Doublings per second.
    open func ramp(toVideoZoomFactor factor: CGFloat, withRate rate: Float) {
        videoZoomFactor = min(max(factor, minAvailableVideoZoomFactor), maxAvailableVideoZoomFactor)
    }

    /// Stops a zoom ramp.
    open func cancelVideoZoomRamp() {}

    /// Locks the lens at a position, then calls a handler with the time it took effect.
    /// - Parameters:
    ///   - lensPosition: The position, 0...1.
    ///   - handler: Called on the main queue.
    open func setFocusModeLocked(lensPosition: Float, completionHandler handler: (@Sendable (CMTime) -> Void)? = nil) {
        self.lensPosition = min(max(lensPosition, 0), 1)
        focusMode = .locked
        if let handler { DispatchQueue.main.async { handler(.zero) } }
    }

    /// Sets the exposure's bias, then calls a handler with the time it took effect.
    /// - Parameters:
    ///   - bias: The bias, in EV.
    ///   - handler: Called on the main queue.
    open func setExposureTargetBias(_ bias: Float, completionHandler handler: (@Sendable (CMTime) -> Void)? = nil) {
        exposureTargetBias = bias
        if let handler { DispatchQueue.main.async { handler(.zero) } }
    }
}

extension NSNotification.Name {
    /// Posted when a device is connected (never, on Linux).
    public static let AVCaptureDeviceWasConnected = AVCaptureDevice.wasConnectedNotification
    /// Posted when a device is disconnected (never, on Linux).
    public static let AVCaptureDeviceWasDisconnected = AVCaptureDevice.wasDisconnectedNotification
    /// Posted when a camera's scene changes a lot (never, on Linux).
    public static let AVCaptureDeviceSubjectAreaDidChange = AVCaptureDevice.subjectAreaDidChangeNotification
}
