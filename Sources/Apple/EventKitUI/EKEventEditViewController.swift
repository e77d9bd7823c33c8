import EventKit
import Foundation
import UIKit

/// How a person left the event editor.
public enum EKEventEditViewAction: Int, Sendable {
    /// Cancelled: nothing saved.
    case canceled
    /// The event was saved.
    case saved
    /// The event was deleted.
    case deleted
}

/// What the event editor tells its delegate.
public protocol EKEventEditViewDelegate: NSObjectProtocol {
    /// The editor was left; the app dismisses it.
    /// - Parameters:
    ///   - controller: The editor.
    ///   - action: How it was left.
    func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction)
    /// The calendar a new event goes in (by default the store's default calendar for new events).
    /// - Parameter controller: The editor.
    /// - Returns: The calendar.
    func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController) -> EKCalendar
}

extension EKEventEditViewDelegate {
    /// The store's default calendar for new events (a new one when it has none).
    /// - Parameter controller: The editor.
    /// - Returns: The calendar.
    public func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController) -> EKCalendar {
        controller.eventStore.defaultCalendarForNewEvents ?? EKCalendar(for: .event, eventStore: controller.eventStore)
    }
}

/// The system's screen for adding or editing an event, presented modally.
open class EKEventEditViewController: UINavigationController {
    /// The store the event is saved in (set before the editor is presented).
    open var eventStore: EKEventStore! = EKEventStore()
    /// The event edited; nil makes a new one in `eventStore` when the editor shows.
    open var event: EKEvent?
    /// Told when the editor is left.
    open weak var editViewDelegate: (any EKEventEditViewDelegate)?

    /// An editor of a new event.
    public override init() { super.init() }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init()`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init() }

    /// Leaves the editor as its Cancel button does: nothing is saved, and the delegate is told.
    open func cancelEditing() {
        editViewDelegate?.eventEditViewController(self, didCompleteWith: .canceled)
    }
}
