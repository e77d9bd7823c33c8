import Foundation
import Testing

extension PreviewUnderXvfb {
    /// A file that runs out of the work budget shows a located banner over the last good layout;
    /// the `s` key writes a new PNG beside the file and never over it.
    @Suite("the work budget in the window")
    struct BudgetPreviewTests {
        /// A layout of the file that takes a while per call, used 2,000 times.
        static let slowSource = """
            struct Slow: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var x = 0
                    while x < 1_000 { x += 1 }
                    return CGSize(width: 1, height: 1)
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            #Preview {
                VStack {
                    ForEach(0..<2000) { _ in
                        Slow { Color.blue }
                    }
                }
            }

            """

        @Test("over the budget: banner with LINE:COL, last good layout stays; s saves beside the file")
        func budgetBannerAndSave() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = try ScratchFolder()
            let file = folder.path + "/Slow.swift"
            let good = "Color.red\n"
            try good.write(toFile: file, atomically: true, encoding: .utf8)

            let preview = try PreviewProcess([file, "--size", "300x300", "--log", "--engine", "interpreter"], display: display.name,
                                             environment: ["TRELLIS_BUDGET_SECONDS": "1"])
            defer { preview.stop() }
            try preview.waitForLayout(after: 0, timeout: 15) { $0["errors"] == "0" }
            let window = try preview.windowID(title: "Trellis - Slow.swift")
            preview.press("i")
            var shot = try ScrollPreviewTests.waitForScreen(window, display) { $0.pixel(150, 150) == Screenshot.red }
            #expect(shot.pixel(150, 150) == Screenshot.red)

            // `s`: a new PNG beside the file; the layout file is untouched.
            var mark = preview.output.count
            preview.press("s")
            let saved = try preview.waitForLine(after: mark, prefix: "saved ")
            let png = String(saved.dropFirst("saved ".count))
            #expect(png.hasPrefix(folder.path + "/Slow") && png.hasSuffix(".png"), "\(saved)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: png)).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
            #expect(try String(contentsOfFile: file, encoding: .utf8) == good)

            // Over the budget: the error names it, at its place; the red layout stays under the banner.
            mark = preview.output.count
            try Self.slowSource.write(toFile: file, atomically: true, encoding: .utf8)
            let spent = try preview.waitForLine(after: mark, prefix: "budget spent file=Slow.swift", timeout: 30)
            #expect(spent.contains("stopped after 1 seconds: the time budget"), "\(spent)")
            shot = try ScrollPreviewTests.waitForScreen(window, display) { $0.pixel(5, 5).isClose(to: .init(199, 31, 26), tolerance: 25) }
            #expect(shot.pixel(5, 5).isClose(to: .init(199, 31, 26), tolerance: 25), "banner: \(shot.pixel(5, 5))")
            #expect(shot.pixel(150, 250) == Screenshot.red, "the last good layout stays under the banner")

            // Fixed again: it recovers by itself.
            mark = preview.output.count
            try good.write(toFile: file, atomically: true, encoding: .utf8)
            try preview.waitForLayout(after: mark, timeout: 15) { $0["errors"] == "0" }
            shot = try ScrollPreviewTests.waitForScreen(window, display) { $0.pixel(5, 5) == Screenshot.red }
            #expect(shot.pixel(5, 5) == Screenshot.red, "banner gone")
        }
    }
}
