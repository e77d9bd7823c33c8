// What every MediaPlayer player does: prepare, play, pause, stop, seek, and keep a position and rate.
import Foundation

/// The playback controls of a player.
public protocol MPMediaPlayback {
    /// Gets ready to play (loads the first item).
    func prepareToPlay()
    /// Whether it is ready to play.
    var isPreparedToPlay: Bool { get }
    /// Plays from the current position.
    func play()
    /// Pauses at the current position.
    func pause()
    /// Stops and goes back to the beginning.
    func stop()
    /// The position in the item, in seconds.
    var currentPlaybackTime: TimeInterval { get set }
    /// The rate (0 paused, 1 normal).
    var currentPlaybackRate: Float { get set }
    /// Seeks forward until `endSeeking()`.
    func beginSeekingForward()
    /// Seeks backward until `endSeeking()`.
    func beginSeekingBackward()
    /// Stops seeking and plays on.
    func endSeeking()
}
