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

    /// Texts whose breaks a wider line may or may not keep: hard breaks, hyphens, ideographs,
    /// right-to-left words, emoji, runs in other fonts and tracking.
    static let mixed: [[TextRun]] = [
        [TextRun(string: "First line of a paragraph.\nA second paragraph after a hard break, long enough to wrap twice or more.", font: ResolvedFont(size: 15))],
        [TextRun(string: "Well-known state-of-the-art follow-up write-ups re-examine long-standing cross-platform trade-offs.", font: ResolvedFont(size: 15))],
        [TextRun(string: "日本語の文章は単語の間に空白がなく、どの文字の間でも改行できるので、幅が変わるたびに行が変わります。", font: ResolvedFont(size: 15))],
        [TextRun(string: "Mixed text with שלום עולם in the middle and مرحبا بالعالم near the end of a long line of words.", font: ResolvedFont(size: 15))],
        [TextRun(string: "Weather 🌤️ today: sunny ☀️ then clouds ☁️ and rain 🌧️ by the evening, with wind 💨 from the west.", font: ResolvedFont(size: 17))],
        [TextRun(string: "Bold start ", font: ResolvedFont(size: 17, weight: 700)),
         TextRun(string: "then a smaller regular run that goes on for a while, ", font: ResolvedFont(size: 12)),
         TextRun(string: "and a large ending run.", font: ResolvedFont(size: 24))],
        [TextRun(string: "Tracked letters spread a sentence out across more lines than it would take untracked.", font: ResolvedFont(size: 15), tracking: 2)],
    ]

    @Test("a drag through widths, narrower and wider, answers with the lines a fresh measurement has")
    func dragMatchesFreshMeasurements() {
        let kept = PangoTextMeasurer(), fresh = PangoTextMeasurer(cacheCapacity: 0)
        var fromOtherWidths = 0
        let runs = Self.paragraphs.map { [TextRun(string: $0, font: ResolvedFont(size: 15))] } + Self.mixed
        for text in runs {
            for lineLimit in [nil, 2] {
                let request = TextLayoutRequest(runs: text, lineLimit: lineLimit)
                // Wider in steps as a drag makes them, then narrower again.
                let widths = Array(stride(from: 100.0, through: 420.0, by: 1.3))
                for width in widths + widths.reversed() {
                    let answer = kept.measure(request, width: width, height: nil)
                    let expected = fresh.measure(request, width: width, height: nil)
                    if answer.lineCount > 1, let laidOut = answer.lineBreaking?.width, laidOut != width { fromOtherWidths += 1 }
                    #expect(answer.size == expected.size && answer.lineCount == expected.lineCount && answer.isTruncated == expected.isTruncated
                            && answer.firstBaseline == expected.firstBaseline && answer.lastBaseline == expected.lastBaseline,
                            "\(request.string.prefix(20))… limit \(String(describing: lineLimit)) at \(width)")
                }
            }
        }
        // Most widths of a drag are answered from lines laid out in another width.
        #expect(fromOtherWidths > 1500, "\(fromOtherWidths)")
    }

    @Test("lines laid out in a width know how much wider they stay the same, a little short of where they change")
    func sameLinesAboveTheMeasuredWidth() throws {
        let measurer = PangoTextMeasurer(), fresh = PangoTextMeasurer(cacheCapacity: 0)
        let request = TextLayoutRequest(runs: [TextRun(string: Self.paragraphs[0], font: ResolvedFont(size: 17))], lineLimit: nil)
        let m = measurer.lock.withLock { measurer.measured(request, width: 200, height: nil) }
        let upTo = try #require(m.sameLinesUpTo)
        let lines = fresh.visibleLines(request, width: 200, height: nil)
        var changesAt = 200.0
        while fresh.visibleLines(request, width: changesAt, height: nil) == lines { changesAt += 0.05 }
        // "paragraph within the " takes "width" at 216.3 pt in Pango 1.50, counting the space after
        // the word; the span ends short of it by that space (not counted, as a Pango that lets
        // trailing spaces hang would not) and a margin of a tenth of the font size.
        #expect(upTo > 200 && upTo < changesAt && changesAt - upTo < 8, "\(upTo) \(changesAt)")
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
