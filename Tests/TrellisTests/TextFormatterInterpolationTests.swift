import Foundation
import Testing
@testable import Trellis

/// `Text("\(value, formatter: f)")`: the value as the formatter writes it, inside the string.
@Suite struct TextFormatterInterpolationTests {
    static func string(_ key: LocalizedStringKey) -> String { key.segments().map(\.string).joined() }

    @Test func aDateAndANumberAreWrittenByTheirFormatters() {
        let dates = DateFormatter()
        dates.locale = Locale(identifier: "en_US_POSIX")
        dates.timeZone = TimeZone(identifier: "UTC")
        dates.dateFormat = "HH:mm"
        let cutoff = Date(timeIntervalSince1970: 15 * 3600 + 30 * 60)
        #expect(Self.string("Coffee before \(cutoff, formatter: dates)") == "Coffee before 15:30")
        let numbers = NumberFormatter()
        numbers.minimumFractionDigits = 2
        numbers.maximumFractionDigits = 2
        #expect(Self.string("Total: \(NSNumber(value: 3.5), formatter: numbers)") == "Total: 3.50")
        // No formatter: the value as it describes itself.
        #expect(Self.string("\(NSNumber(value: 7), formatter: nil)") == "7")
    }
}
