import Foundation
import Testing
@testable import TrellisCompiler

/// Which edits compile as replacements of bodies (EditedBodies.swift): what changed, under what
/// name, at which line and column, and where the rest of the file's lines moved.
@Suite struct EditedBodiesTests {
    static let screen = """
        import SwiftUI

        struct Row: View {
            var title: String
            public var body: some View {
                Text(title)
            }
            func label(for count: Int, _ unit: String) -> String { "\\(count) \\(unit)" }
        }

        extension Row {
            var subtitle: String { title.uppercased() }
        }

        #Preview {
            Row(title: "A")
        }
        """

    @Test func aChangedBodyIsReplacedUnderItsNameAtItsPlace() throws {
        let edited = try #require(EditedBodies(old: Self.screen, new: Self.screen.replacingOccurrences(of: "Text(title)", with: "Text(title).bold()")))
        #expect(edited.changed.count == 1)
        let body = try #require(edited.changed.first)
        #expect(body.replacedName == "body")
        #expect(body.extensionHeader == "extension Row")
        // `public` left out (the replacement is private); the rest at the user's line and column.
        #expect(body.introducer == "private var" && body.name == "body", "\(body.introducer)")
        #expect(body.line == 5 && body.column == 20)
        #expect(body.rest.hasPrefix(": some View {\n        Text(title).bold()") && body.rest.hasSuffix("    }"))
        // The protocol's builder and actor.
        #expect(body.builder == "SwiftUI.ViewBuilder")
        #expect(body.isMainActor)
        #expect(edited.lineMap.isEmpty)
        #expect(edited.imports == ["import SwiftUI"])
    }

    @Test func functionsAreNamedWithTheirLabelsAndExtensionsKeepTheirType() throws {
        let new = Self.screen.replacingOccurrences(of: "\"\\(count) \\(unit)\"", with: "\"\\(count)\\(unit)\"")
            .replacingOccurrences(of: "title.uppercased()", with: "title.lowercased()")
        let edited = try #require(EditedBodies(old: Self.screen, new: new))
        #expect(edited.changed.map(\.replacedName) == ["label(for:_:)", "subtitle"])
        #expect(edited.changed.map(\.builder) == [nil, nil])
        // A view's extension runs on the main actor as the view does.
        #expect(edited.changed.map(\.isMainActor) == [true, true])
    }

    @Test func aLineAddedInABodyMovesTheLinesBelow() throws {
        let new = Self.screen.replacingOccurrences(of: "Text(title)\n", with: "Text(title)\n        Text(\"more\")\n")
        let edited = try #require(EditedBodies(old: Self.screen, new: new))
        #expect(edited.changed.map(\.replacedName) == ["body"])
        // The function on line 8 is on 9 now, the preview's view on 17 → 18; lines above stay.
        #expect(edited.lineMap[8] == 9 && edited.lineMap[17] == 18 && edited.lineMap[4] == nil)
    }

    @Test func commentsAloneChangeNothingButLines() throws {
        let edited = try #require(EditedBodies(old: Self.screen, new: "// A row.\n" + Self.screen + "\n// end\n"))
        #expect(edited.changed.isEmpty)
        #expect(edited.lineMap[1] == 2 && edited.lineMap[16] == 17)
    }

    @Test func attributesComeFirstOnOneLine() throws {
        let source = "struct S {\n    @ViewBuilder\n    public static func make() -> some View { Text(\"a\") }\n}\n"
        let edited = try #require(EditedBodies(old: source, new: source.replacingOccurrences(of: "\"a\"", with: "\"b\"")))
        #expect(edited.changed.first?.introducer == "@ViewBuilder private static func")
        #expect(edited.changed.first?.line == 3)
    }

    @Test func aTypeNestedInAViewIsNotTheView() throws {
        let source = "struct Screen: View {\n    struct Model {\n        var n: Int { 1 }\n    }\n    var body: some View { Text(\"a\") }\n}\n"
        let edited = try #require(EditedBodies(old: source, new: source.replacingOccurrences(of: "{ 1 }", with: "{ 2 }")
            .replacingOccurrences(of: "\"a\"", with: "\"b\"")))
        #expect(edited.changed.map(\.extensionHeader) == ["extension Screen.Model", "extension Screen"])
        #expect(edited.changed.map(\.isMainActor) == [false, true])
    }

    @Test func editsOutsideBodiesNeedTheWholeModule() {
        let edits = [
            ("a stored property", "var title: String", "var title: String = \"\""),
            ("a preview", "Row(title: \"A\")", "Row(title: \"B\")"),
            ("a signature", "func label(for count: Int, _ unit: String) -> String", "func label(for count: Int, _ unit: String) -> Substring"),
            ("a new member", "extension Row {\n", "extension Row {\n    var x: Int { 1 }\n"),
            ("an import", "import SwiftUI", "import SwiftUI\nimport Foundation"),
        ]
        for (what, from, to) in edits {
            #expect(EditedBodies(old: Self.screen, new: Self.screen.replacingOccurrences(of: from, with: to)) == nil, "\(what)")
        }
    }

    @Test func initializersOverridesAndConditionalCodeAreNotReplaced() {
        let source = """
            class Model {
                var n: Int
                init() { n = 1 }
                #if DEBUG
                func debug() -> Int { 1 }
                #endif
            }
            class Sub: Model {
                override init() { super.init() }
            }
            """
        for (from, to) in [("n = 1", "n = 2"), ("{ 1 }", "{ 2 }"), ("super.init() }", "super.init(); n = 3 }")] {
            #expect(EditedBodies(old: source, new: source.replacingOccurrences(of: from, with: to)) == nil, "\(to)")
        }
    }
}
