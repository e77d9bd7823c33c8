import Foundation
import Testing

/// Presentations in the window: a click on a button presents an alert over the dimmed preview,
/// a click on the alert's button runs its action and dismisses it. Checked by pixels and by
/// `--log`'s `live` lines.
extension PreviewUnderXvfb {
    @Suite("live presentations")
    struct PresentationWindowTests {
        static let source = """
            import SwiftUI

            struct AlertWindow: View {
                @State private var asking = false
                @State private var count = 0
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: CGFloat(count) * 50 + 10, height: 40)
                        Button("Ask") { asking = true }.frame(width: 200, height: 60)
                        Spacer()
                    }
                    .alert("Sure?", isPresented: $asking) { Button("OK") { count += 1 } }
                }
            }

            #Preview { AlertWindow() }
            """

        @Test("a click presents the alert over the dimmed screen; its button runs and dismisses it")
        func clickPresentsAndDismissesAnAlert() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/AlertWindow.swift"
            try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--engine", "compiled", "--size", "300x400", "--scale", "1", "--log"],
                                             display: display.name, environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache"])
            defer { preview.stop() }
            _ = try preview.waitForLine(after: 0, prefix: "compile file=AlertWindow.swift ok", timeout: 180)
            try preview.waitForLayout(after: 0, timeout: 15)
            let window = try preview.windowID(title: "Trellis - AlertWindow.swift")
            let wait = PreviewUnderXvfb.ScrollPreviewTests.waitForScreen
            var shot = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 10 }
            let white = Screenshot.RGB(255, 255, 255)
            #expect(shot.pixel(5, 300) == white, "\(shot.pixel(5, 300))")

            // The button (y 40…100) presents the alert: a 270 × 106 card centred (x 15…285,
            // y 147…253) over the screen dimmed by 20 % black.
            var mark = preview.output.all.count
            preview.xdotool("mousemove", "150", "70", "click", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=tap@150,70 taken=1")
            shot = try wait(window, display) { $0.pixel(5, 300).isClose(to: .init(204, 204, 204), tolerance: 3) }
            #expect(shot.pixel(5, 300).isClose(to: .init(204, 204, 204), tolerance: 3), "dimmed: \(shot.pixel(5, 300))")
            #expect(shot.pixel(20, 160).isClose(to: .init(242, 242, 242), tolerance: 3), "card: \(shot.pixel(20, 160))")
            // A click on the dimmed area does nothing: the alert stays.
            mark = preview.output.all.count
            preview.xdotool("mousemove", "150", "70", "click", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=tap@150,70 taken=1")
            Thread.sleep(forTimeInterval: 0.3)
            shot = try wait(window, display) { _ in true }
            #expect(shot.pixel(20, 160).isClose(to: .init(242, 242, 242), tolerance: 3), "card stays: \(shot.pixel(20, 160))")
            #expect(shot.box(of: Screenshot.red) == nil, "the bar is dimmed: \(String(describing: shot.box(of: Screenshot.red)))")

            // OK (y 209…253) runs its action (the bar grows by 50) and dismisses the alert.
            mark = preview.output.all.count
            preview.xdotool("mousemove", "150", "231", "click", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=tap@150,231 taken=1")
            // The alert fades out (Live/PresentationTransitions.swift): wait for its end.
            shot = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 60 && $0.pixel(5, 300) == white }
            #expect(shot.box(of: Screenshot.red).map { $0 == (120, 0, 60, 40) } ?? false, "\(String(describing: shot.box(of: Screenshot.red)))")
            #expect(shot.pixel(5, 300) == white && shot.pixel(20, 160) == white, "\(shot.pixel(5, 300)) \(shot.pixel(20, 160))")
        }
    }
}
