// The player. Linux decodes nothing and has no audio output, so time never advances by itself:
// `play()` sets `rate` to 1 and the player reports `.playing` for an item that is ready (the
// controls apps draw from it read as on a device), but `currentTime()` stays where it was until
// a seek moves it, and the item never reaches its end. Periodic time observers are called as
// AVFoundation documents (when added, whenever time jumps — each seek — and whenever playback
// starts or stops), never for time passing; boundary observers are never called.
import CoreMedia
import Foundation

/// Plays one item at a time.
///
/// Linux: see the file's notes: the clock never moves; seeks, rate and observers work.
open class AVPlayer: NSObject, @unchecked Sendable {
    /// Whether the player can play.
    public enum Status: Int, Sendable {
        /// Not known yet.
        case unknown = 0
        /// Ready.
        case readyToPlay = 1
        /// It cannot play.
        case failed = 2
    }

    /// Whether the player is playing, paused, or waiting to play.
    public enum TimeControlStatus: Int, Sendable {
        /// Paused.
        case paused = 0
        /// Waiting for data or an item.
        case waitingToPlayAtSpecifiedRate = 1
        /// Playing.
        case playing = 2
    }

    /// What happens when the item ends.
    public enum ActionAtItemEnd: Int, Sendable {
        /// Advance to the next item.
        case advance = 0
        /// Pause.
        case pause = 1
        /// Do nothing.
        case none = 2
    }

    /// Why the player waits to play.
    public struct WaitingReason: RawRepresentable, Hashable, Sendable {
        /// The reason's name.
        public let rawValue: String
        /// A reason of a name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Waiting to avoid stalls.
        public static let toMinimizeStalls = WaitingReason(rawValue: "AVPlayerWaitingToMinimizeStallsReason")
        /// Waiting while the buffering rate is evaluated.
        public static let evaluatingBufferingRate = WaitingReason(rawValue: "AVPlayerWaitingWhileEvaluatingBufferingRateReason")
        /// Waiting with no item that can play.
        public static let noItemToPlay = WaitingReason(rawValue: "AVPlayerWaitingWithNoItemToPlayReason")
        /// Waiting for coordinated playback.
        public static let waitingForCoordinatedPlayback = WaitingReason(rawValue: "AVPlayerWaitingForCoordinatedPlaybackReason")
    }

    /// A registered time observer: the token `add…TimeObserver` returns.
    final class TimeObserver: @unchecked Sendable {
        let queue: DispatchQueue
        let block: @Sendable (CMTime) -> Void
        init(queue: DispatchQueue, block: @escaping @Sendable (CMTime) -> Void) {
            self.queue = queue
            self.block = block
        }
    }

    private let lock = NSLock()
    private var item: AVPlayerItem?
    private var playbackRate: Float = 0
    private var periodicObservers: [TimeObserver] = []
    private var boundaryObservers: [TimeObserver] = []

    /// The item being played.
    open var currentItem: AVPlayerItem? { lock.withLock { item } }
    /// The playback rate: 0 paused, 1 normal speed. Setting it starts or stops playback.
    open var rate: Float {
        get { lock.withLock { playbackRate } }
        set {
            let changed = lock.withLock { () -> Bool in
                let was = playbackRate != 0
                playbackRate = newValue
                return was != (newValue != 0)
            }
            if changed { notifyPeriodicObservers() }
        }
    }
    /// The rate `play()` plays at.
    open var defaultRate: Float = 1
    /// The volume, 0...1.
    open var volume: Float = 1
    /// Whether the sound is muted.
    open var isMuted = false
    /// What happens when the item ends.
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    /// Whether playback waits to avoid stalls.
    open var automaticallyWaitsToMinimizeStalling = true
    /// Whether the player may play on an external screen.
    open var allowsExternalPlayback = true
    /// Whether playing video keeps the display awake.
    open var preventsDisplaySleepDuringVideoPlayback = true
    /// Whether the player plays on an external screen: no.
    open var isExternalPlaybackActive: Bool { false }
    /// Whether the player can play: ready (a player's own state; its item has its own).
    open var status: Status { .readyToPlay }
    /// Why the player failed: never.
    open var error: (any Error)? { nil }
    /// Playing when the rate is not 0 and the item is ready; waiting when there is no item that
    /// can play; paused otherwise.
    open var timeControlStatus: TimeControlStatus {
        guard rate != 0 else { return .paused }
        return currentItem?.status == .readyToPlay ? .playing : .waitingToPlayAtSpecifiedRate
    }
    /// Why the player waits: no item to play, when it waits.
    open var reasonForWaitingToPlay: WaitingReason? { timeControlStatus == .waitingToPlayAtSpecifiedRate ? .noItemToPlay : nil }

    /// A player with no item.
    public override init() { super.init() }
    /// A player of the asset at a URL.
    /// - Parameter url: The file or stream.
    public convenience init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }
    /// A player of an item.
    /// - Parameter item: The item.
    public init(playerItem item: AVPlayerItem?) {
        self.item = item
        super.init()
    }

    /// Starts playing at `defaultRate` (Linux: the rate is set; the clock does not move).
    open func play() { rate = defaultRate }
    /// Pauses.
    open func pause() { rate = 0 }
    /// Plays at a rate at once, without waiting to avoid stalls.
    /// - Parameter rate: The rate.
    open func playImmediately(atRate rate: Float) { self.rate = rate }

    /// Plays another item; the periodic observers are told its time.
    /// - Parameter item: The new item, or nil.
    open func replaceCurrentItem(with item: AVPlayerItem?) {
        lock.withLock { self.item = item }
        notifyPeriodicObservers()
    }

    /// The current item's time (zero with no item).
    /// - Returns: The time.
    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    /// Seeks to a time (clamped to the item).
    /// - Parameter time: The time.
    open func seek(to time: CMTime) { seek(to: time, completionHandler: { _ in }) }

    /// Seeks to a time, then calls a handler on the main queue.
    /// - Parameters:
    ///   - time: The time.
    ///   - completionHandler: Called with true, or false with no item that can play.
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        let finished = currentItem?.move(to: time) ?? false
        if finished { notifyPeriodicObservers() }
        DispatchQueue.main.async { completionHandler(finished) }
    }

    /// Seeks to a time and returns whether it finished.
    /// - Parameter time: The time.
    /// - Returns: True, or false with no item that can play.
    @discardableResult
    open func seek(to time: CMTime) async -> Bool {
        let finished = currentItem?.move(to: time) ?? false
        if finished { notifyPeriodicObservers() }
        return finished
    }

    /// Seeks to a time within tolerances (Linux seeks exactly).
    /// - Parameters:
    ///   - time: The time.
    ///   - toleranceBefore: How much earlier it may land.
    ///   - toleranceAfter: How much later it may land.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) { seek(to: time) }

    /// Seeks to a time within tolerances, then calls a handler on the main queue.
    /// - Parameters:
    ///   - time: The time.
    ///   - toleranceBefore: How much earlier it may land.
    ///   - toleranceAfter: How much later it may land.
    ///   - completionHandler: Called with whether it finished.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        seek(to: time, completionHandler: completionHandler)
    }

    /// Seeks to a time within tolerances and returns whether it finished.
    /// - Parameters:
    ///   - time: The time.
    ///   - toleranceBefore: How much earlier it may land.
    ///   - toleranceAfter: How much later it may land.
    /// - Returns: Whether it finished.
    @discardableResult
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) async -> Bool { await seek(to: time) }

    /// Asks to be called periodically as time passes — on Linux, when added, whenever time jumps
    /// (a seek, a new item) and whenever playback starts or stops; time never passes.
    /// - Parameters:
    ///   - interval: How often, in playback time.
    ///   - queue: Where to call the block (nil: the main queue).
    ///   - block: Called with the current time.
    /// - Returns: The observer, for `removeTimeObserver(_:)`.
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void) -> Any {
        let observer = TimeObserver(queue: queue ?? .main, block: block)
        lock.withLock { periodicObservers.append(observer) }
        let now = currentTime()
        observer.queue.async { [weak self, observer] in
            // Removed before its first call: not called.
            guard let self, self.lock.withLock({ self.periodicObservers.contains { $0 === observer } }) else { return }
            observer.block(now)
        }
        return observer
    }

    /// Asks to be called when playback crosses times (never, on Linux: time never passes).
    /// - Parameters:
    ///   - times: The times (`NSValue(time:)`).
    ///   - queue: Where to call the block (nil: the main queue).
    ///   - block: Called at each time.
    /// - Returns: The observer, for `removeTimeObserver(_:)`.
    open func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping @Sendable () -> Void) -> Any {
        let observer = TimeObserver(queue: queue ?? .main) { _ in block() }
        lock.withLock { boundaryObservers.append(observer) }
        return observer
    }

    /// Stops calling an observer.
    /// - Parameter observer: What `add…TimeObserver` returned.
    open func removeTimeObserver(_ observer: Any) {
        guard let observer = observer as? TimeObserver else { return }
        lock.withLock {
            periodicObservers.removeAll { $0 === observer }
            boundaryObservers.removeAll { $0 === observer }
        }
    }

    /// Tells each periodic observer the current time, on its queue.
    private func notifyPeriodicObservers() {
        let observers = lock.withLock { periodicObservers }
        let now = currentTime()
        for observer in observers {
            observer.queue.async { [weak self, observer] in
                guard let self, self.lock.withLock({ self.periodicObservers.contains { $0 === observer } }) else { return }
                observer.block(now)
            }
        }
    }
}
