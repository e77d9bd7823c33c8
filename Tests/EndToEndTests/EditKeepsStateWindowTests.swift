import Foundation
import Testing

/// Saving the file recompiles it and starts a new host; the live preview keeps its states of
/// standard types where the views are unchanged (Trellis/Live/KeptState.swift), and `z` starts
/// it afresh. Checked by pixels: a red bar 50 pt wider per tap.
extension PreviewUnderXvfb {
    @Suite("edits keep state")
    struct EditKeepsStateWindowTests {
        static func source(label: String) -> String {
            """
            import SwiftUI

            struct Keeper: View {
                @State private var count = 0
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: CGFloat(count) * 50 + 10, height: 40)
                        Button("Add") { count += 1 }.frame(width: 200, height: 60)
                        Text("\(label)")
                        Spacer()
                    }
                }
            }

            #Preview { Keeper() }
            """
        }

        @Test("a counter at 2 stays at 2 after a label's text is edited; z resets it")
        func editKeepsCount() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Keeper.swift"
            try Self.source(label: "Label 0").write(toFile: file, atomically: true, encoding: .utf8)
            let preview = try PreviewProcess([file, "--engine", "compiled", "--size", "300x400", "--scale", "1", "--log"],
                                             display: display.name, environment: ["TRELLIS_CACHE_DIR": folder.path + "/cache"])
            defer { preview.stop() }
            _ = try preview.waitForLine(after: 0, prefix: "compile file=Keeper.swift ok", timeout: 180)
            try preview.waitForLayout(after: 0, timeout: 15)
            let window = try preview.windowID(title: "Trellis - Keeper.swift")
            let wait = PreviewUnderXvfb.ScrollPreviewTests.waitForScreen
            _ = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 10 }

            for _ in 0..<2 {
                let mark = preview.output.all.count
                preview.xdotool("mousemove", "150", "70", "click", "1")
                _ = try preview.waitForLine(after: mark, prefix: "live event=tap@150,70 taken=1")
            }
            var shot = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 110 }
            #expect(shot.box(of: Screenshot.red)?.width == 110)

            // Edits of the label: each reloads with the count kept (edit → frame, in ms).
            var times: [Double] = []
            for edit in 1...10 {
                let mark = preview.output.all.count
                let start = Date()
                try Self.source(label: "Label \(edit)").write(toFile: file, atomically: true, encoding: .utf8)
                _ = try preview.waitForLine(after: mark, prefix: "compile file=Keeper.swift ok", timeout: 180)
                try preview.waitForLayout(after: mark, timeout: 15)
                shot = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 110 }
                times.append(Date().timeIntervalSince(start) * 1000)
                #expect(shot.box(of: Screenshot.red)?.width == 110, "after edit \(edit)")
            }
            let sorted = times.sorted()
            print("edit → frame with state kept, ms: p50 \(Int(sorted[sorted.count / 2])) of \(times.map { Int($0) })")

            // z: the state starts afresh.
            preview.press("z", pointer: (150, 300))
            shot = try wait(window, display) { $0.box(of: Screenshot.red)?.width == 10 }
            #expect(shot.box(of: Screenshot.red)?.width == 10)
        }
    }
}
