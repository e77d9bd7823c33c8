// Shared by every test file of this target.
@_exported import TrellisTestSupport
import Foundation
import Trellis
import TrellisCairo
import TrellisInterpreter

/// Text is measured by Pango and images read by Cairo, as in `trellis layout` and the previewer.
let realBackend = CairoBackend.backend()

/// Loads a layout file from source, checked with the real backend.
func load(_ source: String, path: String = "test.swift") -> InterpretedFile {
    let file = InterpretedFile(source: source, path: path)
    file.checkBackend = realBackend
    return file
}

/// Lays out a preview of a layout file in a window, with the real backend.
func layoutFile(_ file: InterpretedFile, preview: String? = nil, _ w: CGFloat, _ h: CGFloat) -> LayoutTree {
    var environment = EnvironmentValues()
    environment.layoutBackend = realBackend
    return LayoutTree(of: file.makeView(preview: preview, placeholders: false), in: CGSize(width: w, height: h), environment: environment)
}
