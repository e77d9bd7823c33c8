// `EKEventStore`: the app's way into the calendar database — access, calendars, saving,
// removing and finding events and reminders. Linux: every store reads and writes the process's
// database (CalendarDatabase.swift); requests for access are answered at once as the person
// allowing them; saves and removals with `commit: false` wait in the store until `commit()`.
import CoreGraphics
import Foundation

/// Called with whether access was granted, and an error when asking failed. Not `@Sendable`: it
/// is called at once, on the caller's thread, and Apple's (imported from Objective-C, so
/// checked as `@preconcurrency`) lets an app's handler capture its non-Sendable manager in
/// Swift 6, as apps do (`{ [weak self] granted, _ in DispatchQueue.main.async { … } }`).
public typealias EKEventStoreRequestAccessCompletionHandler = (Bool, (any Error)?) -> Void

/// Called for each event found; set the pointer to true to stop.
public typealias EKEventSearchCallback = (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void

/// The app's connection to the person's calendars and reminders.
///
/// Linux: the process's in-memory database, as a fresh Simulator's (see EventKit.swift).
open class EKEventStore: NSObject, @unchecked Sendable {
    private let database = CalendarDatabase.shared
    /// The sources this store is limited to, for `init(sources:)`.
    private let limitedSources: [EKSource]?
    /// Changes saved without committing.
    private var pending: [CalendarDatabase.Change] = []
    private let lock = NSRecursiveLock()

    /// A store of the person's calendars and reminders.
    public override init() {
        limitedSources = nil
        super.init()
        database.register(self)
    }

    /// A store of some sources' calendars only.
    /// - Parameter sources: The sources.
    public init(sources: [EKSource]) {
        limitedSources = sources
        super.init()
        database.register(self)
    }

    /// The database's identifier.
    open var eventStoreIdentifier: String { database.identifier }

    // MARK: Access

    /// The app's access to events or reminders.
    /// - Parameter entityType: Events or reminders.
    /// - Returns: The status (`.notDetermined` until the app asks).
    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus {
        CalendarDatabase.shared.authorization(for: entityType)
    }

    private func ask(_ access: EKAuthorizationStatus, _ type: EKEntityType, accepting: Set<EKAuthorizationStatus>) -> Bool {
        accepting.contains(database.request(access, for: type))
    }

    /// Asks for full access to events: the person allows (Linux), unless access was denied.
    /// - Parameter completion: Called at once with whether full access is granted.
    open func requestFullAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(ask(.fullAccess, .event, accepting: [.fullAccess]), nil)
    }

    /// Asks for full access to events: the person allows (Linux), unless access was denied.
    /// - Returns: Whether full access is granted.
    open func requestFullAccessToEvents() async throws -> Bool { ask(.fullAccess, .event, accepting: [.fullAccess]) }

    /// Asks for access to add events: the person allows (Linux), unless access was denied.
    /// - Parameter completion: Called at once with whether write access is granted.
    open func requestWriteOnlyAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(ask(.writeOnly, .event, accepting: [.writeOnly, .fullAccess]), nil)
    }

    /// Asks for access to add events: the person allows (Linux), unless access was denied.
    /// - Returns: Whether write access is granted.
    open func requestWriteOnlyAccessToEvents() async throws -> Bool { ask(.writeOnly, .event, accepting: [.writeOnly, .fullAccess]) }

    /// Asks for full access to reminders: the person allows (Linux), unless access was denied.
    /// - Parameter completion: Called at once with whether full access is granted.
    open func requestFullAccessToReminders(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(ask(.fullAccess, .reminder, accepting: [.fullAccess]), nil)
    }

    /// Asks for full access to reminders: the person allows (Linux), unless access was denied.
    /// - Returns: Whether full access is granted.
    open func requestFullAccessToReminders() async throws -> Bool { ask(.fullAccess, .reminder, accepting: [.fullAccess]) }

    /// Asks for access to events or reminders (deprecated in iOS 17; grants full access).
    /// - Parameters:
    ///   - entityType: Events or reminders.
    ///   - completion: Called at once with whether access is granted.
    open func requestAccess(to entityType: EKEntityType, completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(ask(.fullAccess, entityType, accepting: [.fullAccess]), nil)
    }

    /// Asks for access to events or reminders (deprecated in iOS 17; grants full access).
    /// - Parameter entityType: Events or reminders.
    /// - Returns: Whether access is granted.
    open func requestAccess(to entityType: EKEntityType) async throws -> Bool { ask(.fullAccess, entityType, accepting: [.fullAccess]) }

    private func canRead(_ type: EKEntityType) -> Bool { database.authorization(for: type) == .fullAccess }
    private func canWrite(_ type: EKEntityType) -> Bool {
        let status = database.authorization(for: type)
        return status == .fullAccess || (type == .event && status == .writeOnly)
    }

    // MARK: Sources and calendars

    private func visible(_ calendar: EKCalendar) -> Bool {
        guard let limitedSources else { return true }
        return limitedSources.contains { $0 === calendar.source }
    }

    /// The accounts that hold calendars (none without full access to events or reminders).
    open var sources: [EKSource] {
        guard canRead(.event) || canRead(.reminder) else { return [] }
        return limitedSources ?? [database.localSource]
    }

    /// The accounts delegated to the person (none).
    open var delegateSources: [EKSource] { [] }

    /// The source of an identifier.
    /// - Parameter identifier: The source's identifier.
    /// - Returns: The source, or nil.
    open func source(withIdentifier identifier: String) -> EKSource? { sources.first { $0.sourceIdentifier == identifier } }

    /// Pulls changes from servers (Linux: there are none).
    open func refreshSourcesIfNecessary() {}

    /// The calendar new events go in ("Calendar"); nil without access to events.
    open var defaultCalendarForNewEvents: EKCalendar? {
        guard canWrite(.event), let calendar = database.defaultCalendar(for: .event), visible(calendar) else { return nil }
        return calendar
    }

    /// The list new reminders go in ("Reminders"); nil without access to reminders.
    /// - Returns: The list, or nil.
    open func defaultCalendarForNewReminders() -> EKCalendar? {
        guard canRead(.reminder), let calendar = database.defaultCalendar(for: .reminder), visible(calendar) else { return nil }
        return calendar
    }

    /// The calendars of events or the lists of reminders (none without full access).
    /// - Parameter entityType: Events or reminders.
    /// - Returns: The calendars.
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] {
        canRead(entityType) ? database.calendars(for: entityType).filter(visible) : []
    }

    /// The calendars of events (deprecated; use `calendars(for:)`).
    open var calendars: [EKCalendar] { calendars(for: .event) }

    /// The calendar of an identifier.
    /// - Parameter identifier: The calendar's identifier.
    /// - Returns: The calendar, or nil when there is none or no access to it.
    open func calendar(withIdentifier identifier: String) -> EKCalendar? {
        guard let calendar = database.calendar(identifier), visible(calendar),
              canRead(calendar.allowedEntityTypes.contains(.event) ? .event : .reminder) else { return nil }
        return calendar
    }

    /// Saves a calendar (new, or with a changed title or colour).
    /// - Parameters:
    ///   - calendar: The calendar.
    ///   - commit: Whether to commit now, or wait for `commit()`.
    /// - Throws: `EKError` when there is no access, the calendar has no source or is immutable.
    open func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        guard canRead(calendar.allowedEntityTypes.contains(.event) ? .event : .reminder) else { throw EKError(.eventStoreNotAuthorized) }
        guard calendar.source != nil else { throw EKError(.calendarHasNoSource) }
        guard !calendar.isImmutable else { throw EKError(.calendarIsImmutable) }
        calendar.changed = false
        queue([.putCalendar(calendar)], commit: commit)
    }

    /// Removes a calendar and everything in it.
    /// - Parameters:
    ///   - calendar: The calendar.
    ///   - commit: Whether to commit now, or wait for `commit()`.
    /// - Throws: `EKError` when there is no access or the calendar is immutable.
    open func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        guard canRead(calendar.allowedEntityTypes.contains(.event) ? .event : .reminder) else { throw EKError(.eventStoreNotAuthorized) }
        guard !calendar.isImmutable else { throw EKError(.calendarIsImmutable) }
        queue([.deleteCalendar(calendar.calendarIdentifier)], commit: commit)
    }

    // MARK: Committing

    private func queue(_ changes: [CalendarDatabase.Change], commit: Bool) {
        lock.lock()
        pending += changes
        let ready = commit ? pending : []
        if commit { pending = [] }
        lock.unlock()
        database.apply(ready)
    }

    /// Commits the changes saved with `commit: false`; posts `.EKEventStoreChanged`.
    /// - Throws: Nothing on Linux (the in-memory database cannot fail).
    open func commit() throws { queue([], commit: true) }

    /// Drops the changes saved with `commit: false`.
    open func reset() {
        lock.lock()
        pending = []
        lock.unlock()
    }

    /// Whether a calendar is in the database or waiting to be committed to it.
    private func isKnown(_ calendar: EKCalendar) -> Bool {
        if database.calendar(calendar.calendarIdentifier) != nil { return true }
        lock.lock()
        defer { lock.unlock() }
        return pending.contains { if case let .putCalendar(c) = $0 { c === calendar } else { false } }
    }

    // MARK: Finding items

    /// A copy of a saved item for this store.
    private func copy<Item: EKCalendarItem>(_ item: Item) -> Item { item.duplicate(for: self) as! Item }

    private func readable(_ item: EKCalendarItem) -> Bool {
        guard let calendar = item.calendar, visible(calendar) else { return false }
        return canRead(item is EKEvent ? .event : .reminder)
    }

    /// The first occurrence of the event of an identifier.
    /// - Parameter identifier: The event's `eventIdentifier`.
    /// - Returns: A copy of the event, or nil.
    open func event(withIdentifier identifier: String) -> EKEvent? {
        let events = database.items().compactMap { $0 as? EKEvent }.filter { $0.eventIdentifier == identifier && readable($0) }
        return (events.first { !$0.isDetached } ?? events.first).map(copy)
    }

    /// The reminder, or the first occurrence of the event, of an identifier.
    /// - Parameter identifier: The item's `calendarItemIdentifier`.
    /// - Returns: A copy of the item, or nil.
    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? {
        guard let item = database.item(identifier), readable(item) else { return nil }
        return copy(item)
    }

    /// The items of an external identifier.
    /// - Parameter externalIdentifier: The identifier the calendar's server knows them by.
    /// - Returns: Copies of the items.
    open func calendarItems(withExternalIdentifier externalIdentifier: String) -> [EKCalendarItem] {
        database.items().filter { $0.calendarItemExternalIdentifier == externalIdentifier && readable($0) }.map(copy)
    }

    /// A predicate for the events overlapping a date range (at most four years of it).
    /// - Parameters:
    ///   - startDate: The range's start.
    ///   - endDate: The range's end.
    ///   - calendars: The calendars to search, or nil for all.
    /// - Returns: The predicate, for `events(matching:)`.
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        EventSearchPredicate(start: startDate, end: endDate, calendars: calendars)
    }

    /// The committed events a predicate matches: each occurrence of a recurring event is its own
    /// event. Not sorted (EventKit does not sort them either; sort by `startDate` or
    /// `compareStartDate(with:)`); empty without full access to events.
    /// - Parameter predicate: A predicate from `predicateForEvents(withStart:end:calendars:)`.
    /// - Returns: Copies of the events.
    open func events(matching predicate: NSPredicate) -> [EKEvent] {
        guard let search = predicate as? EventSearchPredicate, canRead(.event) else { return [] }
        func overlaps(_ start: Date, _ end: Date) -> Bool {
            start < search.end && (end > search.start || start >= search.start)
        }
        var found: [EKEvent] = []
        for case let event as EKEvent in database.items() {
            guard let calendar = event.calendar, visible(calendar), let start = event.startDate, let end = event.endDate else { continue }
            if let ids = search.calendarIdentifiers, !ids.contains(calendar.calendarIdentifier) { continue }
            guard let rule = event.recurrenceRules?.first else {
                if overlaps(start, end) { found.append(copy(event)) }
                continue
            }
            let duration = end.timeIntervalSince(start)
            for occurrence in RecurrenceExpansion.starts(from: start, rule: rule, before: search.end)
            where !event.excludedOccurrences.contains(occurrence) && overlaps(occurrence, occurrence.addingTimeInterval(duration)) {
                let instance = copy(event)
                instance.startDate = occurrence
                instance.endDate = occurrence.addingTimeInterval(duration)
                instance.originalOccurrenceDate = occurrence
                instance.changed = false
                found.append(instance)
            }
        }
        return found
    }

    /// Calls a closure for each committed event a predicate matches, until it says stop.
    /// - Parameters:
    ///   - predicate: A predicate from `predicateForEvents(withStart:end:calendars:)`.
    ///   - block: Called with each event and a flag to set to stop.
    open func enumerateEvents(matching predicate: NSPredicate, using block: EKEventSearchCallback) {
        var stop = ObjCBool(false)
        for event in events(matching: predicate) {
            block(event, &stop)
            if stop.boolValue { return }
        }
    }

    /// A predicate for every reminder in some lists.
    /// - Parameter calendars: The lists, or nil for all.
    /// - Returns: The predicate, for `fetchReminders(matching:completion:)`.
    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate {
        ReminderSearchPredicate(.all, calendars: calendars)
    }

    /// A predicate for the incomplete reminders due in a range (no range: all incomplete ones).
    /// - Parameters:
    ///   - startDate: The range's start, or nil for open.
    ///   - endDate: The range's end, or nil for open.
    ///   - calendars: The lists, or nil for all.
    /// - Returns: The predicate, for `fetchReminders(matching:completion:)`.
    open func predicateForIncompleteReminders(withDueDateStarting startDate: Date?, ending endDate: Date?,
                                              calendars: [EKCalendar]?) -> NSPredicate {
        ReminderSearchPredicate(.incomplete(startDate, endDate), calendars: calendars)
    }

    /// A predicate for the reminders completed in a range (no range: all completed ones).
    /// - Parameters:
    ///   - startDate: The range's start, or nil for open.
    ///   - endDate: The range's end, or nil for open.
    ///   - calendars: The lists, or nil for all.
    /// - Returns: The predicate, for `fetchReminders(matching:completion:)`.
    open func predicateForCompletedReminders(withCompletionDateStarting startDate: Date?, ending endDate: Date?,
                                             calendars: [EKCalendar]?) -> NSPredicate {
        ReminderSearchPredicate(.completed(startDate, endDate), calendars: calendars)
    }

    /// Fetches the committed reminders a predicate matches, in the order they were first saved.
    ///
    /// Linux: the completion is called at once, with copies of the reminders, or with nil
    /// without full access to reminders.
    /// - Parameters:
    ///   - predicate: A predicate from one of the reminder predicate methods.
    ///   - completion: Called with the reminders.
    /// - Returns: An identifier of the fetch, for `cancelFetchRequest(_:)`.
    @discardableResult
    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
        let identifier = UUID()
        guard canRead(.reminder) else {
            completion(nil)
            return identifier
        }
        let search = predicate as? ReminderSearchPredicate
        let reminders = database.items().compactMap { $0 as? EKReminder }
            .filter { reminder in readable(reminder) && (search?.matches(reminder) ?? false) }
        completion(reminders.map(copy))
        return identifier
    }

    /// Cancels a reminder fetch (Linux: fetches finish at once, so there is nothing to cancel).
    /// - Parameter fetchIdentifier: What `fetchReminders(matching:completion:)` returned.
    open func cancelFetchRequest(_ fetchIdentifier: Any) {}

    // MARK: Saving and removing events

    /// Saves an event and commits.
    /// - Parameters:
    ///   - event: The event.
    ///   - span: For an occurrence of a recurring event: it alone, or it and those after it.
    /// - Throws: `EKError` when the event is invalid or there is no access.
    open func save(_ event: EKEvent, span: EKSpan) throws { try save(event, span: span, commit: true) }

    /// Saves an event: a new one is added; a fetched one replaces what it was. For an occurrence
    /// of a recurring event (not its first), `.thisEvent` detaches it from the series and
    /// `.futureEvents` ends the series before it and starts a new one with it.
    /// - Parameters:
    ///   - event: The event.
    ///   - span: Which occurrences the change applies to.
    ///   - commit: Whether to commit now, or wait for `commit()`.
    /// - Throws: `EKError`: no access (`eventStoreNotAuthorized`), an event of another store
    ///   (`objectBelongsToDifferentStore`), no calendar (`noCalendar`), a reminders list
    ///   (`calendarDoesNotAllowEvents`), a read-only calendar (`calendarReadOnly`), no start or
    ///   end (`noStartDate`, `noEndDate`), or an end before the start (`datesInverted`).
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        guard canWrite(.event) else { throw EKError(.eventStoreNotAuthorized) }
        guard event.eventStore === self else { throw EKError(.objectBelongsToDifferentStore) }
        guard let calendar = event.calendar, isKnown(calendar) else { throw EKError(.noCalendar) }
        guard calendar.allowedEntityTypes.contains(.event) else { throw EKError(.calendarDoesNotAllowEvents) }
        guard calendar.allowsContentModifications, !calendar.isImmutable else { throw EKError(.calendarReadOnly) }
        guard let start = event.startDate else { throw EKError(.noStartDate) }
        guard let end = event.endDate else { throw EKError(.noEndDate) }
        guard end >= start else { throw EKError(.datesInverted) }

        var changes: [CalendarDatabase.Change] = []
        let now = Date()
        if let master = database.item(event.calendarItemIdentifier) as? EKEvent, let rule = master.recurrenceRules?.first,
           let occurrence = event.originalOccurrenceDate, occurrence != master.startDate {
            let series = copy(master)
            if span == .thisEvent {
                // Detached: the series skips this occurrence, which becomes an item of its own.
                series.excludedOccurrences.insert(occurrence)
                event.isDetached = true
                event.recurrenceRules = nil
            } else {
                // The series ends before this occurrence; a new series starts with it.
                let ended = rule.copy() as! EKRecurrenceRule
                ended.recurrenceEnd = EKRecurrenceEnd(end: occurrence.addingTimeInterval(-1))
                series.recurrenceRules = [ended]
                event.eventIdentifier = nil
                event.originalOccurrenceDate = nil
                event.excludedOccurrences = []
            }
            changes.append(.put(series))
            event.calendarItemIdentifier = UUID().uuidString
            event.calendarItemExternalIdentifier = nil
            event.creationDate = nil
        } else {
            event.originalOccurrenceDate = nil
        }
        if event.eventIdentifier == nil { event.eventIdentifier = "\(calendar.calendarIdentifier):\(event.calendarItemIdentifier)" }
        stamp(event, now)
        changes.append(.put(event.duplicate(for: self)))
        queue(changes, commit: commit)
    }

    /// Marks an item saved now.
    private func stamp(_ item: EKCalendarItem, _ now: Date) {
        if item.calendarItemExternalIdentifier == nil { item.calendarItemExternalIdentifier = item.calendarItemIdentifier }
        if item.creationDate == nil { item.creationDate = now }
        item.lastModifiedDate = now
        item.saved = true
        item.changed = false
    }

    /// Removes an event and commits.
    /// - Parameters:
    ///   - event: The event.
    ///   - span: For an occurrence of a recurring event: it alone, or it and those after it.
    /// - Throws: `EKError` when there is no access or the event belongs to another store.
    open func remove(_ event: EKEvent, span: EKSpan) throws { try remove(event, span: span, commit: true) }

    /// Removes an event. For an occurrence of a recurring event, `.thisEvent` removes that
    /// occurrence alone and `.futureEvents` it and those after it (from the first occurrence:
    /// the whole series). An event never saved is left as it is.
    /// - Parameters:
    ///   - event: The event.
    ///   - span: Which occurrences to remove.
    ///   - commit: Whether to commit now, or wait for `commit()`.
    /// - Throws: `EKError`: no full access (`eventStoreNotAuthorized`) or an event of another
    ///   store (`objectBelongsToDifferentStore`).
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        guard canRead(.event) else { throw EKError(.eventStoreNotAuthorized) }
        guard event.eventStore === self else { throw EKError(.objectBelongsToDifferentStore) }
        guard let master = database.item(event.calendarItemIdentifier) as? EKEvent else { return }
        let occurrence = event.originalOccurrenceDate ?? master.startDate
        var changes: [CalendarDatabase.Change] = []
        if let rule = master.recurrenceRules?.first, let occurrence, span == .thisEvent || occurrence != master.startDate {
            let series = copy(master)
            if span == .thisEvent {
                series.excludedOccurrences.insert(occurrence)
            } else {
                let ended = rule.copy() as! EKRecurrenceRule
                ended.recurrenceEnd = EKRecurrenceEnd(end: occurrence.addingTimeInterval(-1))
                series.recurrenceRules = [ended]
            }
            changes.append(.put(series))
        } else {
            // The whole event (and the occurrences detached from it).
            let identifier = master.eventIdentifier
            for case let other as EKEvent in database.items() where other.eventIdentifier == identifier {
                changes.append(.delete(other.calendarItemIdentifier))
            }
            if changes.isEmpty { changes.append(.delete(master.calendarItemIdentifier)) }
            event.saved = false
        }
        event.changed = false
        queue(changes, commit: commit)
    }

    // MARK: Saving and removing reminders

    /// Saves a reminder: a new one is added; a fetched one replaces what it was.
    /// - Parameters:
    ///   - reminder: The reminder.
    ///   - commit: Whether to commit now, or wait for `commit()`.
    /// - Throws: `EKError`: no access (`eventStoreNotAuthorized`), a reminder of another store
    ///   (`objectBelongsToDifferentStore`), no list (`noCalendar`), a calendar of events
    ///   (`calendarDoesNotAllowReminders`), a priority outside 0...9 (`priorityIsInvalid`), or a
    ///   recurring reminder without a due date (`recurringReminderRequiresDueDate`).
    open func save(_ reminder: EKReminder, commit: Bool) throws {
        guard canRead(.reminder) else { throw EKError(.eventStoreNotAuthorized) }
        guard reminder.eventStore === self else { throw EKError(.objectBelongsToDifferentStore) }
        guard let calendar = reminder.calendar, isKnown(calendar) else { throw EKError(.noCalendar) }
        guard calendar.allowedEntityTypes.contains(.reminder) else { throw EKError(.calendarDoesNotAllowReminders) }
        guard calendar.allowsContentModifications, !calendar.isImmutable else { throw EKError(.calendarReadOnly) }
        guard (0...9).contains(reminder.priority) else { throw EKError(.priorityIsInvalid) }
        guard !reminder.hasRecurrenceRules || reminder.dueDateComponents != nil else { throw EKError(.recurringReminderRequiresDueDate) }
        stamp(reminder, Date())
        queue([.put(reminder.duplicate(for: self))], commit: commit)
    }

    /// Removes a reminder (one never saved is left as it is).
    /// - Parameters:
    ///   - reminder: The reminder.
    ///   - commit: Whether to commit now, or wait for `commit()`.
    /// - Throws: `EKError`: no access (`eventStoreNotAuthorized`) or a reminder of another store
    ///   (`objectBelongsToDifferentStore`).
    open func remove(_ reminder: EKReminder, commit: Bool) throws {
        guard canRead(.reminder) else { throw EKError(.eventStoreNotAuthorized) }
        guard reminder.eventStore === self else { throw EKError(.objectBelongsToDifferentStore) }
        guard database.item(reminder.calendarItemIdentifier) != nil else { return }
        reminder.saved = false
        reminder.changed = false
        queue([.delete(reminder.calendarItemIdentifier)], commit: commit)
    }
}
