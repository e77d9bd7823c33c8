@testable import EventKit
import Foundation
import Testing

/// EventKit's in-memory calendar database: access as a fresh Simulator grants it, the built-in
/// calendars, events found by date range (recurring ones as occurrences), reminders fetched by
/// predicate, commits, and EventKit's errors. Serialized: the database is the process's.
@Suite(.serialized) struct EventKitTests {
    init() { CalendarDatabase.shared.reset() }

    static let calendar = Calendar(identifier: .gregorian)

    /// A value closures of any isolation may change.
    final class Box<Value>: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// A date in 2025 at a time of day.
    static func date(_ month: Int, _ day: Int, _ hour: Int = 9, _ minute: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: 2025, month: month, day: day, hour: hour, minute: minute))!
    }

    /// A store with full access to events and reminders.
    static func grantedStore() async throws -> EKEventStore {
        let store = EKEventStore()
        #expect(try await store.requestFullAccessToEvents())
        #expect(try await store.requestFullAccessToReminders())
        return store
    }

    /// An event in the default calendar.
    static func event(_ store: EKEventStore, _ title: String, _ start: Date, hours: Double = 1) -> EKEvent {
        let event = EKEvent(eventStore: store)
        event.title = title
        event.startDate = start
        event.endDate = start.addingTimeInterval(hours * 3600)
        event.calendar = store.defaultCalendarForNewEvents
        return event
    }

    @Test func accessStartsUndeterminedAndIsGrantedWhenAsked() throws {
        let store = EKEventStore()
        #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
        #expect(EKEventStore.authorizationStatus(for: .reminder) == .notDetermined)
        #expect(store.calendars(for: .event).isEmpty && store.defaultCalendarForNewEvents == nil && store.sources.isEmpty)
        let early = EKEvent(eventStore: store)
        #expect(throws: EKError(.eventStoreNotAuthorized)) { try store.save(early, span: .thisEvent) }
        let answered = Box<Bool?>(nil)
        store.requestFullAccessToEvents { granted, error in
            #expect(error == nil)
            answered.value = granted
        }
        #expect(answered.value == true, "answered at once")
        #expect(EKEventStore.authorizationStatus(for: .event) == .fullAccess && EKEventStore.authorizationStatus(for: .event) == .authorized)
        #expect(EKEventStore.authorizationStatus(for: .reminder) == .notDetermined)
        #expect(store.defaultCalendarForNewReminders() == nil)
        // A denial stays a denial.
        CalendarDatabase.shared.setAuthorization(.denied, for: .reminder)
        store.requestFullAccessToReminders { granted, _ in answered.value = granted }
        #expect(answered.value == false && EKEventStore.authorizationStatus(for: .reminder) == .denied)
    }

    /// An app's calendar manager, not Sendable, that asks as SwiftUI-WorkoutApp's does: its
    /// handler captures it, which compiles in Swift 6 (this file) only if the handler is not
    /// `@Sendable`, as Apple's Objective-C one is not.
    final class CalendarManager {
        let store = EKEventStore()
        var showCalendar = false
        func requestAccess() {
            store.requestAccess(to: .event) { [weak self] granted, _ in self?.showCalendar = granted }
        }
    }

    @Test func aNonSendableManagerAsksWithAHandlerThatCapturesIt() {
        let manager = CalendarManager()
        manager.requestAccess()
        #expect(manager.showCalendar)
    }

    @Test func writeOnlyAccessAddsEventsItCannotRead() async throws {
        let store = EKEventStore()
        #expect(try await store.requestWriteOnlyAccessToEvents())
        #expect(EKEventStore.authorizationStatus(for: .event) == .writeOnly)
        let calendar = try #require(store.defaultCalendarForNewEvents)
        #expect(calendar.title == "Calendar" && store.calendars(for: .event).isEmpty)
        let event = Self.event(store, "Dentist", Self.date(3, 4))
        try store.save(event, span: .thisEvent)
        let day = store.predicateForEvents(withStart: Self.date(3, 4, 0), end: Self.date(3, 5, 0), calendars: nil)
        #expect(store.events(matching: day).isEmpty, "write-only access reads nothing")
        #expect(try await store.requestFullAccessToEvents() && EKEventStore.authorizationStatus(for: .event) == .fullAccess)
        #expect(store.events(matching: day).map(\.title) == ["Dentist"])
    }

    @Test func aFreshDatabaseHasTheSimulatorsCalendars() async throws {
        let store = try await Self.grantedStore()
        #expect(store.calendars(for: .event).map(\.title) == ["Calendar"])
        #expect(store.calendars(for: .reminder).map(\.title) == ["Reminders"])
        let calendar = try #require(store.defaultCalendarForNewEvents)
        #expect(calendar === store.calendars(for: .event).first && calendar.type == .local && calendar.allowsContentModifications)
        #expect(calendar.allowedEntityTypes == .event && calendar.cgColor != nil && !calendar.isNew)
        #expect(store.defaultCalendarForNewReminders()?.title == "Reminders")
        #expect(store.sources.map(\.title) == ["Default"] && store.sources.first?.sourceType == .local)
        #expect(store.sources.first?.calendars(for: .event) == [calendar])
        #expect(store.calendar(withIdentifier: calendar.calendarIdentifier) === calendar)
        #expect(EKEventStore().eventStoreIdentifier == store.eventStoreIdentifier, "one database per process")
    }

    @Test func savedEventsAreFoundInTheirDateRangeAndRemoved() async throws {
        let store = try await Self.grantedStore()
        let changes = Box(0)
        let observer = NotificationCenter.default.addObserver(forName: .EKEventStoreChanged, object: store, queue: nil) { _ in changes.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        let standup = Self.event(store, "Standup", Self.date(5, 12, 9))
        #expect(standup.isNew && standup.eventIdentifier == nil)
        try store.save(standup, span: .thisEvent)
        #expect(!standup.isNew && !standup.hasChanges && standup.eventIdentifier != nil && standup.creationDate != nil)
        try store.save(Self.event(store, "Lunch", Self.date(5, 12, 12)), span: .thisEvent)
        try store.save(Self.event(store, "Night shift", Self.date(5, 12, 22), hours: 8), span: .thisEvent)
        try store.save(Self.event(store, "Review", Self.date(5, 14, 15)), span: .thisEvent, commit: true)
        #expect(changes.value == 4)

        let may12 = store.predicateForEvents(withStart: Self.date(5, 12, 0), end: Self.date(5, 13, 0), calendars: nil)
        #expect(Set(store.events(matching: may12).map(\.title)) == ["Standup", "Lunch", "Night shift"])
        // The night shift overlaps the 13th too.
        let may13 = store.predicateForEvents(withStart: Self.date(5, 13, 0), end: Self.date(5, 14, 0), calendars: nil)
        #expect(store.events(matching: may13).map(\.title) == ["Night shift"])
        let week = store.predicateForEvents(withStart: Self.date(5, 11, 0), end: Self.date(5, 18, 0), calendars: store.calendars(for: .event))
        let sorted = store.events(matching: week).sorted { $0.compareStartDate(with: $1) == .orderedAscending }
        #expect(sorted.map(\.title) == ["Standup", "Lunch", "Night shift", "Review"])

        // Fetched events are copies: a change counts once saved.
        let fetched = try #require(store.event(withIdentifier: standup.eventIdentifier))
        #expect(fetched !== standup && fetched.calendar === standup.calendar && fetched.startDate == Self.date(5, 12, 9))
        fetched.title = "Daily standup"
        #expect(fetched.hasChanges)
        #expect(store.event(withIdentifier: standup.eventIdentifier)?.title == "Standup")
        try store.save(fetched, span: .thisEvent)
        #expect(store.event(withIdentifier: standup.eventIdentifier)?.title == "Daily standup")
        #expect(store.calendarItem(withIdentifier: standup.calendarItemIdentifier)?.title == "Daily standup")

        try store.remove(fetched, span: .thisEvent)
        #expect(store.event(withIdentifier: standup.eventIdentifier) == nil)
        #expect(Set(store.events(matching: may12).map(\.title)) == ["Lunch", "Night shift"])
        #expect(changes.value == 6)
        // Nothing in another calendar's search.
        let other = EKCalendar(for: .event, eventStore: store)
        other.title = "Work"
        other.source = store.sources.first
        try store.saveCalendar(other, commit: true)
        #expect(store.events(matching: store.predicateForEvents(withStart: Self.date(5, 1, 0), end: Self.date(6, 1, 0), calendars: [other])).isEmpty)
        #expect(store.calendars(for: .event).map(\.title) == ["Calendar", "Work"])
    }

    @Test func uncommittedChangesWaitForCommit() async throws {
        let store = try await Self.grantedStore()
        let range = store.predicateForEvents(withStart: Self.date(7, 1, 0), end: Self.date(7, 2, 0), calendars: nil)
        try store.save(Self.event(store, "Draft", Self.date(7, 1, 10)), span: .thisEvent, commit: false)
        #expect(store.events(matching: range).isEmpty, "only committed events are found")
        try store.commit()
        #expect(store.events(matching: range).map(\.title) == ["Draft"])
        try store.save(Self.event(store, "Dropped", Self.date(7, 1, 11)), span: .thisEvent, commit: false)
        store.reset()
        try store.commit()
        #expect(store.events(matching: range).map(\.title) == ["Draft"])
    }

    @Test func invalidSavesFailWithEventKitsErrors() async throws {
        let store = try await Self.grantedStore()
        let noCalendar = EKEvent(eventStore: store)
        noCalendar.startDate = Self.date(1, 1)
        noCalendar.endDate = Self.date(1, 1, 10)
        #expect(throws: EKError(.noCalendar)) { try store.save(noCalendar, span: .thisEvent) }
        let inverted = Self.event(store, "Backwards", Self.date(1, 2, 10), hours: -1)
        do {
            try store.save(inverted, span: .thisEvent)
            Issue.record("saved an event that ends before it starts")
        } catch EKError.datesInverted {
            let error = EKError(.datesInverted) as NSError
            #expect(error.domain == EKErrorDomain && error.code == 4)
        }
        let noStart = Self.event(store, "No start", Self.date(1, 3))
        noStart.startDate = nil
        #expect(throws: EKError(.noStartDate)) { try store.save(noStart, span: .thisEvent) }
        let inList = Self.event(store, "In a list", Self.date(1, 4))
        inList.calendar = store.defaultCalendarForNewReminders()
        #expect(throws: EKError(.calendarDoesNotAllowEvents)) { try store.save(inList, span: .thisEvent) }
        let elsewhere = Self.event(EKEventStore(), "Elsewhere", Self.date(1, 5))
        elsewhere.calendar = store.defaultCalendarForNewEvents
        #expect(throws: EKError(.objectBelongsToDifferentStore)) { try store.save(elsewhere, span: .thisEvent) }
        let reminder = EKReminder(eventStore: store)
        reminder.title = "Urgent"
        reminder.calendar = store.defaultCalendarForNewReminders()
        reminder.priority = 10
        #expect(throws: EKError(.priorityIsInvalid)) { try store.save(reminder, commit: true) }
        reminder.priority = Int(EKReminderPriority.high.rawValue)
        reminder.addRecurrenceRule(EKRecurrenceRule(recurrenceWith: .daily, interval: 1, end: nil))
        #expect(throws: EKError(.recurringReminderRequiresDueDate)) { try store.save(reminder, commit: true) }
        let list = EKCalendar(for: .reminder, eventStore: store)
        #expect(throws: EKError(.calendarHasNoSource)) { try store.saveCalendar(list, commit: true) }
    }

    @Test func recurringEventsAreFoundAsOccurrences() async throws {
        let store = try await Self.grantedStore()
        let weekly = Self.event(store, "Yoga", Self.date(9, 1, 18))  // a Monday
        weekly.addRecurrenceRule(EKRecurrenceRule(recurrenceWith: .weekly, interval: 1, end: EKRecurrenceEnd(occurrenceCount: 4)))
        try store.save(weekly, span: .futureEvents)
        let september = store.predicateForEvents(withStart: Self.date(9, 1, 0), end: Self.date(10, 1, 0), calendars: nil)
        let occurrences = store.events(matching: september).sorted { $0.startDate < $1.startDate }
        #expect(occurrences.map(\.startDate) == [1, 8, 15, 22].map { Self.date(9, $0, 18) })
        #expect(occurrences.allSatisfy { $0.eventIdentifier == weekly.eventIdentifier && $0.endDate.timeIntervalSince($0.startDate) == 3600 })
        #expect(occurrences[2].occurrenceDate == Self.date(9, 15, 18))
        // One occurrence removed alone; the others stay.
        try store.remove(occurrences[1], span: .thisEvent)
        #expect(store.events(matching: september).map(\.startDate).sorted() == [1, 15, 22].map { Self.date(9, $0, 18) })
        // One moved alone: detached from the series.
        let moved = try #require(store.events(matching: september).first { $0.startDate == Self.date(9, 15, 18) })
        moved.startDate = Self.date(9, 16, 18)
        moved.endDate = Self.date(9, 16, 19)
        try store.save(moved, span: .thisEvent)
        #expect(moved.isDetached)
        #expect(store.events(matching: september).map(\.startDate).sorted() == [Self.date(9, 1, 18), Self.date(9, 16, 18), Self.date(9, 22, 18)])

        // Every other day until a date; monthly on the 31st skips shorter months.
        let everyOtherDay = Self.event(store, "Water plants", Self.date(10, 1, 8))
        everyOtherDay.addRecurrenceRule(EKRecurrenceRule(recurrenceWith: .daily, interval: 2, end: EKRecurrenceEnd(end: Self.date(10, 7, 23))))
        try store.save(everyOtherDay, span: .futureEvents)
        let october = store.predicateForEvents(withStart: Self.date(10, 1, 0), end: Self.date(11, 1, 0), calendars: nil)
        #expect(store.events(matching: october).filter { $0.title == "Water plants" }.map(\.startDate) == [1, 3, 5, 7].map { Self.date(10, $0, 8) })
        let monthEnd = Self.event(store, "Invoice", Self.date(1, 31, 12))
        monthEnd.addRecurrenceRule(EKRecurrenceRule(recurrenceWith: .monthly, interval: 1, end: nil))
        try store.save(monthEnd, span: .futureEvents)
        let year = store.predicateForEvents(withStart: Self.date(1, 1, 0), end: Self.date(8, 1, 0), calendars: nil)
        let months = store.events(matching: year).filter { $0.title == "Invoice" }.map { Self.calendar.component(.month, from: $0.startDate) }
        #expect(months.sorted() == [1, 3, 5, 7])
        // A weekly rule on two days of the week.
        let twice = Self.event(store, "Gym", Self.date(11, 3, 7))  // a Monday
        twice.addRecurrenceRule(EKRecurrenceRule(recurrenceWith: .weekly, interval: 1,
                                                 daysOfTheWeek: [EKRecurrenceDayOfWeek(.monday), EKRecurrenceDayOfWeek(.thursday)],
                                                 daysOfTheMonth: nil, monthsOfTheYear: nil, weeksOfTheYear: nil, daysOfTheYear: nil,
                                                 setPositions: nil, end: EKRecurrenceEnd(occurrenceCount: 3)))
        try store.save(twice, span: .futureEvents)
        let november = store.predicateForEvents(withStart: Self.date(11, 1, 0), end: Self.date(12, 1, 0), calendars: nil)
        #expect(store.events(matching: november).map(\.startDate).sorted() == [Self.date(11, 3, 7), Self.date(11, 6, 7), Self.date(11, 10, 7)])
    }

    @Test func remindersAreSavedFetchedAndCompleted() async throws {
        let store = try await Self.grantedStore()
        func reminder(_ title: String, due: DateComponents?) throws -> EKReminder {
            let reminder = EKReminder(eventStore: store)
            reminder.title = title
            reminder.dueDateComponents = due
            reminder.calendar = store.defaultCalendarForNewReminders()
            try store.save(reminder, commit: true)
            return reminder
        }
        let milk = try reminder("Buy milk", due: DateComponents(year: 2025, month: 6, day: 2))
        _ = try reminder("Call mum", due: DateComponents(year: 2025, month: 6, day: 20))
        let someday = try reminder("Learn the cello", due: nil)
        someday.isCompleted = true
        #expect(someday.completionDate != nil)
        try store.save(someday, commit: true)
        someday.completionDate = nil
        #expect(!someday.isCompleted)

        func fetch(_ predicate: NSPredicate) -> [String]? {
            var titles: [String]?
            store.fetchReminders(matching: predicate) { reminders in titles = reminders?.map(\.title) }
            return titles
        }
        #expect(fetch(store.predicateForReminders(in: nil)) == ["Buy milk", "Call mum", "Learn the cello"])
        #expect(fetch(store.predicateForIncompleteReminders(withDueDateStarting: nil, ending: nil, calendars: nil)) == ["Buy milk", "Call mum"])
        #expect(fetch(store.predicateForIncompleteReminders(withDueDateStarting: Self.date(6, 1, 0), ending: Self.date(6, 10, 0), calendars: nil)) == ["Buy milk"])
        #expect(fetch(store.predicateForCompletedReminders(withCompletionDateStarting: nil, ending: nil, calendars: nil)) == ["Learn the cello"])

        // Grocy's flow: a list of its own, saved in the local source, found again by identifier.
        let list = EKCalendar(for: .reminder, eventStore: store)
        list.title = "Grocy Mobile"
        list.source = store.defaultCalendarForNewEvents?.source ?? store.sources.first { $0.sourceType == .local }
        try store.saveCalendar(list, commit: true)
        #expect(store.calendar(withIdentifier: list.calendarIdentifier)?.title == "Grocy Mobile")
        let found = try #require(store.calendarItem(withIdentifier: milk.calendarItemIdentifier) as? EKReminder)
        found.calendar = list
        found.addAlarm(EKAlarm(absoluteDate: Self.date(6, 2, 9)))
        try store.save(found, commit: true)
        #expect(fetch(store.predicateForReminders(in: [list])) == ["Buy milk"])
        #expect((store.calendarItem(withIdentifier: milk.calendarItemIdentifier) as? EKReminder)?.alarms?.first?.absoluteDate == Self.date(6, 2, 9))
        try store.remove(found, commit: true)
        #expect(fetch(store.predicateForReminders(in: nil)) == ["Call mum", "Learn the cello"])
        // Removing the list removes what it held.
        try store.removeCalendar(store.defaultCalendarForNewReminders()!, commit: true)
        #expect(fetch(store.predicateForReminders(in: nil)) == [])
        #expect(store.defaultCalendarForNewReminders()?.title == "Grocy Mobile")
    }

    @Test func alarmsRulesAndLocationsKeepTheirValues() {
        let alarm = EKAlarm(relativeOffset: -900)
        #expect(alarm.relativeOffset == -900 && alarm.absoluteDate == nil && alarm.type == .display)
        alarm.absoluteDate = Self.date(2, 1)
        #expect(alarm.relativeOffset == 0 && alarm.absoluteDate == Self.date(2, 1))
        alarm.relativeOffset = -60
        #expect(alarm.absoluteDate == nil)
        alarm.soundName = "Chime"
        #expect(alarm.type == .audio)
        let rule = EKRecurrenceRule(recurrenceWith: .monthly, interval: 0, end: EKRecurrenceEnd(end: Self.date(12, 31)))
        #expect(rule.interval == 1 && rule.frequency == .monthly && rule.recurrenceEnd?.endDate == Self.date(12, 31) && rule.recurrenceEnd?.occurrenceCount == 0)
        let store = EKEventStore()
        let event = EKEvent(eventStore: store)
        event.structuredLocation = EKStructuredLocation(title: "Kölner Dom")
        event.structuredLocation?.geoLocation = CLLocation(latitude: 50.9413, longitude: 6.9583)
        #expect(event.location == "Kölner Dom" && event.structuredLocation?.geoLocation?.coordinate.latitude == 50.9413)
        #expect(event.availability == .busy && event.status == .none && !event.isAllDay && event.attendees == nil)
        #expect(EKWeekday.sunday.rawValue == 1 && EKSpan.futureEvents.rawValue == 1 && EKAuthorizationStatus.writeOnly.rawValue == 4)
    }
}
