import Foundation
import Testing
import Trellis
@testable import TrellisInterpreter

/// A file loaded again through the parsed-file cache takes the views of its unchanged closed
/// statements from the last load (Evaluation/EvaluationMemo.swift); it must still give exactly
/// what a fresh load gives: views, frames, source locations and diagnostics.
@Suite struct EvaluationMemoTests {
    typealias Caching = ParsedSourceCaching

    /// Rows that name only engine types and literals (kept), one that reads a constant of the
    /// file and one that uses a modifier the file declares (evaluated every time).
    static let original = """
        import SwiftUI

        let gap: CGFloat = 4

        extension View {
            func badge() -> some View { padding(2).background(Color.yellow) }
        }

        #Preview {
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 12) {
                    Circle().frame(width: 40, height: 40)
                    VStack(alignment: .leading) { Text("Row 1").font(.headline); Text("Detail 1") }
                }
                .padding(.horizontal, 16)
                HStack(spacing: 12) {
                    Circle().frame(width: 40, height: 40)
                    VStack(alignment: .leading) { Text("Row 2").font(.headline); Text("Detail 2") }
                }
                .padding(.horizontal, 16)
                HStack(spacing: gap) { Text("Gap"); Text("row") }
                HStack { Text("Badge").badge() }
            }
        }
        """

    static func hits(_ file: InterpretedFile) -> Int { file.context.memo.hits }

    /// A cache that has loaded and laid out `source` twice: the first load of a file keeps
    /// nothing, the second keeps its closed statements.
    static func warmed(_ source: String = original) -> ParsedSourceCache {
        let cache = ParsedSourceCache()
        for _ in 0..<2 { _ = layoutFile(Caching.loaded(source, through: cache), preview: nil, 390, 844, placeholders: true) }
        return cache
    }

    @Test func anEditedRowTakesTheOtherRowsFromTheLastLoadAndLoadsLikeAFreshLoad() {
        let cache = ParsedSourceCache()
        let first = Caching.loaded(Self.original, through: cache)
        Caching.expectSameLoad(first, Caching.fresh(Self.original))
        #expect(!first.context.keepsViews, "the first load of a file keeps nothing")
        let second = Caching.loaded(Self.original, through: cache)
        Caching.expectSameLoad(second, Caching.fresh(Self.original))
        let before = Self.hits(second)
        let edited = Self.original.replacingOccurrences(of: "Text(\"Detail 2\")", with: "Text(\"Detail two\")")
        let file = Caching.loaded(edited, through: cache)
        Caching.expectSameLoad(file, Caching.fresh(edited))
        // Row 1 (laid out twice by expectSameLoad: with and without its outline) and Row 2's circle stack.
        #expect(Self.hits(file) > before, "row 1 is taken from the last load")
    }

    @Test func rowsThatReadTheFilesDeclarationsFollowEditsOutsideThem() {
        let cache = Self.warmed()
        var source = Self.original
        for (old, new) in [("let gap: CGFloat = 4", "let gap: CGFloat = 30"),
                           ("padding(2).background(Color.yellow)", "padding(20).background(Color.yellow)")] {
            source = source.replacingOccurrences(of: old, with: new)
            Caching.expectSameLoad(Caching.loaded(source, through: cache), Caching.fresh(source))
        }
    }

    @Test func linesInsertedAboveGiveTheKeptRowsTheirNewLines() {
        let cache = Self.warmed()
        let edited = Self.original.replacingOccurrences(of: "#Preview {", with: "// A comment\n// and another\n#Preview {")
        Caching.expectSameLoad(Caching.loaded(edited, through: cache), Caching.fresh(edited))
    }

    @Test func aRowWithAnErrorReportsItAtEveryLoad() {
        let source = Self.original.replacingOccurrences(of: "Text(\"Row 1\").font(.headline)", with: "Text(\"Row 1\").fnt(.headline)")
        let cache = Self.warmed(source)
        let again = Caching.loaded(source, through: cache)
        _ = layoutFile(again, preview: nil, 390, 844, placeholders: true)
        let fresh = Caching.fresh(source)
        _ = layoutFile(fresh, preview: nil, 390, 844, placeholders: true)
        #expect(!fresh.diagnostics.isEmpty)
        #expect(again.diagnostics.map(\.description) == fresh.diagnostics.map(\.description))
    }
}
