// `import AVFoundation` on Linux: the player objects SwiftUI screens hand to `VideoPlayer`, and
// (in their own files) `AVAudioPlayer` and `AVAudioSession`. Nothing plays: there is no media
// stack and no audio output; the objects keep what they are told.
import Foundation

/// An asset at a URL: a movie or sound file, local or remote.
open class AVURLAsset: NSObject, @unchecked Sendable {
    /// Where the asset is.
    public let url: URL
    /// An asset at a URL.
    /// - Parameters:
    ///   - url: The file or stream.
    ///   - options: Loading options; accepted.
    public init(url: URL, options: [String: Any]? = nil) {
        self.url = url
        super.init()
    }
}

/// Something a player plays: an asset with its playback state.
open class AVPlayerItem: NSObject, @unchecked Sendable {
    /// The asset.
    public let asset: AVURLAsset
    /// An item of the asset at a URL.
    /// - Parameter url: The file or stream.
    public convenience init(url: URL) { self.init(asset: AVURLAsset(url: url)) }
    /// An item of an asset.
    /// - Parameter asset: The asset.
    public init(asset: AVURLAsset) {
        self.asset = asset
        super.init()
    }
}

/// Plays one item at a time.
///
/// Linux: nothing plays. `play()` and `pause()` only set `rate` (1 or 0) and `timeControlStatus`,
/// so views that show a play or pause button from them read what they set.
open class AVPlayer: NSObject {
    /// Whether the player is playing, paused, or waiting to play.
    public enum TimeControlStatus: Int, Sendable {
        /// Paused.
        case paused = 0
        /// Waiting for data.
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

    /// The item being played.
    open private(set) var currentItem: AVPlayerItem?
    /// The playback rate: 0 paused, 1 normal speed.
    open var rate: Float = 0
    /// The volume, 0...1.
    open var volume: Float = 1
    /// Whether the sound is muted.
    open var isMuted = false
    /// What happens when the item ends.
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    /// Whether the player is playing.
    open var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }

    /// A player with no item.
    public override init() { super.init() }
    /// A player of the asset at a URL.
    /// - Parameter url: The file or stream.
    public convenience init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }
    /// A player of an item.
    /// - Parameter item: The item.
    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
        super.init()
    }

    /// Starts playing (Linux: sets `rate` to 1).
    open func play() { rate = 1 }
    /// Pauses (Linux: sets `rate` to 0).
    open func pause() { rate = 0 }
    /// Plays another item.
    /// - Parameter item: The new item, or nil.
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
}

/// Plays items one after another.
open class AVQueuePlayer: AVPlayer {
    private var queue: [AVPlayerItem]
    /// A player of items in order.
    /// - Parameter items: The items.
    public init(items: [AVPlayerItem]) {
        queue = items
        super.init(playerItem: items.first)
    }
    /// The items still to play, the current one first.
    /// - Returns: The items.
    open func items() -> [AVPlayerItem] { queue }
    /// Moves on to the next item.
    open func advanceToNextItem() {
        if !queue.isEmpty { queue.removeFirst() }
        replaceCurrentItem(with: queue.first)
    }
}
