// The remote commands that carry settings the system shows with their buttons: the skip
// intervals, the playback rates offered, the rating range, the feedback titles, the current
// repeat and shuffle modes. Each keeps what the app sets.
import Foundation

/// A command that skips by an interval (skip forward, skip backward).
open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
    /// The intervals offered, in seconds (the first is shown on the button).
    open var preferredIntervals: [NSNumber] = []
}

/// A command that changes the playback rate.
open class MPChangePlaybackRateCommand: MPRemoteCommand, @unchecked Sendable {
    /// The rates offered.
    open var supportedPlaybackRates: [NSNumber] = []
}

/// A command that moves playback to a position (the Lock Screen's scrubber).
open class MPChangePlaybackPositionCommand: MPRemoteCommand, @unchecked Sendable {}

/// A command that rates the item.
open class MPRatingCommand: MPRemoteCommand, @unchecked Sendable {
    /// The lowest rating.
    open var minimumRating: Float = 0
    /// The highest rating.
    open var maximumRating: Float = 0
}

/// A command that gives feedback on the item (like, dislike, bookmark).
open class MPFeedbackCommand: MPRemoteCommand, @unchecked Sendable {
    /// Whether the feedback is given (the button shows as selected).
    open var isActive = false
    /// The button's title.
    open var localizedTitle = ""
    /// A shorter title.
    open var localizedShortTitle = ""
}

/// A command that changes the repeat mode.
open class MPChangeRepeatModeCommand: MPRemoteCommand, @unchecked Sendable {
    /// The mode in effect.
    open var currentRepeatType = MPRepeatType.off
}

/// A command that changes the shuffle mode.
open class MPChangeShuffleModeCommand: MPRemoteCommand, @unchecked Sendable {
    /// The mode in effect.
    open var currentShuffleType = MPShuffleType.off
}
