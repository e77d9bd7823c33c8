import Foundation

/// The layout files the window browses: one file, or every `.swift` file of a folder (sorted by
/// name, refreshed when files come and go), with the current file and preview.
final class DocumentLibrary {
    /// The folder being browsed, or nil when a single file was opened.
    let folder: String?
    private(set) var files: [String]
    private(set) var fileIndex = 0
    var previewIndex = 0

    /// Opens `path` (a file or a folder; absolute). Throws a message when there is nothing to show.
    init(path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PreviewError("\(path): no such file or folder")
        }
        if isDirectory.boolValue {
            folder = path
            files = Self.layoutFiles(in: path)
            guard !files.isEmpty else { throw PreviewError("\(path): no .swift layout files in this folder") }
        } else {
            folder = nil
            files = [path]
        }
    }

    var currentFile: String { files[fileIndex] }

    /// Re-reads the folder's file list, keeping the current file when it still exists.
    /// Returns true when the current file changed (it was removed).
    @discardableResult
    func refresh() -> Bool {
        guard let folder else { return false }
        let current = currentFile
        let listed = Self.layoutFiles(in: folder)
        guard !listed.isEmpty else { return false }  // keep showing the last file until one comes back
        files = listed
        if let i = files.firstIndex(of: current) {
            fileIndex = i
            return false
        }
        fileIndex = min(fileIndex, files.count - 1)
        previewIndex = 0
        return true
    }

    /// Makes the file at `path` (absolute, standardized) the current one; false when it is not listed.
    func select(_ path: String) -> Bool {
        guard let i = files.firstIndex(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == path }) else { return false }
        fileIndex = i
        previewIndex = 0
        return true
    }

    /// Moves to another file (wrapping around); previewIndex is set by the caller once the file is loaded.
    func moveFile(by step: Int) {
        fileIndex = ((fileIndex + step) % files.count + files.count) % files.count
    }

    static func layoutFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }
            .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
            .map { folder + "/" + $0 }
    }
}

/// A message for the person at the terminal.
struct PreviewError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
