// A chart's scales: where a value falls along an axis, as a fraction of the plot's length (x from
// the leading edge, y from the bottom), and the values an axis marks by default.
//
// Numbers: a linear scale whose domain is "niced" to multiples of a step of 1, 2 or 5 times a
// power of ten, chosen for about five ticks (0...87 → 0...100, ticks every 20), including zero
// unless the chart says otherwise. Dates: linear in time, the domain the data's extent (a binned date's whole unit),
// ticks on the calendar unit whose count fits. Categories: equal bands, in the data's order.
import Foundation
import Trellis

/// One axis's scale.
struct ChartScale {
    enum Kind {
        case linear(lower: Double, upper: Double)
        case date(lower: Double, upper: Double)
        case band([String])
    }
    var kind: Kind
    var reversed = false
    var calendar = Calendar.current

    static let empty = ChartScale(kind: .linear(lower: 0, upper: 1))

    var isBand: Bool { if case .band = kind { true } else { false } }
    var isDate: Bool { if case .date = kind { true } else { false } }

    /// A category band's width as a fraction of the plot's length (1 for continuous scales).
    var bandWidth: Double {
        if case let .band(c) = kind { return 1 / Double(max(c.count, 1)) }
        return 1
    }

    /// Where a number (seconds since 2001 for dates) falls.
    func fraction(ofNumber v: Double) -> Double {
        let f: Double
        switch kind {
        case let .linear(lo, hi), let .date(lo, hi): f = hi == lo ? 0.5 : (v - lo) / (hi - lo)
        case .band: f = 0.5
        }
        return reversed ? 1 - f : f
    }

    /// Where a value falls (a category: its band's centre); nil for a value the scale lacks.
    func fraction(of d: PlotDatum) -> Double? {
        switch (kind, d) {
        case let (.band(categories), .category(s)):
            guard let i = categories.firstIndex(of: s) else { return nil }
            let f = (Double(i) + 0.5) / Double(categories.count)
            return reversed ? 1 - f : f
        case (.band, _): return nil
        case (_, .category): return nil
        default: return d.number.map(fraction(ofNumber:))
        }
    }

    /// The value at a fraction of the plot's length.
    func datum(atFraction f0: Double) -> PlotDatum? {
        let f = reversed ? 1 - f0 : f0
        switch kind {
        case let .linear(lo, hi): return .number(lo + f * (hi - lo))
        case let .date(lo, hi): return .date(Date(timeIntervalSinceReferenceDate: lo + f * (hi - lo)))
        case let .band(c):
            guard !c.isEmpty, f >= 0, f < 1 else { return nil }
            return .category(c[min(Int(f * Double(c.count)), c.count - 1)])
        }
    }

    // MARK: Ticks

    /// The values an axis marks: `values` of `AxisMarks`, or the scale's default.
    func ticks(_ values: AxisMarkValues) -> [PlotDatum] {
        switch kind {
        case let .band(c): return c.map { .category($0) }
        case let .linear(lo, hi):
            let (a, b) = (min(lo, hi), max(lo, hi))
            switch values.kind {
            case let .automatic(count, minimumStride, _, _):
                var step = Self.niceStep(b - a, count: count ?? 5)
                if let minimumStride, step < minimumStride { step = Self.niceStep(minimumStride, count: 1) }
                return Self.multiples(of: step, from: a, to: b).map { .number($0) }
            case let .stride(step): return Self.multiples(of: step, from: a, to: b).map { .number($0) }
            case .dateStride: return []
            }
        case let .date(lo, hi):
            let (a, b) = (Date(timeIntervalSinceReferenceDate: min(lo, hi)), Date(timeIntervalSinceReferenceDate: max(lo, hi)))
            switch values.kind {
            case let .automatic(count, _, _, _):
                let (unit, step) = Self.dateStep(span: b.timeIntervalSince(a), count: count ?? Self.dateTickCount)
                return Self.dates(every: step, unit, from: a, to: b, calendar: calendar).map { .date($0) }
            case let .dateStride(unit, step, cal):
                return Self.dates(every: step, unit, from: a, to: b, calendar: cal ?? calendar).map { .date($0) }
            case let .stride(seconds):
                return Self.multiples(of: seconds, from: a.timeIntervalSinceReferenceDate, to: b.timeIntervalSinceReferenceDate)
                    .map { .date(Date(timeIntervalSinceReferenceDate: $0)) }
            }
        }
    }

    /// About how many date ticks an automatic date axis has: two weeks of days are ticked every
    /// other day, a month every week (uncertain).
    static let dateTickCount = 7

    /// The calendar unit automatic date ticks fall on, for labels.
    func dateTickUnit(_ values: AxisMarkValues) -> Calendar.Component {
        guard case let .date(lo, hi) = kind else { return .day }
        switch values.kind {
        case let .dateStride(unit, _, _): return unit
        case let .automatic(count, _, _, _): return Self.dateStep(span: abs(hi - lo), count: count ?? Self.dateTickCount).0
        case .stride: return .day
        }
    }

    /// A step of 1, 2 or 5 times a power of ten giving about `count` steps over `span`.
    static func niceStep(_ span: Double, count: Int) -> Double {
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(count, 1))
        let power = pow(10, floor(log10(raw)))
        let error = raw / power
        let m: Double = error >= 50.squareRoot() ? 10 : error >= 10.squareRoot() ? 5 : error >= 2.squareRoot() ? 2 : 1
        return m * power
    }

    /// `lower...upper` widened to multiples of the step chosen for `count` ticks.
    static func niceDomain(_ lower: Double, _ upper: Double, count: Int = 5) -> (Double, Double) {
        var (lo, hi) = (lower, upper)
        if lo == hi {
            if lo == 0 { return (0, 1) }
            (lo, hi) = lo > 0 ? (0, lo) : (lo, 0)
        }
        for _ in 0..<2 {
            let step = niceStep(hi - lo, count: count)
            lo = (lo / step).rounded(.down) * step
            hi = (hi / step).rounded(.up) * step
        }
        return (lo, hi)
    }

    static func multiples(of step: Double, from a: Double, to b: Double) -> [Double] {
        guard step > 0, b >= a, (b - a) / step < 10_000 else { return [] }
        let epsilon = step * 1e-9
        var values: [Double] = []
        var k = (a / step - 1e-9).rounded(.up)
        while k * step <= b + epsilon {
            let v = k * step
            values.append(abs(v) < epsilon ? 0 : v)
            k += 1
        }
        return values
    }

    /// The calendar unit and step for about `count` ticks over `span` seconds.
    static func dateStep(span: Double, count: Int) -> (Calendar.Component, Int) {
        let candidates: [(Calendar.Component, Int, Double)] = [
            (.second, 1, 1), (.second, 5, 5), (.second, 15, 15), (.second, 30, 30),
            (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1800),
            (.hour, 1, 3600), (.hour, 3, 10_800), (.hour, 6, 21_600), (.hour, 12, 43_200),
            (.day, 1, 86_400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800),
            (.month, 1, 2_629_746), (.month, 3, 7_889_238), (.month, 6, 15_778_476),
            (.year, 1, 31_556_952), (.year, 2, 63_113_904), (.year, 5, 157_784_760), (.year, 10, 315_569_520),
        ]
        for (unit, step, seconds) in candidates where span / seconds <= Double(max(count, 1)) { return (unit, step) }
        return (.year, 100)
    }

    /// The starts of every `step`th `unit` from `a` to `b` (hours, minutes and seconds on
    /// multiples of the step, months from January).
    static func dates(every step: Int, _ unit: Calendar.Component, from a: Date, to b: Date, calendar: Calendar) -> [Date] {
        guard var date = calendar.dateInterval(of: unit, for: a)?.start else { return [] }
        var result: [Date] = []
        var guardCount = 0
        while date <= b, guardCount < 5000 {
            guardCount += 1
            if date >= a, aligned(date, unit, step, calendar) { result.append(date) }
            guard let next = calendar.date(byAdding: unit, value: 1, to: date), next > date else { break }
            date = next
        }
        return result
    }

    private static func aligned(_ date: Date, _ unit: Calendar.Component, _ step: Int, _ calendar: Calendar) -> Bool {
        guard step > 1 else { return true }
        switch unit {
        case .second, .minute, .hour, .year: return calendar.component(unit, from: date) % step == 0
        case .month: return (calendar.component(.month, from: date) - 1) % step == 0
        case .day: return (calendar.component(.day, from: date) - 1) % step == 0
        default: return true
        }
    }

    // MARK: Labels

    /// The default label of a tick value.
    func label(_ d: PlotDatum, unit: Calendar.Component) -> String {
        switch d {
        case let .category(s): return s
        case let .number(v): return Self.format(v)
        case let .date(date):
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.locale = calendar.locale ?? .current
            formatter.timeZone = calendar.timeZone
            let template: String = switch unit {
            case .second: "jms"
            case .minute: "jmm"
            case .hour: "j"
            case .day, .weekOfYear, .weekOfMonth, .weekday: "MMMd"
            case .month: "MMM"
            default: "y"
            }
            formatter.setLocalizedDateFormatFromTemplate(template)
            return formatter.string(from: date)
        }
    }

    /// A number as an axis label: whole numbers without a fraction.
    static func format(_ v: Double) -> String {
        if v.rounded() == v, abs(v) < 1e15 { return Int(v).formatted() }
        return v.formatted()
    }
}
