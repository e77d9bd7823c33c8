import Foundation
import Testing

/// The window drives a live preview's pointer as a person would: xdotool's mousedown,
/// mousemove and mouseup become press, move and release; a drag gesture moves a square while
/// the button is held (its `@GestureState`) and keeps it where it was dropped (its `@State`).
/// Checked by pixels and by `--log`'s `live` lines.
extension PreviewUnderXvfb {
    @Suite("live gestures")
    struct LiveGestureWindowTests {
        static let source = """
            import SwiftUI

            struct DragScreen: View {
                @State private var offset = CGSize.zero
                @GestureState private var dragging = CGSize.zero
                var body: some View {
                    VStack(spacing: 0) {
                        Color.blue.frame(width: 60, height: 60)
                            .offset(x: offset.width + dragging.width, y: offset.height + dragging.height)
                            .gesture(DragGesture()
                                .updating($dragging) { value, state, _ in state = value.translation }
                                .onEnded { value in
                                    offset.width += value.translation.width
                                    offset.height += value.translation.height
                                })
                        Spacer()
                    }
                }
            }

            #Preview { DragScreen() }
            """

        @Test("a drag with the button held moves the square; it stays where it is dropped")
        func dragMovesTheSquare() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/DragScreen.swift"
            try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--engine", "compiled", "--size", "300x400", "--scale", "1", "--log"],
                                             display: display.name, environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache"])
            defer { preview.stop() }
            _ = try preview.waitForLine(after: 0, prefix: "compile file=DragScreen.swift ok", timeout: 180)
            try preview.waitForLayout(after: 0, timeout: 15)
            let window = try preview.windowID(title: "Trellis - DragScreen.swift")
            let wait = PreviewUnderXvfb.ScrollPreviewTests.waitForScreen
            // At rest: the 60-pt square at the top, centred.
            var shot = try wait(window, display) { $0.box(of: Screenshot.blue) != nil }
            #expect(shot.box(of: Screenshot.blue).map { $0 == (120, 0, 60, 60) } ?? false, "\(String(describing: shot.box(of: Screenshot.blue)))")

            // Press on the square and move 40 right, 50 down with the button held.
            var mark = preview.output.all.count
            preview.xdotool("mousemove", "150", "30", "mousedown", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=press@150,30 taken=1")
            mark = preview.output.all.count
            preview.xdotool("mousemove", "170", "55")
            _ = try preview.waitForLine(after: mark, prefix: "live event=move@170,55 taken=1")
            mark = preview.output.all.count
            preview.xdotool("mousemove", "190", "80")
            _ = try preview.waitForLine(after: mark, prefix: "live event=move@190,80 taken=1")
            // While held, the gesture state carries the square.
            shot = try wait(window, display) { $0.box(of: Screenshot.blue)?.x == 160 }
            #expect(shot.box(of: Screenshot.blue).map { $0 == (160, 50, 60, 60) } ?? false, "\(String(describing: shot.box(of: Screenshot.blue)))")

            // Released: the state takes the translation; the square stays, the old place is clear.
            mark = preview.output.all.count
            preview.xdotool("mouseup", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=release@190,80 taken=1")
            Thread.sleep(forTimeInterval: 0.2)
            shot = try wait(window, display) { $0.box(of: Screenshot.blue)?.x == 160 }
            #expect(shot.box(of: Screenshot.blue).map { $0 == (160, 50, 60, 60) } ?? false, "\(String(describing: shot.box(of: Screenshot.blue)))")
            #expect(shot.pixel(130, 10) != Screenshot.blue)

            // Grabbed again where it is drawn now, and moved back left: a drag from its new place.
            mark = preview.output.all.count
            preview.xdotool("mousemove", "190", "80", "mousedown", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=press@190,80 taken=1")
            preview.xdotool("mousemove", "160", "80")
            mark = preview.output.all.count
            preview.xdotool("mousemove", "130", "80")
            _ = try preview.waitForLine(after: mark, prefix: "live event=move@130,80 taken=1")
            mark = preview.output.all.count
            preview.xdotool("mouseup", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=release@130,80 taken=1")
            shot = try wait(window, display) { $0.box(of: Screenshot.blue)?.x == 100 }
            #expect(shot.box(of: Screenshot.blue).map { $0 == (100, 50, 60, 60) } ?? false, "\(String(describing: shot.box(of: Screenshot.blue)))")
        }
    }
}
