import Foundation
import Testing

extension PreviewUnderXvfb {
    /// The mouse wheel and the paging keys scroll the scroll view under the pointer.
    @Suite("scrolling")
    struct ScrollPreviewTests {
        /// A 200-wide scroll view of a 100-tall red band over a 600-tall blue one (700 tall in all,
        /// at most 500 scrolled in a 200-tall window); `below` colours the lower band.
        static func source(below: String) -> String {
            "import SwiftUI\n\n#Preview {\n    ScrollView {\n        VStack(spacing: 0) {\n"
                + "            Color.red.frame(height: 100)\n            Color.\(below).frame(height: 600)\n"
                + "        }\n    }\n}\n"
        }

        /// Screenshots until `condition` holds (frames can lag on a loaded machine), or the last one.
        static func waitForScreen(_ window: String, _ display: VirtualDisplay, _ condition: (Screenshot) -> Bool) throws -> Screenshot {
            let deadline = Date().addingTimeInterval(5)
            var shot = try Screenshot.grab(window: window, display: display.name)
            while !condition(shot) && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.03)
                shot = try Screenshot.grab(window: window, display: display.name)
            }
            return shot
        }

        @Test("a wheel notch scrolls 40 pt, Page Down a page, a reload keeps the offset, Tab resets it")
        func wheelPageReloadAndTab() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Scroll.swift"
            try Self.source(below: "blue").write(toFile: file, atomically: true, encoding: .utf8)

            let preview = try PreviewProcess([file, "--size", "200x200", "--log"], display: display.name)
            defer { preview.stop() }
            let rest = try preview.waitForLayout(after: 0, timeout: 15) { $0["size"] == "200x200" }
            #expect(rest["scroll"] == nil)
            let window = try preview.windowID(title: "Trellis - Scroll.swift")
            preview.press("i")  // no status bar over the bottom edge
            var shot = try Self.waitForScreen(window, display) { $0.box(of: Screenshot.red)?.height == 100 }
            #expect(shot.box(of: Screenshot.red).map { [$0.x, $0.y, $0.width, $0.height] } == [0, 0, 200, 100])

            // One notch down (button 5) over the scroll view: 40 points.
            var mark = preview.output.count
            preview.xdotool("mousemove", "100", "100", "click", "5")
            try preview.waitForLayout(after: mark) { $0["scroll"] == "0,40" }
            shot = try Self.waitForScreen(window, display) { $0.box(of: Screenshot.red)?.height == 60 }
            #expect(shot.box(of: Screenshot.red).map { [$0.x, $0.y, $0.width, $0.height] } == [0, 0, 200, 60])
            // The indicator shows while scrolling: a dark bar 3 pt inside the right edge, on blue.
            let bar = shot.pixel(195, 65)
            #expect(bar != Screenshot.blue && bar.r < 60 && bar.b < 200, "indicator at (195,65): \(bar)")
            // ... and fades out about half a second later.
            shot = try Self.waitForScreen(window, display) { $0.pixel(195, 65) == Screenshot.blue }
            #expect(shot.pixel(195, 65) == Screenshot.blue)

            // Up past the top stops at 0 (the log line shows no offset).
            mark = preview.output.count
            preview.xdotool("click", "--repeat", "3", "4")
            try preview.waitForLayout(after: mark) { $0["scroll"] == nil }

            // Page Down: a page less 40 points of overlap, 160.
            mark = preview.output.count
            preview.press("Next", pointer: (100, 100))
            try preview.waitForLayout(after: mark) { $0["scroll"] == "0,160" }
            shot = try Self.waitForScreen(window, display) { $0.box(of: Screenshot.red) == nil }
            #expect(shot.box(of: Screenshot.red) == nil && shot.pixel(100, 5) == Screenshot.blue)
            // End: the bottom (700 - 200).
            mark = preview.output.count
            preview.press("End", pointer: (100, 100))
            try preview.waitForLayout(after: mark) { $0["scroll"] == "0,500" }

            // An edit that keeps the structure keeps the offset: green now fills the window.
            mark = preview.output.count
            try Self.source(below: "green").write(toFile: file, atomically: true, encoding: .utf8)
            try preview.waitForLine(after: mark, prefix: "load ")
            try preview.waitForLayout(after: mark) { $0["scroll"] == "0,500" }
            shot = try Self.waitForScreen(window, display) { $0.box(of: Screenshot.green)?.height == 200 }
            #expect(shot.box(of: Screenshot.green).map { [$0.x, $0.y, $0.width, $0.height] } == [0, 0, 200, 200])

            // Tab (the same, only preview again) starts at rest.
            mark = preview.output.count
            preview.press("Tab", pointer: (100, 100))
            try preview.waitForLayout(after: mark) { $0["scroll"] == nil }
            shot = try Self.waitForScreen(window, display) { $0.box(of: Screenshot.red)?.height == 100 }
            #expect(shot.box(of: Screenshot.red)?.height == 100)
        }
    }
}
