import Foundation
import Testing
import Trellis

/// A compact date picker in `--interact`, in real `trellis` processes on the compiled path: a tap
/// on the picker opens its calendar in a floating card over the screen, a tap on a day picks it
/// (the card stays open, as on iOS), a tap outside closes it (Controls/DatePickerPopover.swift).
@Suite(.serialized) struct DatePickerCommandTests {
    static let source = """
        import SwiftUI

        struct When: View {
            @State private var date = Date(timeIntervalSince1970: 1_764_063_660)
            var body: some View {
                VStack {
                    DatePicker("Date", selection: $date)
                    Text("Day \\(day)").id("day-\\(day)")
                    Spacer()
                }
                .padding()
            }
            /// The day of the month in UTC, the previews' time zone.
            var day: Int {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(identifier: "UTC")!
                return calendar.component(.day, from: date)
            }
        }

        #Preview { When() }
        """

    static func layout(_ steps: String) throws -> LayoutTree {
        let url = try Command.temporaryFile(Self.source, name: "When.swift")
        let r = try CompiledPath.run(["layout", url.path, "--json", "--size", "390x600", "--interact", steps])
        #expect(r.status == 0, "\(r.stderr)")
        return try CompiledPath.tree(r.stdout)
    }

    @Test func tappingThePickerOpensItsCalendarAndADayPicksIt() throws {
        // The picker's row starts at y 16 (no safe area, 16 of padding): the card, 344 wide and
        // 352 tall, is centred across the canvas 8 pt below it.
        let open = try Self.layout("tap 'Date'")
        #expect(open.root.type == "Presentation")
        let picker = try #require(open.root.all.first { $0.type == "DatePicker" }).frame
        #expect(abs(picker.y - 16) < 0.01, "\(picker)")
        let card = try #require(open.root.children.last).frame
        #expect(abs(card.x - 23) < 0.01 && abs(card.y - (picker.y + picker.height + 8)) < 0.01, "\(card) \(picker)")
        #expect(abs(card.width - 344) < 0.01 && abs(card.height - 352) < 0.01, "\(card)")
        let picked = try Self.layout("tap 'Date'; tap '15'")
        #expect(picked.root.type == "Presentation")
        let closed = try Self.layout("tap 'Date'; tap '15'; tap 200,500")
        #expect(closed.root.type != "Presentation")
        #expect(open.root.first(id: "day-25") != nil)
        #expect(closed.root.first(id: "day-15") != nil, "\(closed.root.all.compactMap(\.id))")
    }
}
