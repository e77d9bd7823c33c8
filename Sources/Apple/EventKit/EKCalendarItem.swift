// `EKCalendarItem`: what events and reminders share — calendar, title, notes, URL, alarms,
// recurrence rules, identifiers. Plain values until saved; the database keeps copies of saved
// items (CalendarDatabase.swift).
import Foundation

/// The base of events and reminders.
open class EKCalendarItem: EKObject, @unchecked Sendable {
    /// The store the item was made with or fetched from.
    let eventStore: EKEventStore

    /// The calendar the item is in.
    open var calendar: EKCalendar! { didSet { changed = true } }
    /// The title.
    open var title: String! { didSet { changed = true } }
    /// Where it happens, as text.
    open var location: String? { didSet { changed = true } }
    /// When it was first saved.
    open internal(set) var creationDate: Date?
    /// When it was last saved.
    open internal(set) var lastModifiedDate: Date?
    /// The time zone (nil: floating).
    open var timeZone: TimeZone? { didSet { changed = true } }
    /// A URL.
    open var url: URL? { didSet { changed = true } }
    /// Notes.
    open var notes: String? { didSet { changed = true } }
    /// The attendees (invitations are not made on Linux: nil).
    open internal(set) var attendees: [EKParticipant]?
    /// The alarms.
    open var alarms: [EKAlarm]? { didSet { changed = true } }
    /// The recurrence rules (EventKit uses the first).
    open var recurrenceRules: [EKRecurrenceRule]? { didSet { changed = true } }
    /// The item's identifier, for `calendarItem(withIdentifier:)`.
    open internal(set) var calendarItemIdentifier: String
    /// The identifier the calendar's server knows it by (set when saved).
    open internal(set) var calendarItemExternalIdentifier: String!

    init(eventStore: EKEventStore, identifier: String = UUID().uuidString) {
        self.eventStore = eventStore
        calendarItemIdentifier = identifier
        super.init()
    }

    /// Whether it has notes.
    open var hasNotes: Bool { !(notes ?? "").isEmpty }
    /// Whether it has attendees.
    open var hasAttendees: Bool { !(attendees ?? []).isEmpty }
    /// Whether it has alarms.
    open var hasAlarms: Bool { !(alarms ?? []).isEmpty }
    /// Whether it recurs.
    open var hasRecurrenceRules: Bool { !(recurrenceRules ?? []).isEmpty }

    /// Adds an alarm.
    /// - Parameter alarm: The alarm.
    open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }

    /// Removes an alarm.
    /// - Parameter alarm: The alarm.
    open func removeAlarm(_ alarm: EKAlarm) { alarms = alarms?.filter { $0 !== alarm } }

    /// Adds a recurrence rule.
    /// - Parameter rule: The rule.
    open func addRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules = (recurrenceRules ?? []) + [rule] }

    /// Removes a recurrence rule.
    /// - Parameter rule: The rule.
    open func removeRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules = recurrenceRules?.filter { $0 !== rule } }

    /// A copy of the item for a store (overridden: events and reminders copy their own fields).
    func duplicate(for store: EKEventStore) -> EKCalendarItem {
        let copy = EKCalendarItem(eventStore: store, identifier: calendarItemIdentifier)
        copy.copyFields(from: self)
        return copy
    }

    /// Takes another item's values (its alarms and rules copied).
    func copyFields(from other: EKCalendarItem) {
        calendar = other.calendar
        title = other.title
        location = other.location
        creationDate = other.creationDate
        lastModifiedDate = other.lastModifiedDate
        timeZone = other.timeZone
        url = other.url
        notes = other.notes
        attendees = other.attendees
        alarms = other.alarms?.map { $0.copy() as! EKAlarm }
        recurrenceRules = other.recurrenceRules?.map { $0.copy() as! EKRecurrenceRule }
        calendarItemIdentifier = other.calendarItemIdentifier
        calendarItemExternalIdentifier = other.calendarItemExternalIdentifier
        saved = other.saved
        changed = false
    }

    override func revertToSaved() {
        if let record = CalendarDatabase.shared.item(calendarItemIdentifier) { copyFields(from: record) }
    }

    override var existsInDatabase: Bool { CalendarDatabase.shared.item(calendarItemIdentifier) != nil }
}
