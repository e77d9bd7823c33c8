// EventKit's enumerations and option sets: entity types, authorization, spans, calendar and
// source types, availability, participants, alarms, priorities. Apple's raw values; plain values
// on Linux too.
import Foundation

/// The kind of item a calendar holds: events or reminders.
public enum EKEntityType: UInt, Sendable, Hashable {
    /// Events.
    case event = 0
    /// Reminders.
    case reminder = 1
}

/// A set of entity types.
public struct EKEntityMask: OptionSet, Sendable, Hashable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Events.
    public static let event = EKEntityMask(rawValue: 1 << 0)
    /// Reminders.
    public static let reminder = EKEntityMask(rawValue: 1 << 1)
}

/// Whether the app may read and write events or reminders.
public enum EKAuthorizationStatus: Int, Sendable, Hashable {
    /// The person has not been asked.
    case notDetermined = 0
    /// Access is restricted (parental controls).
    case restricted = 1
    /// The person denied access.
    case denied = 2
    /// The app may read and write.
    case fullAccess = 3
    /// The app may add events but not read them.
    case writeOnly = 4

    /// Full access (the name before iOS 17; use `fullAccess`).
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}

/// Which occurrences of a recurring event a save or removal applies to.
public enum EKSpan: Int, Sendable, Hashable {
    /// This occurrence only.
    case thisEvent = 0
    /// This occurrence and those after it.
    case futureEvents = 1
}

/// Where a calendar's data lives.
public enum EKCalendarType: Int, Sendable, Hashable {
    /// On the device.
    case local = 0
    /// A CalDAV account (iCloud).
    case calDAV = 1
    /// An Exchange account.
    case exchange = 2
    /// A subscribed calendar.
    case subscription = 3
    /// The birthdays calendar.
    case birthday = 4
}

/// The kind of account a source is.
public enum EKSourceType: Int, Sendable, Hashable {
    /// On the device.
    case local = 0
    /// Exchange.
    case exchange = 1
    /// CalDAV (iCloud).
    case calDAV = 2
    /// MobileMe.
    case mobileMe = 3
    /// Subscribed calendars.
    case subscribed = 4
    /// Birthdays.
    case birthdays = 5
}

/// How an event shows the person's time.
public enum EKEventAvailability: Int, Sendable, Hashable {
    /// The calendar does not support availability.
    case notSupported = -1
    /// Busy.
    case busy = 0
    /// Free.
    case free = 1
    /// Tentative.
    case tentative = 2
    /// Unavailable.
    case unavailable = 3
}

/// The availabilities a calendar supports.
public struct EKCalendarEventAvailabilityMask: OptionSet, Sendable, Hashable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Busy.
    public static let busy = EKCalendarEventAvailabilityMask(rawValue: 1 << 0)
    /// Free.
    public static let free = EKCalendarEventAvailabilityMask(rawValue: 1 << 1)
    /// Tentative.
    public static let tentative = EKCalendarEventAvailabilityMask(rawValue: 1 << 2)
    /// Unavailable.
    public static let unavailable = EKCalendarEventAvailabilityMask(rawValue: 1 << 3)
}

/// An event's status.
public enum EKEventStatus: Int, Sendable, Hashable {
    /// No status.
    case none = 0
    /// Confirmed.
    case confirmed = 1
    /// Tentative.
    case tentative = 2
    /// Cancelled.
    case canceled = 3
}

/// A participant's answer.
public enum EKParticipantStatus: Int, Sendable, Hashable {
    /// Unknown.
    case unknown = 0
    /// Not answered yet.
    case pending = 1
    /// Accepted.
    case accepted = 2
    /// Declined.
    case declined = 3
    /// Tentatively accepted.
    case tentative = 4
    /// Delegated to someone else.
    case delegated = 5
    /// Completed.
    case completed = 6
    /// In process.
    case inProcess = 7
}

/// A participant's role.
public enum EKParticipantRole: Int, Sendable, Hashable {
    /// Unknown.
    case unknown = 0
    /// Required.
    case required = 1
    /// Optional.
    case optional = 2
    /// The chair.
    case chair = 3
    /// Not a participant (copied for information).
    case nonParticipant = 4
}

/// What a participant is.
public enum EKParticipantType: Int, Sendable, Hashable {
    /// Unknown.
    case unknown = 0
    /// A person.
    case person = 1
    /// A room.
    case room = 2
    /// A resource.
    case resource = 3
    /// A group.
    case group = 4
}

/// Whether an alarm fires on arriving at or leaving a place.
public enum EKAlarmProximity: Int, Sendable, Hashable {
    /// Not by place.
    case none = 0
    /// On arriving.
    case enter = 1
    /// On leaving.
    case leave = 2
}

/// What an alarm does.
public enum EKAlarmType: Int, Sendable, Hashable {
    /// Shows a message.
    case display = 0
    /// Plays a sound.
    case audio = 1
    /// Opens a URL.
    case procedure = 2
    /// Sends an email.
    case email = 3
}

/// A reminder's priority, as `EKReminder.priority` holds it (1 highest, 9 lowest).
public enum EKReminderPriority: UInt, Sendable, Hashable {
    /// No priority.
    case none = 0
    /// High.
    case high = 1
    /// Medium.
    case medium = 5
    /// Low.
    case low = 9
}
