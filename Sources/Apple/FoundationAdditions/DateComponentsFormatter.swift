// Foundation's `DateComponentsFormatter` ("1:05:03", "1h 5m 3s", "1 hour, 5 minutes"), which
// Linux's Foundation declares unavailable: this declaration shadows it in files that import the
// SwiftUI module. Quantities are measured in the formatter's calendar from a reference date
// (now unless `referenceDate` is set) and written with Apple's en_US unit words in every locale
// (Linux has no ICU duration-unit data for months and years to write other languages with).
// Rules, as Apple's formatter behaves:
// - Units not allowed are carried into smaller allowed ones; what the smallest allowed unit cannot
//   hold is dropped (29 s with minutes the smallest unit is "0m"), unless `allowsFractionalUnits`.
// - `maximumUnitCount` keeps units up to the one before the next non-zero unit past the limit and
//   rounds the rest (half up) into the last kept one: 1h 30m with one unit is "2h".
// - Zero units: `.default` drops them all, except in `.positional`, which drops leading fields
//   down to minutes:seconds ("0:05") and pads the rest ("1:05:03"); `.pad` keeps every allowed
//   unit and pads the first positional field ("00:01:15"). When every unit is zero the smallest
//   allowed unit is written ("0m").
// - Negative quantities put a minus sign before the first unit ("-1h 29m"; "minus" spelled out).
// - Positional units larger than hours are written abbreviated before the fields ("1d 1:00:00").
import Foundation

/// A formatter that writes quantities of time, such as "1:05:03" or "1 hour, 5 minutes".
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How the units of a quantity of time are written.
    public enum UnitsStyle: Int, Sendable, Hashable {
        /// Colon-separated fields: "1:10:00".
        case positional = 0
        /// The shortest unit names: "1h 10m".
        case abbreviated = 1
        /// Shortened unit names: "1 hr, 10 min".
        case short = 2
        /// Full unit names: "1 hour, 10 minutes".
        case full = 3
        /// Numbers and units spelled out: "one hour, ten minutes".
        case spellOut = 4
        /// Shortened unit names without spaces: "1hr 10min".
        case brief = 5
    }

    /// What happens to units whose value is zero.
    public struct ZeroFormattingBehavior: OptionSet, Sendable, Hashable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of `rawValue`'s bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Nothing is dropped or padded.
        public static let none = ZeroFormattingBehavior([])
        /// Positional: leading zeros dropped, the rest padded; other styles: every zero dropped.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        /// Zero units before the first non-zero one are dropped.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        /// Zero units between non-zero ones are dropped.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        /// Zero units after the last non-zero one are dropped.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        /// Every zero unit is dropped.
        public static let dropAll = ZeroFormattingBehavior(rawValue: 14)
        /// Zero units are kept, and positional fields padded to two digits.
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    /// How units are written; `.positional` by default.
    open var unitsStyle = UnitsStyle.positional
    /// The units the quantity may be written in (year, month, weekOfMonth, day, hour, minute,
    /// second); empty means every one of them but weeks.
    open var allowedUnits: NSCalendar.Unit = []
    /// What happens to units whose value is zero; `.default` by default.
    open var zeroFormattingBehavior = ZeroFormattingBehavior.default
    /// The calendar quantities are measured in (the current one when nil).
    open var calendar: Calendar?
    /// The date quantities are measured from (now when nil).
    open var referenceDate: Date?
    /// Whether the smallest unit may carry a fraction of what it cannot hold ("1.5h").
    open var allowsFractionalUnits = false
    /// The most non-zero units written; 0 for no limit.
    open var maximumUnitCount = 0
    /// Whether a largest unit of 1 is written in the next smaller unit ("1m 5s" as "65s").
    open var collapsesLargestUnit = false
    /// Whether "About " is written before the quantity.
    open var includesApproximationPhrase = false
    /// Whether " remaining" is written after the quantity.
    open var includesTimeRemainingPhrase = false
    /// Where the string appears ("about" inside a sentence, "About" elsewhere).
    open var formattingContext = Formatter.Context.unknown

    /// A positional formatter of the default units.
    public override init() { super.init() }

    /// Not read from archives on Linux.
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { nil }

    /// A quantity of time in seconds, written.
    /// - Parameter ti: Seconds; negative ones are written with a minus sign.
    /// - Returns: The string, or nil when `ti` is not finite.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        // Whole seconds are measured in the calendar; what is left of a second is dropped (or a
        // fraction): 66.6 minutes, 3995.9999… seconds, is "1 hr, 6 min, 35 sec".
        let start = referenceDate ?? Date()
        let whole = abs(ti).rounded(.down)
        return format(from: start, to: start.addingTimeInterval(ti < 0 ? -whole : whole), extra: abs(ti) - whole, keepsFraction: true)
    }

    /// The time between two dates, written.
    /// - Parameters:
    ///   - startDate: The start.
    ///   - endDate: The end; before the start, the quantity is negative.
    /// - Returns: The string.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        format(from: startDate, to: endDate, keepsFraction: true)
    }

    /// Date components as a quantity of time, written in the allowed units (a quantity in units
    /// not allowed is carried into allowed ones: 90 minutes with hours and minutes is "1:30").
    /// - Parameter components: The quantity.
    /// - Returns: The string.
    open func string(from components: DateComponents) -> String? {
        let start = referenceDate ?? Date()
        guard let end = resolvedCalendar.date(byAdding: components, to: start) else { return nil }
        return format(from: start, to: end, keepsFraction: false)
    }

    /// A quantity of time written with a formatter of default settings but `unitsStyle`.
    /// - Parameters:
    ///   - components: The quantity.
    ///   - unitsStyle: How units are written.
    /// - Returns: The string.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    /// The quantity written, when `obj` is date components or a number of seconds.
    /// - Parameter obj: The value.
    /// - Returns: The string, or nil.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let components as DateComponents: return string(from: components)
        case let seconds as TimeInterval: return string(from: seconds)
        case let seconds as Int: return string(from: TimeInterval(seconds))
        case let number as NSNumber: return string(from: number.doubleValue)
        default: return nil
        }
    }

    // MARK: - Measuring

    private var resolvedCalendar: Calendar { calendar ?? .current }

    /// The allowed units, largest first.
    private var units: [Calendar.Component] {
        let all: [(NSCalendar.Unit, Calendar.Component)] = [(.year, .year), (.month, .month), (.weekOfMonth, .weekOfMonth),
                                                            (.day, .day), (.hour, .hour), (.minute, .minute), (.second, .second)]
        let chosen = all.filter { allowedUnits.contains($0.0) }.map(\.1)
        return chosen.isEmpty ? [.year, .month, .day, .hour, .minute, .second] : chosen
    }

    /// Seconds in a unit, for rounding and fractions (a month is a twelfth of a Gregorian year).
    static func seconds(in unit: Calendar.Component) -> Double {
        switch unit {
        case .year: return 31_556_952
        case .month: return 2_629_746
        case .weekOfMonth: return 604_800
        case .day: return 86_400
        case .hour: return 3_600
        case .minute: return 60
        default: return 1
        }
    }

    private func format(from start: Date, to end: Date, extra: Double = 0, keepsFraction: Bool) -> String? {
        let negative = end < start
        let (from, to) = negative ? (end, start) : (start, end)
        let calendar = resolvedCalendar
        let units = self.units
        let components = calendar.dateComponents(Set(units), from: from, to: to)
        var values = units.map { components.value(for: $0) ?? 0 }
        // What the smallest unit cannot hold, in seconds.
        var remainder = extra
        if let reached = calendar.date(byAdding: components, to: from) { remainder += max(0, to.timeIntervalSince(reached)) }

        if collapsesLargestUnit, let first = values.firstIndex(where: { $0 != 0 }), values[first] == 1, first + 1 < units.count {
            let ratio = Self.seconds(in: units[first]) / Self.seconds(in: units[first + 1])
            values[first + 1] += Int(ratio.rounded())
            values[first] = 0
        }

        if maximumUnitCount > 0 {
            let nonZero = values.indices.filter { values[$0] != 0 }
            if nonZero.count > maximumUnitCount {
                let cut = nonZero[maximumUnitCount]
                var dropped = remainder
                for index in cut..<values.count {
                    dropped += Double(values[index]) * Self.seconds(in: units[index])
                    values[index] = 0
                }
                remainder = 0
                let last = cut - 1
                if dropped * 2 >= Self.seconds(in: units[last]) {
                    values[last] += 1
                    carry(&values, units: units, from: last)
                }
            }
        }

        var fraction = 0.0
        if allowsFractionalUnits, keepsFraction, remainder > 0, let smallest = units.last {
            fraction = remainder / Self.seconds(in: smallest)
        }
        let body = unitsStyle == .positional
            ? positional(values, units: units, fraction: fraction)
            : named(values, units: units, fraction: fraction)
        guard negative, values.contains(where: { $0 != 0 }) || fraction > 0 else { return phrase(body) }
        return phrase((unitsStyle == .spellOut ? "minus " : "-") + body)
    }

    /// Carries a unit that reached its next larger unit's size (60 minutes into an hour).
    private func carry(_ values: inout [Int], units: [Calendar.Component], from index: Int) {
        var index = index
        while index > 0 {
            let size: Int
            switch (units[index], units[index - 1]) {
            case (.second, .minute), (.minute, .hour): size = 60
            case (.hour, .day): size = 24
            case (.day, .weekOfMonth): size = 7
            case (.month, .year): size = 12
            default: return
            }
            guard values[index] >= size else { return }
            values[index] -= size
            values[index - 1] += 1
            index -= 1
        }
    }

    // MARK: - Writing

    private func phrase(_ body: String) -> String {
        var text = body
        if includesApproximationPhrase { text = (formattingContext == .middleOfSentence ? "about " : "About ") + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    /// The indices of units kept by the zero formatting behaviour (never none).
    private func kept(_ values: [Int], fraction: Double, positional: Bool) -> [Int] {
        var nonZero = values.indices.filter { values[$0] != 0 }
        if fraction > 0, !values.isEmpty, nonZero.last != values.count - 1 { nonZero.append(values.count - 1) }
        guard let first = nonZero.first, let last = nonZero.last else { return [values.count - 1] }
        let behavior = zeroFormattingBehavior
        let dropsAllByDefault = behavior.contains(.default) && !positional
        let dropLeading = behavior.contains(.dropLeading) || behavior.contains(.default)
        let dropMiddle = behavior.contains(.dropMiddle) || dropsAllByDefault
        let dropTrailing = behavior.contains(.dropTrailing) || dropsAllByDefault
        return values.indices.filter { index in
            if values[index] != 0 || nonZero.contains(index) { return true }
            if index < first { return !dropLeading }
            if index > last { return !dropTrailing }
            return !dropMiddle
        }
    }

    private func named(_ values: [Int], units: [Calendar.Component], fraction: Double) -> String {
        let indices = kept(values, fraction: fraction, positional: false)
        let parts = indices.map { index -> String in
            let isSmallest = index == values.count - 1
            let amount = Double(values[index]) + (isSmallest ? fraction : 0)
            return Self.written(amount, unit: units[index], style: unitsStyle)
        }
        let separator = (unitsStyle == .abbreviated || unitsStyle == .brief) ? " " : ", "
        return parts.joined(separator: separator)
    }

    private func positional(_ values: [Int], units: [Calendar.Component], fraction: Double) -> String {
        let clockUnits: Set<Calendar.Component> = [.hour, .minute, .second]
        let pads = zeroFormattingBehavior.contains(.pad)
        var indices = kept(values, fraction: fraction, positional: true)
        let clock = values.indices.filter { clockUnits.contains(units[$0]) }
        // Dropping leading zeros stops at minutes:seconds.
        if !pads, clock.count >= 2 {
            for index in clock.suffix(2) where !indices.contains(index) { indices.append(index) }
            indices.sort()
        }
        let large = indices.filter { !clockUnits.contains(units[$0]) }
        let fields = indices.filter { clockUnits.contains(units[$0]) }
        var parts = large.map { Self.written(Double(values[$0]), unit: units[$0], style: .abbreviated) }
        if !fields.isEmpty {
            let written = fields.enumerated().map { offset, index -> String in
                var text = String(values[index])
                if offset > 0 || pads, text.count < 2 { text = "0" + text }
                if index == values.count - 1, fraction > 0 {
                    text += Self.decimals(fraction)
                }
                return text
            }
            parts.append(written.joined(separator: ":"))
        }
        return parts.joined(separator: " ")
    }

    /// ".5" for 0.5: a fraction's digits after the point (up to two).
    private static func decimals(_ fraction: Double) -> String {
        let digits = Int((fraction * 100).rounded(.down))
        guard digits > 0 else { return "" }
        var text = digits < 10 ? "0\(digits)" : "\(digits)"
        while text.hasSuffix("0") { text.removeLast() }
        return "." + text
    }

    /// One amount of a unit, in Apple's en_US words for a style.
    static func written(_ amount: Double, unit: Calendar.Component, style: UnitsStyle) -> String {
        let whole = amount == amount.rounded(.towardZero)
        let number: String
        if style == .spellOut {
            let formatter = NumberFormatter()
            formatter.numberStyle = .spellOut
            formatter.locale = Locale(identifier: "en_US")
            number = formatter.string(from: NSNumber(value: amount)) ?? String(amount)
        } else if whole {
            number = Int(amount).formatted(.number.locale(Locale(identifier: "en_US")))
        } else {
            number = amount.formatted(.number.precision(.fractionLength(0...2)).locale(Locale(identifier: "en_US")))
        }
        let singular = whole && abs(amount) == 1
        let (one, many): (String, String)
        switch style {
        case .full, .spellOut, .positional:
            switch unit {
            case .year: (one, many) = ("year", "years")
            case .month: (one, many) = ("month", "months")
            case .weekOfMonth: (one, many) = ("week", "weeks")
            case .day: (one, many) = ("day", "days")
            case .hour: (one, many) = ("hour", "hours")
            case .minute: (one, many) = ("minute", "minutes")
            default: (one, many) = ("second", "seconds")
            }
        case .short, .brief:
            switch unit {
            case .year: (one, many) = ("yr", "yrs")
            case .month: (one, many) = ("mth", "mths")
            case .weekOfMonth: (one, many) = ("wk", "wks")
            case .day: (one, many) = ("day", "days")
            case .hour: (one, many) = ("hr", "hr")
            case .minute: (one, many) = ("min", "min")
            default: (one, many) = ("sec", "sec")
            }
        case .abbreviated:
            switch unit {
            case .year: (one, many) = ("y", "y")
            case .month: (one, many) = ("mo", "mo")
            case .weekOfMonth: (one, many) = ("w", "w")
            case .day: (one, many) = ("d", "d")
            case .hour: (one, many) = ("h", "h")
            case .minute: (one, many) = ("m", "m")
            default: (one, many) = ("s", "s")
            }
        }
        let word = singular ? one : many
        switch style {
        case .abbreviated, .brief: return number + word
        default: return number + " " + word
        }
    }
}
