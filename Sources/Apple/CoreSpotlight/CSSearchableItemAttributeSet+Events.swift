// The attributes of items that happen at a time: events, tasks, reservations (Apple's
// CSSearchableItemAttributeSet_Events.h).
import Foundation

extension CSSearchableItemAttributeSet {
    /// When it starts.
    public var startDate: Date? {
        get { self[attribute: "startDate"] }
        set { self[attribute: "startDate"] = newValue }
    }
    /// When it ends.
    public var endDate: Date? {
        get { self[attribute: "endDate"] }
        set { self[attribute: "endDate"] = newValue }
    }
    /// When it is due.
    public var dueDate: Date? {
        get { self[attribute: "dueDate"] }
        set { self[attribute: "dueDate"] = newValue }
    }
    /// When it was done.
    public var completionDate: Date? {
        get { self[attribute: "completionDate"] }
        set { self[attribute: "completionDate"] = newValue }
    }
    /// Whether it lasts all day.
    public var allDay: NSNumber? {
        get { self[attribute: "allDay"] }
        set { self[attribute: "allDay"] = newValue }
    }
}
