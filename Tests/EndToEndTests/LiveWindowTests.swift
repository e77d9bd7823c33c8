import Foundation
import Testing

/// The window runs compiled previews live: a click is a tap on the preview (outlines off), and
/// while a text field has the focus the keys the previewer owns type into it; Escape leaves
/// the field instead of quitting; an action that traps is a banner over the last good frame.
/// Checked by pixels and by `--log`'s `live` lines.
extension PreviewUnderXvfb {
    @Suite("live previews")
    struct LiveWindowTests {
        static let source = """
            import SwiftUI

            struct LiveScreen: View {
                @State private var count = 0
                @State private var name = ""
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: CGFloat(count) * 50 + 10, height: 40)
                        Button("Add") { count += 1 }.frame(width: 200, height: 60)
                        TextField("Name", text: $name).frame(width: 200, height: 40)
                        Color.green.frame(width: CGFloat(name.count) * 20 + 10, height: 40)
                        Button("Boom") { _ = [Int]()[count] }.frame(width: 200, height: 40)
                        Spacer()
                    }
                }
            }

            #Preview { LiveScreen() }
            """

        @Test("clicks tap the button, typing goes to the focused field, Escape leaves it")
        func clickTypeEscape() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/LiveScreen.swift"
            try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--engine", "compiled", "--size", "300x400", "--scale", "1", "--log"],
                                             display: display.name, environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache"])
            defer { preview.stop() }
            _ = try preview.waitForLine(after: 0, prefix: "compile file=LiveScreen.swift ok", timeout: 180)
            try preview.waitForLayout(after: 0, timeout: 15)
            let window = try preview.windowID(title: "Trellis - LiveScreen.swift")
            let wait = PreviewUnderXvfb.ScrollPreviewTests.waitForScreen
            // At rest: a red bar 10 wide at the top (centred), a green one 10 wide under the field.
            var shot = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 10 }
            #expect(shot.box(of: Screenshot.red).map { $0 == (145, 0, 10, 40) } ?? false, "\(String(describing: shot.box(of: Screenshot.red)))")

            // Two clicks on the button (y 40…100): the bar grows by 50 pt a tap, centred.
            var mark = preview.output.all.count
            preview.xdotool("mousemove", "150", "70", "click", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=tap@150,70 taken=1")
            mark = preview.output.all.count
            preview.xdotool("click", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=tap@150,70 taken=1")
            shot = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 110 }
            #expect(shot.box(of: Screenshot.red).map { $0 == (95, 0, 110, 40) } ?? false, "\(String(describing: shot.box(of: Screenshot.red)))")

            // A click on the field focuses it; 'a' and 'b' (the AnyLayout and outline keys) type.
            mark = preview.output.all.count
            preview.xdotool("mousemove", "150", "120", "click", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=tap@150,120 taken=1 editing=1")
            mark = preview.output.all.count
            preview.press("a", "b", pointer: (150, 120))
            _ = try preview.waitForLine(after: mark, prefix: "live event=type:1 taken=1 editing=1")
            shot = try wait(window, display) { $0.box(of: Screenshot.green)?.width == 50 }
            #expect(shot.box(of: Screenshot.green).map { $0 == (125, 140, 50, 40) } ?? false, "\(String(describing: shot.box(of: Screenshot.green)))")
            // BackSpace deletes one.
            mark = preview.output.all.count
            preview.press("BackSpace", pointer: (150, 120))
            _ = try preview.waitForLine(after: mark, prefix: "live event=backspace taken=1")
            shot = try wait(window, display) { $0.box(of: Screenshot.green)?.width == 30 }
            #expect(shot.box(of: Screenshot.green)?.width == 30)

            // Escape leaves the field (the window stays); then 'q' is the previewer's again.
            mark = preview.output.all.count
            preview.press("Escape", pointer: (150, 120))
            _ = try preview.waitForLine(after: mark, prefix: "live event=escape taken=1 editing=0")
            Thread.sleep(forTimeInterval: 0.3)
            #expect(preview.process.isRunning)

            // An action that traps (y 180…220): a banner naming the line; the last good frame stays.
            mark = preview.output.all.count
            preview.xdotool("mousemove", "150", "200", "click", "1")
            let failure = try preview.waitForLine(after: mark, prefix: "host failed file=LiveScreen.swift", timeout: 20)
            #expect(failure.contains("error=\"12:") && failure.contains("Index out of range"), "\(failure)")
            // The banner covers the top; the green bar below it is the last good frame's.
            shot = try wait(window, display) { $0.pixel(5, 5).isClose(to: .init(199, 31, 26), tolerance: 25) }
            #expect(shot.pixel(5, 5).isClose(to: .init(199, 31, 26), tolerance: 25), "banner: \(shot.pixel(5, 5))")
            #expect(shot.pixel(150, 160) == Screenshot.green && shot.pixel(125, 160) != Screenshot.green,
                    "the last good frame stays: \(shot.pixel(150, 160)) \(shot.pixel(125, 160))")
            #expect(preview.process.isRunning)
            preview.press("q", pointer: (150, 120))
            let deadline = Date().addingTimeInterval(5)
            while preview.process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            #expect(!preview.process.isRunning)
        }
    }
}
