// The predicates an event store makes: events in a date range, reminders (all, incomplete by due
// date, completed by completion date), in some calendars. Linux: `NSPredicate` subclasses that
// carry their parameters, which `events(matching:)` and `fetchReminders(matching:)` read (any
// other predicate matches nothing there).
import Foundation

/// Events overlapping a date range, in some calendars.
final class EventSearchPredicate: NSPredicate {
    let start: Date
    let end: Date
    /// The calendars' identifiers, or nil for all.
    let calendarIdentifiers: Set<String>?

    init(start: Date, end: Date, calendars: [EKCalendar]?) {
        self.start = start
        // EventKit searches at most four years.
        let fourYears = Calendar.current.date(byAdding: .year, value: 4, to: start) ?? end
        self.end = min(end, fourYears)
        calendarIdentifiers = calendars.map { Set($0.map(\.calendarIdentifier)) }
        super.init(value: true)
    }

    required init?(coder: NSCoder) { nil }
}

/// Reminders, all or by completion, in some calendars.
final class ReminderSearchPredicate: NSPredicate {
    enum Kind {
        /// Every reminder.
        case all
        /// Incomplete reminders due in a range (either end open).
        case incomplete(Date?, Date?)
        /// Reminders completed in a range (either end open).
        case completed(Date?, Date?)
    }

    let kind: Kind
    /// The calendars' identifiers, or nil for all.
    let calendarIdentifiers: Set<String>?

    init(_ kind: Kind, calendars: [EKCalendar]?) {
        self.kind = kind
        calendarIdentifiers = calendars.map { Set($0.map(\.calendarIdentifier)) }
        super.init(value: true)
    }

    required init?(coder: NSCoder) { nil }

    /// Whether a reminder matches.
    func matches(_ reminder: EKReminder) -> Bool {
        if let calendarIdentifiers, !calendarIdentifiers.contains(reminder.calendar?.calendarIdentifier ?? "") { return false }
        func within(_ date: Date?, _ start: Date?, _ end: Date?) -> Bool {
            if start == nil && end == nil { return true }
            guard let date else { return false }
            return (start.map { date >= $0 } ?? true) && (end.map { date < $0 } ?? true)
        }
        switch kind {
        case .all:
            return true
        case let .incomplete(start, end):
            let due = reminder.dueDateComponents.flatMap { ($0.calendar ?? Calendar.current).date(from: $0) }
            return !reminder.isCompleted && within(due, start, end)
        case let .completed(start, end):
            return reminder.isCompleted && within(reminder.completionDate, start, end)
        }
    }
}
