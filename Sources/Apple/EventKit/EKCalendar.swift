// `EKCalendar` and `EKSource`: the calendars and reminders lists of the database and the accounts
// that hold them. Linux: the database's calendars are shared objects — every store hands out the
// same `EKCalendar` for a calendar, so items' calendars compare equal to the store's.
import CoreGraphics
import Foundation

/// A calendar of events or a list of reminders.
open class EKCalendar: EKObject, @unchecked Sendable {
    /// The calendar's identifier, for `calendar(withIdentifier:)`.
    open internal(set) var calendarIdentifier = UUID().uuidString
    /// The name shown.
    open var title = "" { didSet { changed = true } }
    /// The colour shown.
    open var cgColor: CGColor! { didSet { changed = true } }
    /// The account that holds it.
    open var source: EKSource! { didSet { changed = true } }
    /// What it holds: events or reminders.
    open internal(set) var allowedEntityTypes: EKEntityMask
    /// Whether events and reminders can be added to it, changed and removed.
    open internal(set) var allowsContentModifications = true
    /// Whether it is a subscribed calendar.
    open internal(set) var isSubscribed = false
    /// Whether it cannot be changed or removed.
    open internal(set) var isImmutable = false
    /// The availabilities its events can have.
    open var supportedEventAvailabilities: EKCalendarEventAvailabilityMask {
        allowedEntityTypes.contains(.event) ? [.busy, .free] : []
    }

    /// Where its data lives, as its source says.
    open var type: EKCalendarType {
        switch source?.sourceType ?? .local {
        case .local: .local
        case .exchange: .exchange
        case .calDAV, .mobileMe: .calDAV
        case .subscribed: .subscription
        case .birthdays: .birthday
        }
    }

    init(entityType: EKEntityType, title: String, color: CGColor, source: EKSource?) {
        allowedEntityTypes = entityType == .event ? .event : .reminder
        super.init()
        self.title = title
        cgColor = color
        self.source = source
        changed = false
    }

    /// A new calendar of events or reminders list, to be saved with `saveCalendar(_:commit:)`
    /// (its colour is blue until set).
    /// - Parameters:
    ///   - entityType: What it holds.
    ///   - eventStore: The store it will be saved in.
    public convenience init(for entityType: EKEntityType, eventStore: EKEventStore) {
        self.init(entityType: entityType, title: "", color: CGColor(srgbRed: 0.106, green: 0.678, blue: 0.973, alpha: 1), source: nil)
    }

    override var existsInDatabase: Bool { CalendarDatabase.shared.calendar(calendarIdentifier) != nil }
}

/// An account that holds calendars: on the device, iCloud, Exchange…
open class EKSource: EKObject, @unchecked Sendable {
    /// The source's identifier.
    open internal(set) var sourceIdentifier = UUID().uuidString
    /// The kind of account.
    open internal(set) var sourceType: EKSourceType
    /// The account's name.
    open internal(set) var title: String
    /// Whether it is an account delegated to the person.
    open internal(set) var isDelegate = false

    init(title: String, type: EKSourceType) {
        self.title = title
        sourceType = type
        super.init()
        saved = true
    }

    /// The source's calendars that hold a kind of item.
    /// - Parameter entityType: Events or reminders.
    /// - Returns: The calendars.
    open func calendars(for entityType: EKEntityType) -> Set<EKCalendar> {
        Set(CalendarDatabase.shared.calendars(for: entityType).filter { $0.source === self })
    }
}
