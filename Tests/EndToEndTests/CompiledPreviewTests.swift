import Foundation
import Testing

/// Compiled previews in the window: a file the interpreter cannot take is compiled and shown;
/// a trap in its code is an error banner over the last good layout while the window keeps
/// running, an endless loop is stopped, and the next good save recovers; resize and scrolling
/// keep working through the host process.
extension PreviewUnderXvfb {
    @Suite("compiled previews")
    struct CompiledPreviewTests {
        /// A view the interpreter does not take (a class, a computed property on an enum, UUID).
        static func source(red: String = "model.items.count", extra: String = "") -> String {
            """
            import SwiftUI

            enum Tint { case warm, cool
                var color: Color { self == .warm ? .red : .blue }
            }

            final class Model {
                let id = UUID()
                var items = [1, 2, 3]
            }

            struct Stripes: View {
                let model = Model()
                var body: some View {
                    \(extra)
                    ScrollView {
                        VStack(spacing: 0) {
                            Tint.warm.color.frame(height: CGFloat(\(red)) * 50)
                            Tint.cool.color.frame(height: 900)
                        }
                    }
                }
            }

            #Preview { Stripes() }
            """
        }

        @Test("compiled, shown, scrolled; a trap, an endless loop and runaway memory become banners; the window recovers")
        func compiledTrapLoopRecover() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Stripes.swift"
            try Self.source().write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--size", "300x400", "--scale", "1", "--log"], display: display.name,
                                             environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache", "TRELLIS_BUDGET_MB": "300"])
            defer { preview.stop() }
            _ = try preview.waitForLine(after: 0, prefix: "compile file=Stripes.swift ok", timeout: 120)
            try preview.waitForLayout(after: 0, timeout: 15)
            let window = try preview.windowID(title: "Trellis - Stripes.swift")
            // Red 150 pt tall at the top, blue below.
            var shot = try PreviewUnderXvfb.ScrollPreviewTests.waitForScreen(window, display) { $0.box(of: Screenshot.red)?.height == 150 }
            #expect(shot.box(of: Screenshot.red).map { $0 == (0, 0, 300, 150) } ?? false, "\(String(describing: shot.box(of: Screenshot.red)))")

            // A wheel notch scrolls the compiled scroll view by 40 pt.
            var mark = preview.output.all.count
            preview.xdotool("mousemove", "150", "200", "click", "5")
            _ = try preview.waitForLayout(after: mark) { $0["scroll"] == "0,40" }
            shot = try PreviewUnderXvfb.ScrollPreviewTests.waitForScreen(window, display) { $0.box(of: Screenshot.red)?.height == 110 }
            #expect(shot.box(of: Screenshot.red)?.height == 110)

            // Resizing lays out again through the host process.
            mark = preview.output.all.count
            preview.xdotool("windowsize", window, "320", "400")
            _ = try preview.waitForLayout(after: mark) { $0["size"] == "320x400" }

            /// Saves `source` and waits for the host's failure line.
            func hostFailure(_ source: String) throws -> String {
                let mark = preview.output.all.count
                try source.write(toFile: file, atomically: true, encoding: .utf8)
                return try preview.waitForLine(after: mark, prefix: "host failed file=Stripes.swift", timeout: 120)
            }

            // Indexing an empty array: a banner naming the line, the last layout stays, the window runs.
            let failure = try hostFailure(Self.source(red: "[Int]()[0]"))
            #expect(failure.contains("error=\"18:") && failure.contains("Index out of range"), "\(failure)")
            shot = try PreviewUnderXvfb.ScrollPreviewTests.waitForScreen(window, display) { $0.pixel(5, 5).isClose(to: .init(199, 31, 26), tolerance: 25) }
            #expect(shot.pixel(5, 5).isClose(to: .init(199, 31, 26), tolerance: 25), "banner: \(shot.pixel(5, 5))")
            #expect(shot.pixel(150, 300) == Screenshot.blue, "the last good layout stays under the banner")
            #expect(preview.process.isRunning)

            // An endless loop in body: stopped by the watchdog, reported, the window still runs.
            let loop = try hostFailure(Self.source(extra: "let _ = { var n = 0; while n >= 0 { n = (n + 1) % 7 }; return n }()"))
            #expect(loop.contains("did not finish"), "\(loop)")
            #expect(preview.process.isRunning)

            // Memory without end: the host is stopped at the preview's memory budget (300 MB here).
            let greedy = try hostFailure(Self.source(extra: "let _ = (0..<64).map { _ in [UInt8](repeating: 1, count: 16 << 20) }"))
            #expect(greedy.contains("used more than 300 MB of memory"), "\(greedy)")
            #expect(preview.process.isRunning)

            // Fixed: it recovers by itself.
            mark = preview.output.all.count
            try Self.source(red: "model.items.count + 1").write(toFile: file, atomically: true, encoding: .utf8)
            _ = try preview.waitForLayout(after: mark, timeout: 120) { $0["errors"] == "0" }
            shot = try PreviewUnderXvfb.ScrollPreviewTests.waitForScreen(window, display) { $0.pixel(5, 5) != Screenshot.RGB(199, 31, 26) && $0.box(of: Screenshot.red) != nil }
            #expect(shot.box(of: Screenshot.red).map { $0.height == 200 - 40 || $0.height == 200 } ?? false,
                    "\(String(describing: shot.box(of: Screenshot.red)))")
        }
    
        @Test("a compile stopped by TRELLIS_COMPILE_SECONDS is a banner naming the limit and the likely cause over the last good layout")
        func compileStoppedByItsLimitIsABanner() throws {
            let folder = try ScratchFolder()
            let file = folder.path + "/Stripes.swift"
            let cache = folder.path + "/cache"
            try Self.source().write(toFile: file, atomically: true, encoding: .utf8)
            // The good file compiled beforehand without the small limit: the window finds it cached.
            let warm = try Command.run(["check", file, "--engine", "compiled"], timeout: 300, environment: ["TRELLIS_CACHE_DIR": cache])
            #expect(warm.status == 0, "\(warm.stderr)")
            let display = try VirtualDisplay()
            defer { display.stop() }
            let preview = try PreviewProcess([file, "--size", "300x400", "--scale", "1", "--log"], display: display.name,
                                             environment: ["TRELLIS_CACHE_DIR": cache, "TRELLIS_COMPILE_SECONDS": "4"])
            defer { preview.stop() }
            _ = try preview.waitForLine(after: 0, prefix: "compile file=Stripes.swift ok", timeout: 60)
            try preview.waitForLayout(after: 0, timeout: 15)
            let window = try preview.windowID(title: "Trellis - Stripes.swift")
            var shot = try PreviewUnderXvfb.ScrollPreviewTests.waitForScreen(window, display) { $0.box(of: Screenshot.red)?.height == 150 }

            // 2,000 .padding() calls: swiftc is stopped after 4 s; one error names the limit and the chain.
            let mark = preview.output.all.count
            let chain = Self.source().replacingOccurrences(of: "Tint.cool.color.frame(height: 900)",
                                                           with: "Tint.cool.color.frame(height: 900)" + String(repeating: ".padding()", count: 2000))
            try chain.write(toFile: file, atomically: true, encoding: .utf8)
            let start = Date()
            let compiled = try preview.waitForLine(after: mark, prefix: "compile file=Stripes.swift failed", timeout: 90)
            #expect(Date().timeIntervalSince(start) < 40, "\(compiled)")
            let loaded = try preview.waitForLine(after: mark, prefix: "load file=Stripes.swift failed", timeout: 10)
            #expect(loaded.contains("first=\"19:17: the Swift compiler did not finish in 4 s (TRELLIS_COMPILE_SECONDS) compiling Stripes.swift"
                                    + " and was stopped; the expression at 19:17 (a chain of 2001 modifiers) is the likely cause\""), "\(loaded)")
            // The banner over the last good layout, and the window still runs.
            shot = try PreviewUnderXvfb.ScrollPreviewTests.waitForScreen(window, display) { $0.pixel(5, 5).isClose(to: .init(199, 31, 26), tolerance: 25) }
            #expect(shot.pixel(5, 5).isClose(to: .init(199, 31, 26), tolerance: 25), "banner: \(shot.pixel(5, 5))")
            #expect(shot.pixel(150, 300) == Screenshot.blue, "the last good layout stays under the banner")
            #expect(preview.process.isRunning)
        }

        @Test("#Preview traits in the window: a fixed layout and a sized-to-fit preview sit centred on grey at their own size")
        func previewTraitsSizeTheCanvas() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Traits.swift"
            try """
                import SwiftUI

                #Preview("Fixed", traits: .fixedLayout(width: 200, height: 100)) { Color.red }
                #Preview("Fits", traits: .sizeThatFitsLayout) { Color.blue.frame(width: 120, height: 60) }
                """.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--size", "300x400", "--scale", "1", "--log"], display: display.name,
                                             environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache"])
            defer { preview.stop() }
            _ = try preview.waitForLayout(after: 0, timeout: 120) { $0["size"] == "200x100" }
            let window = try preview.windowID(title: "Trellis - Traits.swift")
            var shot = try PreviewUnderXvfb.ScrollPreviewTests.waitForScreen(window, display) { $0.box(of: Screenshot.red) != nil }
            #expect(shot.box(of: Screenshot.red).map { $0 == (50, 150, 200, 100) } ?? false, "\(String(describing: shot.box(of: Screenshot.red)))")
            #expect(shot.pixel(10, 10).isClose(to: .init(107, 107, 115), tolerance: 3), "grey outside the canvas: \(shot.pixel(10, 10))")

            let mark = preview.output.all.count
            preview.press("Tab")
            _ = try preview.waitForLayout(after: mark, timeout: 30) { $0["size"] == "120x60" }
            shot = try PreviewUnderXvfb.ScrollPreviewTests.waitForScreen(window, display) { $0.box(of: Screenshot.blue) != nil }
            #expect(shot.box(of: Screenshot.blue).map { $0 == (90, 170, 120, 60) } ?? false, "\(String(describing: shot.box(of: Screenshot.blue)))")
        }

        @Test("a module's folder opens on its first file with a preview, not on a model file that has none")
        func folderOpensOnAPreview() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let scratch = try ScratchFolder()
            let shelf = scratch.path + "/Bookshelf"
            try FileManager.default.copyItem(atPath: samplesFolder.appendingPathComponent("Bookshelf").path, toPath: shelf)
            // Book.swift comes first by name and declares only the model.
            let preview = try PreviewProcess([shelf, "--size", "390x844", "--scale", "1", "--log"], display: display.name,
                                             environment: ["TRELLIS_CACHE_DIR": scratch.path + "/cache"])
            defer { preview.stop() }
            let frame = try preview.waitForLayout(after: 0, timeout: 180) { $0["file"] == "ShelfView.swift" }
            #expect(frame["errors"] == "0", "\(frame)")
            #expect(!preview.output.all.contains { $0.contains("has no #Preview") }, "\(preview.output.all)")
            _ = try preview.windowID(title: "Trellis - ShelfView.swift")
        }
    }
}
