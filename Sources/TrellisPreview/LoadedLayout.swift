import Foundation
import Trellis
import TrellisFile

/// A layout file as the previewer uses it: its previews, its problems and the files it depends on.
struct LoadedLayout {
    /// The names of the file's previews, in source order (at least one when the file loaded).
    var previewNames: [String]
    /// True when no view could be made (unreadable, unparsable, nothing to preview): the window
    /// keeps showing the last good layout.
    var failed: Bool
    /// Absolute paths of the files the layout reads (itself and its images), watched for changes.
    var dependencies: [String]
    /// The loaded file, nil when it could not be read.
    private let file: LayoutFile?
    private let readError: String?

    /// Loads the layout file at `path` (absolute). Never throws: a file that cannot be read or
    /// parsed comes back failed, with its problems.
    static func load(path: String) -> LoadedLayout {
        let url = URL(fileURLWithPath: path)
        guard let file = try? LayoutFile(contentsOf: url) else {
            return LoadedLayout(previewNames: [], failed: true, dependencies: [path], file: nil,
                                readError: "\(shortName(path)) cannot be read (deleted or moved?); waiting for it to come back")
        }
        let dependencies = file.dependencies.map { $0.standardizedFileURL.path }
        return LoadedLayout(previewNames: file.previews, failed: file.hasSyntaxErrors || file.previews.isEmpty,
                            dependencies: dependencies.contains(path) ? dependencies : [path] + dependencies,
                            file: file, readError: nil)
    }

    /// Problems as "LINE:COL: message" for the error banner: everything the loader and the
    /// evaluations so far found (a new environment may reach code that reports more).
    var problems: [String] {
        if let readError { return [readError] }
        guard let file else { return [] }
        return file.diagnostics.map { d in
            (d.severity == .error ? "" : "\(d.severity.rawValue): ") + "\(d.line):\(d.column): \(d.message)"
        }
    }

    /// The view of the preview at `index`; views the file cannot build are placeholder boxes
    /// carrying the message, so the rest of the file still shows.
    func makeView(_ index: Int) -> AnyView {
        guard let file, previewNames.indices.contains(index) else { return AnyView(EmptyView()) }
        return file.makeView(preview: previewNames[index], placeholders: true)
    }

    static func shortName(_ path: String) -> String { (path as NSString).lastPathComponent }
}
