import Foundation
import Testing

/// The real window under many sizes. Frame times and memory across reloads are measured by
/// `trellis-bench preview` (release build), not here.
extension PreviewUnderXvfb {
    @Suite("performance")
    struct PreviewPerformanceTests {
        /// Samples/*.swift.
        static var samples: [String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: samplesFolder.path)) ?? []
            return names.filter { $0.hasSuffix(".swift") }.sorted().map { samplesFolder.appendingPathComponent($0).path }
        }

        /// 200 window sizes in a row, as a drag would produce them, crossing both size-class breakpoints.
        static let sweep: [(Int, Int)] = (0..<200).map { i in (320 + i * 4, 420 + (i * 37) % 420) }

        /// The frame times of a drag are measured by `trellis-bench preview sweep` (release build);
        /// here every sample is laid out and painted at three sizes across both breakpoints.
        @Test("every sample is laid out and painted at sizes across the breakpoints")
        func samplesAtThreeSizes() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            #expect(Self.samples.count >= 10)
            for file in Self.samples {
                let name = (file as NSString).lastPathComponent
                let preview = try PreviewProcess([file, "--size", "390x844", "--scale", "1", "--log"], display: display.name)
                defer { preview.stop() }
                // A sample the interpreter does not take is compiled first (minutes on a loaded machine).
                let first = try preview.waitForLayout(after: 0, timeout: 300)
                // A canvas of its own (`#Preview(traits: .fixedLayout…)`) is not laid out again on a resize.
                guard first["size"] == "390x844" else { continue }
                let window = try preview.windowID(title: "Trellis - \(name)")
                let resizer = try WindowResizer(display: display.name)
                for (width, height) in [(320, 420), (760, 480), (1100, 700)] {
                    let mark = preview.output.count
                    resizer.resize(window, width: width, height: height)
                    let frame = try preview.waitForLayout(after: mark, timeout: 10) { $0["size"] == "\(width)x\(height)" }
                    #expect(Double(frame["layout_ms"] ?? "") != nil && Double(frame["paint_ms"] ?? "") != nil, "\(name) at \(width)x\(height)")
                    #expect(frame["errors"] == "0", "\(name) at \(width)x\(height): \(frame)")
                }
                #expect(!preview.crashed, "\(name)")
            }
        }

        @Test("after a moment idle, a drag across both breakpoints lays out trees resolved ahead")
        func breakpointsResolvedAhead() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let scratch = try ScratchFolder()
            let file = scratch.path + "/Adaptive.swift"
            try PreviewWindowTests.adaptiveSource.write(toFile: file, atomically: true, encoding: .utf8)
            // Every pass of a kept tree is compared with a fresh resolution laid out at its size.
            let report = scratch.path + "/relayout.txt"
            let preview = try PreviewProcess([file, "--size", "390x844", "--scale", "1", "--log"], display: display.name,
                                             environment: ["TRELLIS_CHECK_RELAYOUT": report])
            defer { preview.stop() }
            let first = try preview.waitForLayout(after: 0, timeout: 15)
            #expect(first["h"] == "compact(auto)" && first["v"] == "regular(auto)")
            // The other three size-class pairs are resolved while nothing happens (milliseconds each).
            Thread.sleep(forTimeInterval: 3)
            let window = try preview.windowID(title: "Trellis - Adaptive.swift")
            let resizer = try WindowResizer(display: display.name)
            for (width, height, h, v) in [(760, 480, "regular", "compact"), (1100, 700, "regular", "regular"), (320, 420, "compact", "compact")] {
                let mark = preview.output.count
                resizer.resize(window, width: width, height: height)
                let frame = try preview.waitForLayout(after: mark, timeout: 10) { $0["size"] == "\(width)x\(height)" }
                #expect(frame["h"] == "\(h)(auto)" && frame["v"] == "\(v)(auto)", "\(frame)")
                #expect(frame["resolve_ms"] == "0.00", "\(width)x\(height) resolved on the frame: \(frame)")
                #expect(frame["errors"] == "0")
            }
            #expect(!preview.crashed)
            let differences = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
            #expect(differences.isEmpty, "\(differences.prefix(500))")
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
            ExternalTool.run(["xdotool"] + Self.sweep.flatMap { ["windowsize", window, "\($0.0)", "\($0.1)"] },
                             display: display.name, timeout: 30)
            let last = Self.sweep[Self.sweep.count - 1]
            try preview.waitForLayout(after: mark, timeout: 5) { $0["size"] == "\(last.0)x\(last.1)" }
            let passes = preview.output.all[mark...].filter { $0.hasPrefix("layout ") }.count
            #expect(passes >= 1 && passes <= 200)
            // Nothing after the last size: no stale size is drawn once the burst is over.
            usleep(200_000)
            let after = preview.output.all[mark...].filter { $0.hasPrefix("layout ") }.last.map(PreviewProcess.fields)
            #expect(after?["size"] == "\(last.0)x\(last.1)")
        }
    }
}
