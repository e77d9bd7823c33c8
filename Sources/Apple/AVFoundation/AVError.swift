// AVFoundation's errors, with Apple's domain and codes: what asset loading, image generation and
// capture fail with on Linux (a file whose format is not recognised, a frame with no decoder, a
// recording with no camera).
import Foundation

/// The domain of AVFoundation's errors.
public let AVFoundationErrorDomain = "AVFoundationErrorDomain"

/// An AVFoundation error (`AVError.Code`), with Apple's codes.
public struct AVError: Error, Hashable, @unchecked Sendable, CustomNSError, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable {
        /// An unknown problem.
        case unknown = -11800
        /// Memory ran out.
        case outOfMemory = -11801
        /// The capture session was not running.
        case sessionNotRunning = -11803
        /// The device is used by another session.
        case deviceAlreadyUsedByAnotherSession = -11804
        /// No data was captured.
        case noDataCaptured = -11805
        /// The session's configuration changed during the operation.
        case sessionConfigurationChanged = -11806
        /// The disk is full.
        case diskFull = -11807
        /// The device was disconnected.
        case deviceWasDisconnected = -11808
        /// The media changed.
        case mediaChanged = -11809
        /// The recording reached its longest duration.
        case maximumDurationReached = -11810
        /// The recording reached its largest file size.
        case maximumFileSizeReached = -11811
        /// The media was discontinuous.
        case mediaDiscontinuity = -11812
        /// The file format's sample limit was reached.
        case maximumNumberOfSamplesForFileFormatReached = -11813
        /// The device is not connected.
        case deviceNotConnected = -11814
        /// Another app uses the device.
        case deviceInUseByAnotherApplication = -11815
        /// Another process locked the device for configuration.
        case deviceLockedForConfigurationByAnotherProcess = -11817
        /// The session was interrupted.
        case sessionWasInterrupted = -11818
        /// The media services were reset.
        case mediaServicesWereReset = -11819
        /// The export failed.
        case exportFailed = -11820
        /// Decoding failed.
        case decodeFailed = -11821
        /// The source media is invalid.
        case invalidSourceMedia = -11822
        /// The file already exists.
        case fileAlreadyExists = -11823
        /// Composition track segments are not contiguous.
        case compositionTrackSegmentsNotContiguous = -11824
        /// A composition track segment's duration is invalid.
        case invalidCompositionTrackSegmentDuration = -11825
        /// A composition track segment's source start time is invalid.
        case invalidCompositionTrackSegmentSourceStartTime = -11826
        /// A composition track segment's source duration is invalid.
        case invalidCompositionTrackSegmentSourceDuration = -11827
        /// The file's format is not recognised.
        case fileFormatNotRecognized = -11828
        /// The file could not be parsed.
        case fileFailedToParse = -11829
        /// Too many still image requests.
        case maximumStillImageCaptureRequestsExceeded = -11830
        /// The content is protected.
        case contentIsProtected = -11831
        /// There is no image at the requested time.
        case noImageAtTime = -11832
        /// No decoder was found for the media.
        case decoderNotFound = -11833
        /// No encoder was found for the media.
        case encoderNotFound = -11834
        /// The content is not authorized.
        case contentIsNotAuthorized = -11835
        /// The application is not authorized.
        case applicationIsNotAuthorized = -11836
        /// The operation is not supported for the asset.
        case operationNotSupportedForAsset = -11838
        /// The decoder is temporarily unavailable.
        case decoderTemporarilyUnavailable = -11839
        /// The encoder is temporarily unavailable.
        case encoderTemporarilyUnavailable = -11840
        /// The video composition is invalid.
        case invalidVideoComposition = -11841
        /// A reference was forbidden by the reference policy.
        case referenceForbiddenByReferencePolicy = -11842
        /// The output URL's extension is invalid.
        case invalidOutputURLPathExtension = -11843
        /// Screen capture failed.
        case screenCaptureFailed = -11844
        /// The display was disabled.
        case displayWasDisabled = -11845
        /// The torch level is unavailable.
        case torchLevelUnavailable = -11846
        /// The operation was interrupted.
        case operationInterrupted = -11847
        /// The asset is incompatible.
        case incompatibleAsset = -11848
        /// The media data failed to load.
        case failedToLoadMediaData = -11849
        /// The server is incorrectly configured.
        case serverIncorrectlyConfigured = -11850
        /// The application is not authorized to use the device.
        case applicationIsNotAuthorizedToUseDevice = -11852
        /// Parsing failed.
        case failedToParse = -11853
        /// The file type does not support sample references.
        case fileTypeDoesNotSupportSampleReferences = -11854
        /// The media data could not be decoded.
        case undecodableMediaData = -11855
        /// AirPlay control requires the internet.
        case airPlayControllerRequiresInternet = -11856
        /// The AirPlay receiver requires the internet.
        case airPlayReceiverRequiresInternet = -11857
        /// The video compositor failed.
        case videoCompositorFailed = -11858
        /// A recording is already in progress.
        case recordingAlreadyInProgress = -11859
        /// The output settings are unsupported.
        case unsupportedOutputSettings = -11861
        /// The operation is not allowed.
        case operationNotAllowed = -11862
        /// The content is unavailable.
        case contentIsUnavailable = -11863
        /// The format is unsupported.
        case formatUnsupported = -11864
        /// The depth data is malformed.
        case malformedDepth = -11865
        /// The content was not updated.
        case contentNotUpdated = -11866
        /// The item is no longer playable.
        case noLongerPlayable = -11867
        /// No alternate is compatible with the external display.
        case noCompatibleAlternatesForExternalDisplay = -11868
        /// There is no source track.
        case noSourceTrack = -11869
        /// External playback is not supported for the asset.
        case externalPlaybackNotSupportedForAsset = -11870
        /// The operation is not supported for the preset.
        case operationNotSupportedForPreset = -11871
        /// The session's hardware cost is too high.
        case sessionHardwareCostOverage = -11872
        /// The device's active format is unsupported.
        case unsupportedDeviceActiveFormat = -11873
        /// Something is incorrectly configured.
        case incorrectlyConfigured = -11875
        /// A segment started with a non-sync sample.
        case segmentStartedWithNonSyncSample = -11876
        /// Rosetta is not installed.
        case rosettaNotInstalled = -11877
        /// The operation was cancelled.
        case operationCancelled = -11878
        /// The content key request was cancelled.
        case contentKeyRequestCancelled = -11879
    }

    /// What went wrong.
    public let code: Code
    /// The error's user info (its localized description and failure reason).
    public let errorUserInfo: [String: Any]

    /// An error of a code.
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - userInfo: More about it.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        var info = userInfo
        if info[NSLocalizedDescriptionKey] == nil { info[NSLocalizedDescriptionKey] = AVError.summary(code) }
        self.errorUserInfo = info
    }

    /// The domain: `AVFoundationErrorDomain`.
    public static var errorDomain: String { AVFoundationErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// The localized description.
    public var description: String { (errorUserInfo[NSLocalizedDescriptionKey] as? String) ?? "\(code)" }

    /// Whether two errors have the same code.
    /// - Parameters:
    ///   - lhs: An error.
    ///   - rhs: Another.
    /// - Returns: Whether their codes match.
    public static func == (lhs: AVError, rhs: AVError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// The description AVFoundation gives the codes Linux produces.
    static func summary(_ code: Code) -> String {
        switch code {
        case .fileFormatNotRecognized, .fileFailedToParse, .failedToParse: return "Cannot Open"
        case .decoderNotFound, .decodeFailed, .undecodableMediaData: return "Cannot Decode"
        case .noDataCaptured, .sessionNotRunning: return "Cannot Record"
        case .noImageAtTime: return "Cannot Open"
        default: return "The operation could not be completed"
        }
    }

    /// There is no image at the requested time.
    public static var noImageAtTime: Code { .noImageAtTime }
    /// No decoder was found for the media.
    public static var decoderNotFound: Code { .decoderNotFound }
    /// The file's format is not recognised.
    public static var fileFormatNotRecognized: Code { .fileFormatNotRecognized }
    /// No data was captured.
    public static var noDataCaptured: Code { .noDataCaptured }
    /// The session was not running.
    public static var sessionNotRunning: Code { .sessionNotRunning }
    /// Decoding failed.
    public static var decodeFailed: Code { .decodeFailed }
    /// An unknown problem.
    public static var unknown: Code { .unknown }
}

extension AVError.Code {
    /// Whether an error is an AVFoundation error of this code, so that `catch AVError.noImageAtTime`
    /// matches.
    /// - Parameters:
    ///   - code: The code.
    ///   - error: The error thrown.
    /// - Returns: Whether it has the code in AVFoundation's domain.
    public static func ~= (code: AVError.Code, error: any Error) -> Bool {
        let error = error as NSError
        return error.domain == AVFoundationErrorDomain && error.code == code.rawValue
    }
}
