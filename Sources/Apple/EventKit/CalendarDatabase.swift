// The process's calendar database, which every `EKEventStore` reads and writes: authorization,
// the sources and calendars of a fresh iPhone Simulator ("Default" holding "Calendar" and
// "Reminders"), and copies of the saved events and reminders in the order they were first
// saved. Thread-safe; stores are told of changes after the lock is released.
import CoreGraphics
import Foundation

/// The calendar database of the process.
final class CalendarDatabase: @unchecked Sendable {
    /// The one database.
    static let shared = CalendarDatabase()

    /// A change a store applies when it commits.
    enum Change {
        /// Keeps a copy of an item (replacing the one of its identifier).
        case put(EKCalendarItem)
        /// Removes the item of an identifier.
        case delete(String)
        /// Adds a calendar.
        case putCalendar(EKCalendar)
        /// Removes a calendar and its items.
        case deleteCalendar(String)
    }

    /// A store, held weakly.
    private struct WeakStore {
        weak var store: EKEventStore?
    }

    private let lock = NSRecursiveLock()
    private var status: [EKEntityType: EKAuthorizationStatus] = [:]
    private var calendarList: [EKCalendar] = []
    private var defaultCalendars: [EKEntityType: EKCalendar] = [:]
    private var records: [String: EKCalendarItem] = [:]
    private var order: [String] = []
    private var stores: [WeakStore] = []
    /// The database's identifier (`eventStoreIdentifier`).
    private(set) var identifier = UUID().uuidString
    /// The device's local source.
    private(set) var localSource = EKSource(title: "Default", type: .local)

    private init() { reset() }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Makes the database a fresh Simulator's again: access not determined, the two built-in
    /// calendars, no items.
    func reset() {
        locked {
            status = [.event: .notDetermined, .reminder: .notDetermined]
            identifier = UUID().uuidString
            localSource = EKSource(title: "Default", type: .local)
            let calendar = EKCalendar(entityType: .event, title: "Calendar",
                                      color: CGColor(srgbRed: 0.988, green: 0.239, blue: 0.224, alpha: 1), source: localSource)
            let reminders = EKCalendar(entityType: .reminder, title: "Reminders",
                                       color: CGColor(srgbRed: 0.039, green: 0.518, blue: 1, alpha: 1), source: localSource)
            calendar.saved = true
            reminders.saved = true
            calendarList = [calendar, reminders]
            defaultCalendars = [.event: calendar, .reminder: reminders]
            records = [:]
            order = []
        }
    }

    // MARK: Authorization

    /// The app's access to a kind of item.
    func authorization(for type: EKEntityType) -> EKAuthorizationStatus { locked { status[type] ?? .notDetermined } }

    /// Asks for access as the person would answer: a status not yet determined (or write-only,
    /// asked for full access) becomes `granting`; a denied or restricted one stays.
    /// - Parameters:
    ///   - granting: The access asked for.
    ///   - type: The kind of item.
    /// - Returns: The status after asking.
    func request(_ granting: EKAuthorizationStatus, for type: EKEntityType) -> EKAuthorizationStatus {
        locked {
            let current = status[type] ?? .notDetermined
            if current == .notDetermined || (current == .writeOnly && granting == .fullAccess) { status[type] = granting }
            return status[type] ?? .notDetermined
        }
    }

    /// Sets the access to a kind of item (what the person chose in Settings).
    func setAuthorization(_ value: EKAuthorizationStatus, for type: EKEntityType) { locked { status[type] = value } }

    // MARK: Reading

    /// The calendars holding a kind of item, in the order they were added.
    func calendars(for type: EKEntityType) -> [EKCalendar] {
        locked { calendarList.filter { $0.allowedEntityTypes.contains(type == .event ? .event : .reminder) } }
    }

    /// The calendar of an identifier.
    func calendar(_ identifier: String) -> EKCalendar? { locked { calendarList.first { $0.calendarIdentifier == identifier } } }

    /// The default calendar for a kind of item.
    func defaultCalendar(for type: EKEntityType) -> EKCalendar? { locked { defaultCalendars[type] } }

    /// The saved copy of an item (not to be handed out: callers copy it).
    func item(_ identifier: String) -> EKCalendarItem? { locked { records[identifier] } }

    /// Every saved item, in the order first saved.
    func items() -> [EKCalendarItem] { locked { order.compactMap { records[$0] } } }

    // MARK: Writing

    /// Remembers a store, to tell it of changes.
    func register(_ store: EKEventStore) {
        locked {
            stores.removeAll { $0.store == nil }
            stores.append(WeakStore(store: store))
        }
    }

    /// Applies changes, then posts `.EKEventStoreChanged` for every live store.
    func apply(_ changes: [Change]) {
        guard !changes.isEmpty else { return }
        let live: [EKEventStore] = locked {
            for change in changes {
                switch change {
                case let .put(item):
                    if records[item.calendarItemIdentifier] == nil { order.append(item.calendarItemIdentifier) }
                    records[item.calendarItemIdentifier] = item
                case let .delete(identifier):
                    records[identifier] = nil
                    order.removeAll { $0 == identifier }
                case let .putCalendar(calendar):
                    if !calendarList.contains(where: { $0 === calendar }) { calendarList.append(calendar) }
                    calendar.saved = true
                case let .deleteCalendar(identifier):
                    calendarList.removeAll { $0.calendarIdentifier == identifier }
                    let gone = order.filter { records[$0]?.calendar?.calendarIdentifier == identifier }
                    for id in gone { records[id] = nil }
                    order.removeAll { gone.contains($0) }
                    for type in [EKEntityType.event, .reminder] where defaultCalendars[type]?.calendarIdentifier == identifier {
                        defaultCalendars[type] = calendarList.first { $0.allowedEntityTypes.contains(type == .event ? .event : .reminder) }
                    }
                }
            }
            return stores.compactMap(\.store)
        }
        for store in live { NotificationCenter.default.post(name: .EKEventStoreChanged, object: store) }
    }
}
