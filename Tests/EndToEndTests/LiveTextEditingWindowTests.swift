import Foundation
import Testing

/// Editing a text field in the window as a person does, with xdotool: a click focuses it, the
/// arrows move the caret (Home too: while a field has the focus it is the field's, not the
/// scroll key), typing goes in at the caret, Shift+Left selects and typing replaces the
/// selection. The text is read back from bars whose widths the compiled preview sets from it.
extension PreviewUnderXvfb {
    @Suite("live text editing")
    struct LiveTextEditingWindowTests {
        static let source = """
            import SwiftUI

            struct EditScreen: View {
                @State private var name = ""
                var body: some View {
                    VStack(spacing: 0) {
                        TextField("Name", text: $name).frame(width: 200, height: 40)
                        // Green: how far in the X is; red: the whole text is one the test typed.
                        Color.green.frame(width: CGFloat((name.firstIndex(of: "X").map { name.distance(from: name.startIndex, to: $0) } ?? -1) + 1) * 20 + 10, height: 40)
                        Color.red.frame(width: name == "abXc" ? 100 : name == "QabXc" ? 150 : name == "QabXZ" ? 180 : 10, height: 40)
                        Spacer()
                    }
                }
            }

            #Preview { EditScreen() }
            """

        @Test("click, type, Left, type in the middle, Home, Shift+Left replaces")
        func typeMoveAndReplace() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/EditScreen.swift"
            try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--engine", "compiled", "--size", "300x400", "--scale", "1", "--log"],
                                             display: display.name, environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache"])
            defer { preview.stop() }
            _ = try preview.waitForLine(after: 0, prefix: "compile file=EditScreen.swift ok", timeout: 180)
            try preview.waitForLayout(after: 0, timeout: 15)
            let window = try preview.windowID(title: "Trellis - EditScreen.swift")
            let wait = PreviewUnderXvfb.ScrollPreviewTests.waitForScreen
            var shot = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 10 }
            #expect(shot.box(of: Screenshot.green)?.width == 10)

            // A click on the field (y 0…40) focuses it; "abc", Left, "X": abXc.
            var mark = preview.output.all.count
            preview.xdotool("mousemove", "150", "20", "click", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=tap@150,20 taken=1 editing=1")
            preview.press("a", "b", "c", "Left", "X", pointer: (150, 20))
            shot = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 100 }
            #expect(shot.box(of: Screenshot.red)?.width == 100, "abXc")
            #expect(shot.box(of: Screenshot.green)?.width == 70, "X is the third character")

            // Home goes to the start of the field (it does not scroll); Q goes in there.
            mark = preview.output.all.count
            preview.press("Home", "Q", pointer: (150, 20))
            _ = try preview.waitForLine(after: mark, prefix: "live event=home taken=1 editing=1")
            shot = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 150 }
            #expect(shot.box(of: Screenshot.red)?.width == 150, "QabXc")
            #expect(shot.box(of: Screenshot.green)?.width == 90, "X is the fourth character")

            // End, Shift+Left selects the c; Z replaces it.
            mark = preview.output.all.count
            preview.press("End", "shift+Left", "Z", pointer: (150, 20))
            _ = try preview.waitForLine(after: mark, prefix: "live event=shift+left taken=1 editing=1")
            shot = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 180 }
            #expect(shot.box(of: Screenshot.red)?.width == 180, "QabXZ")

            // The caret is drawn in the field (the tint, blue), at the end of the text, after Z.
            let blue = (0..<200).filter { x in
                let p = shot.pixel(50 + x, 20)
                return p.b > 150 && p.b - p.r > 80
            }
            #expect(!blue.isEmpty, "a caret in the field's middle row")

            // Escape leaves the field; the window stays.
            mark = preview.output.all.count
            preview.press("Escape", pointer: (150, 20))
            _ = try preview.waitForLine(after: mark, prefix: "live event=escape taken=1 editing=0")
            #expect(preview.process.isRunning)
        }
    }
}
