import Foundation
import Testing

/// The window's drag, checked: the samples the interpreter does not take (lists, forms,
/// navigation, tab and split views, scroll views and lazy grids, through swiftc and the host
/// process) dragged over the 200 sizes of `trellis-bench preview sweep`, every pass of the kept
/// tree compared with a fresh resolution laid out at that size (`TRELLIS_CHECK_RELAYOUT`, in the
/// engine of the process that lays out). The interpreted samples: `SampleDragRelayout`.
extension PreviewUnderXvfb {
    @Suite("relayout")
    struct PreviewRelayoutTests {
        @Test("every frame of a drag of the compiled samples equals a fresh layout")
        func compiledSamplesDragged() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let scratch = try ScratchFolder()
            for name in SampleFiles.compiledOnly.sorted() {
                let report = scratch.path + "/\(name).relayout"
                let file = samplesFolder.appendingPathComponent(name).path
                let preview = try PreviewProcess([file, "--size", "390x844", "--scale", "1", "--log", "--engine", "compiled"],
                                                 display: display.name, environment: ["TRELLIS_CHECK_RELAYOUT": report])
                defer { preview.stop() }
                // Compiled first (minutes on a loaded machine).
                let first = try preview.waitForLayout(after: 0, timeout: 300)
                guard first["size"] == "390x844" else { continue }
                let window = try preview.windowID(title: "Trellis - \(name)")
                let resizer = try WindowResizer(display: display.name)
                for (width, height) in PreviewPerformanceTests.sweep {
                    let mark = preview.output.count
                    resizer.resize(window, width: width, height: height)
                    try preview.waitForLayout(after: mark, timeout: 20) { $0["size"] == "\(width)x\(height)" }
                }
                #expect(!preview.crashed, "\(name)")
                let differences = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
                #expect(differences.isEmpty, "\(name):\n\(differences.split(separator: "\n").prefix(5).joined(separator: "\n"))")
            }
        }
    }
}
