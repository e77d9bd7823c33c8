// Foundation's `RelativeDateTimeFormatter` ("2 hours ago", "in 3 days", "yesterday"), absent on
// Linux. Like Apple's, it describes the difference between two dates by its largest non-zero
// calendar unit (year, month, week, day, hour, minute, second), truncated toward zero: 1 hour 59
// minutes is "in 1 hour" (Date.RelativeFormatStyle rounds; this formatter does not). The words
// come from ICU's relative-date data through Linux Foundation's `Date.AnchoredRelativeFormatStyle`,
// so every locale ICU knows is written as on Apple platforms.
import Foundation

/// A formatter that writes a date relative to another one, such as "2 hours ago" or "tomorrow".
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether a date is described by a number ("1 day ago") or a name ("yesterday").
    public enum DateTimeStyle: Int, Sendable, Hashable {
        /// Numbers: "1 day ago", "in 3 weeks".
        case numeric = 0
        /// Names where the language has them: "yesterday", "last week", "now"; numbers otherwise.
        case named = 1
    }

    /// How the quantity and its unit are written.
    public enum UnitsStyle: Int, Sendable, Hashable {
        /// "2 months ago".
        case full = 0
        /// "two months ago".
        case spellOut = 1
        /// "2 mo. ago".
        case short = 2
        /// "2mo ago".
        case abbreviated = 3
    }

    /// Numbers or names; `.numeric` by default.
    open var dateTimeStyle = DateTimeStyle.numeric
    /// How units are written; `.full` by default.
    open var unitsStyle = UnitsStyle.full
    /// Where the string appears, which decides its capitalization; `.unknown` by default.
    open var formattingContext = Formatter.Context.unknown

    private var storedCalendar: Calendar?
    private var storedLocale: Locale?

    /// The calendar the difference between dates is measured in (the current one unless set;
    /// setting nil restores it).
    open var calendar: Calendar! {
        get { storedCalendar ?? .current }
        set { storedCalendar = newValue }
    }

    /// The locale the string is written in (the current one unless set; setting nil restores it).
    open var locale: Locale! {
        get { storedLocale ?? .current }
        set { storedLocale = newValue }
    }

    /// A formatter of the numeric, full style.
    public override init() { super.init() }

    /// Not read from archives on Linux.
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { nil }

    /// A date described relative to another one, by the largest calendar unit they differ in.
    /// - Parameters:
    ///   - date: The date described.
    ///   - referenceDate: The date it is described from (usually now).
    /// - Returns: The description, such as "in 2 hours" or "yesterday".
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        localizedString(from: calendar.dateComponents(Set(Self.units), from: referenceDate, to: date))
    }

    /// A time interval from now described in words.
    /// - Parameter timeInterval: Seconds from now; negative ones are in the past.
    /// - Returns: The description, such as "in 5 minutes".
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The largest (least granular) non-zero unit of date components described in words;
    /// negative values are in the past (when every unit is zero, the smallest one given is).
    /// - Parameter dateComponents: The components (year, month, weekOfMonth, day, hour, minute and
    ///   second are read; others are ignored).
    /// - Returns: The description, such as "2 days ago".
    open func localizedString(from dateComponents: DateComponents) -> String {
        let set = Self.units.compactMap { unit in dateComponents.value(for: unit).map { (unit, $0) } }
        let (unit, value) = set.first { $0.1 != 0 } ?? set.last ?? (.second, 0)
        return Self.phrase(value: value, unit: unit, named: dateTimeStyle == .named, unitsStyle: unitsStyle,
                           locale: locale, context: formattingContext)
    }

    /// A date described relative to now, when `obj` is a date.
    /// - Parameter obj: The value.
    /// - Returns: The description, or nil.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    /// The units a difference is measured in, largest first.
    static let units: [Calendar.Component] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]

    /// ICU's phrase for `value` of one unit: an anchored relative style restricted to that unit,
    /// between a reference that starts a year, a month, a week and a day at once (Sunday
    /// 1 January 2006, UTC, weeks from Sunday) and the date `value` units from it, so that ICU
    /// sees exactly `value`.
    static func phrase(value: Int, unit: Calendar.Component, named: Bool, unitsStyle: UnitsStyle,
                       locale: Locale, context: Formatter.Context) -> String {
        let field: Date.RelativeFormatStyle.Field
        switch unit {
        case .year: field = .year
        case .month: field = .month
        case .weekOfMonth, .weekOfYear: field = .week
        case .day: field = .day
        case .hour: field = .hour
        case .minute: field = .minute
        default: field = .second
        }
        let style: Date.RelativeFormatStyle.UnitsStyle
        switch unitsStyle {
        case .full: style = .wide
        case .spellOut: style = .spellOut
        case .short: style = .abbreviated
        case .abbreviated: style = .narrow
        }
        let reference = Date(timeIntervalSince1970: 1_136_073_600)
        let anchor = anchorCalendar.date(byAdding: unit == .weekOfYear ? .weekOfMonth : unit, value: value, to: reference) ?? reference
        let format = Date.AnchoredRelativeFormatStyle(
            anchor: anchor, allowedFields: [field], presentation: named ? .named : .numeric, unitsStyle: style,
            locale: locale, calendar: anchorCalendar, capitalizationContext: capitalization(context))
        return format.format(reference)
    }

    /// A Gregorian calendar in UTC whose weeks start on Sunday: the one phrases are measured in.
    static let anchorCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.firstWeekday = 1
        return calendar
    }()

    /// The format style's capitalization of a formatter context.
    static func capitalization(_ context: Formatter.Context) -> FormatStyleCapitalizationContext {
        switch context {
        case .beginningOfSentence: return .beginningOfSentence
        case .middleOfSentence: return .middleOfSentence
        case .standalone: return .standalone
        case .listItem: return .listItem
        default: return .unknown
        }
    }
}
