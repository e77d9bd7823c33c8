import EventKit
import Foundation
import UIKit

/// How a person left the event viewer.
public enum EKEventViewAction: Int, Sendable {
    /// Done was tapped.
    case done
    /// The person answered an invitation.
    case responded
    /// The event was deleted.
    case deleted
}

/// What the event viewer tells its delegate.
public protocol EKEventViewDelegate: NSObjectProtocol {
    /// The viewer was left; the app dismisses it.
    /// - Parameters:
    ///   - controller: The viewer.
    ///   - action: How it was left.
    func eventViewController(_ controller: EKEventViewController, didCompleteWith action: EKEventViewAction)
}

/// The system's screen showing one event's details.
open class EKEventViewController: UIViewController {
    /// The event shown (set before the viewer shows).
    open var event: EKEvent!
    /// Whether the viewer offers Edit.
    open var allowsEditing = false
    /// Whether the viewer shows the day's calendar around the event.
    open var allowsCalendarPreview = false
    /// Told when the viewer is left.
    open weak var delegate: (any EKEventViewDelegate)?
}

/// Which calendars the chooser lets a person pick.
public enum EKCalendarChooserSelectionStyle: Int, Sendable {
    /// One calendar.
    case single
    /// Any number.
    case multiple
}

/// Which calendars the chooser lists.
public enum EKCalendarChooserDisplayStyle: Int, Sendable {
    /// Every calendar.
    case allCalendars
    /// Those events can be added to.
    case writableCalendarsOnly
}

/// What the calendar chooser tells its delegate.
public protocol EKCalendarChooserDelegate: NSObjectProtocol {
    /// The selection changed.
    /// - Parameter calendarChooser: The chooser.
    func calendarChooserSelectionDidChange(_ calendarChooser: EKCalendarChooser)
    /// Done was tapped.
    /// - Parameter calendarChooser: The chooser.
    func calendarChooserDidFinish(_ calendarChooser: EKCalendarChooser)
    /// Cancel was tapped.
    /// - Parameter calendarChooser: The chooser.
    func calendarChooserDidCancel(_ calendarChooser: EKCalendarChooser)
}

extension EKCalendarChooserDelegate {
    /// Nothing, by default.
    /// - Parameter calendarChooser: The chooser.
    public func calendarChooserSelectionDidChange(_ calendarChooser: EKCalendarChooser) {}
    /// Nothing, by default.
    /// - Parameter calendarChooser: The chooser.
    public func calendarChooserDidFinish(_ calendarChooser: EKCalendarChooser) {}
    /// Nothing, by default.
    /// - Parameter calendarChooser: The chooser.
    public func calendarChooserDidCancel(_ calendarChooser: EKCalendarChooser) {}
}

/// The system's list of calendars to pick from.
open class EKCalendarChooser: UIViewController {
    /// How many calendars may be picked.
    public let selectionStyle: EKCalendarChooserSelectionStyle
    /// Which calendars are listed.
    public let displayStyle: EKCalendarChooserDisplayStyle
    /// The store whose calendars are listed.
    public let eventStore: EKEventStore
    let entityType: EKEntityType
    /// The calendars picked; setting it tells the delegate, as a person's tap does.
    open var selectedCalendars: Set<EKCalendar> = [] {
        didSet { delegate?.calendarChooserSelectionDidChange(self) }
    }
    /// Whether the chooser shows Done.
    open var showsDoneButton = false
    /// Whether the chooser shows Cancel.
    open var showsCancelButton = false
    /// Told of the selection and of Done and Cancel.
    open weak var delegate: (any EKCalendarChooserDelegate)?

    /// A chooser of event calendars.
    /// - Parameter eventStore: The store whose calendars are listed.
    public convenience init(eventStore: EKEventStore) {
        self.init(selectionStyle: .single, displayStyle: .allCalendars, entityType: .event, eventStore: eventStore)
    }

    /// A chooser of one kind of calendar.
    /// - Parameters:
    ///   - selectionStyle: How many may be picked.
    ///   - displayStyle: Which are listed.
    ///   - entityType: Event or reminder calendars.
    ///   - eventStore: The store whose calendars are listed.
    public init(selectionStyle: EKCalendarChooserSelectionStyle, displayStyle: EKCalendarChooserDisplayStyle,
                entityType: EKEntityType, eventStore: EKEventStore) {
        self.selectionStyle = selectionStyle
        self.displayStyle = displayStyle
        self.entityType = entityType
        self.eventStore = eventStore
        super.init()
    }

    /// Made from an archive such as a storyboard (Linux: none is read): event calendars.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(eventStore: EKEventStore()) }

    /// The calendars the chooser lists.
    open var listedCalendars: [EKCalendar] {
        let calendars = eventStore.calendars(for: entityType)
        return displayStyle == .writableCalendarsOnly ? calendars.filter(\.allowsContentModifications) : calendars
    }
}
