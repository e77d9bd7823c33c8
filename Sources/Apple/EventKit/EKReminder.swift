// `EKReminder`: a reminder — its start and due dates, completion and priority. Linux: a value
// until saved; `fetchReminders(matching:)` hands out copies.
import Foundation

/// A reminder in a reminders list.
open class EKReminder: EKCalendarItem, @unchecked Sendable {
    /// When work on it starts.
    open var startDateComponents: DateComponents? { didSet { changed = true } }
    /// When it is due.
    open var dueDateComponents: DateComponents? { didSet { changed = true } }
    /// The priority: 0 none, 1 highest … 9 lowest (`EKReminderPriority`).
    open var priority = 0 { didSet { changed = true } }
    private var completedAt: Date?
    private var completed = false

    /// Whether it is done; setting it true sets `completionDate` to now, false clears it.
    open var isCompleted: Bool {
        get { completed }
        set {
            completed = newValue
            completedAt = newValue ? (completedAt ?? Date()) : nil
            changed = true
        }
    }

    /// When it was completed; setting a date completes it, nil makes it incomplete.
    open var completionDate: Date? {
        get { completedAt }
        set {
            completedAt = newValue
            completed = newValue != nil
            changed = true
        }
    }

    /// A new reminder, to be saved in a store.
    /// - Parameter eventStore: The store.
    public init(eventStore: EKEventStore) { super.init(eventStore: eventStore) }

    override init(eventStore: EKEventStore, identifier: String) { super.init(eventStore: eventStore, identifier: identifier) }

    override func duplicate(for store: EKEventStore) -> EKCalendarItem {
        let copy = EKReminder(eventStore: store, identifier: calendarItemIdentifier)
        copy.copyFields(from: self)
        return copy
    }

    override func copyFields(from other: EKCalendarItem) {
        if let reminder = other as? EKReminder {
            startDateComponents = reminder.startDateComponents
            dueDateComponents = reminder.dueDateComponents
            priority = reminder.priority
            completed = reminder.completed
            completedAt = reminder.completedAt
        }
        super.copyFields(from: other)
    }
}
