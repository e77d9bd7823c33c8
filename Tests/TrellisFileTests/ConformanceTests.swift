import Foundation
import Testing
import Trellis
import TrellisFile

/// Every shared conformance case, written as a layout file, lays out exactly like the same
/// views built with the Swift API (and where the reference gives frames, like SwiftUI).
@Suite struct ConformanceAsLayoutFiles {
    @Test(arguments: ConformanceCases.all)
    func sameFramesAsSwift(_ c: ConformanceCase) {
        let file = load(c.source, path: "case.swift")
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let fromFile = layoutFile(file, c.width, c.height)
        let fromSwift = LayoutTree(of: c.view(), in: CGSize(width: c.width, height: c.height))
        expectSameTree(fromFile.root, fromSwift.root)
        for e in c.expected { expectFrame(fromFile, e.id, e.x, e.y, e.w, e.h) }
    }
}
