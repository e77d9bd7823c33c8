import Foundation
import Testing

/// The window takes a preview's `previewDevice` as its device key would: the nearest preset's
/// size, size classes and safe area, until the person picks a device or a size.
extension PreviewUnderXvfb {
    @Suite("a preview's device in the window")
    struct PreviewDeviceWindowTests {
        static let source = """
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    Color.blue
                }
            }

            struct Badge_Previews: PreviewProvider {
                static var previews: some View {
                    Badge()
                        .previewDevice("iPhone SE (3rd generation)")
                        .previewDisplayName("On an SE")
                    Badge()
                        .previewDisplayName("Anywhere")
                }
            }
            """

        @Test("previewDevice picks the nearest preset; another preview goes back; the person's choice holds")
        func previewDeviceIsTheWindowsDevice() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Badge.swift"
            try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--scale", "1", "--log", "--engine", "compiled"],
                                             display: display.name, environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache"])
            defer { preview.stop() }
            _ = try preview.waitForLine(after: 0, prefix: "compile file=Badge.swift ok", timeout: 180)
            // The SE's 375 × 667 screen, its compact width and 20-point status bar.
            try preview.waitForLayout(after: 0, timeout: 20) { $0["device"] == "iphone-se" && $0["size"] == "375x667" }
            let window = try preview.windowID(title: "Trellis - Badge.swift")
            let shot = try ScrollPreviewTests.waitForScreen(window, display) { $0.pixel(187, 300) == Screenshot.blue }
            #expect(shot.pixel(187, 300) == Screenshot.blue, "blue inside the SE's screen: \(shot.pixel(187, 300))")
            #expect(shot.pixel(187, 10) != Screenshot.blue, "the status bar's 20 points stay clear")

            // The next preview names no device: the window goes back to its own size.
            var mark = preview.output.count
            preview.press("Tab")
            try preview.waitForLayout(after: mark) { $0["device"] == nil && $0["size"] == "390x844" }
            // And back to the SE with Shift+Tab.
            mark = preview.output.count
            preview.press("shift+Tab")
            try preview.waitForLayout(after: mark) { $0["device"] == "iphone-se" }

            // A device key is the person's choice: the previews' devices no longer change it.
            mark = preview.output.count
            preview.press("2")
            try preview.waitForLayout(after: mark) { $0["device"] == "iphone-15" && $0["size"] == "393x852" }
            mark = preview.output.count
            preview.press("Tab")
            try preview.waitForLayout(after: mark) { $0["device"] == "iphone-15" }
            mark = preview.output.count
            preview.press("shift+Tab")
            try preview.waitForLayout(after: mark) { $0["device"] == "iphone-15" }
        }

        @Test("a size given on the command line is kept over the preview's device")
        func aChosenSizeWins() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Badge.swift"
            try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--size", "500x600", "--scale", "1", "--log", "--engine", "compiled"],
                                             display: display.name, environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache"])
            defer { preview.stop() }
            _ = try preview.waitForLine(after: 0, prefix: "compile file=Badge.swift ok", timeout: 180)
            try preview.waitForLayout(after: 0, timeout: 20) { $0["device"] == nil && $0["size"] == "500x600" }
        }
    }
}
