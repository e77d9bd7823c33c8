// Expands a recurring event into the starts of its occurrences, as `events(matching:)` returns
// them: every `interval` days, weeks, months or years from the event's start (the first
// occurrence), on the rule's days of the week (weekly rules) or of the month (monthly rules),
// until the rule's end date or occurrence count. A monthly or yearly date a month lacks (the
// 31st, 29 February) is skipped. Pure date arithmetic in the current calendar.
import Foundation

/// The occurrences of recurring events.
enum RecurrenceExpansion {
    /// The most periods expanded (a daily event for about 270 years).
    static let periodLimit = 100_000

    /// The starts of a rule's occurrences from `start` up to (not including) `limit`.
    /// - Parameters:
    ///   - start: The event's start: the first occurrence.
    ///   - rule: The rule.
    ///   - limit: The date no occurrence starts at or after.
    ///   - calendar: The calendar to count in.
    /// - Returns: The starts, in order.
    static func starts(from start: Date, rule: EKRecurrenceRule, before limit: Date, calendar: Calendar = .current) -> [Date] {
        var calendar = calendar
        if (1...7).contains(rule.firstDayOfTheWeek) { calendar.firstWeekday = rule.firstDayOfTheWeek }
        let count = rule.recurrenceEnd?.occurrenceCount ?? 0
        let endDate = rule.recurrenceEnd?.endDate
        let interval = max(1, rule.interval)
        var result: [Date] = []
        // Takes an occurrence; false once the rule or the limit ends the series.
        func accept(_ date: Date) -> Bool {
            if let endDate, date > endDate { return false }
            if date >= limit || (count > 0 && result.count >= count) { return false }
            result.append(date)
            return true
        }
        let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: start)
        // The day `day` at the start's time of day.
        func atStartTime(_ day: Date) -> Date? {
            calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day)
                .map { $0.addingTimeInterval(Double(time.nanosecond ?? 0) / 1e9) }
        }
        let weekdays = Set((rule.daysOfTheWeek ?? []).map(\.dayOfTheWeek.rawValue))
        let monthDays = (rule.daysOfTheMonth ?? []).map(\.intValue)

        switch rule.frequency {
        case .weekly where !weekdays.isEmpty:
            guard let firstWeek = calendar.dateInterval(of: .weekOfYear, for: start)?.start else { return [start] }
            for k in 0..<periodLimit {
                guard let week = calendar.date(byAdding: .weekOfYear, value: k * interval, to: firstWeek) else { break }
                for offset in 0..<7 {
                    guard let day = calendar.date(byAdding: .day, value: offset, to: week),
                          weekdays.contains(calendar.component(.weekday, from: day)),
                          let date = atStartTime(day), date >= start else { continue }
                    if !accept(date) { return result }
                }
            }
        case .monthly where !monthDays.isEmpty:
            guard let firstMonth = calendar.dateInterval(of: .month, for: start)?.start else { return [start] }
            for k in 0..<periodLimit {
                guard let month = calendar.date(byAdding: .month, value: k * interval, to: firstMonth),
                      let length = calendar.range(of: .day, in: .month, for: month)?.count else { break }
                let days = Set(monthDays.compactMap { $0 > 0 ? ($0 <= length ? $0 : nil) : ($0 < 0 && -$0 <= length ? length + 1 + $0 : nil) })
                for day in days.sorted() {
                    guard let date = calendar.date(byAdding: .day, value: day - 1, to: month).flatMap(atStartTime), date >= start else { continue }
                    if !accept(date) { return result }
                }
            }
        default:
            let component: Calendar.Component = [.day, .weekOfYear, .month, .year][rule.frequency.rawValue]
            let day = calendar.component(.day, from: start)
            for k in 0..<periodLimit {
                guard let date = calendar.date(byAdding: component, value: k * interval, to: start) else { break }
                // A month without the start's day has no occurrence (no 31 April).
                if (rule.frequency == .monthly || rule.frequency == .yearly) && calendar.component(.day, from: date) != day { continue }
                if !accept(date) { return result }
            }
        }
        return result
    }
}
