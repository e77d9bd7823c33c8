import Foundation

// Dates in text at rest — facts, sources, and where Trellis had to choose:
// 1. `Text(date, style:)` (Apple, Text.DateStyle docs, whose examples these follow): `.date`
//    "June 3, 2019" (the long date style), `.time` "11:23 PM" (the short time style); `.relative`
//    the distance to now in its two largest units, "2 hours, 23 minutes"; `.offset` the signed
//    distance in its largest unit, "+2 hours" ("-" for the past); `.timer` a count "2:32" or
//    "36:59:01" (minutes:seconds under an hour).
// 2. SwiftUI updates these every second; a layout at rest draws them once, against a fixed
//    "now": the moment the `Text` was made, so `Text(Date().addingTimeInterval(3600), style:
//    .relative)` reads "1 hour" on every machine (distances are rounded to the second). Dates are
//    formatted in en_US and in UTC (Text.previewLocale, `EnvironmentValues.timeZone`'s default),
//    so renders do not depend on the machine.
// 3. `Text(timerInterval:pauseTime:countsDown:showsHours:)` shows the timer of the interval at
//    "now" (or at `pauseTime`): the time left to its end when counting down, else the time since
//    its start, clamped into the interval; without `showsHours`, hours count as minutes.

extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind
        /// The short time, "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// The long date, "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The distance to the date in its two largest units, "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance to the date in its largest unit, "+2 hours" or "-1 day".
        public static let offset = DateStyle(kind: .offset)
        /// A count of time, "2:32" or "36:59:01"; at rest the time from now to the date, shown once.
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date in a style (facts 1 and 2).
    ///
    /// SwiftUI keeps relative, offset and timer texts up to date; at rest Trellis formats them
    /// once, against the moment the `Text` is made, and formats every style in en_US and UTC so
    /// renders do not depend on the machine.
    ///
    /// ```swift
    /// Text(meeting.start, style: .time)       // "11:23 PM"
    /// Text(deadline, style: .relative)        // "2 hours, 23 minutes"
    /// ```
    /// - Parameters:
    ///   - date: The date to show.
    ///   - style: How to show it: `.time`, `.date`, `.relative`, `.offset` or `.timer`.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Self.string(date, style: style, now: Date(), timeZone: Self.previewTimeZone))
    }

    /// A timer over an interval (fact 3), shown once at rest.
    /// - Parameters:
    ///   - timerInterval: The interval the timer runs over.
    ///   - pauseTime: The moment the timer shows; nil for now.
    ///   - countsDown: Whether it shows the time left (true) or the time elapsed.
    ///   - showsHours: Whether hours are shown separately; otherwise they count as minutes.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(verbatim: Self.timerString(timerInterval, now: pauseTime ?? Date(), countsDown: countsDown, showsHours: showsHours))
    }

    /// A range of dates: "9:41 AM – 10:41 AM" on one day, else both dates and times.
    public init(_ dates: ClosedRange<Date>) {
        let tz = Self.previewTimeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = tz
        let time = Date.FormatStyle(date: .omitted, time: .shortened, locale: Self.previewLocale, timeZone: tz)
        let full = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: Self.previewLocale, timeZone: tz)
        let sameDay = calendar.isDate(dates.lowerBound, inSameDayAs: dates.upperBound)
        let style = sameDay ? time : full
        self.init(verbatim: "\(dates.lowerBound.formatted(style)) \u{2013} \(dates.upperBound.formatted(style))")
    }

    /// A date interval, as its range.
    public init(_ interval: DateInterval) { self.init(interval.start...interval.end) }

    static let previewTimeZone = TimeZone(identifier: "UTC") ?? .current

    static func string(_ date: Date, style: DateStyle, now: Date, timeZone: TimeZone) -> String {
        switch style.kind {
        case .date:
            return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: Self.previewLocale, timeZone: timeZone))
        case .time:
            return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: Self.previewLocale, timeZone: timeZone))
        case .relative:
            return units(abs(seconds(date.timeIntervalSince(now))), count: 2).joined(separator: ", ")
        case .offset:
            let s = seconds(date.timeIntervalSince(now))
            let unit = units(abs(s), count: 1).first ?? "0 seconds"
            return s == 0 ? unit : (s > 0 ? "+" : "-") + unit
        case .timer:
            return clock(abs(seconds(date.timeIntervalSince(now))), showsHours: true)
        }
    }

    static func timerString(_ interval: ClosedRange<Date>, now: Date, countsDown: Bool, showsHours: Bool) -> String {
        let at = min(max(now, interval.lowerBound), interval.upperBound)
        let s = countsDown ? interval.upperBound.timeIntervalSince(at) : at.timeIntervalSince(interval.lowerBound)
        return clock(abs(seconds(s)), showsHours: showsHours)
    }

    /// Whole seconds, rounded (fact 2).
    private static func seconds(_ t: TimeInterval) -> Int {
        t.isFinite ? Int(t.rounded()) : 0
    }

    /// "2 hours", "23 minutes": the `count` largest non-zero units of a duration.
    private static func units(_ seconds: Int, count: Int) -> [String] {
        let table: [(Int, String)] = [(86_400 * 365, "year"), (86_400 * 7, "week"), (86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second")]
        var rest = seconds
        var out: [String] = []
        for (length, name) in table where out.count < count {
            let n = rest / length
            if n > 0 {
                out.append("\(n) \(name)\(n == 1 ? "" : "s")")
                rest -= n * length
            } else if !out.isEmpty {
                break
            }
        }
        return out.isEmpty ? ["0 seconds"] : out
    }

    /// "2:32", "36:59:01" (fact 1).
    private static func clock(_ seconds: Int, showsHours: Bool) -> String {
        let h = seconds / 3600, m = (seconds % 3600) / 60, s = seconds % 60
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        if showsHours && h > 0 { return "\(h):\(two(m)):\(two(s))" }
        return "\(showsHours ? m : h * 60 + m):\(two(s))"
    }
}

// ScaledMetric — facts and sources: "a dynamic property that scales a numeric value" with the
// Dynamic Type size, relative to a text style (body by default) (Apple, ScaledMetric docs); the
// value at a size is the value × that style's point size at the size ÷ its point size at the
// default size (large), as UIFontMetrics.scaledValue(for:) scales (the published Dynamic Type
// tables in Font.swift). Read when the view's body is evaluated, from its environment.

/// A dynamic property that scales a numeric value with the environment's Dynamic Type size.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    let base: Value
    let textStyle: Font.TextStyle

    /// Scales `wrappedValue` like `textStyle`: at a Dynamic Type size where the style is 20% larger,
    /// so is the value.
    /// ```swift
    /// @ScaledMetric(relativeTo: .body) var iconSize: CGFloat = 24
    /// ```
    /// - Parameters:
    ///   - wrappedValue: The value at the default Dynamic Type size.
    ///   - textStyle: The style whose scaling the value follows.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// Scales `wrappedValue` like the `.body` text style.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// The value scaled from the default Dynamic Type size (large) to the environment's, in the
    /// proportion of the text style's point sizes; read when the view's body is evaluated.
    public var wrappedValue: Value { Self.scaled(base, textStyle, EnvironmentValues.current.dynamicTypeSize) }

    static func scaled(_ value: Value, _ style: Font.TextStyle, _ size: DynamicTypeSize) -> Value {
        value * Value(DynamicTypeTable.pointSize(style, size) / DynamicTypeTable.pointSize(style, .large))
    }
}
