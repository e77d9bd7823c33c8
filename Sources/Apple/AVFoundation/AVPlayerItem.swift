// A player item: an asset with its playback state. Linux has no decoder and no audio output, so
// an item never moves by itself: it is ready to play when its asset's file was read (its
// duration and presentation size are the file's), failed otherwise (a remote URL offline, a
// missing file), and its time changes only when it is sought. It never reaches its end, so
// `didPlayToEndTimeNotification` is never posted; a seek posts `timeJumpedNotification`.
import CoreGraphics
import CoreMedia
import Foundation

/// An asset with its playback state, played by an `AVPlayer`.
open class AVPlayerItem: NSObject, @unchecked Sendable {
    /// Whether the item can play.
    public enum Status: Int, Sendable {
        /// Not known yet.
        case unknown = 0
        /// Ready to play.
        case readyToPlay = 1
        /// It cannot play; see `error`.
        case failed = 2
    }

    /// Posted when the item plays to its end (never, on Linux: nothing plays).
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    /// Posted when the item fails to play to its end (never, on Linux).
    public static let failedToPlayToEndTimeNotification = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    /// Posted when playback stalls (never, on Linux).
    public static let playbackStalledNotification = Notification.Name("AVPlayerItemPlaybackStalledNotification")
    /// Posted when the item's time changes discontinuously: after each seek.
    public static let timeJumpedNotification = Notification.Name("AVPlayerItemTimeJumpedNotification")
    /// Posted when a new access log entry is added (never, on Linux).
    public static let newAccessLogEntryNotification = Notification.Name("AVPlayerItemNewAccessLogEntryNotification")
    /// Posted when a new error log entry is added (never, on Linux).
    public static let newErrorLogEntryNotification = Notification.Name("AVPlayerItemNewErrorLogEntryNotification")

    private let lock = NSLock()
    private var time = CMTime.zero

    /// The asset.
    public let asset: AVAsset
    /// The asset's properties to load before the item is ready.
    public let automaticallyLoadedAssetKeys: [String]
    /// Where playback stops going forward (invalid: the end).
    open var forwardPlaybackEndTime = CMTime.invalid
    /// Where playback stops going backward (invalid: the start).
    open var reversePlaybackEndTime = CMTime.invalid
    /// How many seconds to buffer ahead (0: the player decides).
    open var preferredForwardBufferDuration: TimeInterval = 0
    /// The largest bitrate to stream, in bits per second (0: no limit).
    open var preferredPeakBitRate: Double = 0
    /// Metadata the app adds for the system's player interfaces.
    open var externalMetadata: [AVMetadataItem] = []
    /// Whether the player may leave the item's time offset from live as it is.
    open var canUseNetworkResourcesForLiveStreamingWhilePaused = false

    /// An item of the asset at a URL.
    /// - Parameter url: The file or stream.
    public convenience init(url: URL) { self.init(asset: AVURLAsset(url: url)) }

    /// An item of an asset.
    /// - Parameter asset: The asset.
    public convenience init(asset: AVAsset) { self.init(asset: asset, automaticallyLoadedAssetKeys: nil) }

    /// An item of an asset, with properties to load before it is ready.
    /// - Parameters:
    ///   - asset: The asset.
    ///   - automaticallyLoadedAssetKeys: The properties' names.
    public init(asset: AVAsset, automaticallyLoadedAssetKeys: [String]?) {
        self.asset = asset
        self.automaticallyLoadedAssetKeys = automaticallyLoadedAssetKeys ?? []
        super.init()
    }

    /// Whether the item can play: ready when the asset's file was read, failed otherwise.
    open var status: Status { (try? asset.loadedFile()) == nil ? .failed : .readyToPlay }
    /// Why the item failed (the asset's loading error).
    open var error: (any Error)? {
        do {
            _ = try asset.loadedFile()
            return nil
        } catch {
            return error
        }
    }
    /// The item's duration: the asset's once ready, indefinite until then (and when failed).
    open var duration: CMTime { status == .readyToPlay ? asset.duration : .indefinite }
    /// The size the video is shown at: the first video track's, turned by its transform (zero
    /// for sound or before the item is ready).
    open var presentationSize: CGSize {
        guard status == .readyToPlay, let video = asset.tracks(withMediaType: .video).first else { return .zero }
        let turned = CGRect(origin: .zero, size: video.naturalSize).applying(video.preferredTransform)
        return CGSize(width: abs(turned.width), height: abs(turned.height))
    }
    /// The ranges loaded: all of a local file once ready.
    open var loadedTimeRanges: [NSValue] { wholeRange }
    /// The ranges the item can seek in: all of it once ready.
    open var seekableTimeRanges: [NSValue] { wholeRange }
    /// The whole item, boxed, once ready.
    private var wholeRange: [NSValue] {
        status == .readyToPlay ? [NSValue(timeRange: CMTimeRange(start: .zero, duration: asset.duration))] : []
    }
    /// Whether playback would keep up: when ready.
    open var isPlaybackLikelyToKeepUp: Bool { status == .readyToPlay }
    /// Whether the buffer is full: when ready (the file is local).
    open var isPlaybackBufferFull: Bool { status == .readyToPlay }
    /// Whether the buffer is empty: until ready.
    open var isPlaybackBufferEmpty: Bool { status != .readyToPlay }
    /// Whether the item can play faster than 1×.
    open var canPlayFastForward: Bool { status == .readyToPlay }
    /// Whether the item can play slower than 1×.
    open var canPlaySlowForward: Bool { status == .readyToPlay }
    /// Whether the item can play backward.
    open var canPlayReverse: Bool { status == .readyToPlay }
    /// Whether the item can step forward a frame.
    open var canStepForward: Bool { status == .readyToPlay }
    /// Whether the item can step backward a frame.
    open var canStepBackward: Bool { status == .readyToPlay }

    /// The item's current time (moved only by seeking, on Linux).
    /// - Returns: The time.
    open func currentTime() -> CMTime { lock.withLock { time } }

    /// Moves the time, clamped to the item's duration; false when the item cannot play.
    func move(to target: CMTime) -> Bool {
        guard status == .readyToPlay, target.isValid else { return false }
        let end = asset.duration
        var clamped = target
        if CMTimeCompare(target, .zero) < 0 { clamped = CMTime(value: 0, timescale: target.isNumeric && target.timescale > 0 ? target.timescale : 1) }
        if end.isNumeric, CMTimeCompare(clamped, end) > 0 { clamped = end }
        lock.withLock { time = clamped }
        NotificationCenter.default.post(name: AVPlayerItem.timeJumpedNotification, object: self)
        return true
    }

    /// Seeks to a time, then calls a handler on the main queue with whether it finished.
    /// - Parameters:
    ///   - time: The time (clamped to the item).
    ///   - completionHandler: Called with true, or false when the item cannot play.
    open func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        let finished = move(to: time)
        if let completionHandler { DispatchQueue.main.async { completionHandler(finished) } }
    }

    /// Seeks to a time within tolerances (Linux seeks exactly), then calls a handler.
    /// - Parameters:
    ///   - time: The time.
    ///   - toleranceBefore: How much earlier it may land.
    ///   - toleranceAfter: How much later it may land.
    ///   - completionHandler: Called on the main queue with whether it finished.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        seek(to: time, completionHandler: completionHandler)
    }

    /// Cancels pending seeks (seeks finish at once on Linux: none is pending).
    open func cancelPendingSeeks() {}

    /// Moves a number of frames (Linux: one frame is the video track's shortest frame).
    /// - Parameter stepCount: Frames forward (negative: backward).
    open func step(byCount stepCount: Int) {
        guard let frame = asset.tracks(withMediaType: .video).first?.minFrameDuration, frame.isNumeric else { return }
        _ = move(to: CMTimeAdd(currentTime(), CMTimeMultiply(frame, multiplier: Int32(clamping: stepCount))))
    }
}

/// The user-info key of the error in `failedToPlayToEndTimeNotification`.
public let AVPlayerItemFailedToPlayToEndTimeErrorKey = "AVPlayerItemFailedToPlayToEndTimeErrorKey"

extension NSNotification.Name {
    /// Posted when an item plays to its end (never, on Linux).
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
    /// Posted when an item fails to play to its end (never, on Linux).
    public static let AVPlayerItemFailedToPlayToEndTime = AVPlayerItem.failedToPlayToEndTimeNotification
    /// Posted when playback stalls (never, on Linux).
    public static let AVPlayerItemPlaybackStalled = AVPlayerItem.playbackStalledNotification
    /// Posted when an item's time jumps: after each seek.
    public static let AVPlayerItemTimeJumped = AVPlayerItem.timeJumpedNotification
    /// Posted when a new access log entry is added (never, on Linux).
    public static let AVPlayerItemNewAccessLogEntry = AVPlayerItem.newAccessLogEntryNotification
    /// Posted when a new error log entry is added (never, on Linux).
    public static let AVPlayerItemNewErrorLogEntry = AVPlayerItem.newErrorLogEntryNotification
}
