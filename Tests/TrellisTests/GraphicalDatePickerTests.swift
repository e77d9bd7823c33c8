import Foundation
import Testing
@testable import Trellis

/// `.graphical` date pickers and `MultiDatePicker` at rest (fact 5 of
/// Sources/Trellis/Controls/DatePicker.swift): a 44-pt header, a 20-pt weekday row, six 44-pt
/// day rows, the selected day on a 40-pt circle; dates in UTC. November 2026 starts on a Sunday
/// (1 January 2026 is a Thursday and 1 November is the 305th day: 304 = 43 weeks and 3 days
/// later) and has 30 days. Text by the approximate measurer (0.55 em per character, lines
/// 1.2 em, sizes rounded up).
@Suite struct GraphicalDatePickerTests {
    /// 25 November 2026, 09:41 UTC.
    static let day = Date(timeIntervalSince1970: 1_795_599_660)

    private func lay<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) -> LayoutTree {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        return LayoutTree(of: view, in: CGSize(width: w, height: h), environment: env)
    }

    private func all(_ tree: LayoutTree, _ type: String) -> [LayoutTree.Element] {
        var found: [LayoutTree.Element] = []
        var stack = [tree.root]
        while let e = stack.popLast() {
            if e.type == type { found.append(e) }
            stack.append(contentsOf: e.children.reversed())
        }
        return found
    }

    private func close(_ r: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Bool {
        guard let r else { return false }
        return abs(r.minX - x) < 0.01 && abs(r.minY - y) < 0.01 && abs(r.width - w) < 0.01 && abs(r.height - h) < 0.01
    }

    @Test func theDateIsAMonthCalendarWithTheSelectedDayCircled() throws {
        #expect(Self.day.formatted(Date.ISO8601FormatStyle()) == "2026-11-25T09:41:00Z")
        let t = lay(DatePicker("Start", selection: .constant(Self.day), displayedComponents: .date)
            .datePickerStyle(.graphical).id("picker"), 350, 600)
        // 44 + 20 + 6 × 44 = 328 tall, as wide as proposed, centred in 600: y 136. No label.
        expectFrame(t, "picker", 0, 136, 350, 328)
        let texts = all(t, "Text")
        #expect(!texts.isEmpty)
        // The title, "November 2026" (headline 17: 13 × 9.35 → 122 × 21), centred in the header.
        #expect(close(texts.first?.frame.rect, 0, 147.5, 122, 21), "\(String(describing: texts.first?.frame.rect))")
        // "SUN" (footnote 13 semibold: 3 × 7.15 → 22 × 16) centred in the first 50-pt column.
        #expect(texts.contains { close($0.frame.rect, 14, 182, 22, 16) })
        // Day 25 is Wednesday of the fourth week: column 3, row 3 (y 136 + 64 + 132 = 332); its
        // circle 40 across in the middle of the 50 × 44 cell, "25" (title3 20: 22 × 24) centred.
        let circles = all(t, "Circle")
        #expect(circles.count == 1 && close(circles.first?.frame.rect, 155, 334, 40, 40), "\(circles.map(\.frame.rect))")
        #expect(texts.contains { close($0.frame.rect, 164, 342, 22, 24) })
        // Day 1 in the first cell: "1" (11 × 24) at x 19.5, y 136 + 64 + 10.
        #expect(texts.contains { close($0.frame.rect, 19.5, 210, 11, 24) })
        // 30 days, 7 weekdays and the title; the label is not shown.
        #expect(texts.count == 38)
    }

    @Test func aTimeAddsTheTimeRowBelow() {
        let t = lay(DatePicker("Start", selection: .constant(Self.day)).datePickerStyle(.graphical).id("picker"), 350, 600)
        // 328 + 44.
        expectFrame(t, "picker", 0, 114, 350, 372)
        let texts = all(t, "Text")
        // "Time" (4 × 9.35 → 38 × 21) at the leading edge of the last 44 pt: y 114 + 328 + 11.5.
        #expect(texts.contains { close($0.frame.rect, 0, 453.5, 38, 21) })
        // "9:41 AM" in the compact button: 7 × 9.35 → 66 wide, padded 11 × 6: 88 × 33 at the trailing edge.
        #expect(texts.contains { close($0.frame.rect, 350 - 11 - 66, 114 + 328 + 5.5 + 6, 66, 21) })
    }

    @Test func proposedNoWidthTheCalendarIs320Wide() {
        let t = lay(HStack { DatePicker("", selection: .constant(Self.day), displayedComponents: .date).datePickerStyle(.graphical).id("p") }
            .fixedSize(), 600, 600)
        expectFrame(t, "p", 140, 136, 320, 328)
    }

    @Test func aMultiDatePickerCirclesEverySelectedDay() {
        let days: Set<DateComponents> = [DateComponents(year: 2026, month: 11, day: 2), DateComponents(year: 2026, month: 11, day: 30)]
        let t = lay(MultiDatePicker("Trips", selection: .constant(days)).id("multi"), 350, 600)
        expectFrame(t, "multi", 0, 136, 350, 328)
        let circles = all(t, "Circle").map(\.frame.rect)
        // Monday the 2nd: column 1, row 0; Monday the 30th: column 1, row 4.
        #expect(circles.count == 2 && close(circles[0], 55, 202, 40, 40) && close(circles[1], 55, 378, 40, 40), "\(circles)")
    }
}
