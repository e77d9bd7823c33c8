import Foundation
import Trellis

/// A layout file as the previewer uses it: its previews, its problems and the files it depends on.
struct LoadedLayout {
    /// The names of the file's previews, in source order (at least one when the file loaded).
    var previewNames: [String]
    /// Problems as "LINE:COL: message", for the error banner.
    var problems: [String]
    /// True when no view could be made: the window keeps showing the last good layout.
    var failed: Bool
    /// Absolute paths of the other files the layout reads (watched for changes too).
    var dependencies: [String]
    /// The view of the preview at an index.
    var makeView: (Int) -> AnyView

    /// Loads the layout file at `path` (absolute). Never throws: a file that cannot be read or
    /// parsed comes back failed, with its problems.
    static func load(path: String) -> LoadedLayout {
        guard FileManager.default.isReadableFile(atPath: path),
              (try? Data(contentsOf: URL(fileURLWithPath: path))) != nil else {
            return failure("\(shortName(path)) cannot be read (deleted or moved?); waiting for it to come back")
        }
        // Stand-in until the layout-file loader lands: a size-class driven AnyLayout.
        return LoadedLayout(previewNames: ["Demo"], problems: [], failed: false, dependencies: [],
                            makeView: { _ in AnyView(DemoView()) })
    }

    static func failure(_ message: String) -> LoadedLayout {
        LoadedLayout(previewNames: [], problems: [message], failed: true, dependencies: [],
                     makeView: { _ in AnyView(EmptyView()) })
    }

    static func shortName(_ path: String) -> String { (path as NSString).lastPathComponent }
}

private struct DemoView: View {
    @Environment(\.horizontalSizeClass) var horizontalSizeClass
    var body: some View {
        let layout = horizontalSizeClass == .regular ? AnyLayout(HStackLayout(spacing: 10)) : AnyLayout(VStackLayout(spacing: 10))
        layout {
            Color.red.frame(minWidth: 50, minHeight: 50).id("red")
            Color.blue.frame(minWidth: 50, minHeight: 50).id("blue")
        }
        .padding(20)
    }
}
