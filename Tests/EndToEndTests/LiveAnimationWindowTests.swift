import Foundation
import Testing

/// A change the code animates plays in the window: a click on a button whose action runs in
/// `withAnimation(.linear(duration: 3))` grows a bar over three seconds, so screenshots taken
/// while it runs find it between its two widths, and the log's `animation` line reports the
/// frames and the duration. A change without an animation shows at once.
extension PreviewUnderXvfb {
    @Suite("live animation")
    struct LiveAnimationWindowTests {
        static let source = """
            import SwiftUI

            struct GrowingBar: View {
                @State private var wide = false
                @State private var tall = false
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Color.red.frame(width: wide ? 250 : 50, height: 40)
                        Button("Grow") { withAnimation(.linear(duration: 3)) { wide.toggle() } }
                            .frame(width: 200, height: 60)
                        Button("Snap") { tall.toggle() }.frame(width: 200, height: 60)
                        Color.green.frame(width: 40, height: tall ? 80 : 20)
                        Spacer()
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
            }

            #Preview { GrowingBar() }
            """

        static let pulse = """
            import SwiftUI

            struct Pulse: View {
                @State private var big = false
                var body: some View {
                    Color.red.frame(width: 50, height: 50)
                        .scaleEffect(big ? 2 : 1)
                        .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: true)) { big = true } }
                }
            }

            #Preview { Pulse() }
            """

        @Test("an animation an onAppear starts plays as the preview opens and repeats forever")
        func pulseOnAppear() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Pulse.swift"
            try Self.pulse.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--engine", "compiled", "--size", "300x300", "--scale", "1", "--log"],
                                             display: display.name, environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache"])
            defer { preview.stop() }
            _ = try preview.waitForLine(after: 0, prefix: "compile file=Pulse.swift ok", timeout: 180)
            try preview.waitForLayout(after: 0, timeout: 15)
            let window = try preview.windowID(title: "Trellis - Pulse.swift")
            // Over three seconds (one and a half there-and-backs) the square is seen between
            // 50 and 100 wide more than once, growing and shrinking.
            var widths: [Int] = []
            let end = Date().addingTimeInterval(3)
            while Date() < end {
                if let width = try Screenshot.grab(window: window, display: display.name).box(of: Screenshot.red)?.width { widths.append(width) }
                Thread.sleep(forTimeInterval: 0.15)
            }
            let between = widths.filter { $0 > 55 && $0 < 95 }
            #expect(between.count >= 2, "widths: \(widths)")
            #expect(zip(widths, widths.dropFirst()).contains { $0 < $1 } && zip(widths, widths.dropFirst()).contains { $0 > $1 },
                    "it grows and shrinks: \(widths)")
            #expect(!preview.output.all.contains { $0.hasPrefix("animation ") }, "a repeating animation never ends")
        }

        @Test("withAnimation plays over its duration; a plain change shows at once")
        func animatedTap() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/GrowingBar.swift"
            try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--engine", "compiled", "--size", "300x400", "--scale", "1", "--log"],
                                             display: display.name, environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache"])
            defer { preview.stop() }
            _ = try preview.waitForLine(after: 0, prefix: "compile file=GrowingBar.swift ok", timeout: 180)
            try preview.waitForLayout(after: 0, timeout: 15)
            let window = try preview.windowID(title: "Trellis - GrowingBar.swift")
            let wait = PreviewUnderXvfb.ScrollPreviewTests.waitForScreen
            var shot = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 50 }
            #expect(shot.box(of: Screenshot.red).map { $0 == (0, 0, 50, 40) } ?? false, "\(String(describing: shot.box(of: Screenshot.red)))")

            // The animated tap (the Grow button, y 40…100): mid-flight the bar is between 50 and 250.
            var mark = preview.output.all.count
            preview.xdotool("mousemove", "100", "70", "click", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=tap@100,70 taken=1")
            var widths: [Int] = []
            let end = Date().addingTimeInterval(2)
            while Date() < end {
                shot = try Screenshot.grab(window: window, display: display.name)
                if let width = shot.box(of: Screenshot.red)?.width { widths.append(width) }
                Thread.sleep(forTimeInterval: 0.2)
            }
            #expect(widths.contains { $0 > 60 && $0 < 240 }, "widths while animating: \(widths)")
            #expect(widths == widths.sorted(), "a linear animation only grows: \(widths)")
            let finished = PreviewProcess.fields(try preview.waitForLine(after: mark, prefix: "animation ", timeout: 10))
            let duration = Int(finished["duration_ms"] ?? "") ?? 0
            #expect(duration >= 2900 && duration < 4500, "\(finished)")
            #expect((Int(finished["frames"] ?? "") ?? 0) >= 20, "\(finished)")
            shot = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 250 }
            #expect(shot.box(of: Screenshot.red).map { $0 == (0, 0, 250, 40) } ?? false, "\(String(describing: shot.box(of: Screenshot.red)))")

            // The plain change (the Snap button, y 100…160): the green bar is 80 tall at once, no animation line.
            mark = preview.output.all.count
            preview.xdotool("mousemove", "100", "130", "click", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=tap@100,130 taken=1")
            shot = try wait(window, display) { $0.box(of: Screenshot.green)?.height == 80 }
            #expect(shot.box(of: Screenshot.green).map { $0 == (0, 160, 40, 80) } ?? false, "\(String(describing: shot.box(of: Screenshot.green)))")
            Thread.sleep(forTimeInterval: 0.5)
            #expect(!preview.output.all.dropFirst(mark).contains { $0.hasPrefix("animation ") })
        }
    }
}
