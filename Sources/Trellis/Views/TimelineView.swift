import Foundation

/// A view whose content is rebuilt on a schedule: `TimelineView(.periodic(from: .now, by: 1)) {
/// context in Text(context.date, style: .time) }`. At rest its content is built once, for now
/// (the schedule's entry the screen would show when it appears).
public nonisolated struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (Context) -> Content

    /// What the content is built for (a type of its own, so `Content` can be inferred from the closure).
    public typealias Context = TimelineViewDefaultContext

    /// A view whose `content` is built for each entry of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content for the entry shown now.
    public var body: some View {
        let now = Date()
        return content(Context(date: Self.entryShown(at: now, in: schedule.entries(from: now, mode: .normal)), cadence: .live))
    }

    /// The last entry at or before `now` (schedules may be endless: at most 10,000 are read);
    /// `now` when every entry is later.
    static func entryShown(at now: Date, in entries: Schedule.Entries) -> Date {
        var shown: Date?
        for date in entries.prefix(10_000) {
            if date > now { break }
            shown = date
        }
        return shown ?? now
    }
}

/// When a timeline's entries come.
public protocol TimelineSchedule {
    /// The dates of the entries.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The entries from `startDate` on, in `mode`.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often the system may update a timeline.
public enum TimelineScheduleMode: Sendable {
    /// As the schedule asks.
    case normal
    /// Rarely (Always-On).
    case lowFrequency
}

/// Entries at a fixed interval from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval
    /// Entries every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }

    /// The dates of a periodic schedule: endless, `interval` apart (a non-positive or non-finite
    /// interval gives the first date alone).
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval
        /// The next date.
        public mutating func next() -> Date? {
            defer { upcoming = interval > 0 && interval.isFinite ? upcoming?.addingTimeInterval(interval) : nil }
            return upcoming
        }
    }

    /// The entries from the last one at or before `startDate`, keeping the schedule's phase (a
    /// start of 10:09:30 every 60 s asked from 10:34:45 begins at 10:34:30, as Apple documents).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, interval.isFinite else { return Entries(upcoming: start, interval: interval) }
        let steps = max(0, (startDate.timeIntervalSince(start) / interval).rounded(.down))
        return Entries(upcoming: start.addingTimeInterval(steps * interval), interval: interval)
    }
}

/// An entry at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The schedule.
    public init() {}
    /// The dates of the schedule: the starts of minutes.
    public typealias Entries = PeriodicTimelineSchedule.Entries
    /// The start of the current minute, then every minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// Entries as fast as an animation needs them.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let interval: TimeInterval
    /// Entries at most every `minimumInterval` seconds; `paused` is accepted.
    public init(minimumInterval: Double? = nil, paused: Bool = false) { interval = minimumInterval ?? 1.0 / 60 }
    /// The dates of the schedule.
    public typealias Entries = PeriodicTimelineSchedule.Entries
    /// `startDate`, then every interval.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { Entries(upcoming: startDate, interval: interval) }
}

/// Entries at the dates given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    /// A schedule of `dates`.
    public init(_ dates: Entries) { self.dates = dates }
    /// The dates given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Entries every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// An entry at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Entries as fast as an animation needs them.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Entries at most every `minimumInterval` seconds.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// Entries at `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// What the content is built for: the date of the entry and how often entries come.
public struct TimelineViewDefaultContext {
    /// The date of the entry being shown.
    public let date: Date
    /// How often the schedule updates.
    public let cadence: Cadence
    /// Asks the view to build its content again (no effect at rest).
    public func invalidateTimelineContent() {}

    /// How often a timeline updates, slowest last.
    public enum Cadence: Comparable, Sendable {
        /// Continuously (an animation schedule).
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }
}

