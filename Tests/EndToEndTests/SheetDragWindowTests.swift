import Foundation
import Testing

/// A sheet dragged down in the window as a person would (xdotool's mousedown, mousemoves,
/// mouseup): it follows the pointer while the button is held, springs back when let go short of
/// a quarter of its height, and is dismissed (its `onDismiss` runs) when let go past it
/// (Live/SheetDragRecognizer.swift). Checked by pixels and by `--log`'s `live` lines.
extension PreviewUnderXvfb {
    @Suite("live sheet drag")
    struct SheetDragWindowTests {
        static let source = """
            import SwiftUI

            struct SheetDrag: View {
                @State private var showing = true
                @State private var dismissed = 0
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: CGFloat(dismissed) * 50 + 10, height: 40)
                        Spacer()
                    }
                    .sheet(isPresented: $showing, onDismiss: { dismissed += 1 }) { Color.blue }
                }
            }

            #Preview { SheetDrag() }
            """

        @Test("a held drag moves the sheet; short of the threshold it springs back, past it the sheet goes")
        func dragDownDismissesTheSheet() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/SheetDrag.swift"
            try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--engine", "compiled", "--size", "300x400", "--scale", "1", "--log"],
                                             display: display.name, environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache"])
            defer { preview.stop() }
            _ = try preview.waitForLine(after: 0, prefix: "compile file=SheetDrag.swift ok", timeout: 180)
            try preview.waitForLayout(after: 0, timeout: 15)
            let window = try preview.windowID(title: "Trellis - SheetDrag.swift")
            let wait = PreviewUnderXvfb.ScrollPreviewTests.waitForScreen
            func top(_ shot: Screenshot) -> Int? { shot.box(of: Screenshot.blue)?.y }
            // At rest: the sheet from 10 pt below the top down under the status bar, blue to its edges.
            var shot = try wait(window, display) { top($0) == 10 }
            let rest = shot.box(of: Screenshot.blue)
            #expect(rest.map { $0.x == 0 && $0.y == 10 && $0.width == 300 && $0.height > 300 } ?? false, "\(String(describing: rest))")

            // Pressed on the sheet and moved 60 down in steps, the button held: the sheet follows.
            var mark = preview.output.all.count
            preview.xdotool("mousemove", "150", "200", "mousedown", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=press@150,200 taken=1")
            for y in [215, 240] { preview.xdotool("mousemove", "150", String(y)) }
            mark = preview.output.all.count
            preview.xdotool("mousemove", "150", "260")
            _ = try preview.waitForLine(after: mark, prefix: "live event=move@150,260 taken=1")
            shot = try wait(window, display) { top($0) == 70 }
            #expect(top(shot) == 70, "held: \(String(describing: top(shot)))")

            // Let go 60 down, short of a quarter of 390: back to its detent, not dismissed.
            mark = preview.output.all.count
            preview.xdotool("mouseup", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=release@150,260 taken=1")
            Thread.sleep(forTimeInterval: 0.6)
            shot = try wait(window, display) { top($0) == 10 }
            #expect(top(shot) == 10, "sprung back: \(String(describing: top(shot)))")

            // Dragged 150 down and let go: dismissed, its onDismiss widens the bar to 60.
            mark = preview.output.all.count
            preview.xdotool("mousemove", "150", "200", "mousedown", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=press@150,200 taken=1")
            for y in [220, 260, 300] { preview.xdotool("mousemove", "150", String(y)) }
            mark = preview.output.all.count
            preview.xdotool("mousemove", "150", "350")
            _ = try preview.waitForLine(after: mark, prefix: "live event=move@150,350 taken=1")
            shot = try wait(window, display) { top($0) == 160 }
            #expect(top(shot) == 160, "held: \(String(describing: top(shot)))")
            mark = preview.output.all.count
            preview.xdotool("mouseup", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=release@150,350 taken=1")
            shot = try wait(window, display) { $0.box(of: Screenshot.blue) == nil && $0.box(of: Screenshot.red)?.width == 60 }
            #expect(shot.box(of: Screenshot.blue) == nil, "\(String(describing: shot.box(of: Screenshot.blue)))")
            #expect(shot.box(of: Screenshot.red).map { $0 == (120, 0, 60, 40) } ?? false, "\(String(describing: shot.box(of: Screenshot.red)))")
        }
    }
}
