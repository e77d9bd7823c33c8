import Foundation
import Testing

/// Frame time while dragging and memory across reloads, measured on the real window from its
/// `--log` lines and /proc.
extension PreviewUnderXvfb {
    @Suite("performance")
    struct PreviewPerformanceTests {
        /// The repository's Samples/*.swift, found above the test bundle; empty if there are none yet.
        static var samples: [String] {
            var folder = URL(fileURLWithPath: PreviewProcess.executable ?? FileManager.default.currentDirectoryPath).deletingLastPathComponent()
            for _ in 0..<6 {
                let samples = folder.appendingPathComponent("Samples").path
                if let names = try? FileManager.default.contentsOfDirectory(atPath: samples) {
                    return names.filter { $0.hasSuffix(".swift") }.sorted().map { samples + "/" + $0 }
                }
                folder.deleteLastPathComponent()
            }
            return []
        }

        /// 200 window sizes in a row, as a drag would produce them, crossing both size-class breakpoints.
        static let sweep: [(Int, Int)] = (0..<200).map { i in (320 + i * 4, 420 + (i * 37) % 420) }

        /// Speed is a measurement, not a pass/fail condition (a loaded CI machine is not a
        /// benchmark): the sweep asserts that every size is laid out and painted, and prints the
        /// frame times (the 8 ms goal is for release builds: TRELLIS_BINARY=.build/release/trellis).
        @Test("200 sizes in a row: every size laid out and painted at scale 1 (times printed)")
        func resizeSweep() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let scratch = try ScratchFolder()
            // TRELLIS_SWEEP_FILES (paths separated by ':') measures other files instead of Samples/.
            var files = ProcessInfo.processInfo.environment["TRELLIS_SWEEP_FILES"].map { $0.split(separator: ":").map(String.init) }
                ?? Self.samples
            if files.isEmpty {
                let file = scratch.path + "/Adaptive.swift"
                try PreviewWindowTests.adaptiveSource.write(toFile: file, atomically: true, encoding: .utf8)
                files = [file]
            }
            var report: [String] = []
            for file in files {
                let name = (file as NSString).lastPathComponent
                let preview = try PreviewProcess([file, "--size", "390x844", "--scale", "1", "--log"], display: display.name)
                defer { preview.stop() }
                let first = try preview.waitForLayout(after: 0, timeout: 15)
                if first["size"] != "390x844" {
                    // A canvas of its own (`#Preview(traits: .fixedLayout…)`): resizing the window does not lay it out again.
                    report.append("\(name): fixed canvas \(first["size"] ?? "?"), not swept")
                    continue
                }
                let window = try preview.windowID(title: "Trellis - \(name)")
                // One size at a time, each sent once the previous one is on screen, as a drag does
                // when the previewer keeps up (sizes it cannot keep up with are skipped, not queued).
                let resizer = try WindowResizer(display: display.name)
                var frames: [[String: String]] = []
                for (width, height) in Self.sweep {
                    let mark = preview.output.count
                    resizer.resize(window, width: width, height: height)
                    frames.append(try preview.waitForLayout(after: mark, timeout: 10) { $0["size"] == "\(width)x\(height)" })
                }
                func frameTime(_ f: [String: String]) -> Double {
                    (Double(f["layout_ms"] ?? "") ?? .infinity) + (Double(f["paint_ms"] ?? "") ?? .infinity)
                }
                let times = frames.map(frameTime).sorted()
                let mean = times.reduce(0, +) / Double(max(times.count, 1))
                let p95 = times[min(times.count - 1, times.count * 95 / 100)]
                let worst = times.last ?? .infinity
                // The three slowest frames with their sizes (a breakpoint, a first image size, or the machine).
                let slowest = frames.sorted { frameTime($0) > frameTime($1) }.prefix(3)
                    .map { String(format: "%.1f ms at %@", frameTime($0), $0["size"] ?? "?") }.joined(separator: ", ")
                let layoutMean = frames.compactMap { Double($0["layout_ms"] ?? "") }.reduce(0, +) / Double(max(frames.count, 1))
                report.append(String(format: "%@: layout + paint mean %.2f ms (layout %.2f), p95 %.2f ms, max %.2f ms, %d frames; slowest %@",
                                     name, mean, layoutMean, p95, worst, times.count, slowest))
                #expect(times.count == Self.sweep.count && worst.isFinite, "\(name): every size has a layout and paint time")
                #expect(!preview.crashed)
            }
            print("resize sweep (200 sizes, scale 1, \(PreviewProcess.executable ?? "?")):\n  " + report.joined(separator: "\n  "))
        }

        @Test("a burst of 200 resizes: the window catches up with the last size at once")
        func resizeBurst() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let scratch = try ScratchFolder()
            let file = scratch.path + "/Adaptive.swift"
            try PreviewWindowTests.adaptiveSource.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--log"], display: display.name)
            defer { preview.stop() }
            try preview.waitForLayout(after: 0, timeout: 15)
            let window = try preview.windowID(title: "Trellis - Adaptive.swift")
            let mark = preview.output.count
            let start = Date()
            ExternalTool.run(["xdotool"] + Self.sweep.flatMap { ["windowsize", window, "\($0.0)", "\($0.1)"] },
                             display: display.name, timeout: 30)
            let last = Self.sweep[Self.sweep.count - 1]
            try preview.waitForLayout(after: mark, timeout: 5) { $0["size"] == "\(last.0)x\(last.1)" }
            let seconds = Date().timeIntervalSince(start)
            let passes = preview.output.all[mark...].filter { $0.hasPrefix("layout ") }.count
            print(String(format: "resize burst: 200 sizes sent at once, %d layout passes, last size on screen after %.0f ms", passes, seconds * 1000))
            #expect(passes >= 1 && passes <= 200)
            // Nothing after the last size: no stale size is drawn once the burst is over.
            usleep(200_000)
            let after = preview.output.all[mark...].filter { $0.hasPrefix("layout ") }.last.map(PreviewProcess.fields)
            #expect(after?["size"] == "\(last.0)x\(last.1)")
        }

        @Test("memory stays flat across 1,000 reloads")
        func reloadMemory() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let scratch = try ScratchFolder()
            let file = scratch.path + "/Adaptive.swift"
            try PreviewWindowTests.adaptiveSource.write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--log"], display: display.name)
            defer { preview.stop() }
            try preview.waitForLayout(after: 0, timeout: 15)

            var samples: [(reloads: Int, kilobytes: Int)] = []
            let start = Date()
            for i in 1...1000 {
                let mark = preview.output.count
                // Every save changes the layout and brings a text never measured before (so caches
                // that never forget would show up as growth).
                let source = PreviewWindowTests.adaptiveSource
                    .replacingOccurrences(of: "spacing: 10", with: "spacing: \(10 + i % 2)")
                    .replacingOccurrences(of: "Color.green.padding(30)", with: "Text(\"Reload number \(i)\").padding(30)")
                try source.write(toFile: file, atomically: true, encoding: .utf8)
                try preview.waitForLine(after: mark, prefix: "load file=Adaptive.swift ok")
                if i == 100 || i % 250 == 0, let rss = preview.residentKilobytes { samples.append((i, rss)) }
            }
            let seconds = Date().timeIntervalSince(start)
            print("reload memory (VmRSS): " + samples.map { "\($0.reloads): \($0.kilobytes) kB" }.joined(separator: ", ")
                  + String(format: " — %.1f ms per reload", seconds * 1000 / 1000))
            // After warming up (caches, allocator pools), 900 more reloads may not grow memory by more than 2 MB.
            if let first = samples.first, let last = samples.last {
                #expect(last.kilobytes - first.kilobytes < 2048, "RSS grew from \(first.kilobytes) kB to \(last.kilobytes) kB")
            }
            #expect(preview.process.isRunning)
        }
    }
}
