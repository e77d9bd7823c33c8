import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import TrellisCompiler
@testable import TrellisProject
import TrellisSession

/// A file of an app that imports what Trellis cannot give on Linux (an Apple framework it lacks,
/// a module that is nowhere) is compiled without, with the files that use what it declares,
/// and then stood in (`StandInFileTests`).
@Suite struct LeftOutFilesTests {
    static let app = [
        "Shop/ShopApp.swift": "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Screen() } }\n}\n",
        "Shop/Helper/StepTypes.swift": "import SwiftUI\nimport HealthKit\n\nstruct StepTypes {\n    static let count = HKQuantityTypeIdentifier.stepCount\n}\nlet defaultStep = StepTypes.count\n",
        "Shop/Views/ScannerSettings.swift": "import SwiftUI\n\nstruct ScannerSettings: View {\n    var body: some View { Text(\"\\(defaultStep)\") }\n}\n",
        "Shop/Views/Gallery.swift": "import SwiftUI\nimport SDWebImageSwiftUI\n\nstruct Gallery: View {\n    var body: some View { WebImage(url: nil) }\n}\n",
        "Shop/Views/Screen.swift": "import SwiftUI\n\nstruct Screen: View {\n    var body: some View { Text(\"Shop\") }\n}\n",
    ]

    static func provided(_ name: String) -> Bool { ["SwiftUI"].contains(name) }

    @Test func filesThatImportWhatTrellisLacksAndTheirUsersAreLeftOut() throws {
        let root = try AppFolderTests.folder(Self.app)
        defer { try? FileManager.default.removeItem(at: root) }
        let opened = root.appendingPathComponent("Shop/Views/Screen.swift")
        let project = try #require(try Project.open(opened.path, isProvided: Self.provided))
        #expect(AppFolderTests.relative(project.module.files, to: root) == ["Shop/ShopApp.swift", "Shop/Views/Screen.swift"])
        let left = project.module.leftOut.map { (AppFolderTests.relative([$0.file], to: root)[0], $0.reason.line, $0.reason.column, $0.reason.message) }
        #expect(left.map(\.0) == ["Shop/Helper/StepTypes.swift", "Shop/Views/Gallery.swift", "Shop/Views/ScannerSettings.swift"])
        #expect(left.map(\.1) == [2, 2, 4] && left.map(\.2) == [8, 8, 35], "\(left)")
        #expect(left[0].3 == "'HealthKit' is an Apple framework Trellis does not have on Linux yet")
        #expect(left[1].3 == "no such module 'SDWebImageSwiftUI'")
        #expect(left[2].3 == "it uses 'defaultStep', which StepTypes.swift declares, and that file is left out: 'HealthKit' is an Apple framework Trellis does not have on Linux yet")
        #expect(project.module.leftOut[0].declares == ["StepTypes", "defaultStep"])
        #expect(project.module.leftOut[2].warning.severity == .warning)
        #expect(project.module.leftOut[2].warning.message.hasPrefix("this file is left out of the preview's module: it uses 'defaultStep'"))
    }

    /// The opened file is left out as any other (its compile stands it in, `StandInFile`, or
    /// says this reason at its place), with every import it cannot have.
    @Test func theOpenedFileIsLeftOutAsAnyOtherWithItsReasonAtItsPlace() throws {
        let root = try AppFolderTests.folder(Self.app)
        defer { try? FileManager.default.removeItem(at: root) }
        for (file, line, column, message, imports) in [
            ("Shop/Helper/StepTypes.swift", 2, 8, "'HealthKit' is an Apple framework Trellis does not have on Linux yet", ["HealthKit"]),
            ("Shop/Views/Gallery.swift", 2, 8, "no such module 'SDWebImageSwiftUI'", ["SDWebImageSwiftUI"]),
            ("Shop/Views/ScannerSettings.swift", 4, 35,
             "it uses 'defaultStep', which StepTypes.swift declares, and that file is left out: 'HealthKit' is an Apple framework Trellis does not have on Linux yet", []),
        ] {
            let path = root.appendingPathComponent(file).path
            let project = try #require(try Project.open(path, isProvided: Self.provided))
            let left = try #require(project.module.leftOut.first { $0.file == path })
            #expect(left.reason == Diagnostic(file: path, line: line, column: column, message: message), "\(left.reason)")
            #expect(left.unavailableImports.map { $0.message.contains(imports.first ?? "-") } == imports.map { _ in true })
            #expect(left.missingModule == (file.hasSuffix("Gallery.swift") ? "SDWebImageSwiftUI" : "HealthKit"))
            #expect(!project.module.files.contains(path))
        }
    }

    @Test func anErrorForANameALeftOutFileDeclaresSaysWhy() {
        let left = LeftOutFile(file: "/app/Helper/BarcodeTypes.swift",
                               reason: Diagnostic(file: "/app/Helper/BarcodeTypes.swift", line: 2, column: 8, message: "'HealthKit' is an Apple framework Trellis does not have on Linux yet"),
                               declares: ["CodeTypes"])
        let errors = [Diagnostic(file: "/app/A.swift", line: 3, column: 9, message: "cannot find 'CodeTypes' in scope"),
                      Diagnostic(file: "/app/A.swift", line: 4, column: 9, message: "cannot find type 'Other' in scope")]
        let explained = ProjectBuild.explained(errors, leftOut: [left])
        #expect(explained[0].message == "cannot find 'CodeTypes' in scope; BarcodeTypes.swift declares it, and that file is left out: 'HealthKit' is an Apple framework Trellis does not have on Linux yet")
        #expect(explained[1] == errors[1])
    }

    @Test func wholeWordsOnlyCount() throws {
        let root = try AppFolderTests.folder(["A.swift": "let x = MyCodeTypes()\n// CodeTypesX\nlet y = (CodeTypes.qr)\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let use = ModuleFinder.firstUse(of: ["CodeTypes"], in: root.appendingPathComponent("A.swift").path)
        #expect(use?.0 == "CodeTypes" && use?.1 == 3 && use?.2 == 10)
    }

    /// `#if` conditions as the compile decides them: iOS, `DEBUG`, `canImport` of what is there.
    @Test func conditionsAreDecidedAsTheCompileDecidesThem() {
        let conditions = CompilationConditions(canImport: { ["UIKit", "SwiftUI"].contains($0) })
        func value(_ text: String) -> Bool? {
            let tree = Parser.parse(source: "#if \(text)\nlet x = 1\n#endif\n")
            guard let block = tree.statements.first?.item.as(IfConfigDeclSyntax.self),
                  let condition = block.clauses.first?.condition else { return nil }
            return conditions.value(of: condition)
        }
        #expect(value("os(iOS)") == true && value("os(macOS)") == false && value("os(OSX)") == false)
        #expect(value("canImport(UIKit)") == true && value("canImport(AppKit)") == false && value("canImport(UIKit.UIView)") == true)
        #expect(value("targetEnvironment(simulator)") == true && value("targetEnvironment(macCatalyst)") == false)
        #expect(value("DEBUG") == true && value("RELEASE") == false && value("!DEBUG") == false)
        #expect(value("os(iOS) && !targetEnvironment(macCatalyst)") == true)
        #expect(value("os(macOS) || os(iOS) && DEBUG") == true && value("(os(macOS) || os(iOS)) && RELEASE") == false)
        #expect(value("swift(>=5.9)") == true && value("compiler(>=6.0)") == true)
        // What is not known here may be taken.
        #expect(value("arch(arm64)") == nil && value("arch(arm64) || os(iOS)") == true && value("arch(arm64) && os(macOS)") == false)
    }

    /// A file's imports and declarations are those of the clauses the compile takes: UIKit, not
    /// AppKit; the alias of the `#else`; nested blocks too.
    @Test func importsAndDeclarationsUnderIfAreThoseOfTheTakenClauses() throws {
        let text = """
            import SwiftUI
            #if os(macOS)
            import AppKit
            public typealias PlatformImage = NSImage
            #elseif canImport(UIKit)
            import UIKit
            public typealias PlatformImage = UIImage
            #if DEBUG
            import Inspector
            #else
            import Crashlytics
            #endif
            #else
            import WatchKit
            #endif
            public struct Shelf {}
            struct Hidden {}
            """
        let conditions = CompilationConditions(canImport: { ["UIKit", "SwiftUI"].contains($0) })
        #expect(ImportScanner.imports(in: text, conditions: conditions).map(\.name) == ["SwiftUI", "UIKit", "Inspector"])
        #expect(ImportScanner.imports(in: text).map(\.name) == ["SwiftUI", "AppKit", "UIKit", "Inspector", "Crashlytics", "WatchKit"])
        let tree = Parser.parse(source: text)
        #expect(DeclaredNames.types(tree, in: conditions) == ["PlatformImage", "Shelf", "Hidden"])
        #expect(DeclaredNames.types(tree, publicOnly: true, in: conditions) == ["PlatformImage", "Shelf"])
        #expect(DeclaredNames.types(tree) == ["PlatformImage", "PlatformImage", "Shelf", "Hidden"])
    }
}
