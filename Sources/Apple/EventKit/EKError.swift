// EventKit's errors, with Apple's domain and codes: what saves and removals fail with here when
// the item is invalid, belongs elsewhere, or access was not granted.
import Foundation

/// The domain of EventKit's errors.
public let EKErrorDomain = "EKErrorDomain"

/// An error of EventKit (`EKError.Code`), with Apple's codes.
public struct EKError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable, Hashable {
        /// The event is not mutable.
        case eventNotMutable = 0
        /// The item has no calendar.
        case noCalendar = 1
        /// The event has no start date.
        case noStartDate = 2
        /// The event has no end date.
        case noEndDate = 3
        /// The event ends before it starts.
        case datesInverted = 4
        /// An internal failure.
        case internalFailure = 5
        /// The calendar is read-only.
        case calendarReadOnly = 6
        /// The event lasts longer than its recurrence interval.
        case durationGreaterThanRecurrence = 7
        /// The alarm is further off than the recurrence interval.
        case alarmGreaterThanRecurrence = 8
        /// The start date is too far in the future.
        case startDateTooFarInFuture = 9
        /// The start date collides with another occurrence.
        case startDateCollidesWithOtherOccurrence = 10
        /// The object belongs to another event store.
        case objectBelongsToDifferentStore = 11
        /// Invitations cannot be moved.
        case invitesCannotBeMoved = 12
        /// The span is invalid.
        case invalidSpan = 13
        /// The calendar has no source.
        case calendarHasNoSource = 14
        /// The calendar's source cannot change.
        case calendarSourceCannotBeModified = 15
        /// The calendar is immutable.
        case calendarIsImmutable = 16
        /// The source does not allow adding or deleting calendars.
        case sourceDoesNotAllowCalendarAddDelete = 17
        /// A recurring reminder needs a due date.
        case recurringReminderRequiresDueDate = 18
        /// The source does not support structured locations.
        case structuredLocationsNotSupported = 19
        /// The source does not support locations on reminders.
        case reminderLocationsNotSupported = 20
        /// The source does not support alarms by place.
        case alarmProximityNotSupported = 21
        /// The calendar does not hold events.
        case calendarDoesNotAllowEvents = 22
        /// The calendar does not hold reminders.
        case calendarDoesNotAllowReminders = 23
        /// The source does not hold reminders.
        case sourceDoesNotAllowReminders = 24
        /// The source does not hold events.
        case sourceDoesNotAllowEvents = 25
        /// The priority is not 0...9.
        case priorityIsInvalid = 26
        /// The entity type is invalid.
        case invalidEntityType = 27
        /// Procedure alarms cannot be changed.
        case procedureAlarmsNotMutable = 28
        /// The app has no access to the event store.
        case eventStoreNotAuthorized = 29
        /// The operating system does not support this.
        case osNotSupported = 30
        /// The invitation reply calendar is invalid.
        case invalidInviteReplyCalendar = 31
        /// The notifications collection flag is not set.
        case notificationsCollectionFlagNotSet = 32
        /// The sources do not match.
        case sourceMismatch = 33
        /// The notification collections do not match.
        case notificationCollectionMismatch = 34
        /// A notification was saved without a collection.
        case notificationSavedWithoutCollection = 35
        /// A reminder's alarm has an email address or URL.
        case reminderAlarmContainsEmailOrUrl = 36
    }

    /// What went wrong.
    public let code: Code

    /// An error of `code`.
    /// - Parameter code: What went wrong.
    public init(_ code: Code) { self.code = code }

    /// The error's domain: "EKErrorDomain".
    public static var errorDomain: String { EKErrorDomain }
    /// The error's code as a number.
    public var errorCode: Int { code.rawValue }
    /// What went wrong, in words.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: code.summary] }
    /// A readable message.
    public var description: String { "EKError \(code.rawValue) (\(code)): \(code.summary)" }

    /// The event is not mutable.
    public static var eventNotMutable: Code { .eventNotMutable }
    /// The item has no calendar.
    public static var noCalendar: Code { .noCalendar }
    /// The event has no start date.
    public static var noStartDate: Code { .noStartDate }
    /// The event has no end date.
    public static var noEndDate: Code { .noEndDate }
    /// The event ends before it starts.
    public static var datesInverted: Code { .datesInverted }
    /// An internal failure.
    public static var internalFailure: Code { .internalFailure }
    /// The calendar is read-only.
    public static var calendarReadOnly: Code { .calendarReadOnly }
    /// The object belongs to another event store.
    public static var objectBelongsToDifferentStore: Code { .objectBelongsToDifferentStore }
    /// The span is invalid.
    public static var invalidSpan: Code { .invalidSpan }
    /// The calendar has no source.
    public static var calendarHasNoSource: Code { .calendarHasNoSource }
    /// The calendar is immutable.
    public static var calendarIsImmutable: Code { .calendarIsImmutable }
    /// A recurring reminder needs a due date.
    public static var recurringReminderRequiresDueDate: Code { .recurringReminderRequiresDueDate }
    /// The calendar does not hold events.
    public static var calendarDoesNotAllowEvents: Code { .calendarDoesNotAllowEvents }
    /// The calendar does not hold reminders.
    public static var calendarDoesNotAllowReminders: Code { .calendarDoesNotAllowReminders }
    /// The priority is not 0...9.
    public static var priorityIsInvalid: Code { .priorityIsInvalid }
    /// The entity type is invalid.
    public static var invalidEntityType: Code { .invalidEntityType }
    /// The app has no access to the event store.
    public static var eventStoreNotAuthorized: Code { .eventStoreNotAuthorized }
}

extension EKError.Code {
    /// What the code means, in words.
    var summary: String {
        switch self {
        case .eventNotMutable: "The event is not mutable and cannot be saved or deleted."
        case .noCalendar: "No calendar has been set."
        case .noStartDate: "No start date has been set."
        case .noEndDate: "No end date has been set."
        case .datesInverted: "The start date must be before the end date."
        case .internalFailure: "An internal error occurred."
        case .calendarReadOnly: "The calendar is read-only."
        case .durationGreaterThanRecurrence: "The event's duration is longer than its recurrence interval."
        case .alarmGreaterThanRecurrence: "The alarm interval is longer than the recurrence interval."
        case .startDateTooFarInFuture: "The start date is too far in the future."
        case .startDateCollidesWithOtherOccurrence: "The start date collides with another occurrence of the event."
        case .objectBelongsToDifferentStore: "The object belongs to a different event store."
        case .invitesCannotBeMoved: "Invitations cannot be moved."
        case .invalidSpan: "The span is invalid."
        case .calendarHasNoSource: "The calendar has no source."
        case .calendarSourceCannotBeModified: "The calendar's source cannot be changed."
        case .calendarIsImmutable: "The calendar is immutable."
        case .sourceDoesNotAllowCalendarAddDelete: "The source does not allow calendars to be added or deleted."
        case .recurringReminderRequiresDueDate: "A recurring reminder needs a due date."
        case .structuredLocationsNotSupported: "The source does not support structured locations."
        case .reminderLocationsNotSupported: "The source does not support locations on reminders."
        case .alarmProximityNotSupported: "The source does not support alarms by location."
        case .calendarDoesNotAllowEvents: "The calendar does not allow events."
        case .calendarDoesNotAllowReminders: "The calendar does not allow reminders."
        case .sourceDoesNotAllowReminders: "The source does not allow reminders."
        case .sourceDoesNotAllowEvents: "The source does not allow events."
        case .priorityIsInvalid: "The priority must be between 0 and 9."
        case .invalidEntityType: "The entity type is invalid."
        case .procedureAlarmsNotMutable: "Procedure alarms cannot be changed."
        case .eventStoreNotAuthorized: "The app is not authorized to access the event store."
        case .osNotSupported: "The operating system does not support this."
        case .invalidInviteReplyCalendar: "The invitation reply calendar is invalid."
        case .notificationsCollectionFlagNotSet: "The notifications collection flag is not set."
        case .sourceMismatch: "The sources do not match."
        case .notificationCollectionMismatch: "The notification collections do not match."
        case .notificationSavedWithoutCollection: "A notification was saved without a collection."
        case .reminderAlarmContainsEmailOrUrl: "A reminder's alarm cannot have an email address or URL."
        }
    }

    /// `catch EKError.datesInverted`: whether `error` is an EventKit error of `code`.
    /// - Parameters:
    ///   - code: The code to match.
    ///   - error: The error thrown.
    /// - Returns: Whether they match.
    public static func ~= (code: EKError.Code, error: any Error) -> Bool { (error as? EKError)?.code == code }
}
