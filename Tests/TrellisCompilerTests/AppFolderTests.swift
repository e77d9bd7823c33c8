import Foundation
import Testing
@testable import TrellisCompiler
@testable import TrellisProject
import TrellisSession

/// The module of a file that no project holds: the folder of its `@main` app, else the nearest
/// folder up whose files declare the names the file could not find (a tutorial's step, with its
/// views and models in folders of their own), never a folder of several apps or of independent
/// files, and never tests.
@Suite struct AppFolderTests {
    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-appfolder-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root.standardizedFileURL
    }

    static func relative(_ paths: [String], to root: URL) -> [String] { paths.map { String($0.dropFirst(root.path.count + 1)) } }

    @Test func theFolderOfTheMainAppIsTheModuleLessItsTests() throws {
        let root = try Self.folder([
            "Apps/Notes/Notes/NotesApp.swift": "import SwiftUI\n\n@main\nstruct NotesApp: App {\n    var body: some Scene { WindowGroup { Text(\"\") } }\n}\n",
            "Apps/Notes/Notes/View/List.swift": "import SwiftUI\n",
            "Apps/Notes/Notes/Model/Note.swift": "struct Note {}\n",
            "Apps/Notes/Notes/NotesTests/NoteTests.swift": "import XCTest\n",
            "Apps/Notes/Notes/Helpers/Check.swift": "import XCTest\n",
            "Apps/Notes/NotesUITests/UITests.swift": "import XCTest\n",
            "Apps/Other/Other/OtherApp.swift": "@main struct OtherApp: SwiftUI.App { var body: some Scene { WindowGroup { Text(\"\") } } }\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Apps/Notes/Notes/View/List.swift")
        #expect(ProjectLocator.appFolder(around: file)?.path == root.appendingPathComponent("Apps/Notes/Notes").path)
        let project = try #require(try Project.open(file.path, isProvided: { _ in true }))
        #expect(project.module.isApp)
        #expect(Self.relative(project.module.files, to: root)
                == ["Apps/Notes/Notes/Model/Note.swift", "Apps/Notes/Notes/NotesApp.swift", "Apps/Notes/Notes/View/List.swift"])
        #expect(Project.holds(file.path))
        // Not an app: a comment that mentions @main, a type that is not an App.
        let other = try Self.folder(["Lib/Tool.swift": "// @main is elsewhere\n@main struct Tool { static func main() {} }\n", "Lib/Use.swift": ""])
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(ProjectLocator.appFolder(around: other.appendingPathComponent("Lib/Use.swift")) == nil)
    }

    @Test func withoutAnAppTheNearestFolderUpThatDeclaresTheMissingNamesIsTheModule() throws {
        let root = try Self.folder([
            "Lessons/Step4/Views/ParkList.swift": "import SwiftUI\nstruct ParkList: View { var body: some View { ParkRow(park: parks[0]) } }\n",
            "Lessons/Step4/Views/ParkRow.swift": "import SwiftUI\nstruct ParkRow: View { var park: Park\n var body: some View { Text(park.name) } }\n",
            "Lessons/Step4/Model/Park.swift": "struct Park { var name: String }\nlet parks = [Park(name: \"Zion\")]\n",
            "Lessons/Step4/Tests/ParkTests.swift": "import XCTest\n",
            "Lessons/Step3/Model/Park.swift": "struct Park { var name: String }\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Lessons/Step4/Views/ParkList.swift")
        func error(_ name: String, type: Bool = false) -> Diagnostic {
            Diagnostic(file: file.path, line: 2, column: 1, message: "cannot find \(type ? "type " : "")'\(name)' in scope", severity: .error)
        }
        // The file's folder declares ParkRow but not parks: one folder up declares both.
        let project = try #require(ProjectBuild.looseFolder(around: file.path, diagnostics: [error("ParkRow"), error("parks")]))
        #expect(project.module.folder.standardizedFileURL.path == root.appendingPathComponent("Lessons/Step4").path)
        #expect(Self.relative(project.module.files, to: root)
                == ["Lessons/Step4/Model/Park.swift", "Lessons/Step4/Views/ParkList.swift", "Lessons/Step4/Views/ParkRow.swift"])
        // A name only the folder of every step declares (twice) is not looked for there.
        #expect(ProjectBuild.looseFolder(around: file.path, diagnostics: [error("Unknown", type: true)]) == nil)
    }
}
