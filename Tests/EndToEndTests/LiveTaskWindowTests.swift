import Foundation
import Testing

/// What a compiled preview's tasks set reaches the window without an event: a view's `.task`
/// that loads after a pause shows its result, and a `Task` a button starts updates the screen
/// when it finishes (the window asks the host, which lets the main actor's work run between
/// requests). Checked by pixels and by the log's `live changed-on-its-own` lines.
extension PreviewUnderXvfb {
    @Suite("live tasks")
    struct LiveTaskWindowTests {
        static let source = """
            import SwiftUI

            struct Loading: View {
                @State private var loaded = false
                @State private var count = 0
                var body: some View {
                    VStack(spacing: 0) {
                        if loaded { Color.green.frame(width: 100, height: 40) } else { Color.gray.frame(width: 100, height: 40) }
                        Button("Later") { Task { try? await Task.sleep(for: .milliseconds(300)); count += 1 } }
                            .frame(width: 200, height: 60)
                        Color.red.frame(width: CGFloat(count) * 50 + 10, height: 40)
                        Spacer()
                    }
                    .task {
                        try? await Task.sleep(for: .milliseconds(500))
                        loaded = true
                    }
                }
            }

            #Preview { Loading() }
            """

        @Test("a view's task and a Task a button starts show their results in the window")
        func tasksReachTheWindow() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Loading.swift"
            try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--engine", "compiled", "--size", "300x400", "--scale", "1", "--log"],
                                             display: display.name, environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache"])
            defer { preview.stop() }
            _ = try preview.waitForLine(after: 0, prefix: "compile file=Loading.swift ok", timeout: 180)
            try preview.waitForLayout(after: 0, timeout: 15)
            let window = try preview.windowID(title: "Trellis - Loading.swift")
            let wait = PreviewUnderXvfb.ScrollPreviewTests.waitForScreen
            // The task finishes half a second after the preview appears: green replaces grey, no click.
            _ = try preview.waitForLine(after: 0, prefix: "live changed-on-its-own", timeout: 10)
            var shot = try wait(window, display) { $0.box(of: Screenshot.green) != nil }
            #expect(shot.box(of: Screenshot.green).map { $0 == (100, 0, 100, 40) } ?? false, "\(String(describing: shot.box(of: Screenshot.green)))")

            // The button's Task sets the count 0.3 s after the click: the red bar grows by itself.
            let mark = preview.output.all.count
            preview.xdotool("mousemove", "150", "70", "click", "1")
            _ = try preview.waitForLine(after: mark, prefix: "live event=tap@150,70 taken=1")
            _ = try preview.waitForLine(after: mark, prefix: "live changed-on-its-own", timeout: 10)
            shot = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 60 }
            #expect(shot.box(of: Screenshot.red).map { $0 == (120, 100, 60, 40) } ?? false, "\(String(describing: shot.box(of: Screenshot.red)))")
        }

        static let timer = """
            import SwiftUI

            struct Ticking: View {
                @State private var ticks = 0
                let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: CGFloat(ticks) * 20 + 10, height: 40)
                        Spacer()
                    }
                    .onReceive(timer) { _ in if ticks < 4 { ticks += 1 } }
                }
            }

            #Preview { Ticking() }
            """

        @Test("a timer a view receives from moves the window by itself")
        func aTimerReachesTheWindow() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Ticking.swift"
            try Self.timer.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--engine", "compiled", "--size", "300x400", "--scale", "1", "--log"],
                                             display: display.name, environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache"])
            defer { preview.stop() }
            _ = try preview.waitForLine(after: 0, prefix: "compile file=Ticking.swift ok", timeout: 180)
            try preview.waitForLayout(after: 0, timeout: 15)
            let window = try preview.windowID(title: "Trellis - Ticking.swift")
            // Four ticks, a quarter of a second apart, without a click: the bar grows from 10 to 90.
            _ = try preview.waitForLine(after: 0, prefix: "live changed-on-its-own", timeout: 10)
            let shot = try PreviewUnderXvfb.ScrollPreviewTests.waitForScreen(window, display) { $0.box(of: Screenshot.red)?.width == 90 }
            #expect(shot.box(of: Screenshot.red).map { $0 == (105, 0, 90, 40) } ?? false, "\(String(describing: shot.box(of: Screenshot.red)))")
        }
    }
}
