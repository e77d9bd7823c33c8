// `EKRecurrenceRule` and its parts: how often an event repeats, on which days, until when.
// Values; the database expands them into occurrences when events are fetched
// (RecurrenceExpansion.swift).
import Foundation

/// How often a rule repeats.
public enum EKRecurrenceFrequency: Int, Sendable, Hashable {
    /// Every day.
    case daily = 0
    /// Every week.
    case weekly = 1
    /// Every month.
    case monthly = 2
    /// Every year.
    case yearly = 3
}

/// A day of the week, as `Calendar` numbers them (Sunday is 1).
public enum EKWeekday: Int, Sendable, Hashable {
    /// Sunday.
    case sunday = 1
    /// Monday.
    case monday = 2
    /// Tuesday.
    case tuesday = 3
    /// Wednesday.
    case wednesday = 4
    /// Thursday.
    case thursday = 5
    /// Friday.
    case friday = 6
    /// Saturday.
    case saturday = 7
}

/// A day of the week in a rule, optionally the nth of its month or year ("the second Tuesday").
open class EKRecurrenceDayOfWeek: NSObject, NSCopying, @unchecked Sendable {
    /// The day.
    public let dayOfTheWeek: EKWeekday
    /// Which of them (1 first, −1 last; 0 every one).
    public let weekNumber: Int

    /// A day of the week, every one.
    /// - Parameter dayOfTheWeek: The day.
    public convenience init(_ dayOfTheWeek: EKWeekday) { self.init(dayOfTheWeek: dayOfTheWeek, weekNumber: 0) }

    /// The nth day of the week.
    /// - Parameters:
    ///   - dayOfTheWeek: The day.
    ///   - weekNumber: Which of them (1 first, −1 last; 0 every one).
    public convenience init(_ dayOfTheWeek: EKWeekday, weekNumber: Int) { self.init(dayOfTheWeek: dayOfTheWeek, weekNumber: weekNumber) }

    /// The nth day of the week.
    /// - Parameters:
    ///   - dayOfTheWeek: The day.
    ///   - weekNumber: Which of them (1 first, −1 last; 0 every one).
    public init(dayOfTheWeek: EKWeekday, weekNumber: Int) {
        self.dayOfTheWeek = dayOfTheWeek
        self.weekNumber = weekNumber
        super.init()
    }

    /// A copy.
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any { EKRecurrenceDayOfWeek(dayOfTheWeek: dayOfTheWeek, weekNumber: weekNumber) }
}

/// When a rule stops: at a date or after a number of occurrences.
open class EKRecurrenceEnd: NSObject, NSCopying, @unchecked Sendable {
    /// The last date an occurrence may start, for an end by date.
    public let endDate: Date?
    /// How many occurrences there are, for an end by count (0 otherwise).
    public let occurrenceCount: Int

    init(endDate: Date?, occurrenceCount: Int) {
        self.endDate = endDate
        self.occurrenceCount = occurrenceCount
        super.init()
    }

    /// An end at a date.
    /// - Parameter endDate: The last date an occurrence may start.
    public convenience init(end endDate: Date) { self.init(endDate: endDate, occurrenceCount: 0) }

    /// An end after a number of occurrences.
    /// - Parameter occurrenceCount: How many (more than 0).
    public convenience init(occurrenceCount: Int) { self.init(endDate: nil, occurrenceCount: occurrenceCount) }

    /// A copy.
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any { EKRecurrenceEnd(endDate: endDate, occurrenceCount: occurrenceCount) }
}

/// How an event repeats.
open class EKRecurrenceRule: EKObject, NSCopying, @unchecked Sendable {
    /// The calendar system the rule counts in.
    open internal(set) var calendarIdentifier = "gregorian"
    /// When it stops (nil: never).
    open var recurrenceEnd: EKRecurrenceEnd?
    /// How often.
    open internal(set) var frequency: EKRecurrenceFrequency
    /// Every how many days, weeks, months or years (at least 1).
    open internal(set) var interval: Int
    /// The first day of the week (0: the calendar's).
    open internal(set) var firstDayOfTheWeek = 0
    /// The days of the week it repeats on.
    open internal(set) var daysOfTheWeek: [EKRecurrenceDayOfWeek]?
    /// The days of the month (1...31, or −1 for the last…).
    open internal(set) var daysOfTheMonth: [NSNumber]?
    /// The days of the year.
    open internal(set) var daysOfTheYear: [NSNumber]?
    /// The weeks of the year.
    open internal(set) var weeksOfTheYear: [NSNumber]?
    /// The months of the year (1...12).
    open internal(set) var monthsOfTheYear: [NSNumber]?
    /// Which of the matching days in each period count.
    open internal(set) var setPositions: [NSNumber]?

    /// A rule repeating every `interval` periods.
    /// - Parameters:
    ///   - type: The period.
    ///   - interval: Every how many (at least 1).
    ///   - end: When it stops, or nil for never.
    public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
        frequency = type
        self.interval = max(1, interval)
        recurrenceEnd = end
        super.init()
    }

    /// A rule repeating on particular days.
    /// - Parameters:
    ///   - type: The period.
    ///   - interval: Every how many (at least 1).
    ///   - days: The days of the week.
    ///   - monthDays: The days of the month.
    ///   - months: The months of the year.
    ///   - weeksOfTheYear: The weeks of the year.
    ///   - daysOfTheYear: The days of the year.
    ///   - setPositions: Which matching days count.
    ///   - end: When it stops, or nil for never.
    public convenience init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, daysOfTheWeek days: [EKRecurrenceDayOfWeek]?,
                            daysOfTheMonth monthDays: [NSNumber]?, monthsOfTheYear months: [NSNumber]?,
                            weeksOfTheYear: [NSNumber]?, daysOfTheYear: [NSNumber]?, setPositions: [NSNumber]?,
                            end: EKRecurrenceEnd?) {
        self.init(recurrenceWith: type, interval: interval, end: end)
        self.daysOfTheWeek = days
        self.daysOfTheMonth = monthDays
        self.monthsOfTheYear = months
        self.weeksOfTheYear = weeksOfTheYear
        self.daysOfTheYear = daysOfTheYear
        self.setPositions = setPositions
    }

    /// A copy.
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        EKRecurrenceRule(recurrenceWith: frequency, interval: interval, daysOfTheWeek: daysOfTheWeek, daysOfTheMonth: daysOfTheMonth,
                         monthsOfTheYear: monthsOfTheYear, weeksOfTheYear: weeksOfTheYear, daysOfTheYear: daysOfTheYear,
                         setPositions: setPositions, end: recurrenceEnd)
    }
}
