// What the Lock Screen and Control Center show as playing. Linux has neither: the information
// and state an app sets are kept, read back as set, from any thread (Apple's center is
// thread-safe: players update it from their time observers).
import Foundation

/// Whether the app's media is playing, as the system shows it.
public enum MPNowPlayingPlaybackState: UInt, Sendable {
    /// Not known.
    case unknown = 0
    /// Playing.
    case playing = 1
    /// Paused.
    case paused = 2
    /// Stopped.
    case stopped = 3
    /// Interrupted (by a call, another app's audio).
    case interrupted = 4
}

/// The kind of media playing (the value of `MPNowPlayingInfoPropertyMediaType`).
public enum MPNowPlayingInfoMediaType: UInt, Sendable {
    /// None.
    case none = 0
    /// Audio.
    case audio = 1
    /// Video.
    case video = 2
}

/// The information the system shows about what the app is playing: title, artist, artwork,
/// duration and elapsed time, keyed by the `MPMediaItemProperty…` and
/// `MPNowPlayingInfoProperty…` names.
open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private static let defaultCenter = MPNowPlayingInfoCenter()
    private let lock = NSLock()
    private var info: [String: Any]?
    private var state = MPNowPlayingPlaybackState.unknown

    /// The app's center.
    /// - Returns: The one center.
    open class func `default`() -> MPNowPlayingInfoCenter { defaultCenter }

    /// What is playing (nil: nothing); kept as set.
    open var nowPlayingInfo: [String: Any]? {
        get { lock.withLock { info } }
        set { lock.withLock { info = newValue } }
    }

    /// Whether it plays (`.unknown` until set); kept as set.
    open var playbackState: MPNowPlayingPlaybackState {
        get { lock.withLock { state } }
        set { lock.withLock { state = newValue } }
    }
}
