import Foundation
import Trellis

/// Where the views of a compiled module were written, as the user reads the files: their paths
/// and the columns the loader inserted (`ModuleSources.File.columnShifts`). The compile writes it
/// beside the library; the process that runs the module lays out with its `locator`, so hover
/// labels, clicks and `trellis layout` name the user's `FILE:LINE:COL` as they do for layout files.
struct ViewSourceMap: Sendable {
    struct File: Codable, Sendable {
        /// The path `#filePath` gives (absolute: the compile names rewritten copies after it).
        var absolutePath: String
        /// The path as the user gave it.
        var path: String
        /// (line, column, count): `count` columns inserted on `line` before `column`.
        var shifts: [[Int]]
        /// Where the lines of the module compiled before an edit moved to (old line → new line),
        /// when the edit's bodies were compiled as replacements (`EditReplacements`); code
        /// that names `absolutePath` + `editedSuffix` is the replacements', already in new lines.
        var moved: [Int: Int]?

        init(_ file: ModuleSources.File, moved: [Int: Int]? = nil) {
            absolutePath = ModuleCompiler.absolute(file.path)
            path = file.path
            shifts = file.columnShifts.map { [$0.line, $0.column, $0.count] }
            self.moved = moved
        }
    }

    /// Ends the file name replacements' code gives (`#sourceLocation`): its lines are the edited file's.
    static let editedSuffix = "@edit"

    private let files: [String: File]
    /// The module's files in order: a rewritten copy is `…/src<index>/copy-<name>`.
    private let ordered: [File]

    init(folder: URL) {
        let data = try? Data(contentsOf: folder.appendingPathComponent(ModuleCompiler.sourceMapName))
        let list = data.flatMap { try? JSONDecoder().decode([File].self, from: $0) } ?? []
        files = Dictionary(list.map { ($0.absolutePath, $0) }, uniquingKeysWith: { a, _ in a })
        ordered = list
    }

    /// The user's location of a view compiled code wrote at `file:line:column`; nil outside the
    /// module's files (Trellis's own views, generated previews). Code a macro expanded in a
    /// rewritten copy names the copy and its own lines (one more than the user's).
    var locator: ViewSourceLocator {
        let files = self.files, ordered = self.ordered
        return ViewSourceLocator { path, line, column in
            var line = line
            if path.hasSuffix(Self.editedSuffix), let file = files[String(path.dropLast(Self.editedSuffix.count))] {
                return ViewSourceLocation(file: file.path, line: line, column: column)
            }
            guard let file = files[path] ?? Self.copied(path, ordered).map({ copied -> File in line -= ModuleSources.copyLineOffset; return copied })
            else { return nil }
            line = file.moved?[line] ?? line
            let shifts = file.shifts.map { (line: $0[0], column: $0[1], count: $0[2]) }
            return ViewSourceLocation(file: file.path, line: line, column: ModuleSources.userColumn(column, line: line, shifts: shifts))
        }
    }

    /// The file whose rewritten copy is at `path` (`…/src<index>/copy-<name>`), if it is one.
    static func copied(_ path: String, _ ordered: [File]) -> File? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, let name = parts.last, name.hasPrefix("copy-"), parts[parts.count - 2].hasPrefix("src"),
              let index = Int(parts[parts.count - 2].dropFirst(3)), ordered.indices.contains(index),
              ModuleSources.copyName(ordered[index].path) == String(name) else { return nil }
        return ordered[index]
    }
}
