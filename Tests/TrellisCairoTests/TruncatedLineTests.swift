import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// A text cut to one line fills the width with its ellipsis, so after one layout of it the
/// measurer answers other widths without Pango (`PangoTextMeasurer.oneTruncatedLine`). Checked
/// against a measurer that keeps nothing, through a drag of widths and heights as a list row's
/// stacks propose them (height 0 for their minimum, none for their ideal).
@Suite struct TruncatedLineTests {
    static let texts: [[TextRun]] = [
        [TextRun(string: "I have attached the translation with my notes; note G has the table for the Bernoulli numbers.", font: ResolvedFont(size: 15))],
        [TextRun(string: "Katherine Johnson", font: ResolvedFont(size: 17, weight: 600))],
        [TextRun(string: "Weather 🌤️ today: sunny ☀️ then clouds ☁️ and rain 🌧️ by the evening.", font: ResolvedFont(size: 15))],
        [TextRun(string: "שלום עולם, this line mixes directions and goes on for a while.", font: ResolvedFont(size: 15))],
        [TextRun(string: "日本語の文章は単語の間に空白がなく、どの文字の間でも改行できます。", font: ResolvedFont(size: 15))],
        [TextRun(string: "Bold start ", font: ResolvedFont(size: 17, weight: 700)), TextRun(string: "and a smaller run after it that goes on.", font: ResolvedFont(size: 12))],
        [TextRun(string: "A line that ends in spaces and is long enough to be cut      ", font: ResolvedFont(size: 15))],
        [TextRun(string: "First line\nand a second one after a hard break, long enough to be cut too.", font: ResolvedFont(size: 15))],
        [TextRun(string: "Tracked letters spread a sentence out across the width.", font: ResolvedFont(size: 15), tracking: 1.5)],
    ]

    @Test("a drag through widths answers one-line cuts with what a fresh layout gives")
    func dragMatchesFreshMeasurements() {
        let kept = PangoTextMeasurer(), fresh = PangoTextMeasurer(cacheCapacity: 0)
        for runs in Self.texts {
            for lineLimit in [1, 2, nil] {
                for truncationMode in [Text.TruncationMode.tail, .head, .middle] {
                    var request = TextLayoutRequest(runs: runs, lineLimit: lineLimit)
                    request.truncationMode = truncationMode
                    let widths = Array(stride(from: 20.0, through: 420.0, by: 3.7))
                    for width in widths + widths.reversed() {
                        for height in [0, 12, 30, nil] as [CGFloat?] {
                            let answer = kept.measure(request, width: width, height: height)
                            let expected = fresh.measure(request, width: width, height: height)
                            // A wrapped text's answer may come from lines laid out in another width
                            // (`WrapSpan`): the width it was wrapped in is then that one.
                            var comparable = answer
                            if !answer.isTruncated { comparable.lineBreaking?.width = expected.lineBreaking?.width }
                            #expect(comparable == expected, "\(request.string.prefix(16))… limit \(String(describing: lineLimit)) \(truncationMode) at \(width)×\(String(describing: height))")
                        }
                    }
                }
            }
        }
        // Most of the cuts of the one-run texts were answered without a layout.
        #expect(kept.oneLineAnswers > 1500, "\(kept.oneLineAnswers)")
    }

    @Test("a text in several fonts, or with a hard break, is laid out at every width")
    func mixedTextsAreLaidOut() {
        let kept = PangoTextMeasurer()
        for runs in [Self.texts[5], Self.texts[7]] {
            let request = TextLayoutRequest(runs: runs, lineLimit: 1)
            for width in stride(from: 80.0, through: 200.0, by: 2) { _ = kept.measure(request, width: width, height: 0) }
        }
        #expect(kept.oneLineAnswers == 0)
    }
}
