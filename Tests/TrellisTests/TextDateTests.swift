import Foundation
import Testing
@testable import Trellis

/// Dates in text and ScaledMetric at rest (facts in Text/TextDate.swift).
@MainActor @Suite struct TextDateTests {
    let now = Date(timeIntervalSince1970: 1_764_063_660) // 2025-11-25 09:41:00 UTC
    let utc = TimeZone(identifier: "UTC")!

    private func s(_ offset: TimeInterval, _ style: Text.DateStyle) -> String {
        Text.string(now.addingTimeInterval(offset), style: style, now: now, timeZone: utc)
    }

    @Test func absoluteStyles() {
        #expect(s(0, .date) == "November 25, 2025")
        #expect(s(0, .time).replacingOccurrences(of: "\u{202F}", with: " ") == "9:41 AM")
    }

    @Test func relativeShowsTheTwoLargestUnits() {
        #expect(s(2 * 3600 + 23 * 60 + 5, .relative) == "2 hours, 23 minutes")
        #expect(s(-60, .relative) == "1 minute")
        #expect(s(3 * 86_400 + 7200, .relative) == "3 days, 2 hours")
        #expect(s(0.4, .relative) == "0 seconds")
    }

    @Test func offsetIsSignedInTheLargestUnit() {
        #expect(s(2 * 3600 + 60, .offset) == "+2 hours")
        #expect(s(-90, .offset) == "-1 minute")
    }

    @Test func timerCountsMinutesAndSecondsThenHours() {
        #expect(s(152, .timer) == "2:32")
        #expect(s(-(36 * 3600 + 59 * 60 + 1), .timer) == "36:59:01")
    }

    @Test func timerIntervalCountsDownFromItsEndOrUpFromItsStart() {
        let range = now.addingTimeInterval(-60)...now.addingTimeInterval(3600 + 5)
        #expect(Text.timerString(range, now: now, countsDown: true, showsHours: true) == "1:00:05")
        #expect(Text.timerString(range, now: now, countsDown: true, showsHours: false) == "60:05")
        #expect(Text.timerString(range, now: now, countsDown: false, showsHours: true) == "1:00")
        #expect(Text.timerString(range, now: now.addingTimeInterval(-999), countsDown: false, showsHours: true) == "0:00")
    }

    @Test func aDateMadeFromNowReadsTheSameEverywhere() {
        #expect(Text(Date().addingTimeInterval(3600), style: .relative).string == "1 hour")
        #expect(Text(Date().addingTimeInterval(90), style: .timer).string == "1:30")
    }

    @Test func scaledMetricFollowsTheTextStylesDynamicTypeSize() {
        // Body: 17 at large, 23 at xxxLarge, 53 at accessibility5 (Font.swift's tables).
        #expect(ScaledMetric<CGFloat>.scaled(34, .body, .large) == 34)
        #expect(abs(ScaledMetric<CGFloat>.scaled(34, .body, .xxxLarge) - 46) < 0.001)
        #expect(abs(ScaledMetric<CGFloat>.scaled(10, .largeTitle, .xSmall) - 10 * 31 / 34) < 0.001)
        struct Icon: View {
            @ScaledMetric(relativeTo: .body) var side: CGFloat = 17
            var body: some View { Color.red.frame(width: side, height: side).id("icon") }
        }
        var env = EnvironmentValues()
        env.dynamicTypeSize = .accessibility5
        let t = layout(Icon(), 200, 200, environment: env)
        #expect(t.frame(id: "icon")?.width == 53)
    }
}
