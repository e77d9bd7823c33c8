import Foundation
// Shared by every test file of this target.
@_exported import TrellisTestSupport
import Testing
import Trellis
import TrellisCairo
@testable import TrellisInterpreter

/// Text is measured by Pango and images read by Cairo, as in `trellis layout` and the previewer.
let realBackend = CairoBackend.backend()

/// The default environment with the real backend.
var realEnvironment: EnvironmentValues {
    var env = EnvironmentValues()
    env.layoutBackend = realBackend
    return env
}

/// Loads a layout file from source.
func load(_ source: String, path: String = "test.swift") -> InterpretedFile {
    let file = InterpretedFile(source: source, path: path)
    file.checkBackend = realBackend
    return file
}

/// Lays out a preview of a layout file in a window.
func layoutFile(_ file: InterpretedFile, preview: String? = nil, _ w: CGFloat = 200, _ h: CGFloat = 200,
                environment: EnvironmentValues = realEnvironment, placeholders: Bool = false) -> LayoutTree {
    LayoutTree(of: file.makeView(preview: preview, placeholders: placeholders), in: CGSize(width: w, height: h), environment: environment)
}

/// Asserts that a layout file loads without diagnostics and lays out exactly like `view` written
/// with the Swift API, in a `w` × `h` window.
func expectFileLaysOutLike<V: View>(_ source: String, _ view: V, _ w: CGFloat = 300, _ h: CGFloat = 300,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
    let file = load(source)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics.map(\.description))", sourceLocation: sourceLocation)
    expectSameTree(layoutFile(file, w, h).root, LayoutTree(of: view, in: CGSize(width: w, height: h), environment: realEnvironment).root,
                   sourceLocation: sourceLocation)
}

/// The diagnostics of a source as "LINE:COL: message".
func problems(_ source: String) -> [String] {
    load(source).diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
}
