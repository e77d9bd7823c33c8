import Foundation
import Testing

/// Damage regions: a live change repaints the window only around what changed (and the status
/// bar), and the window then shows, pixel for pixel, what painting every frame whole shows.
extension PreviewUnderXvfb {
    @Suite("damage regions")
    struct DamageRegionWindowTests {
        static let source = """
            import SwiftUI

            struct Tally: View {
                @State private var count = 0
                @State private var on = false
                @State private var name = ""
                var body: some View {
                    NavigationStack {
                        List {
                            Section("Counter") {
                                Text("Count: \\(count)")
                                Button("Add") { count += 1 }
                                Toggle("Enabled", isOn: $on)
                                TextField("Name", text: $name)
                            }
                            Section("More") {
                                ForEach(0..<6) { i in Label("Row \\(i)", systemImage: "star").shadow(radius: 2) }
                            }
                        }
                        .navigationTitle("Tally")
                    }
                }
            }

            #Preview { Tally() }
            """

        @Test("taps, a toggle and typing repaint a few per cent of the window, and show what whole repaints show")
        func partialPaintsMatchWholeOnes() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Tally.swift"
            try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
            // Each step: what the person does, then the screen once its frame is painted.
            let steps: [(String, (PreviewProcess) -> Void)] = [
                ("Add", { $0.xdotool("mousemove", "52", "220", "click", "1") }),
                ("Add again", { $0.xdotool("mousemove", "52", "220", "click", "1") }),
                ("the toggle", { $0.xdotool("mousemove", "328", "268", "click", "1") }),
                ("the field", { $0.xdotool("mousemove", "100", "312", "click", "1") }),
                ("typing", { $0.xdotool("type", "--delay", "80", "Ann") }),
            ]
            var runs: [[Screenshot]] = []
            for whole in [false, true] {
                let preview = try PreviewProcess([file, "--engine", "compiled", "--size", "390x844", "--scale", "1", "--log"],
                                                 display: display.name,
                                                 environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache", "TRELLIS_FULL_PAINT": whole ? "1" : "0"])
                defer { preview.stop() }
                try preview.waitForLayout(after: 0, timeout: 180)
                let window = try preview.windowID(title: "Trellis - Tally.swift")
                // The status bar shows each frame's timings, which differ from run to run.
                preview.press("i")
                usleep(500_000)
                var shots = [try Screenshot.grab(window: window, display: display.name)]
                for (name, act) in steps {
                    let mark = preview.output.all.count
                    act(preview)
                    _ = try preview.waitForLine(after: mark, prefix: "live event=")
                    // Settled: no frame for a moment after the last one.
                    var painted: [Double] = []
                    var last = Date()
                    while Date().timeIntervalSince(last) < 0.4 {
                        let lines = preview.output.all.dropFirst(mark).filter { $0.hasPrefix("paint painted=") }
                        if lines.count > painted.count {
                            painted = lines.compactMap { Double($0.dropFirst("paint painted=".count).prefix(5)) }
                            last = Date()
                        }
                        usleep(20_000)
                    }
                    #expect(!painted.isEmpty, "\(name): no frame painted")
                    if whole {
                        #expect(painted.allSatisfy { $0 == 1 }, "\(name): \(painted)")
                    } else {
                        // A row or two of a 390 × 844 window. A press and its release may come as two
                        // updates, one of which (the press, on a control that does not highlight)
                        // changes nothing on screen and paints nothing.
                        #expect(painted.allSatisfy { $0 >= 0 && $0 < 0.05 } && painted.contains { $0 > 0 }, "\(name): \(painted)")
                    }
                    shots.append(try Screenshot.grab(window: window, display: display.name))
                }
                runs.append(shots)
            }
            for (i, (partial, whole)) in zip(runs[0], runs[1]).enumerated() {
                let differing = (0..<partial.pixels.count / 3).filter { (p: Int) -> Bool in
                    partial.pixel(p % partial.width, p / partial.width) != whole.pixel(p % partial.width, p / partial.width)
                }
                let first = differing.first.map { "(\($0 % partial.width), \($0 / partial.width))" } ?? "-"
                #expect(differing.isEmpty, "step \(i): \(differing.count) pixels differ, the first at \(first)")
            }
            // The steps did what they say: the count and the name are on screen.
            #expect(runs[0][1].pixels != runs[0][0].pixels && runs[0][5].pixels != runs[0][4].pixels)
        }
    }
}
