import ArgumentParser
import Foundation
import Trellis
import TrellisCairo
import TrellisFile

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// What `layout` and `render` share: load the file, report its errors, lay out a preview in the
/// environment of the flags.
struct LayoutRun {
    let file: LayoutFile
    let layout: ViewLayout
    let settings: PreviewSettings
    let size: CGSize
    /// The window's safe-area insets (`--device`, `--safe-area`).
    let safeArea: EdgeInsets

    /// Loads `path` and lays out `preview`; prints the diagnostics and exits 1 on errors.
    static func make(path: String, preview: String?, options: EnvironmentOptions, scale: CGFloat = 1) throws -> LayoutRun {
        TextSetup.install()
        let file = try load(path)
        if let preview, !file.previews.contains(preview) {
            printError("\(path): error: no preview named '\(preview)'; this file has \(file.previews.isEmpty ? "none" : file.previews.map { "'\($0)'" }.joined(separator: ", "))")
            throw ExitCode(1)
        }
        try reportErrors(file)
        var settings = options.layoutSettings
        settings.displayScale = scale
        let size = options.size.cgSize
        let view = file.makeView(preview: preview, placeholders: false)
        let layout = ViewLayout(view, environment: settings.environment(for: size))
        layout.layout(in: size, safeArea: options.safeArea)
        // The flags' environment may reach code the default check did not.
        try reportErrors(file)
        return LayoutRun(file: file, layout: layout, settings: settings, size: size, safeArea: options.safeArea)
    }

    static func load(_ path: String) throws -> LayoutFile {
        do {
            return try LayoutFile(contentsOf: URL(fileURLWithPath: path))
        } catch {
            printError("\(path): error: cannot read the file (\(error.localizedDescription))")
            throw ExitCode(1)
        }
    }

    /// Prints the diagnostics; exits 1 if any is an error.
    static func reportErrors(_ file: LayoutFile) throws {
        let diagnostics = file.diagnostics
        for d in diagnostics { printError(d.description) }
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}

/// Text measured with Pango and images read by Cairo, so `layout` numbers match what `render`
/// paints.
enum TextSetup {
    static func install() { CairoBackend.install() }
}
