// `EKEvent`: a calendar event — its dates, all-day flag, place and availability. Linux: a value
// until saved; `events(matching:)` hands out copies, one per occurrence of a recurring event.
import Foundation

/// An event in a calendar.
open class EKEvent: EKCalendarItem, @unchecked Sendable {
    /// The event's identifier, for `event(withIdentifier:)` (nil until the event is saved).
    open internal(set) var eventIdentifier: String!
    /// Whether it lasts all day.
    open var isAllDay = false { didSet { changed = true } }
    /// When it starts.
    open var startDate: Date! { didSet { changed = true } }
    /// When it ends.
    open var endDate: Date! { didSet { changed = true } }
    /// Where it happens, with coordinates when known (setting it sets `location` to its title).
    open var structuredLocation: EKStructuredLocation? {
        didSet {
            changed = true
            if let title = structuredLocation?.title { location = title }
        }
    }
    /// How the event shows the person's time (by default busy).
    open var availability: EKEventAvailability = .busy { didSet { changed = true } }
    /// The event's status (none for events the app makes).
    open internal(set) var status: EKEventStatus = .none
    /// Who organised it (nil for events the app makes).
    open internal(set) var organizer: EKParticipant?
    /// Whether it is an occurrence of a recurring event changed on its own.
    open internal(set) var isDetached = false
    /// The birthday's contact, for events of the birthdays calendar (none here).
    open internal(set) var birthdayContactIdentifier: String?
    /// The occurrence's original start, for an occurrence of a recurring event.
    var originalOccurrenceDate: Date?
    /// The starts of a recurring event's occurrences that were removed or detached.
    var excludedOccurrences: Set<Date> = []

    /// When this occurrence was to start before any change (the start date, for an event that
    /// does not recur).
    open var occurrenceDate: Date! { originalOccurrenceDate ?? startDate }

    /// A new event, to be saved in a store.
    /// - Parameter eventStore: The store.
    public init(eventStore: EKEventStore) { super.init(eventStore: eventStore) }

    override init(eventStore: EKEventStore, identifier: String) { super.init(eventStore: eventStore, identifier: identifier) }

    /// Compares the start dates of two events (to sort them, as EventKit suggests).
    /// - Parameter other: The other event.
    /// - Returns: How this event's start compares with the other's.
    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
        switch (startDate, other.startDate) {
        case let (a?, b?): a.compare(b)
        case (nil, nil): .orderedSame
        case (nil, _): .orderedAscending
        case (_, nil): .orderedDescending
        }
    }

    override func duplicate(for store: EKEventStore) -> EKCalendarItem {
        let copy = EKEvent(eventStore: store, identifier: calendarItemIdentifier)
        copy.copyFields(from: self)
        return copy
    }

    override func copyFields(from other: EKCalendarItem) {
        if let event = other as? EKEvent {
            eventIdentifier = event.eventIdentifier
            isAllDay = event.isAllDay
            startDate = event.startDate
            endDate = event.endDate
            structuredLocation = event.structuredLocation?.copy() as? EKStructuredLocation
            availability = event.availability
            status = event.status
            organizer = event.organizer
            isDetached = event.isDetached
            birthdayContactIdentifier = event.birthdayContactIdentifier
            originalOccurrenceDate = event.originalOccurrenceDate
            excludedOccurrences = event.excludedOccurrences
        }
        super.copyFields(from: other)
    }
}
