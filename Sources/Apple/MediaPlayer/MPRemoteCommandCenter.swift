// The app's remote commands, one of each, to which it adds handlers when it starts playing.
import Foundation

/// The commands the system sends the app: play, pause, skip, seek, rate, like…
open class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    private static let sharedCenter = MPRemoteCommandCenter()

    /// The app's command center.
    /// - Returns: The one center.
    open class func shared() -> MPRemoteCommandCenter { sharedCenter }

    /// Pause.
    public let pauseCommand = MPRemoteCommand()
    /// Play.
    public let playCommand = MPRemoteCommand()
    /// Stop.
    public let stopCommand = MPRemoteCommand()
    /// Play or pause, whichever is not happening (the headphones' button).
    public let togglePlayPauseCommand = MPRemoteCommand()
    /// Turn a language option (subtitles, audio track) on.
    public let enableLanguageOptionCommand = MPRemoteCommand()
    /// Turn a language option off.
    public let disableLanguageOptionCommand = MPRemoteCommand()
    /// Change the playback rate.
    public let changePlaybackRateCommand = MPChangePlaybackRateCommand()
    /// Change the repeat mode.
    public let changeRepeatModeCommand = MPChangeRepeatModeCommand()
    /// Change the shuffle mode.
    public let changeShuffleModeCommand = MPChangeShuffleModeCommand()
    /// Play the next item.
    public let nextTrackCommand = MPRemoteCommand()
    /// Play the item before.
    public let previousTrackCommand = MPRemoteCommand()
    /// Skip forward by an interval.
    public let skipForwardCommand = MPSkipIntervalCommand()
    /// Skip backward by an interval.
    public let skipBackwardCommand = MPSkipIntervalCommand()
    /// Seek forward while held.
    public let seekForwardCommand = MPRemoteCommand()
    /// Seek backward while held.
    public let seekBackwardCommand = MPRemoteCommand()
    /// Move playback to a position.
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand()
    /// Rate the item.
    public let ratingCommand = MPRatingCommand()
    /// Like the item.
    public let likeCommand = MPFeedbackCommand()
    /// Dislike the item.
    public let dislikeCommand = MPFeedbackCommand()
    /// Bookmark the item.
    public let bookmarkCommand = MPFeedbackCommand()
}
