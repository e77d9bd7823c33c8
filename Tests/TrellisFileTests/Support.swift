import Foundation
import Testing
import Trellis
import TrellisCairo
@testable import TrellisFile

/// Text is measured by Pango and images read by Cairo, as in `trellis layout` and the previewer.
let realBackend: Void = CairoBackend.install()

/// Loads a layout file from source.
func load(_ source: String, path: String = "test.swift") -> LayoutFile {
    _ = realBackend
    return LayoutFile(source: source, path: path)
}

/// Lays out a preview of a layout file in a window.
func layoutFile(_ file: LayoutFile, preview: String? = nil, _ w: CGFloat = 200, _ h: CGFloat = 200,
                environment: EnvironmentValues = EnvironmentValues(), placeholders: Bool = false) -> LayoutTree {
    LayoutTree(of: file.makeView(preview: preview, placeholders: placeholders), in: CGSize(width: w, height: h), environment: environment)
}

/// Asserts that two placed trees have the same nodes (type and id, unless `types` is false: a
/// layout declared in a file has its own name) and frames to within 0.01 pt.
func expectSameTree(_ a: LayoutTree.Element, _ b: LayoutTree.Element, path: String = "root", types: Bool = true,
                    sourceLocation: SourceLocation = #_sourceLocation) {
    if types {
        #expect(a.type == b.type, "\(path): type \(a.type) vs \(b.type)", sourceLocation: sourceLocation)
        #expect(a.id == b.id, "\(path): id \(a.id ?? "nil") vs \(b.id ?? "nil")", sourceLocation: sourceLocation)
    }
    let fa = a.frame.rect, fb = b.frame.rect
    let same = abs(fa.minX - fb.minX) < 0.01 && abs(fa.minY - fb.minY) < 0.01
        && abs(fa.width - fb.width) < 0.01 && abs(fa.height - fb.height) < 0.01
    #expect(same, "\(path) (\(a.type)): file \(fa) vs Swift \(fb)", sourceLocation: sourceLocation)
    #expect(a.children.count == b.children.count, "\(path) (\(a.type)): \(a.children.count) vs \(b.children.count) children",
            sourceLocation: sourceLocation)
    for (i, (ca, cb)) in zip(a.children, b.children).enumerated() {
        expectSameTree(ca, cb, path: "\(path)/\(i)", types: types, sourceLocation: sourceLocation)
    }
}

/// Asserts that a layout file loads without diagnostics and lays out exactly like `view` written
/// with the Swift API, in a `w` × `h` window.
func expectFileLaysOutLike<V: View>(_ source: String, _ view: V, _ w: CGFloat = 300, _ h: CGFloat = 300,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
    let file = load(source)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics.map(\.description))", sourceLocation: sourceLocation)
    expectSameTree(layoutFile(file, w, h).root, LayoutTree(of: view, in: CGSize(width: w, height: h)).root, sourceLocation: sourceLocation)
}

/// Asserts the frame of the view with `.id(id)`.
func expectFrame(_ tree: LayoutTree, _ id: String, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let f = tree.frame(id: id) else {
        Issue.record("no view with id \(id)", sourceLocation: sourceLocation)
        return
    }
    let ok = abs(f.minX - x) < 0.01 && abs(f.minY - y) < 0.01 && abs(f.width - w) < 0.01 && abs(f.height - h) < 0.01
    #expect(ok, "\(id): got (\(f.minX), \(f.minY), \(f.width), \(f.height)), expected (\(x), \(y), \(w), \(h))",
            sourceLocation: sourceLocation)
}

/// The diagnostics of a source as "LINE:COL: message".
func problems(_ source: String) -> [String] {
    load(source).diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
}

/// The package root (for Samples/ and the built binary).
let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
}()
