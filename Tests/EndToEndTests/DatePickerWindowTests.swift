import Foundation
import Testing

/// A compact date picker in the window, clicked as a person would: the date button opens the
/// calendar in a floating card over the dimmed screen, a click on a day circles it (the card
/// stays open, as on iOS), a click outside closes the card (Controls/DatePickerPopover.swift).
/// Checked by pixels and by `--log`'s `live` lines.
extension PreviewUnderXvfb {
    @Suite("live date picker")
    struct DatePickerWindowTests {
        static let source = """
            import SwiftUI

            struct When: View {
                @State private var date = Date(timeIntervalSince1970: 1_764_063_660)
                var body: some View {
                    VStack {
                        DatePicker("Date", selection: $date)
                        Spacer()
                    }
                    .padding()
                }
            }

            #Preview { When() }
            """

        @Test("a click on the date opens the calendar card; a day picks; outside closes")
        func clickOpensPicksAndCloses() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/When.swift"
            try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--engine", "compiled", "--size", "400x600", "--scale", "1", "--log"],
                                             display: display.name, environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache"])
            defer { preview.stop() }
            _ = try preview.waitForLine(after: 0, prefix: "compile file=When.swift ok", timeout: 180)
            try preview.waitForLayout(after: 0, timeout: 15)
            let window = try preview.windowID(title: "Trellis - When.swift")
            let wait = PreviewUnderXvfb.ScrollPreviewTests.waitForScreen
            let white = Screenshot.RGB(255, 255, 255), dimmed = Screenshot.RGB(204, 204, 204)
            // The selected day's circle: the tint at 12 % on white.
            let circle = Screenshot.RGB(224, 239, 255)
            var shot = try wait(window, display) { $0.pixel(5, 500) == white }

            // The picker's row is y 16…50; the date button is left of the time button at its trailing end. The card (x 28…372,
            // y 58…410) holds the calendar from (40, 70): day rows from y 134, 44 tall, columns
            // 320 / 7 wide. November 2025 starts on a Saturday: the 25th is in row 4, column 2
            // (centre 154, 332); the 15th in row 2, column 6 (centre 337, 244).
            var mark = preview.output.all.count
            preview.xdotool("mousemove", "230", "33", "click", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=tap@230,33 taken=1")
            shot = try wait(window, display) { $0.pixel(5, 500).isClose(to: dimmed, tolerance: 3) && $0.pixel(137, 332).isClose(to: circle, tolerance: 4) }
            #expect(shot.pixel(5, 500).isClose(to: dimmed, tolerance: 3), "dimmed: \(shot.pixel(5, 500))")
            #expect(shot.pixel(137, 332).isClose(to: circle, tolerance: 4), "the 25th circled: \(shot.pixel(137, 332))")
            #expect(shot.pixel(320, 244).isClose(to: white, tolerance: 3), "the 15th plain: \(shot.pixel(320, 244))")

            // The 15th: circled now, the 25th no longer; the card stays.
            mark = preview.output.all.count
            preview.xdotool("mousemove", "337", "244", "click", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=tap@337,244 taken=1")
            shot = try wait(window, display) { $0.pixel(320, 244).isClose(to: circle, tolerance: 4) }
            #expect(shot.pixel(320, 244).isClose(to: circle, tolerance: 4), "the 15th circled: \(shot.pixel(320, 244))")
            #expect(shot.pixel(137, 332).isClose(to: white, tolerance: 3), "the 25th plain: \(shot.pixel(137, 332))")
            #expect(shot.pixel(5, 500).isClose(to: dimmed, tolerance: 3), "still open: \(shot.pixel(5, 500))")

            // Outside the card: it closes, the screen is no longer dimmed.
            mark = preview.output.all.count
            preview.xdotool("mousemove", "200", "500", "click", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=tap@200,500 taken=1")
            shot = try wait(window, display) { $0.pixel(5, 500) == white }
            #expect(shot.pixel(5, 500) == white && shot.pixel(320, 244).isClose(to: white, tolerance: 3), "\(shot.pixel(5, 500)) \(shot.pixel(320, 244))")
        }
    }
}
