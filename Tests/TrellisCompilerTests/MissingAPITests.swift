import Foundation
import Testing
@testable import TrellisCompiler
import TrellisSession

/// swiftc's errors about SwiftUI API that Trellis lacks, said as such (`MissingAPI`). The messages
/// are swiftc's own (Swift 6.3, `swiftc -typecheck` against the debug build's modules with
/// `-Xfrontend -import-module -Xfrontend SwiftUI`), taken while Trellis lacked the names in them;
/// the tests check them against those names (`lacking`), so they outlive the day Trellis gains
/// them. `theGeneratedNamesLeaveOutWhatTrellisDeclares` checks today's list.
@Suite struct MissingAPIExplains {
    /// The names the messages below were taken with.
    static let lacking = MissingAPI.LackingAPI(
        types: ["ContentUnavailableView", "PagingScrollTargetBehavior", "ShareLink"],
        modifiers: ["scrollTargetBehavior", "symbolEffect"],
        members: ["Shape": ["rect"]])

    static func missingType(_ preferred: String = "ContentUnavailableView") -> String { preferred }

    static func missingModifier(_ preferred: String = "scrollTargetBehavior") -> String { preferred }

    static func missingMember(_ type: String = "Shape", _ preferred: String = "rect") -> (type: String, name: String) {
        (type, preferred)
    }

    /// swiftc's `-diagnostic-style llvm` lines as the compiler path reads them.
    static func diagnostics(_ lines: [String]) -> [Diagnostic] {
        lines.compactMap { line in
            ModuleCompiler.parseDiagnosticLine(line).map {
                Diagnostic(file: $0.path, line: $0.line, column: $0.column, message: $0.message, severity: $0.severity)
            }
        }
    }

    @Test func aMissingViewTypeIsSaidToBeSwiftUIAPIAtItsPlaceWithANoteAtTheEnd() throws {
        let type = Self.missingType()
        let result = MissingAPI.explain(Self.diagnostics(["Inbox.swift:7:13: error: cannot find '\(type)' in scope"]), lacking: Self.lacking)
        #expect(result == [
            Diagnostic(file: "Inbox.swift", line: 7, column: 13,
                       message: "`\(type)` is SwiftUI API that Trellis does not have yet (swiftc: cannot find '\(type)' in scope)"),
            Diagnostic(file: "Inbox.swift", line: 7, column: 13,
                       message: "this preview needs SwiftUI API that Trellis lacks: \(type)", severity: .note),
        ])
    }

    @Test func aMissingModifierIsSaidOnceWithoutTheEchoAboutItsArgument() throws {
        let modifier = Self.missingModifier()
        // `.scrollTargetBehavior(.viewAligned)` on a VStack: swiftc also cannot type `.viewAligned`.
        let result = MissingAPI.explain(Self.diagnostics([
            "Pager.swift:24:10: error: value of type 'VStack<Content>' has no member '\(modifier)'",
            "Pager.swift:24:32: error: cannot infer contextual base in reference to member 'viewAligned'",
        ]), lacking: Self.lacking)
        #expect(result.map(\.message) == [
            "`.\(modifier)` is SwiftUI API that Trellis does not have yet (swiftc: value of type 'VStack<Content>' has no member '\(modifier)')",
            "this preview needs SwiftUI API that Trellis lacks: .\(modifier)",
        ])
        #expect(result.map(\.severity) == [.error, .note])
        #expect(result.allSatisfy { $0.file == "Pager.swift" && $0.line == 24 && $0.column == 10 })
    }

    @Test func aModifierOnAnyValueTypeIsRecognised() throws {
        let modifier = Self.missingModifier("symbolEffect")
        for type in ["some View", "Text", "ViewThatFits<_LocatedView<Text>>", "ModifiedContent<Text, _PaddingLayout>"] {
            let message = "value of type '\(type)' has no member '\(modifier)'"
            #expect(MissingAPI.missingName(in: message, lacking: Self.lacking) == ".\(modifier)", "\(type)")
        }
    }

    @Test func aStaticMemberNamedAfterASwiftUITypeIsSaidWithItsProtocol() throws {
        let (type, name) = Self.missingMember()
        // `Text("b").clipShape(.rect(cornerRadius: 8))`
        let result = MissingAPI.explain(Self.diagnostics(["Cards.swift:3:47: error: type '\(type)' has no member '\(name)'"]), lacking: Self.lacking)
        #expect(result.first?.message == "`\(type).\(name)` is SwiftUI API that Trellis does not have yet (swiftc: type '\(type)' has no member '\(name)')")
        #expect(result.last?.message == "this preview needs SwiftUI API that Trellis lacks: \(type).\(name)")
        // The protocol as swiftc may spell it.
        for spelled in ["any \(type)", "\(type)?", "(some \(type)).Type", "SwiftUI.\(type)"] {
            #expect(MissingAPI.missingName(in: "type '\(spelled)' has no member '\(name)'", lacking: Self.lacking) == "\(type).\(name)", "\(spelled)")
        }
    }

    @Test func typesInTypePositionsAndQualifiedBySwiftUIAreRecognised() throws {
        let type = Self.missingType("PagingScrollTargetBehavior")
        let other = Self.missingType("ShareLink")
        #expect(MissingAPI.missingName(in: "cannot find type '\(type)' in scope", lacking: Self.lacking) == type)
        #expect(MissingAPI.missingName(in: "no type named '\(other)' in module 'SwiftUI'", lacking: Self.lacking) == other)
        #expect(MissingAPI.missingName(in: "module 'SwiftUI' has no member named '\(other)'", lacking: Self.lacking) == other)
        let modifier = Self.missingModifier()
        #expect(MissingAPI.missingName(in: "module 'SwiftUI' has no member named '\(modifier)'", lacking: Self.lacking) == ".\(modifier)")
    }

    @Test func everythingElsePassesThroughUnchangedAndInOrder() {
        // Real messages about names that are not SwiftUI API, that Trellis has (a file without
        // `import SwiftUI`), or about labels; and a warning.
        let input = Self.diagnostics([
            "Cards.swift:35:19: error: value of type 'Text' has no member 'frobnicate'",
            "Fonts.swift:20:42: error: type 'Font?' has no member 'extraLargeTitle'",
            "Drag.swift:20:45: error: cannot find 'NSItemProvider' in scope",
            "Plain.swift:3:5: error: cannot find 'Text' in scope",
            "Plain.swift:4:5: error: cannot find type 'VStack' in scope",
            "Pad.swift:12:43: error: extraneous argument label 'edges:' in call",
            "Pad.swift:13:50: error: cannot infer contextual base in reference to member 'bounce'",
            "Card.swift:9:13: warning: variable 'x' was never mutated; consider changing to 'let' constant",
        ])
        #expect(input.count == 8)
        #expect(MissingAPI.explain(input, lacking: Self.lacking) == input)
        #expect(MissingAPI.explain([], lacking: Self.lacking) == [])
    }

    @Test func oneDiagnosticPerNameAndPlaceAndEachNameOnceInTheNote() throws {
        let type = Self.missingType()
        let modifier = Self.missingModifier()
        let (p, member) = Self.missingMember()
        let result = MissingAPI.explain(Self.diagnostics([
            "A.swift:7:13: error: cannot find '\(type)' in scope",
            "A.swift:7:13: error: cannot find '\(type)' in scope",
            "A.swift:9:5: error: value of type 'Text' has no member 'frobnicate'",
            "A.swift:15:14: error: value of type 'some View' has no member '\(modifier)'",
            "B.swift:3:47: error: type '\(p)' has no member '\(member)'",
            "B.swift:8:13: error: cannot find '\(type)' in scope",
        ]), lacking: Self.lacking)
        #expect(result.map { "\($0.file):\($0.line):\($0.column)" } == ["A.swift:7:13", "A.swift:9:5", "A.swift:15:14",
                                                                       "B.swift:3:47", "B.swift:8:13", "A.swift:7:13"])
        #expect(result[1].message == "value of type 'Text' has no member 'frobnicate'")
        #expect(result.last == Diagnostic(file: "A.swift", line: 7, column: 13,
                                          message: "this preview needs SwiftUI API that Trellis lacks: \(type), .\(modifier), \(p).\(member)",
                                          severity: .note))
        #expect(result.filter { $0.message.contains(MissingAPI.marker) }.count == 4)
    }

    @Test func theCompilerPathsPrefixForAGeneratedPreviewIsKept() throws {
        let type = Self.missingType()
        let message = "in the preview made for this view: cannot find '\(type)' in scope"
        let result = MissingAPI.explain([Diagnostic(file: "Card.swift", line: 4, column: 8, message: message)], lacking: Self.lacking)
        #expect(result.first?.message == "`\(type)` is SwiftUI API that Trellis does not have yet (swiftc: \(message))")
    }

    @Test func explainingTwiceChangesNothing() throws {
        let type = Self.missingType()
        let modifier = Self.missingModifier()
        let once = MissingAPI.explain(Self.diagnostics([
            "A.swift:7:13: error: cannot find '\(type)' in scope",
            "A.swift:8:3: error: value of type 'some View' has no member '\(modifier)'",
            "A.swift:8:30: error: cannot infer contextual base in reference to member 'paging'",
        ]), lacking: Self.lacking)
        #expect(once.count == 3)
        #expect(MissingAPI.explain(once, lacking: Self.lacking) == once)
    }

    @Test func theGeneratedNamesLeaveOutWhatTrellisDeclares() {
        for name in ["View", "Text", "VStack", "HStack", "Color", "Image", "Button", "List", "NavigationStack", "Shape"] {
            #expect(!SwiftUIAPINames.types.contains(name), "\(name)")
        }
        for name in ["padding", "frame", "font", "foregroundStyle", "background", "overlay", "onTapGesture"] {
            #expect(!SwiftUIAPINames.modifiers.contains(name), "\(name)")
        }
        let identifier = #/[A-Za-z_][A-Za-z0-9_]*/#
        for name in SwiftUIAPINames.types.union(SwiftUIAPINames.modifiers) {
            #expect(name.wholeMatch(of: identifier) != nil, "\(name)")
        }
    }
}
