import Foundation
import Testing
import Trellis
@testable import TrellisInterpreter

/// Each kind of error, with its exact line and column and the compiler's format.
@Suite struct ErrorReporting {
    @Test func unknownViewWithSuggestion() {
        #expect(problems("""
            VStack {
                Txt("a")
            }
            """) == ["2:5: unknown view or type 'Txt'; did you mean 'Text'?"])
    }

    @Test func unknownViewWithoutSuggestion() {
        let p = problems("Zork()")
        #expect(p.count == 1)
        #expect(p.first?.hasPrefix("1:1: unknown view or type 'Zork'; declare it in this file") == true)
    }

    @Test func wrongLabel() {
        #expect(problems("VStack(alignmnt: .leading) { Text(\"a\") }")
            == ["1:8: extra argument 'alignmnt:' in call to VStack; it takes VStack(alignment:spacing:content:)"])
    }

    @Test func extraLabelOnModifier() {
        #expect(problems("Color.red.frame(width: 10, height: 10, depth: 3)").first?
            .hasPrefix("1:40: extra argument 'depth:' in call to .frame; it takes frame(width:height:alignment:)") == true)
    }

    @Test func wrongType() {
        #expect(problems("""
            Text("b")
                .frame(width: "wide")
            """) == ["2:19: 'width:' of .frame expects a number, found String"])
    }

    @Test func unknownMember() {
        let p = problems("Text(\"c\").frame(alignment: .middle)")
        #expect(p.count == 1)
        #expect(p.first?.hasPrefix("1:28: type 'Alignment' has no member 'middle'; supported: .bottom,") == true)
    }

    @Test func unknownModifierWithSuggestion() {
        #expect(problems("Text(\"d\").paddin()") == ["1:11: unknown modifier or method 'paddin'; did you mean 'padding'?"])
    }

    @Test func unknownName() {
        #expect(problems("Text(title)") == ["1:6: cannot find 'title' in scope"])
    }

    @Test func recursionBetweenViews() {
        let source = """
            struct A: View {
                var body: some View {
                    B()
                }
            }

            struct B: View {
                var body: some View {
                    VStack { A() }
                }
            }

            #Preview { Text("top"); A() }
            """
        #expect(problems(source) == ["9:18: recursion between views is not supported: A → B → A"])
        // The rest of the preview still lays out, with a visible placeholder where A recurs.
        let tree = layoutFile(load(source), placeholders: true)
        #expect(tree.root.all.filter { $0.type == "Text" }.count == 2)
        #expect(tree.root.all.contains { $0.type == "background" })
    }

    @Test func selfRecursionAndHelperRecursion() {
        let p = problems("""
            struct Tree: View {
                var depth = 3
                var body: some View {
                    VStack { if depth > 0 { Tree(depth: depth - 1) } }
                }
            }
            struct Row: View {
                var body: some View { item }
                var item: some View { VStack { item } }
            }
            #Preview { VStack { Tree(); Row() } }
            """)
        #expect(p.contains("4:33: recursion between views is not supported: Tree → Tree"))
        #expect(p.contains("9:36: recursion between helpers is not supported: Row.item → Row.item"))
    }

    @Test func forEachOverTheLimit() {
        #expect(problems("""
            ForEach(0..<20_000) { i in
                Text("\\(i)")
            }
            """) == ["1:9: ForEach over 20000 items is over the limit of 10000"])
    }

    @Test func nestingDeeperThanTheLimit() {
        let source = String(repeating: "VStack {\n", count: 300) + "Text(\"x\")\n" + String(repeating: "}\n", count: 300)
        #expect(problems(source) == ["258:1: nesting deeper than 256 levels is not supported (brackets and braces inside each other)"])
    }

    @Test func expressionDeeperThanTheLimit() {
        let source = "Color.red.frame(width: " + Array(repeating: "1", count: 1_500).joined(separator: " + ") + ")"
        let p = problems(source)
        #expect(p.count == 1)
        // Refused before folding: the chain would fold into a tree 1,499 levels deep.
        #expect(p.first?.contains("an expression of 1499 operators is not supported (at most 1000)") == true)
    }

    @Test func allErrorsOfAFileAreReported() {
        let p = problems("""
            VStack(alignmnt: .leading) {
                Txt("a")
                Text("b").frame(width: "wide")
                Text("c").frame(alignment: .middle)
                Text("d").paddin()
            }
            """)
        #expect(p.map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == ["1:8", "2:5", "3:28", "4:32", "5:15"])
    }

    @Test func syntaxErrorsInCompilerWords() {
        #expect(problems("VStack {\n    Text(\"unterminated)\n") == [
            "2:24: expected '\"' to end string literal",
            "2:24: expected ')' to end function call",
            "2:24: expected '}' to end closure",
        ])
    }

    @Test func descriptionIsCompilerFormat() {
        let d = InterpretedFile(source: "Txt()", path: "Samples/Bad.swift").diagnostics
        #expect(d.map(\.description) == ["Samples/Bad.swift:1:1: error: unknown view or type 'Txt'; did you mean 'Text'?"])
        #expect(d.first?.severity == .error)
    }

    @Test func errorsInOtherEnvironmentsAreAddedWhenEvaluated() {
        let file = load("""
            struct Adaptive: View {
                @Environment(\\.horizontalSizeClass) var sizeClass
                var body: some View {
                    if sizeClass == .regular { Text(1) } else { Text("narrow") }
                }
            }
            """)
        #expect(file.diagnostics.isEmpty)
        var env = realEnvironment
        env.horizontalSizeClass = .regular
        _ = layoutFile(file, 800, 600, environment: env)
        #expect(file.diagnostics.map { "\($0.line):\($0.column)" } == ["4:41"])
    }

    @Test func placeholderModeShowsTheMessage() {
        let file = load("""
            HStack {
                Text("left").id("left")
                Frobnicate()
                Text("right").id("right")
            }
            """)
        let tree = layoutFile(file, 400, 200, placeholders: true)
        #expect(tree.frame(id: "left") != nil)
        #expect(tree.frame(id: "right") != nil)
        #expect(tree.root.children.count == 3)
        let without = layoutFile(file, 400, 200, placeholders: false)
        #expect(without.root.children.count == 2)
    }
}

@Suite struct StaticErrors {
    @Test func unknownViewsInBranchesNoPreviewReaches() {
        #expect(problems("""
            struct Unused: View {
                var body: some View { Txet("never shown") }
            }
            struct Shown: View {
                var flag = false
                var body: some View {
                    if flag { Imgae("x") } else { Text("shown") }
                }
            }
            #Preview { Shown() }
            """) == [
                "2:27: unknown view or type 'Txet'; did you mean 'Text'?",
                "7:19: unknown view or type 'Imgae'; did you mean 'Image'?",
            ])
    }
}
