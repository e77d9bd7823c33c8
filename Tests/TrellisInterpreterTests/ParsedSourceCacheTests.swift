import Foundation
import SwiftParser
import SwiftSyntax
import Testing
import Trellis
@testable import TrellisInterpreter

/// Loading a file through the parsed-file cache (an unchanged reload, or an edit parsed
/// incrementally from the previous version) gives what a fresh load gives: the same tree, the
/// same views and frames, the same diagnostics at the same lines and columns.
@Suite struct ParsedSourceCaching {
    static let path = "/tmp/Cached.swift"

    /// A file with an error in a declaration below the one the edits change.
    static let original = """
        import SwiftUI

        struct Header: View {
            var body: some View {
                VStack(spacing: 4) {
                    Text("Title").font(.title)
                    Text("Subtitle")
                }
            }
        }

        struct Row: View {
            let n: Int
            var body: some View {
                HStack {
                    Text("Row \\(n)")
                    Txt("typo")
                    Spacer()
                    Color.red.frame(width: 8, height: 8)
                }
                .padding(.horizontal, 16)
            }
        }

        #Preview {
            VStack {
                Header()
                ForEach(0..<3) { i in Row(n: i) }
            }
        }
        """

    /// A fresh load: its own cache, nothing to start from.
    static func fresh(_ source: String) -> InterpretedFile {
        let file = InterpretedFile(source: source, path: path, cache: ParsedSourceCache())
        file.checkBackend = realBackend
        return file
    }

    static func loaded(_ source: String, through cache: ParsedSourceCache) -> InterpretedFile {
        let file = InterpretedFile(source: source, path: path, cache: cache)
        file.checkBackend = realBackend
        return file
    }

    /// Everything a load gives that the window and the commands show.
    static func expectSameLoad(_ cached: InterpretedFile, _ fresh: InterpretedFile, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(cached.previews == fresh.previews, sourceLocation: sourceLocation)
        #expect(cached.hasSyntaxErrors == fresh.hasSyntaxErrors, sourceLocation: sourceLocation)
        #expect(cached.diagnostics.map(\.description) == fresh.diagnostics.map(\.description), sourceLocation: sourceLocation)
        #expect(cached.context.program.tree.debugDescription == fresh.context.program.tree.debugDescription,
                sourceLocation: sourceLocation)
        for preview in fresh.previews {
            let a = layoutFile(cached, preview: preview, 390, 844, placeholders: true)
            let b = layoutFile(fresh, preview: preview, 390, 844, placeholders: true)
            expectSameTree(a.root, b.root, sourceLocation: sourceLocation)
            #expect(a.root.all.map { $0.source.map { "\($0.line):\($0.column)" } } == b.root.all.map { $0.source.map { "\($0.line):\($0.column)" } },
                    "views' source locations", sourceLocation: sourceLocation)
        }
    }

    @Test func anUnchangedReloadTakesTheParsedFileAsItIs() {
        let cache = ParsedSourceCache()
        let first = Self.loaded(Self.original, through: cache)
        let again = Self.loaded(Self.original, through: cache)
        #expect(again.context.program === first.context.program, "the same text is not parsed again")
        #expect(again.context !== first.context, "each load has its own diagnostics and layout state")
        Self.expectSameLoad(again, Self.fresh(Self.original))
        #expect(first.diagnostics.map(\.description) == ["/tmp/Cached.swift:17:13: error: unknown view or type 'Txt'; did you mean 'Text'?"])
    }

    @Test func linesInsertedAboveMoveTheDiagnosticsOfUnchangedDeclarations() throws {
        let cache = ParsedSourceCache()
        _ = Self.loaded(Self.original, through: cache).diagnostics
        // Three lines more in Header's body, above Row and its error.
        let edited = Self.original.replacingOccurrences(of: "Text(\"Subtitle\")", with: "Text(\"Subtitle\")\n    Divider()\n    Text(\"More\")\n    Text(\"Lines\")")
        let file = Self.loaded(edited, through: cache)
        let result = try #require(cache.cached(edited))
        #expect(result.reusedNodes > 0, "Row and the #Preview are taken from the previous parse")
        #expect(file.diagnostics.map(\.description) == ["/tmp/Cached.swift:20:13: error: unknown view or type 'Txt'; did you mean 'Text'?"])
        Self.expectSameLoad(file, Self.fresh(edited))
    }

    @Test func aSeriesOfEditsLoadsLikeFreshLoads() {
        let cache = ParsedSourceCache()
        var source = Self.original
        _ = Self.loaded(source, through: cache)
        let edits: [(String, String)] = [
            ("Text(\"Row \\(n)\")", "Text(\"Line \\(n)\").bold()"),        // a change inside one statement
            ("import SwiftUI\n", "import SwiftUI\n\n// A comment\n"),     // lines above everything
            ("Txt(\"typo\")", "Text(\"fixed\")"),                          // the error fixed
            ("Spacer()", "Spacer(\n"),                                     // a syntax error
            ("Spacer(\n", "Spacer()"),                                     // and fixed again
            ("HStack {", "HStack {\n    VStack {"),                        // an unbalanced bracket above reused statements
            ("HStack {\n    VStack {", "HStack {"),
            ("struct Row: View {", "struct Gap: View { var body: some View { Color.clear } }\nstruct Row: View {"),
        ]
        for (old, new) in edits {
            source = source.replacingOccurrences(of: old, with: new)
            Self.expectSameLoad(Self.loaded(source, through: cache), Self.fresh(source))
        }
    }

    @Test func statementsPlacedDeeperByAnEditAreParsedAgain() throws {
        let cache = ParsedSourceCache()
        let source = "VStack {\n    Text(\"a\")\n    Text(\"b\")\n    Text(\"c\")\n}\n"
        _ = cache.load(source, path: Self.path)
        // `HStack {` opened above `Text("b")` puts it one level deeper than it was parsed.
        let edited = source.replacingOccurrences(of: "    Text(\"b\")", with: "    HStack {\n    Text(\"b\")")
        // SwiftParser alone takes `Text("c")` from the previous tree, now inside the HStack.
        var swiftParserReused = 0
        let previous = Parser.parseIncrementally(source: source, parseTransition: nil)
        let edit = edited.utf8.withContiguousStorageIfAvailable { IncrementalParse.singleEdit(from: source, to: $0) }!
        _ = Parser.parseIncrementally(source: edited, parseTransition: IncrementalParseTransition(
            previousIncrementalParseResult: previous, edits: ConcurrentEdits(edit), reusedNodeCallback: { _ in swiftParserReused += 1 }))
        #expect(swiftParserReused > 0)
        let result = cache.load(edited, path: Self.path)
        #expect(result.reusedNodes == 0, "the file is parsed from scratch")
        #expect(result.program.tree.debugDescription == SourceLoader.load(edited).program.tree.debugDescription)
        // A change that leaves the structure alone reuses the other statements.
        let renamed = source.replacingOccurrences(of: "Text(\"b\")", with: "Text(\"B\")")
        #expect(cache.load(renamed, path: Self.path).reusedNodes > 0)
    }

    @Test func theCacheIsBounded() {
        let cache = ParsedSourceCache(maximumEntries: 3, maximumBytes: 1 << 20)
        for i in 0..<10 { _ = cache.load("Text(\"file \(i)\")", path: "/tmp/file\(i).swift") }
        #expect(cache.usage.entries == 3)
        #expect(cache.cached("Text(\"file 9\")") != nil)
        #expect(cache.cached("Text(\"file 0\")") == nil, "the least recently used file is dropped")

        // A file saved over and over: every incremental parse keeps the ones it is built on
        // alive, so chains are cut (a parse from scratch) and bytes are bounded.
        let small = ParsedSourceCache(maximumEntries: 8, maximumBytes: 64 << 10)
        var source = FileSource.rows(100)
        var fromScratch = 0
        for i in 0..<60 {
            source = source.replacingOccurrences(of: "\"Row \(i)\"", with: "\"Row \(i)!\"")
            if small.load(source, path: Self.path).reusedNodes == 0 { fromScratch += 1 }
            #expect(small.usage.bytes <= 64 << 10 || small.usage.entries == 1)
        }
        #expect(fromScratch >= 60 / (PreviousParse.maximumGeneration + 1))
        #expect(small.usage.entries <= 8)
    }

    @Test func droppedCachesFreeTheirTrees() {
        weak var program: Program?
        do {
            let cache = ParsedSourceCache()
            program = cache.load(Self.original, path: Self.path).program
            #expect(program != nil)
            cache.removeAll()
        }
        #expect(program == nil, "the cache is the only owner of a parsed file nobody shows")
    }
}

/// A generated file of `rows` rows of text.
enum FileSource {
    static func rows(_ rows: Int) -> String {
        "VStack {\n" + (0..<rows).map { "    Text(\"Row \($0)\").padding(4)\n" }.joined() + "}\n"
    }
}
