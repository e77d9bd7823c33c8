import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing
@testable import TrellisMacros

/// `#Preview` and `@Previewable`, expanded by swift-syntax as swiftc's plugin host expands them.
@Suite struct PreviewMacroExpansion {
    static let macros: [String: MacroSpec] = ["Preview": MacroSpec(type: PreviewMacro.self),
                                              "Previewable": MacroSpec(type: PreviewableMacro.self)]

    /// swift-syntax's assertion, its failures recorded as this test's issues.
    static func expect(_ source: String, expands expected: String, diagnostics: [DiagnosticSpec] = [],
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: macros,
                             failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) })
    }

    /// The declarations `#Preview` at the start of `source` (in the file "Cards.swift") expands to.
    static func expansion(_ source: String) throws -> String {
        let file = Parser.parse(source: source)
        // At the top of a file, `#Preview { … }` parses as an expression statement.
        let node = try #require(file.statements.first?.item.as(MacroExpansionExprSyntax.self))
        let context = BasicMacroExpansionContext(sourceFiles: [file: .init(moduleName: "App", fullFilePath: "/src/Cards.swift")])
        return try PreviewMacro.expansion(of: node, in: context).map(\.description).joined(separator: "\n")
    }

    @Test func previewableAloneAddsNothing() {
        Self.expect("@Previewable @State var on = true", expands: "@State var on = true")
    }

    @Test func aPreviewWithoutABodyIsOneErrorAtTheMacro() {
        // A macro that throws is left as written, with its error.
        Self.expect("struct Previews {\n    #Preview(\"Empty\")\n}", expands: "struct Previews {\n    #Preview(\"Empty\")\n}",
                    diagnostics: [DiagnosticSpec(message: "#Preview needs a body: #Preview { MyView() }", line: 2, column: 5)])
    }

    @Test func theEntryPointIsNamedByTheFileAndThePlaceTheLoaderLooksFor() throws {
        let text = try Self.expansion("#Preview(\"Light\", traits: .sizeThatFitsLayout, .landscapeLeft) {\n    Text(\"Hi\")\n}")
        // Must match PreviewRegistration.symbol(file:line:column:) and ModuleSources' previews.
        #expect(PreviewMacro.symbolName(file: "App/Cards.swift", line: 1, column: 1) == "trellis_preview_Cards_swift_1_1")
        #expect(text.contains("@_cdecl(\"trellis_preview_Cards_swift_1_1\")"))
        #expect(text.contains("Trellis.PreviewRegistration(name: \"Light\", traits: [.sizeThatFitsLayout, .landscapeLeft], file: \"App/Cards.swift\", line: 1, column: 1"))
        #expect(text.contains(".retainedPointer()"))
    }

    @Test func eachViewOfTheBodyKeepsItsOwnPlace() throws {
        let text = try Self.expansion("#Preview {\n    VStack {\n        Text(\"A\").padding()\n        Spacer()\n    }\n}")
        #expect(text.contains("Trellis._trellisLocated(VStack {"))
        #expect(text.contains("file: \"/src/Cards.swift\", line: 2, column: 5)"))
        #expect(text.contains("Trellis._trellisLocated(Text(\"A\").padding(), file: \"/src/Cards.swift\", line: 3, column: 9)"))
        #expect(text.contains("Trellis._trellisLocated(Spacer(), file: \"/src/Cards.swift\", line: 4, column: 9)"))
        // No name: the loader names it "Preview N".
        #expect(text.contains("PreviewRegistration(name: nil, traits: []"))
    }

    @Test func previewableStateBecomesAWrapperViewsProperty() throws {
        let text = try Self.expansion("#Preview {\n    @Previewable @State var on = true\n    Toggle(\"On\", isOn: $on)\n}")
        #expect(text.contains("struct __macro_local_14PreviewWrapperfMu_: Trellis.View {"))
        #expect(text.contains("@State var on = true"))
        #expect(!text.contains("@Previewable"))
        #expect(text.contains("var body: some Trellis.View {"))
        #expect(text.contains("body: { __macro_local_14PreviewWrapperfMu_() }"))
    }
}

extension PreviewMacroExpansion {
    @Test func aReturnedViewIsLocatedToo() throws {
        let text = try Self.expansion("#Preview {\n    let n = 3\n    return Text(\"\\(n)\")\n}")
        #expect(text.contains("let n = 3"))
        #expect(text.contains("return Trellis._trellisLocated(Text(\"\\(n)\"), file: \"/src/Cards.swift\", line: 3, column: 12)"))
    }
}
