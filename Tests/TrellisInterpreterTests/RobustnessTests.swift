import Foundation
import Testing
import Trellis
@testable import TrellisSession

/// Malformed and runaway files end in diagnostics, never in a crash, a hang or a stack overflow.
@Suite struct Robustness {
    /// Loads, checks, and lays out every preview with placeholders, like the previewer does.
    private func survive(_ source: String) -> [Diagnostic] {
        let file = load(source)
        let diagnostics = file.diagnostics
        for name in file.previews {
            _ = layoutFile(file, preview: name, 390, 844, placeholders: true)
        }
        _ = layoutFile(file, preview: "no such preview", placeholders: true)
        return diagnostics
    }

    @Test func emptyFile() {
        let d = survive("")
        #expect(d.map(\.message) == ["the layout file is empty; write a view (for example Text(\"Hello\")) or a #Preview { … }"])
        #expect(load("").previews.isEmpty)
        #expect(survive("   \n\n  // just a comment\n").count == 1)
    }

    @Test func binaryGarbage() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5 {
            let bytes = (0..<4_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let d = survive(String(decoding: bytes, as: UTF8.self))
            #expect(!d.isEmpty)
        }
        // NUL characters are whitespace to the Swift lexer: this is an empty VStack.
        #expect(survive("\u{0}\u{0}VStack {\u{0} }").isEmpty)
    }

    @Test func unterminatedConstructs() {
        #expect(!survive("Text(\"never ends").isEmpty)
        #expect(!survive("VStack {").isEmpty)
        #expect(!survive("struct A: View { var body: some View {").isEmpty)
        #expect(!survive("#Preview {").isEmpty)
        #expect(!survive("}}}}").isEmpty)
        #expect(!survive("\"\"\"\nmultiline never closed").isEmpty)
    }

    @Test func threeThousandDeepNesting() {
        let views = String(repeating: "VStack {\n", count: 3_000) + "Text(\"x\")\n" + String(repeating: "}\n", count: 3_000)
        #expect(survive(views).first?.message.hasPrefix("nesting deeper than 256 levels") == true)
        let parens = "Color.red.frame(width: " + String(repeating: "(", count: 3_000) + "1" + String(repeating: ")", count: 3_000) + ")"
        #expect(survive(parens).first?.message.hasPrefix("nesting deeper than 256 levels") == true)
        // SwiftParser's lookahead is exponential in runs like this; they are refused before parsing.
        let arrays = "let a = " + String(repeating: "[", count: 3_000) + String(repeating: "]", count: 3_000) + "\nText(\"a\")"
        #expect(survive(arrays).map { "\($0.line):\($0.column): \($0.message)" }
            == ["1:9: more than 10 brackets opened directly inside each other ('[[[[…') are not supported"])
        let mixed = "Color.red.frame(width: " + String(repeating: "[(", count: 20) + "1" + String(repeating: ")]", count: 20) + ")"
        #expect(survive(mixed).first?.message.hasPrefix("more than 10 brackets") == true)
        // Brackets in strings and comments don't count.
        #expect(survive("Text(\"[[[[[[[[[[[[[[[[[[[[[[\") // [[[[[[[[[[[[[[[[[[[[").isEmpty)
    }

    @Test func deepButAllowedNestingLaysOut() {
        // 120 nested stacks: within the limits, laid out on the caller's thread.
        let source = String(repeating: "VStack {\n", count: 120) + "Text(\"x\").id(\"deep\")\n" + String(repeating: "}\n", count: 120)
        let file = load(source)
        #expect(file.diagnostics.isEmpty)
        #expect(layoutFile(file, 390, 844).frame(id: "deep") != nil)
    }

    @Test func longOperatorChain() {
        let chain = Array(repeating: "1", count: 5_000).joined(separator: " + ")
        #expect(survive("Color.red.frame(width: \(chain))").count == 1)
    }

    @Test func recursionDoesNotRunAway() {
        let d = survive("""
            struct Loop: View { var body: some View { Loop() } }
            func a() -> some View { b() }
            func b() -> some View { a() }
            #Preview { VStack { Loop(); a() } }
            """)
        #expect(d.contains { $0.message.contains("Loop → Loop") })
        #expect(d.contains { $0.message.contains("a → b → a") })
        let selfReferentialConstant = survive("let x: CGFloat = x + 1\nColor.red.frame(width: x)")
        #expect(selfReferentialConstant.contains { $0.message.contains("defined in terms of itself") })
    }

    @Test func runawayViewCountIsStopped() {
        let start = Date()
        let d = load("""
            ForEach(0..<10_000) { i in
                ForEach(0..<10_000) { j in Color.red }
            }
            """).diagnostics
        // A debug build on a loaded machine can reach the 5 s time limit before the 100,000th view:
        // either limit is the right answer, one located error that stops the preview.
        #expect(d.count == 1)
        #expect(d.first.map { [
            "more than 100000 views in one preview (the limit)",
            "evaluation stopped after 5 seconds (the limit for one preview)",
        ].contains($0.message) } == true)
        #expect(Date().timeIntervalSince(start) < 60)
    }

    @Test func runawayEvaluationTimeIsStopped() {
        let start = Date()
        let file = load("""
            ForEach(0..<10_000) { i in
                ForEach(0..<10_000) { j in
                    if i == -1 { Text("never") }
                }
            }
            """)
        #expect(file.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
            == ["1:1: evaluation stopped after 5 seconds (the limit for one preview)"])
        // The previewer shows the message instead of a partial tree, and it is evaluated once.
        let tree = layoutFile(file, placeholders: true)
        #expect(tree.root.all.contains { $0.type == "Text" })
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test func unsupportedSyntaxIsReportedNotCrashed() {
        let d = survive("""
            class Model {}
            protocol P {}
            for i in 0..<3 { print(i) }
            let d = ["a": 1]
            VStack { try Text("x") }
            """)
        #expect(d.count >= 4)
    }
}
