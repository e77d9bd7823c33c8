// `EKObject`: what events, reminders, calendars and sources share — whether they are new or
// changed, and how they go back to their saved state. Linux: an item's saved state is the copy
// the process's database holds (CalendarDatabase.swift).
import Foundation

/// The base of EventKit's objects.
open class EKObject: NSObject, @unchecked Sendable {
    /// Whether a property changed since the object was made, fetched or saved.
    var changed = false
    /// Whether the object is in the database.
    var saved = false

    /// Whether the object has unsaved changes.
    open var hasChanges: Bool { changed }
    /// Whether the object has never been saved.
    open var isNew: Bool { !saved }

    /// Reverts the object to its saved state (a new object keeps its values).
    open func reset() { rollback() }

    /// Discards unsaved changes: the object takes its saved values again.
    open func rollback() {
        revertToSaved()
        changed = false
    }

    /// Updates the object from the database, keeping unsaved changes.
    /// - Returns: False when the object was saved and has since been removed.
    @discardableResult
    open func refresh() -> Bool { !saved || existsInDatabase }

    /// Takes the saved values (overridden by items).
    func revertToSaved() {}
    /// Whether the saved object is still in the database (overridden by items and calendars).
    var existsInDatabase: Bool { true }
}
