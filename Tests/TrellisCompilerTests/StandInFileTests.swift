import Foundation
import Testing
@testable import TrellisCompiler
import TrellisProject
import TrellisSession

/// A left-out file compiled as a stand-in: its unavailable imports and then what swiftc refuses
/// taken out, the smallest part around each error, every line kept where it was.
@Suite struct StandInFileTests {
    /// A stand-in of `text`, left out for importing `module` on line `importLine`.
    static func standIn(_ text: String, module: String, importLine: Int, opened: Bool = false) throws -> (StandInFile, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("standin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("File.swift").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let reason = Diagnostic(file: path, line: importLine, column: 8, message: "no such module '\(module)'")
        var left = LeftOutFile(file: path, reason: reason, declares: [])
        left.unavailableImports = [reason]
        left.missingModule = module
        return (try #require(StandInFile(left, opened: opened ? path : nil)), path)
    }

    static func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    @Test func aStatementThatCallsTheMissingModuleIsTakenOutAndTheLinesStay() throws {
        let text = """
            import Foundation
            import Analytics

            final class Store {
                var items: [String] = []
                func load() {
                    items = ["a", "b"]
                    Analytics.track("loaded",
                                    count: items.count)
                    print(items)
                }
            }
            """
        var (file, path) = try Self.standIn(text, module: "Analytics", importLine: 2)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        #expect(Self.lines(file.text)[1] == "")
        let took1 = file.takeOut([Diagnostic(file: path, line: 8, column: 9, message: "cannot find 'Analytics' in scope")])
        #expect(took1)
        let lines = Self.lines(file.text)
        #expect(lines.count == Self.lines(text).count)
        #expect(lines[7].trimmingCharacters(in: .whitespaces).isEmpty && lines[8].isEmpty, "\(lines)")
        #expect(lines[6] == "        items = [\"a\", \"b\"]" && lines[9] == "        print(items)")
        #expect(file.warnings == [
            Diagnostic(file: path, line: 2, column: 8, message: "`import Analytics` is left out of the preview: no such module 'Analytics'", severity: .warning),
            Diagnostic(file: path, line: 8, column: 9,
                       message: "`Analytics.track(\"loaded\", …` is left out of the preview: cannot find 'Analytics' in scope; no such module 'Analytics'",
                       severity: .warning),
        ])
    }

    @Test func aViewOfTheMissingModuleIsItsPlaceholderThenThePlaceholderAloneThenNothing() throws {
        let text = """
            import SwiftUI
            import RemoteImages

            struct Row: View {
                var body: some View {
                    HStack {
                        RemoteImage(url: nil).resizable().frame(width: 40, height: 40)
                        Text("Row")
                    }
                }
            }
            """
        var (file, path) = try Self.standIn(text, module: "RemoteImages", importLine: 2)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let placeholder = "Trellis.FrameworkPlaceholder(\"RemoteImage\", framework: \"RemoteImages\")"
        let took1 = file.takeOut([Diagnostic(file: path, line: 7, column: 13, message: "cannot find 'RemoteImage' in scope")])
        #expect(took1)
        #expect(Self.lines(file.text)[6] == "            \(placeholder).resizable().frame(width: 40, height: 40)")
        #expect(file.warnings.last?.message.hasPrefix("`RemoteImage(url: nil)` is drawn as a placeholder: cannot find 'RemoteImage' in scope") == true)
        // `resizable()` is Image's: the placeholder without it, its frame kept.
        let column = Self.lines(file.text)[6].utf8.count - ".resizable().frame(width: 40, height: 40)".utf8.count + 2
        let took2 = file.takeOut([Diagnostic(file: path, line: 7, column: column, message: "value of type 'FrameworkPlaceholder<Never>' has no member 'resizable'")])
        #expect(took2)
        #expect(Self.lines(file.text)[6] == "            \(placeholder).frame(width: 40, height: 40)")
        #expect(file.warnings.last?.message == "`.resizable()` is left out of the preview: value of type 'FrameworkPlaceholder<Never>' has no member 'resizable'")
        // Refused as a whole (not a view builder): the placeholder alone, still named by what the user wrote, then nothing.
        let took3 = file.takeOut([Diagnostic(file: path, line: 7, column: 13, message: "result of call to 'frame(width:height:alignment:)' is unused")])
        #expect(took3)
        #expect(Self.lines(file.text)[6] == "            \(placeholder)")
        #expect(file.warnings.first { $0.column == 13 }?.message.hasPrefix("`RemoteImage(url: nil)` is drawn as a placeholder: result of call") == true)
        let took4 = file.takeOut([Diagnostic(file: path, line: 7, column: 13, message: "result of initializer is unused")])
        #expect(took4)
        #expect(Self.lines(file.text)[6].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(Self.lines(file.text)[7] == "            Text(\"Row\")")
        #expect(file.warnings.count == 3, "one word per place: the last")
    }

    /// A view refused at its name for another reason (its initialiser taken out of a stand-in
    /// of its module) is its placeholder too; an error in its arguments is not its name's.
    @Test func aViewRefusedAtItsNameIsItsPlaceholderAndOneRefusedInItsArgumentsIsTakenOut() throws {
        let text = "import SwiftUI\nimport RemoteImages\n\nstruct Row: View {\n    var body: some View {\n        VStack {\n            WebImage(url: nil)\n            Text(item.missing)\n        }\n    }\n}\n"
        var (file, path) = try Self.standIn(text, module: "RemoteImages", importLine: 2)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let took = file.takeOut([Diagnostic(file: path, line: 7, column: 13, message: "'WebImage<Content>' initializer is inaccessible due to 'internal' protection level"),
                                 Diagnostic(file: path, line: 8, column: 23, message: "value of type 'Item' has no member 'missing'")])
        #expect(took)
        #expect(Self.lines(file.text)[6] == "            Trellis.FrameworkPlaceholder(\"WebImage\", framework: \"RemoteImages\")")
        #expect(Self.lines(file.text)[7].trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test func membersConformancesAndEmptiedViewBodies() throws {
        let text = """
            import SwiftUI
            import Loader

            final class ImageStore: NSObject, LoaderDelegate, ObservableObject {
                let loader: Loader
                @Published var count = 0
            }
            struct Thumbnail: View, LoaderDelegate {
                var body: some View {
                }
            }
            extension ImageStore: LoaderObserving {
                func loaded() {}
            }
            """
        var (file, path) = try Self.standIn(text, module: "Loader", importLine: 2)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let took1 = file.takeOut([
            Diagnostic(file: path, line: 4, column: 35, message: "cannot find type 'LoaderDelegate' in scope"),
            Diagnostic(file: path, line: 5, column: 17, message: "cannot find type 'Loader' in scope"),
            Diagnostic(file: path, line: 8, column: 25, message: "cannot find type 'LoaderDelegate' in scope"),
            Diagnostic(file: path, line: 9, column: 9, message: "function declares an opaque return type, but has no return statements in its body from which to infer an underlying type"),
            Diagnostic(file: path, line: 12, column: 23, message: "cannot find type 'LoaderObserving' in scope"),
        ])
        #expect(took1)
        let lines = Self.lines(file.text)
        #expect(lines.count == Self.lines(text).count)
        #expect(lines[3] == "final class ImageStore: NSObject, ObservableObject {")
        #expect(lines[4].trimmingCharacters(in: .whitespaces).isEmpty && lines[5] == "    @Published var count = 0")
        #expect(lines[7] == "struct Thumbnail: View {")
        #expect(lines[8] == "    var body: some View {Trellis.FrameworkPlaceholder(\"Thumbnail\", framework: \"Loader\")", "\(lines)")
        #expect(lines[11] == "extension ImageStore {" && lines[12] == "    func loaded() {}")
    }

    @Test func theOpenedFileKeepsItsTopLevelDeclarations() throws {
        let text = "import SwiftUI\nimport Loader\n\nlet shared = Loader()\n\n#Preview { Text(\"A\") }\n"
        var (opened, path) = try Self.standIn(text, module: "Loader", importLine: 2, opened: true)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let error = Diagnostic(file: path, line: 4, column: 14, message: "cannot find 'Loader' in scope")
        let took1 = opened.takeOut([error])
        #expect(!took1)
        // Under `#if` too.
        var (conditional, conditionalPath) = try Self.standIn("import SwiftUI\nimport Loader\n#if DEBUG\nlet shared = Loader()\n#endif\n",
                                                             module: "Loader", importLine: 2, opened: true)
        defer { try? FileManager.default.removeItem(atPath: (conditionalPath as NSString).deletingLastPathComponent) }
        let took3 = conditional.takeOut([Diagnostic(file: conditionalPath, line: 4, column: 14, message: "cannot find 'Loader' in scope")])
        #expect(!took3)
        // Another file's may go.
        var (other, otherPath) = try Self.standIn(text, module: "Loader", importLine: 2)
        defer { try? FileManager.default.removeItem(atPath: (otherPath as NSString).deletingLastPathComponent) }
        let took2 = other.takeOut([Diagnostic(file: otherPath, line: 4, column: 14, message: "cannot find 'Loader' in scope")])
        #expect(took2)
        #expect(Self.lines(other.text)[3].isEmpty)
    }

    /// What a stand-in became is kept by its file's text: the next compile starts there, but an
    /// opened file does not take up a memo that took out one of its top-level declarations.
    @Test func aMemoResumesWhereTheLastCompileLeftTheFile() throws {
        let text = "import SwiftUI\nimport Loader\n\nlet shared = Loader()\nstruct A { func f() { Loader.ping() } }\n"
        var (file, path) = try Self.standIn(text, module: "Loader", importLine: 2)
        let cache = URL(fileURLWithPath: (path as NSString).deletingLastPathComponent).appendingPathComponent("cache")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let took = file.takeOut([Diagnostic(file: path, line: 4, column: 14, message: "cannot find 'Loader' in scope"),
                                 Diagnostic(file: path, line: 5, column: 23, message: "cannot find 'Loader' in scope")])
        #expect(took && file.cutsTopLevel)
        StandInMemo.write(file, build: "b1", cache: cache)
        #expect(StandInMemo.read(path, text: text, build: "b2", cache: cache) == nil, "another Trellis build")
        #expect(StandInMemo.read(path, text: text + "\n", build: "b1", cache: cache) == nil, "another text")
        let memo = try #require(StandInMemo.read(path, text: text, build: "b1", cache: cache))
        var resumed = try #require(StandInFile(file.leftOut, opened: nil))
        resumed.resume(memo)
        #expect(resumed.text == file.text && resumed.warnings == file.warnings)
        var opened = try #require(StandInFile(file.leftOut, opened: path))
        opened.resume(memo)
        #expect(Self.lines(opened.text)[3] == "let shared = Loader()", "its top level stays")
    }
}
