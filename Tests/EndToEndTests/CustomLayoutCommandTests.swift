import Foundation
import Testing
import Trellis

/// A file's custom layouts fail `trellis check` and `layout` with the place of their error.
@Suite(.serialized) struct CustomLayoutCommand {
    @Test func errorsInsideLayoutsFailTheCommandWithTheirPlace() throws {
        let url = try Command.temporaryFile(try String(contentsOf: brokenLayouts, encoding: .utf8), name: "Broken.swift")
        // The interpreter's runtime errors (swiftc rejects this file before it runs).
        let check = try Command.run(["check", url.path, "--engine", "interpreter"])
        #expect(check.status != 0)
        #expect(check.stderr.contains("Broken.swift:5:18: error: index 3 is out of range for subviews"), "\(check.stderr)")
        let layout = try Command.run(["layout", url.path, "--engine", "interpreter"])
        #expect(layout.status != 0)
        #expect(layout.stderr.contains("Broken.swift:30:9: error: Endless.placeSubviews"), "\(layout.stderr)")
    }
}
