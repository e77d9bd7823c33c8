import Foundation
import Testing

/// The previewer as a person uses it: the real `trellis preview` executable on a private Xvfb
/// display, driven with xdotool, checked through screenshots and its `--log` lines.
extension PreviewUnderXvfb {
    @Suite("the window")
    struct PreviewWindowTests {
        /// Red and blue in an AnyLayout chosen by the horizontal size class, with a second preview.
        static let adaptiveSource = """
            import SwiftUI

            struct Adaptive: View {
                @Environment(\\.horizontalSizeClass) var horizontalSizeClass

                var body: some View {
                    let layout = horizontalSizeClass == .regular ? AnyLayout(HStackLayout(spacing: 10)) : AnyLayout(VStackLayout(spacing: 10))
                    layout {
                        Color.red.frame(minWidth: 50, minHeight: 50)
                        Color.blue.frame(minWidth: 50, minHeight: 50)
                    }
                    .padding(20)
                }
            }

            #Preview("Adaptive") {
                Adaptive()
            }

            #Preview("Green") {
                Color.green.padding(30)
            }

            """

        @Test("keys, resizes, edits, a broken file and quitting, checked on screen")
        func drivenLikeAPerson() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Adaptive.swift"
            try Self.adaptiveSource.write(toFile: file, atomically: true, encoding: .utf8)

            let preview = try PreviewProcess([file, "--size", "390x844", "--log"], display: display.name)
            defer { preview.stop() }
            try preview.waitForLayout(after: 0, timeout: 15) {
                $0["size"] == "390x844" && $0["h"] == "compact(auto)" && $0["v"] == "regular(auto)" && $0["anylayout"] == "as-written"
            }
            let window = try preview.windowID(title: "Trellis - Adaptive.swift")
            let title = ExternalTool.text(ExternalTool.run(["xdotool", "getwindowname", window], display: display.name).output)
            #expect(title.contains("Adaptive.swift") && title.contains("Adaptive (1/2)"), "title: \(title)")

            // The status bar is drawn over the bottom edge; `i` hides it.
            var shot = try Screenshot.grab(window: window, display: display.name)
            #expect(shot.pixel(3, 842).r < 80, "status bar at the bottom: \(shot.pixel(3, 842))")
            preview.press("i")
            shot = try waitForScreen(window, display) { $0.pixel(3, 842) == Screenshot.RGB(255, 255, 255) }
            #expect(shot.pixel(3, 842) == Screenshot.RGB(255, 255, 255), "status bar hidden")

            // Compact width: the AnyLayout is a VStack, red above blue, root centred in the window.
            try expectArrangement(window, display, red: (20, 20, 350, 397), blue: (20, 427, 350, 397))

            // Dragging past the 700 pt breakpoint: regular width, HStack, red left of blue (animated).
            var mark = preview.output.count
            preview.xdotool("windowsize", window, "800", "500")
            try preview.waitForLayout(after: mark) { $0["size"] == "800x500" && $0["h"] == "regular(auto)" && $0["v"] == "regular(auto)" }
            try expectArrangement(window, display, red: (20, 20, 375, 460), blue: (405, 20, 375, 460))
            let animationLine = try preview.waitForLine(after: mark, prefix: "animation ")
            let animation = PreviewProcess.fields(animationLine)
            #expect((Int(animation["frames"] ?? "") ?? 0) >= 5, "\(animationLine)")
            #expect((Int(animation["duration_ms"] ?? "") ?? 0) >= 290, "\(animationLine)")

            // a: every AnyLayout flips to the other stack form, in between frames on the way.
            mark = preview.output.count
            preview.press("a")
            try preview.waitForLayout(after: mark) { $0["anylayout"] == "vertical" }
            let midway = try Screenshot.grab(window: window, display: display.name)
            try expectArrangement(window, display, red: (20, 20, 760, 225), blue: (20, 255, 760, 225))
            // The switch animates: frames between the two arrangements were painted (the log says how
            // many), and a screenshot taken on the way shows red no narrower than its HStack frame and
            // no wider than its VStack one (how far along it is depends on the machine's speed).
            let switchAnimation = PreviewProcess.fields(try preview.waitForLine(after: mark, prefix: "animation "))
            #expect((Int(switchAnimation["frames"] ?? "") ?? 0) >= 3, "\(switchAnimation)")
            let midRed = try #require(midway.box(of: Screenshot.red), "red is on screen during the switch")
            #expect((375...760).contains(midRed.width), "red between its two frames: \(midRed)")
            mark = preview.output.count
            preview.press("a")
            try preview.waitForLayout(after: mark) { $0["anylayout"] == "as-written" }
            try expectArrangement(window, display, red: (20, 20, 375, 460), blue: (405, 20, 375, 460))

            // h and v cycle auto → compact → regular → auto, marked as forced in the log.
            for (key, field, expected) in [("h", "h", "compact(forced)"), ("h", "h", "regular(forced)"), ("h", "h", "regular(auto)"),
                                           ("v", "v", "compact(forced)"), ("v", "v", "regular(forced)"), ("v", "v", "regular(auto)")] {
                mark = preview.output.count
                preview.press(key)
                try preview.waitForLayout(after: mark) { $0[field] == expected }
                if expected == "compact(forced)" && key == "h" {
                    try expectArrangement(window, display, red: (20, 20, 760, 225), blue: (20, 255, 760, 225))
                }
            }
            try expectArrangement(window, display, red: (20, 20, 375, 460), blue: (405, 20, 375, 460))

            // l: right-to-left mirrors the HStack.
            mark = preview.output.count
            preview.press("l")
            try preview.waitForLayout(after: mark) { $0["dir"] == "rtl" }
            try expectArrangement(window, display, red: (405, 20, 375, 460), blue: (20, 20, 375, 460))
            mark = preview.output.count
            preview.press("l")
            try preview.waitForLayout(after: mark) { $0["dir"] == "ltr" }

            // d: dark scheme, black window and the dark variants of the colours.
            mark = preview.output.count
            preview.press("d")
            try preview.waitForLayout(after: mark) { $0["scheme"] == "dark" }
            shot = try waitForScreen(window, display) { $0.box(of: Screenshot.darkRed, tolerance: 1).map { $0 == (20, 20, 375, 460) } ?? false }
            #expect(shot.pixel(5, 5) == Screenshot.RGB(0, 0, 0), "dark background: \(shot.pixel(5, 5))")
            #expect(shot.box(of: Screenshot.darkRed, tolerance: 1).map { $0 == (20, 20, 375, 460) } ?? false,
                    "dark red at red's frame: \(String(describing: shot.box(of: Screenshot.darkRed, tolerance: 1)))")
            #expect(shot.box(of: Screenshot.darkBlue, tolerance: 1).map { $0 == (405, 20, 375, 460) } ?? false, "dark blue at blue's frame")
            mark = preview.output.count
            preview.press("d")
            try preview.waitForLayout(after: mark) { $0["scheme"] == "light" }

            // + and -: Dynamic Type steps.
            mark = preview.output.count
            preview.press("plus")
            try preview.waitForLayout(after: mark) { $0["type"] == "xLarge" }
            mark = preview.output.count
            preview.press("minus")
            try preview.waitForLayout(after: mark) { $0["type"] == "large" }

            // b: outlines on every view; hovering shows the view's size.
            try expectArrangement(window, display, red: (20, 20, 375, 460), blue: (405, 20, 375, 460))
            preview.press("b", pointer: (100, 100))
            shot = try waitForScreen(window, display) { $0.pixel(20, 200) != Screenshot.red }
            #expect(shot.pixel(20, 200) != Screenshot.red, "outline drawn over red's left edge")
            let label = Screenshot.RGB(25, 112, 244)
            #expect(shot.count(of: label, tolerance: 14, in: (110, 112, 40, 20)) > 200, "hover label beside the pointer")
            preview.press("b", pointer: (100, 100))
            shot = try waitForScreen(window, display) { $0.pixel(20, 200) == Screenshot.red }
            #expect(shot.pixel(20, 200) == Screenshot.red, "outlines off")

            // Tab / Shift+Tab: the second preview of the file, and back.
            mark = preview.output.count
            preview.press("Tab")
            try preview.waitForLayout(after: mark) { $0["preview"] == "2" }
            shot = try waitForScreen(window, display) { $0.box(of: Screenshot.green) != nil }
            #expect(shot.box(of: Screenshot.green).map { $0 == (30, 30, 740, 440) } ?? false, "green preview: \(String(describing: shot.box(of: Screenshot.green)))")
            let secondTitle = ExternalTool.text(ExternalTool.run(["xdotool", "getwindowname", window], display: display.name).output)
            #expect(secondTitle.contains("Green (2/2)"), "title: \(secondTitle)")
            mark = preview.output.count
            preview.press("shift+Tab")
            try preview.waitForLayout(after: mark) { $0["preview"] == "1" }
            try expectArrangement(window, display, red: (20, 20, 375, 460), blue: (405, 20, 375, 460))

            // s: a PNG beside the file, a new name each time; the layout file is untouched.
            mark = preview.output.count
            preview.press("s")
            let saved1 = String(try preview.waitForLine(after: mark, prefix: "saved ").dropFirst(6))
            mark = preview.output.count
            preview.press("s")
            let saved2 = String(try preview.waitForLine(after: mark, prefix: "saved ").dropFirst(6))
            #expect(saved1 != saved2)
            #expect((saved1 as NSString).deletingLastPathComponent == folder.path)
            for png in [saved1, saved2] {
                let bytes = (try? Data(contentsOf: URL(fileURLWithPath: png))) ?? Data()
                #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(png) is a PNG")
            }
            #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.adaptiveSource)

            // ? and F1: the help overlay over the middle of the window.
            preview.press("question")
            let panel = Screenshot.RGB(31, 31, 36), middle = (x: 300, y: 150, width: 200, height: 200)
            shot = try waitForScreen(window, display) { $0.count(of: panel, tolerance: 12, in: middle) > 20_000 }
            #expect(shot.count(of: panel, tolerance: 12, in: middle) > 20_000, "help panel over the middle")
            preview.press("F1")
            shot = try waitForScreen(window, display) { $0.count(of: panel, tolerance: 12, in: middle) == 0 }
            #expect(shot.count(of: panel, tolerance: 12, in: middle) == 0 && shot.pixel(600, 250) == Screenshot.blue, "help hidden")

            // Device presets with Apple's size classes; r rotates; 0 returns to free size.
            for (key, size, h, v) in [("2", "393x852", "compact(device)", "regular(device)"), ("r", "852x393", "compact(device)", "compact(device)"),
                                      ("3", "430x932", "compact(device)", "regular(device)"), ("r", "932x430", "regular(device)", "compact(device)"),
                                      ("0", "932x430", "regular(auto)", "compact(auto)")] {
                mark = preview.output.count
                preview.press(key)
                try preview.waitForLayout(after: mark) { $0["size"] == size && $0["h"] == h && $0["v"] == v }
            }
            let geometry = ExternalTool.text(ExternalTool.run(["xdotool", "getwindowgeometry", window], display: display.name).output)
            #expect(geometry.contains("932x430"), "window follows the preset: \(geometry)")
            mark = preview.output.count
            preview.xdotool("windowsize", window, "800", "500")
            try preview.waitForLayout(after: mark) { $0["size"] == "800x500" && $0["h"] == "regular(auto)" }
            try expectArrangement(window, display, red: (20, 20, 375, 460), blue: (405, 20, 375, 460))

            // r at free size swaps the window's width and height (compact width again: a VStack).
            mark = preview.output.count
            preview.press("r")
            try preview.waitForLayout(after: mark) { $0["size"] == "500x800" && $0["h"] == "compact(auto)" }
            try expectArrangement(window, display, red: (20, 20, 460, 375), blue: (20, 405, 460, 375))
            mark = preview.output.count
            preview.press("r")
            try preview.waitForLayout(after: mark) { $0["size"] == "800x500" && $0["h"] == "regular(auto)" }
            try expectArrangement(window, display, red: (20, 20, 375, 460), blue: (405, 20, 375, 460))

            // Live reload: saving the file relays out (within 100 ms, measured from the save).
            mark = preview.output.count
            let saveTime = Date()
            try Self.adaptiveSource.replacingOccurrences(of: "Color.blue", with: "Color.green")
                .write(toFile: file, atomically: true, encoding: .utf8)
            try preview.waitForLayout(after: mark) { $0["errors"] == "0" }
            let reloadMS = Date().timeIntervalSince(saveTime) * 1000
            // The 100 ms goal is measured and printed; the bound here only catches a reload that stalls.
            #expect(reloadMS < 2000, "relayout \(Int(reloadMS)) ms after the save (goal: 100 ms)")
            print("reload latency: \(String(format: "%.1f", reloadMS)) ms from save to layout line")
            shot = try waitForScreen(window, display) { $0.box(of: Screenshot.green) != nil }
            #expect(shot.box(of: Screenshot.green).map { $0 == (405, 20, 375, 460) } ?? false, "green where blue was")

            // A broken file: an error banner with LINE:COL over the last good layout.
            mark = preview.output.count
            try "struct Adaptive: View {\n    var body: some View {\n        HStack {\n".write(toFile: file, atomically: true, encoding: .utf8)
            let failure = try preview.waitForLine(after: mark, prefix: "load file=Adaptive.swift failed")
            #expect(failure.range(of: #"first="\d+:\d+: "#, options: .regularExpression) != nil, "\(failure)")
            shot = try waitForScreen(window, display) { $0.pixel(5, 5).isClose(to: .init(199, 31, 26), tolerance: 25) }
            #expect(shot.pixel(5, 5).isClose(to: .init(199, 31, 26), tolerance: 25), "banner: \(shot.pixel(5, 5))")
            #expect(shot.pixel(200, 300) == Screenshot.red, "the last good layout stays under the banner")

            // Fixed again: it recovers by itself.
            mark = preview.output.count
            try Self.adaptiveSource.write(toFile: file, atomically: true, encoding: .utf8)
            try preview.waitForLayout(after: mark) { $0["errors"] == "0" }
            shot = try waitForScreen(window, display) { $0.pixel(5, 5) == Screenshot.RGB(255, 255, 255) }
            #expect(shot.pixel(5, 5) == Screenshot.RGB(255, 255, 255), "banner gone")
            try expectArrangement(window, display, red: (20, 20, 375, 460), blue: (405, 20, 375, 460))

            // Deleting the watched file: the window waits; recreating it brings the layout back.
            mark = preview.output.count
            try FileManager.default.removeItem(atPath: file)
            try preview.waitForLine(after: mark, prefix: "load file=Adaptive.swift failed")
            #expect(preview.process.isRunning)
            mark = preview.output.count
            try Self.adaptiveSource.write(toFile: file, atomically: true, encoding: .utf8)
            try preview.waitForLayout(after: mark) { $0["errors"] == "0" }

            // 1 × 1 pixels: still alive, and it comes back.
            mark = preview.output.count
            preview.xdotool("windowsize", window, "1", "1")
            try preview.waitForLayout(after: mark) { $0["size"] == "1x1" }
            mark = preview.output.count
            preview.xdotool("windowsize", window, "390", "844")
            try preview.waitForLayout(after: mark) { $0["size"] == "390x844" }
            try expectArrangement(window, display, red: (20, 20, 350, 397), blue: (20, 427, 350, 397))

            // q closes the window and exits 0; nothing was ever written to the layout file.
            preview.press("q")
            #expect(preview.waitForExit(timeout: 5) == 0)
            #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.adaptiveSource)
            #expect(preview.errors.all.isEmpty, "stderr: \(preview.errors.all)")
        }

        @Test("closes cleanly: WM_DELETE_WINDOW, Escape, SIGINT, a lost X server, no display")
        func closesCleanly() throws {
            let folder = try ScratchFolder()
            let file = folder.path + "/Adaptive.swift"
            try Self.adaptiveSource.write(toFile: file, atomically: true, encoding: .utf8)
            let display = try VirtualDisplay()
            defer { display.stop() }

            let byWindowManager = try PreviewProcess([file, "--log"], display: display.name)
            try byWindowManager.waitForLayout(after: 0, timeout: 15)
            let window = try byWindowManager.windowID(title: "Trellis - Adaptive.swift")
            try CloseRequest.send(window: UInt(window) ?? 0, display: display.name)
            #expect(byWindowManager.waitForExit(timeout: 5) == 0, "WM_DELETE_WINDOW")

            let byEscape = try PreviewProcess([file, "--log"], display: display.name)
            try byEscape.waitForLayout(after: 0, timeout: 15)
            byEscape.press("Escape")
            #expect(byEscape.waitForExit(timeout: 5) == 0, "Escape")

            let byInterrupt = try PreviewProcess([file, "--log"], display: display.name)
            try byInterrupt.waitForLayout(after: 0, timeout: 15)
            kill(byInterrupt.process.processIdentifier, SIGINT)
            #expect(byInterrupt.waitForExit(timeout: 5) == 0, "SIGINT")

            let orphan = try PreviewProcess([file, "--log"], display: display.name)
            try orphan.waitForLayout(after: 0, timeout: 15)
            display.stop()
            #expect(orphan.waitForExit(timeout: 10) == 1, "X server gone: exit status 1")
            #expect(!orphan.crashed)
            #expect(orphan.errors.all.contains { $0.contains("lost the connection to the X server") }, "\(orphan.errors.all)")

            let headless = try PreviewProcess([file], display: nil)
            #expect(headless.waitForExit(timeout: 10) == 1)
            let message = headless.errors.all.joined(separator: "\n")
            #expect(message.contains("cannot open an X11 display") && message.contains("trellis render"), "\(message)")
        }

        @Test("a folder: Tab and Shift+Tab walk every preview of every file; no argument opens Samples/")
        func folderAndGallery() throws {
            let folder = try ScratchFolder()
            let samples = folder.path + "/Samples"
            try FileManager.default.createDirectory(atPath: samples, withIntermediateDirectories: true)
            try Self.adaptiveSource.write(toFile: samples + "/A.swift", atomically: true, encoding: .utf8)
            try "Color.green.padding(30)\n".write(toFile: samples + "/B.swift", atomically: true, encoding: .utf8)
            let display = try VirtualDisplay()
            defer { display.stop() }

            // No argument: the Samples/ folder of the current directory, first file first.
            let preview = try PreviewProcess(["--log"], display: display.name, currentDirectory: folder.path)
            defer { preview.stop() }
            try preview.waitForLayout(after: 0, timeout: 15) { $0["file"] == "A.swift" && $0["preview"] == "1" }
            let window = try preview.windowID(title: "Trellis - A.swift [1/2] - Adaptive (1/2)")
            for (key, file, index) in [("Tab", "A.swift", "2"), ("Tab", "B.swift", "1"), ("Tab", "A.swift", "1"),
                                       ("shift+Tab", "B.swift", "1"), ("shift+Tab", "A.swift", "2")] {
                let mark = preview.output.count
                preview.press(key)
                try preview.waitForLayout(after: mark) { $0["file"] == file && $0["preview"] == index }
            }
            let title = ExternalTool.text(ExternalTool.run(["xdotool", "getwindowname", window], display: display.name).output)
            #expect(title.hasPrefix("Trellis - A.swift [1/2] - Green (2/2)"), "title: \(title)")

            // A file added to the folder joins the list.
            try "Color.blue\n".write(toFile: samples + "/C.swift", atomically: true, encoding: .utf8)
            let deadline = Date().addingTimeInterval(3)
            var titled = ""
            while Date() < deadline && !titled.contains("[1/3]") {
                usleep(20_000)
                titled = ExternalTool.text(ExternalTool.run(["xdotool", "getwindowname", window], display: display.name).output)
            }
            #expect(titled.contains("[1/3]"), "title after adding C.swift: \(titled)")
            preview.press("q")
            #expect(preview.waitForExit(timeout: 5) == 0)
        }

        @Test("HiDPI: --scale 2 and the Xft.dpi resource paint two pixels per point")
        func hiDPI() throws {
            let folder = try ScratchFolder()
            let file = folder.path + "/Adaptive.swift"
            try Self.adaptiveSource.write(toFile: file, atomically: true, encoding: .utf8)
            let display = try VirtualDisplay()
            defer { display.stop() }

            let scaled = try PreviewProcess([file, "--size", "300x400", "--scale", "2", "--log"], display: display.name)
            try scaled.waitForLayout(after: 0, timeout: 15) { $0["size"] == "300x400" && $0["window"] == "600x800px" && $0["scale"] == "2" }
            let window = try scaled.windowID(title: "Trellis - Adaptive.swift")
            scaled.press("i")
            // Points: red (20, 20, 260, 175), blue (20, 205, 260, 175); pixels are twice that.
            try expectArrangement(window, display, red: (40, 40, 520, 350), blue: (40, 410, 520, 350))
            scaled.press("q")
            #expect(scaled.waitForExit(timeout: 5) == 0)

            try XResources.set("Xft.dpi:\t192\n", display: display.name)
            let fromDPI = try PreviewProcess([file, "--size", "300x400", "--log"], display: display.name)
            try fromDPI.waitForLayout(after: 0, timeout: 15) { $0["window"] == "600x800px" && $0["scale"] == "2" }
            fromDPI.stop()
        }

        // MARK: - Helpers

        /// Polls screenshots until `condition` holds (an animation has settled) or 3 s pass; returns the last.
        func waitForScreen(_ window: String, _ display: VirtualDisplay, _ condition: (Screenshot) -> Bool) throws -> Screenshot {
            // Generous: on a loaded machine (parallel tests, builds) a frame can take a while to show.
            let deadline = Date().addingTimeInterval(8)
            var shot = try Screenshot.grab(window: window, display: display.name)
            while !condition(shot) && Date() < deadline {
                usleep(30_000)
                shot = try Screenshot.grab(window: window, display: display.name)
            }
            return shot
        }

        /// Waits for red and blue to settle at the given pixel rectangles and checks them exactly.
        func expectArrangement(_ window: String, _ display: VirtualDisplay,
                               red: (Int, Int, Int, Int), blue: (Int, Int, Int, Int),
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
            let shot = try waitForScreen(window, display) {
                $0.box(of: Screenshot.red).map { $0 == red } == true && $0.box(of: Screenshot.blue).map { $0 == blue } == true
            }
            let r = shot.box(of: Screenshot.red), b = shot.box(of: Screenshot.blue)
            #expect(r.map { $0 == red } == true, "red at \(String(describing: r)), expected \(red)", sourceLocation: sourceLocation)
            #expect(b.map { $0 == blue } == true, "blue at \(String(describing: b)), expected \(blue)", sourceLocation: sourceLocation)
        }
    }

}

/// A temporary folder for layout files and saved PNGs, removed afterwards.
final class ScratchFolder {
    let path: String
    init() throws {
        path = NSTemporaryDirectory() + "trellis-preview-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
}
