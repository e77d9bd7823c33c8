import Foundation
import Testing

/// A file the interpreter shows is drawn at rest (the interpreter runs no actions): the first
/// click compiles it, the interpreted layout staying meanwhile, and from then on the preview
/// runs live, as Xcode's canvas does. Checked by `--log`'s lines and by pixels.
extension PreviewUnderXvfb {
    @Suite("interpreted previews go live")
    struct InterpretedGoesLiveWindowTests {
        static let source = """
            import SwiftUI

            struct Tally: View {
                @State private var count = 0
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: CGFloat(count) * 50 + 10, height: 40)
                        Button("Add") { count += 1 }.frame(width: 200, height: 60)
                        Spacer()
                    }
                }
            }

            #Preview { Tally() }
            """

        @Test("the first click compiles an interpreted preview, then clicks tap it")
        func firstClickCompiles() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Tally.swift"
            try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--size", "300x400", "--scale", "1", "--log"],
                                             display: display.name, environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache"])
            defer { preview.stop() }
            try preview.waitForLayout(after: 0, timeout: 15)
            #expect(!preview.output.all.contains { $0.hasPrefix("compile file=Tally.swift") }, "interpreted: nothing compiles at first")
            let window = try preview.windowID(title: "Trellis - Tally.swift")
            let wait = PreviewUnderXvfb.ScrollPreviewTests.waitForScreen
            var shot = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 10 }

            // The first click asks for a live preview: the file compiles; the click itself is not a tap.
            var mark = preview.output.all.count
            preview.xdotool("mousemove", "150", "70", "click", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live switch=compiled file=Tally.swift")
            _ = try preview.waitForLine(after: mark, prefix: "compile file=Tally.swift ok", timeout: 180)
            try preview.waitForLayout(after: mark, timeout: 15)
            shot = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 10 }
            #expect(shot.box(of: Screenshot.red).map { $0 == (145, 0, 10, 40) } ?? false, "\(String(describing: shot.box(of: Screenshot.red)))")

            // Live now: a click taps the button and the bar grows by 50.
            mark = preview.output.all.count
            preview.xdotool("click", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=tap@150,70 taken=1")
            shot = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 60 }
            #expect(shot.box(of: Screenshot.red).map { $0 == (120, 0, 60, 40) } ?? false, "\(String(describing: shot.box(of: Screenshot.red)))")
        }
    }
}
