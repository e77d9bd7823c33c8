import Foundation
import Testing

extension PreviewUnderXvfb {
    /// Key 2 (iPhone 15) lays the root out inside the device's safe area, as Xcode Previews do.
    @Suite("safe area")
    struct SafeAreaPreviewTests {
        @Test("pressing 2 lays out inside iPhone 15's insets: the log line and the screen")
        func iPhone15KeepsTheRootInsideTheSafeArea() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Red.swift"
            try "import SwiftUI\n\n#Preview { Color.red }\n".write(toFile: file, atomically: true, encoding: .utf8)

            let preview = try PreviewProcess([file, "--size", "300x300", "--log"], display: display.name)
            defer { preview.stop() }
            try preview.waitForLayout(after: 0, timeout: 15) { $0["size"] == "300x300" && $0["safe"] == "none" }
            let window = try preview.windowID(title: "Trellis - Red.swift")
            var mark = preview.output.count
            preview.press("i")
            preview.press("2")
            try preview.waitForLayout(after: mark) { $0["size"] == "393x852" && $0["device"] == "iphone-15" && $0["safe"] == "59,0,34,0" }

            // The red root fills the safe area only: 59 points below the top, 34 above the bottom.
            let red = Screenshot.RGB(255, 59, 48)
            var shot = try Screenshot.grab(window: window, display: display.name)
            let deadline = Date().addingTimeInterval(3)
            while shot.box(of: red)?.height != 759 && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.05)
                shot = try Screenshot.grab(window: window, display: display.name)
            }
            let box = shot.box(of: red)
            #expect(box?.x == 0 && box?.y == 59 && box?.width == 393 && box?.height == 759, "red: \(String(describing: box))")
            // Above it the status-bar band and the Dynamic Island are drawn faintly, not red.
            #expect(shot.pixel(5, 30) != red && shot.pixel(196, 28) != red)

            // Back to free size: no safe area.
            mark = preview.output.count
            preview.press("0")
            try preview.waitForLayout(after: mark) { $0["safe"] == "none" && $0["device"] == nil }
        }
    }
}
