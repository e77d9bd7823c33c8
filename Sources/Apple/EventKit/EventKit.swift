// `import EventKit` on Linux: the calendar and reminders database, in memory, one per process, as
// an app sees the database of a fresh iPhone Simulator: a local source ("Default") holding a
// calendar ("Calendar", the default for new events) and a reminders list ("Reminders", the
// default for new reminders), and no events or reminders. Every `EKEventStore` of the process
// reads and writes that database (CalendarDatabase.swift).
//
// Access starts `.notDetermined` for events and reminders. Where the Simulator would show its
// permission alert, the person here allows: a request for full access makes the status
// `.fullAccess` (write-only access `.writeOnly`), so that a preview of a calendar screen shows
// its content. Completion handlers are called at once, on the calling thread.
//
// What is saved is really kept: saved events are found by `events(matching:)` in their date range
// (recurring ones as their occurrences), saved reminders by `fetchReminders(matching:)`, removed
// ones are gone, uncommitted changes wait for `commit()` (or are dropped by `reset()`), invalid
// saves fail with EventKit's errors (`EKError`), and each commit posts `.EKEventStoreChanged`.
// Fetched objects are copies: changing one changes the database only when it is saved.
//
// Apple's EventKit brings Core Graphics (a calendar's `cgColor`) and Core Location (a structured
// location's `geoLocation`) with it; so does this module.
@_exported import CoreGraphics
@_exported import CoreLocation
import Foundation

extension NSNotification.Name {
    /// Posted (for every event store of the process, as its object) when the calendar database
    /// changed: after each commit.
    public static let EKEventStoreChanged = NSNotification.Name("EKEventStoreChangedNotification")
}
