// What a remote command's handlers are given: the command and when it was sent, and for the
// commands that carry a value (a position, a rate, an interval) that value, in a subclass the
// handler casts to (`event as? MPChangePlaybackPositionCommandEvent`).
import Foundation

/// An event of a remote command.
open class MPRemoteCommandEvent: NSObject, @unchecked Sendable {
    /// The command sent.
    public let command: MPRemoteCommand
    /// When it was sent, in seconds since the device started.
    public let timestamp: TimeInterval

    /// An event of a command (the system makes them; `MPRemoteCommand._perform(_:)` is given one).
    /// - Parameters:
    ///   - command: The command.
    ///   - timestamp: When it was sent (now, by default).
    public init(command: MPRemoteCommand, timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime) {
        self.command = command
        self.timestamp = timestamp
        super.init()
    }
}

/// An event of a skip command: how far to skip.
open class MPSkipIntervalCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The interval to skip, in seconds.
    public let interval: TimeInterval
    /// An event of skipping `interval` seconds.
    /// - Parameters:
    ///   - command: The skip command.
    ///   - interval: The interval.
    public init(command: MPRemoteCommand, interval: TimeInterval) {
        self.interval = interval
        super.init(command: command)
    }
}

/// Whether seeking starts or ends.
public enum MPSeekCommandEventType: UInt, Sendable {
    /// The person started seeking.
    case beginSeeking = 0
    /// The person stopped.
    case endSeeking = 1
}

/// An event of a seek command: seeking starts or ends.
open class MPSeekCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// Whether seeking starts or ends.
    public let type: MPSeekCommandEventType
    /// An event of seeking.
    /// - Parameters:
    ///   - command: The seek command.
    ///   - type: Whether it starts or ends.
    public init(command: MPRemoteCommand, type: MPSeekCommandEventType) {
        self.type = type
        super.init(command: command)
    }
}

/// An event of the playback rate command: the rate asked for.
open class MPChangePlaybackRateCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The rate to play at.
    public let playbackRate: Float
    /// An event of a rate.
    /// - Parameters:
    ///   - command: The rate command.
    ///   - playbackRate: The rate.
    public init(command: MPRemoteCommand, playbackRate: Float) {
        self.playbackRate = playbackRate
        super.init(command: command)
    }
}

/// An event of the playback position command: where the person dragged the scrubber.
open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The position to play from, in seconds.
    public let positionTime: TimeInterval
    /// An event of a position.
    /// - Parameters:
    ///   - command: The position command.
    ///   - positionTime: The position.
    public init(command: MPRemoteCommand, positionTime: TimeInterval) {
        self.positionTime = positionTime
        super.init(command: command)
    }
}

/// An event of the rating command: the rating given.
open class MPRatingCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The rating, within the command's range.
    public let rating: Float
    /// An event of a rating.
    /// - Parameters:
    ///   - command: The rating command.
    ///   - rating: The rating.
    public init(command: MPRemoteCommand, rating: Float) {
        self.rating = rating
        super.init(command: command)
    }
}

/// An event of a like, dislike or bookmark command.
open class MPFeedbackCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// Whether the feedback takes the earlier feedback back.
    public let isNegative: Bool
    /// An event of feedback.
    /// - Parameters:
    ///   - command: The feedback command.
    ///   - isNegative: Whether it is taken back.
    public init(command: MPRemoteCommand, isNegative: Bool) {
        self.isNegative = isNegative
        super.init(command: command)
    }
}

/// How playback repeats.
public enum MPRepeatType: Int, Sendable {
    /// No repeat.
    case off = 0
    /// The item repeats.
    case one = 1
    /// The queue repeats.
    case all = 2
}

/// How playback shuffles.
public enum MPShuffleType: Int, Sendable {
    /// No shuffle.
    case off = 0
    /// Items are shuffled.
    case items = 1
    /// Collections are shuffled.
    case collections = 2
}

/// An event of the repeat mode command.
open class MPChangeRepeatModeCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The repeat mode asked for.
    public let repeatType: MPRepeatType
    /// Whether the mode should last beyond the current queue.
    public let preservesRepeatMode: Bool
    /// An event of a repeat mode.
    /// - Parameters:
    ///   - command: The repeat command.
    ///   - repeatType: The mode.
    ///   - preservesRepeatMode: Whether it lasts.
    public init(command: MPRemoteCommand, repeatType: MPRepeatType, preservesRepeatMode: Bool = false) {
        self.repeatType = repeatType
        self.preservesRepeatMode = preservesRepeatMode
        super.init(command: command)
    }
}

/// An event of the shuffle mode command.
open class MPChangeShuffleModeCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The shuffle mode asked for.
    public let shuffleType: MPShuffleType
    /// Whether the mode should last beyond the current queue.
    public let preservesShuffleMode: Bool
    /// An event of a shuffle mode.
    /// - Parameters:
    ///   - command: The shuffle command.
    ///   - shuffleType: The mode.
    ///   - preservesShuffleMode: Whether it lasts.
    public init(command: MPRemoteCommand, shuffleType: MPShuffleType, preservesShuffleMode: Bool = false) {
        self.shuffleType = shuffleType
        self.preservesShuffleMode = preservesShuffleMode
        super.init(command: command)
    }
}
