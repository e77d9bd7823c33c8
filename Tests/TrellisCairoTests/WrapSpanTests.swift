import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// A wrapped text measured in one width answers every width between its widest line and that
/// width from the same lines (`PangoTextMeasurer.WrapSpan`): Pango breaks greedily, so the
/// lines are the same there. Checked against a measurer that keeps nothing, width by width.
@Suite struct WrapSpanTests {
    static let paragraphs = [
        "Trellis lays out SwiftUI views on Linux, and a resize that narrows a paragraph within the width of its widest line shapes nothing again.",
        "Supercalifragilisticexpialidocious words, hyphen-ated phrases and a URL like https://example.com/a/very/long/path/that/does/not/break wrap too.",
        "Short words. Then a sentence with numbers 1,234,567.89 and punctuation — dashes, “quotes” and ellipses… all of it.",
    ]

    @Test("every width from the widest line to the measured width has the lines a fresh measurement has")
    func spansMatchFreshMeasurements() {
        let kept = PangoTextMeasurer(), fresh = PangoTextMeasurer(cacheCapacity: 0)
        var answeredFromSpans = 0
        var cutParagraphs = 0
        for text in Self.paragraphs {
            for size in [13.0, 17.0] {
                let request = TextLayoutRequest(runs: [TextRun(string: text, font: ResolvedFont(size: size))], lineLimit: nil)
                for measuredWidth in stride(from: 120.0, through: 360.0, by: 60.0) {
                    let first = kept.measure(request, width: measuredWidth, height: nil)
                    let lines = fresh.visibleLines(request, width: measuredWidth, height: nil)
                    guard first.lineCount > 1 else { continue }
                    // A word wider than the line is cut where the width allows, so its lines are
                    // not the same across a span: no span is kept for them, and nothing is claimed.
                    if fresh.lock.withLock({ fresh.measured(request, width: measuredWidth, height: nil).cutsWords }) {
                        cutParagraphs += 1
                        continue
                    }
                    for width in stride(from: Double(first.size.width), through: measuredWidth, by: 0.37) {
                        let missesBefore = kept.cacheMisses
                        let fromSpan = kept.measure(request, width: width, height: 2000)
                        let expected = fresh.measure(request, width: width, height: 2000)
                        if kept.cacheMisses > missesBefore, fromSpan.lineBreaking?.width == measuredWidth { answeredFromSpans += 1 }
                        #expect(fromSpan.size == expected.size && fromSpan.lineCount == expected.lineCount
                                && fromSpan.firstBaseline == expected.firstBaseline && fromSpan.lastBaseline == expected.lastBaseline,
                                "\(text.prefix(20))… at \(size) pt, \(width) in the span of \(measuredWidth)")
                        #expect(fresh.visibleLines(request, width: width, height: nil) == lines)
                    }
                }
            }
        }
        #expect(answeredFromSpans > 100)
        // "Supercalifragilisticexpialidocious" is cut at the narrower widths.
        #expect(cutParagraphs > 0)
    }

    @Test("a height that cuts a line, or a truncated text, is measured anew")
    func cutsAreMeasuredAnew() {
        let kept = PangoTextMeasurer(), fresh = PangoTextMeasurer(cacheCapacity: 0)
        let request = TextLayoutRequest(runs: [TextRun(string: Self.paragraphs[0], font: ResolvedFont(size: 17))], lineLimit: nil)
        let wide = kept.measure(request, width: 300, height: nil)
        let short = kept.measure(request, width: Double(wide.size.width) + 1, height: 30)
        #expect(short.isTruncated)
        #expect(short == fresh.measure(request, width: Double(wide.size.width) + 1, height: 30))
    }
}
