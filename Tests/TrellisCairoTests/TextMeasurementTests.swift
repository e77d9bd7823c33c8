import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// Pango measurement of single texts, against Pango's own numbers.
@Suite struct TextMeasurementTests {
    @Test func systemFontIsInter() {
        #expect(pango.systemFamily == "Inter")
    }

    @Test func idealSizeIsPangosSingleLineSize() {
        let r = pango.measure(request("Hello, World!"), width: nil, height: nil)
        let ref = pangoReference("Hello, World!", size: 17)
        expectClose(r.size.width, ref.width, 0.001, "width")
        expectClose(r.size.height, ref.height, 0.001, "height")
        expectClose(r.firstBaseline, ref.baseline, 0.001, "baseline")
        // The toolchain probe's numbers for Inter 17 at 72 dpi, unhinted.
        expectClose(r.size.width, 101.27, 0.01, "Inter 17 width")
        expectClose(r.size.height, 20.57, 0.01, "Inter 17 line height")
        expectClose(r.firstBaseline, 16.47, 0.01, "Inter 17 baseline")
        #expect(r.lineCount == 1)
        #expect(!r.isTruncated)
    }

    @Test func wrapsAtWordBoundariesAndReportsTheWidestLine() {
        let aaa = pango.measure(request("aaa"), width: nil, height: nil).size.width
        let wide = pango.measure(request("bbbbbb"), width: nil, height: nil).size.width
        let line = pango.measure(request("x"), width: nil, height: nil).size.height
        // Room for "bbbbbb" but not for "aaa bbbbbb".
        let r = pango.measure(request("aaa bbbbbb"), width: wide + 5, height: nil)
        #expect(pango.visibleLines(request("aaa bbbbbb"), width: wide + 5, height: nil) == ["aaa ", "bbbbbb"])
        #expect(r.lineCount == 2)
        expectClose(r.size.width, max(aaa, wide), 0.001, "widest line, trailing space not counted")
        expectClose(r.size.height, 2 * line, 0.001, "two lines")
        let ref = pangoReference("aaa bbbbbb", size: 17, wrapWidth: wide + 5)
        #expect(ref.lines == 2)
        expectClose(r.size.height, ref.height, 0.001, "Pango's height")
    }

    @Test func breaksInsideAWordLongerThanTheWidth() {
        let word = "Supercalifragilisticexpialidocious"
        let r = pango.measure(request(word), width: 60, height: nil)
        #expect(r.lineCount > 1)
        #expect(r.size.width <= 60)
        #expect(!r.isTruncated)
        #expect(pango.visibleLines(request(word), width: 60, height: nil).joined() == word)
    }

    @Test func zeroWidthGivesZeroSize() {
        let r = pango.measure(request("Hello"), width: 0, height: nil)
        #expect(r.size == .zero)
        #expect(r.lineCount == 0)
    }

    @Test func emptyTextHasNoSize() {
        #expect(pango.measure(request(""), width: nil, height: nil).size == .zero)
        var reserved = request("")
        reserved.minimumLines = 2
        expectClose(pango.measure(reserved, width: nil, height: nil).size.height, 2 * 20.574, 0.01, "two reserved lines")
    }

    @Test func heightTooSmallDropsLinesAndTruncatesTheLast() {
        let text = "one two three four five six seven eight nine ten"
        let line = pango.measure(request("x"), width: nil, height: nil).size.height
        let r = pango.measure(request(text), width: 80, height: 2.5 * line)
        #expect(r.lineCount == 2)
        #expect(r.isTruncated)
        expectClose(r.size.height, 2 * line, 0.001, "two lines")
        let lines = pango.visibleLines(request(text), width: 80, height: 2.5 * line)
        #expect(lines.count == 2)
        #expect(lines.last?.hasSuffix("…") == true, "\(lines)")
        // Less than one line still shows one.
        #expect(pango.measure(request(text), width: 80, height: 3).lineCount == 1)
    }

    /// A result says how its lines were laid out, so another process's measurer (the window
    /// painting a compiled preview's display list) draws exactly those lines without measuring;
    /// a text proposed at least its own size is laid out as if unconstrained.
    @Test func resultsCarryTheirLineBreaking() {
        let text = "one two three four five six seven eight nine ten"
        let line = pango.measure(request("x"), width: nil, height: nil).size.height
        let r = pango.measure(request(text), width: 80, height: 2.5 * line)
        #expect(r.lineBreaking == TextLayoutResult.LineBreaking(width: 80, height: 2 * line))
        let elsewhere = PangoTextMeasurer(cacheCapacity: 16)
        let drawn = elsewhere.lock.withLock {
            elsewhere.withPaintLayout(request(text), width: nil, height: nil, result: r, decorations: []) { layout, m in
                (PangoTextMeasurer.lines(of: layout).count, m.result)
            }
        }
        #expect(drawn.0 == 2 && drawn.1 == r)
        #expect(elsewhere.cacheMisses == 0, "painted without measuring")

        let natural = pango.measure(request("Hello"), width: nil, height: nil)
        #expect(natural.lineBreaking == TextLayoutResult.LineBreaking(width: nil, height: nil))
        #expect(pango.measure(request("Hello"), width: natural.size.width + 40, height: 3) == natural)
    }

    @Test func lineLimitCapsLinesAndTruncates() {
        let text = "one two three four five six seven eight nine ten"
        let one = pango.measure(request(text, lineLimit: 1), width: 100, height: nil)
        #expect(one.lineCount == 1)
        #expect(one.isTruncated)
        #expect(one.size.width <= 100)
        let lines = pango.visibleLines(request(text, lineLimit: 1), width: 100, height: nil)
        #expect(lines.count == 1 && lines[0].hasSuffix("…"), "\(lines)")
        #expect(pango.measure(request(text, lineLimit: 3), width: 100, height: nil).lineCount == 3)
        // A limit the text does not reach changes nothing.
        let free = pango.measure(request(text), width: 100, height: nil)
        #expect(pango.measure(request(text, lineLimit: 50), width: 100, height: nil) == free)
    }

    @Test func lineLimitCountsParagraphsToo() {
        let r = pango.measure(request("one\ntwo\nthree", lineLimit: 2), width: nil, height: nil)
        #expect(r.lineCount == 2)
        #expect(r.isTruncated)
        #expect(pango.visibleLines(request("one\ntwo\nthree", lineLimit: 2), width: nil, height: nil).count == 2)
    }

    @Test(arguments: [Text.TruncationMode.head, .middle, .tail])
    func truncationModesPutTheEllipsisWhereAsked(mode: Text.TruncationMode) {
        var r = request("alpha beta gamma delta epsilon", lineLimit: 1)
        r.truncationMode = mode
        let lines = pango.visibleLines(r, width: 120, height: nil)
        #expect(lines.count == 1)
        let line = lines.first ?? ""
        switch mode {
        case .head: #expect(line.hasPrefix("…") && line.hasSuffix("epsilon"), "\(line)")
        case .middle: #expect(line.hasPrefix("alpha") && line.hasSuffix("epsilon") && line.contains("…"), "\(line)")
        case .tail: #expect(line.hasPrefix("alpha") && line.hasSuffix("…"), "\(line)")
        }
        #expect(pango.measure(r, width: 120, height: nil).size.width <= 120)
    }

    @Test func lineSpacingAddsBetweenLines() {
        var r = request("one two three", lineLimit: nil)
        r.lineSpacing = 10
        let tight = pango.measure(request("one two three"), width: 40, height: nil)
        let spaced = pango.measure(r, width: 40, height: nil)
        #expect(spaced.lineCount == tight.lineCount && tight.lineCount >= 2)
        let gaps = CGFloat(tight.lineCount - 1) * 10
        expectClose(spaced.size.height, tight.size.height + gaps, 0.001, "gaps of 10 between lines")
        expectClose(spaced.lastBaseline, tight.lastBaseline + gaps, 0.001, "last baseline")
        expectClose(spaced.firstBaseline, tight.firstBaseline, 0.001, "first baseline")
    }

    @Test func reservedLinesAddHeight() {
        var r = request("short")
        r.lineLimit = 3
        r.minimumLines = 3
        let one = pango.measure(request("short"), width: 200, height: nil)
        let reserved = pango.measure(r, width: 200, height: nil)
        expectClose(reserved.size.height, 3 * one.size.height, 0.001, "three lines reserved")
        expectClose(reserved.size.width, one.size.width, 0.001, "width unchanged")
        #expect(reserved.lineCount == 1)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        let text = "A fairly long title"
        let ideal = pango.measure(request(text), width: nil, height: nil).size.width
        var r = request(text, lineLimit: 1)
        r.minimumScaleFactor = 0.5
        let shrunk = pango.measure(r, width: ideal * 0.8, height: nil)
        #expect(!shrunk.isTruncated)
        #expect(shrunk.fontScale < 1 && shrunk.fontScale >= 0.5)
        #expect(shrunk.size.width <= ideal * 0.8)
        expectClose(shrunk.fontScale, 0.8, 0.02, "about as much as needed")
        // Not enough even at the minimum: shrunk to the minimum and truncated.
        let tooSmall = pango.measure(r, width: ideal * 0.3, height: nil)
        #expect(tooSmall.isTruncated)
        expectClose(tooSmall.fontScale, 0.5, 0.0001, "minimum scale")
    }

    @Test func tighteningSqueezesBeforeTruncating() {
        let text = "Tighten me please"
        let ideal = pango.measure(request(text), width: nil, height: nil).size.width
        var r = request(text, lineLimit: 1)
        r.allowsTightening = true
        let tight = pango.measure(r, width: ideal * 0.98, height: nil)
        #expect(!tight.isTruncated)
        #expect(tight.tightening < 0)
        #expect(pango.visibleLines(r, width: ideal * 0.98, height: nil) == [text])
        // Without tightening the same width truncates.
        #expect(pango.measure(request(text, lineLimit: 1), width: ideal * 0.98, height: nil).isTruncated)
    }

    @Test func boldAndItalicAndMonospacedChangeTheFace() {
        let regular = pango.measure(request("Hello"), width: nil, height: nil).size.width
        let bold = pango.measure(request("Hello", weight: 700), width: nil, height: nil).size.width
        #expect(bold > regular)
        expectClose(bold, pangoReference("Hello", size: 17, weight: 700).width, 0.001, "bold width")
        let mono = { (s: String) -> CGFloat in
            pango.measure(TextLayoutRequest(runs: [TextRun(string: s, font: ResolvedFont(size: 17, design: .monospaced))]),
                          width: nil, height: nil).size.width
        }
        expectClose(mono("iiii"), mono("MMMM"), 0.001, "monospaced")
        expectClose(mono("iiii"), pangoReference("iiii", size: 17, family: "DejaVu Sans Mono").width, 0.001, "DejaVu Sans Mono")
    }

    @Test func missingFontFallsBackToTheSystemFamily() {
        let custom = TextLayoutRequest(runs: [TextRun(string: "Hello", font: ResolvedFont(family: "No Such Font Family", size: 17))])
        let r = pango.measure(custom, width: nil, height: nil)
        expectClose(r.size.width, pango.measure(request("Hello"), width: nil, height: nil).size.width, 0.001, "system family")
        // PostScript-style names find their family and weight.
        let named = TextLayoutRequest(runs: [TextRun(string: "Hello", font: ResolvedFont(family: "Inter-Bold", size: 17))])
        expectClose(pango.measure(named, width: nil, height: nil).size.width,
                    pango.measure(request("Hello", weight: 700), width: nil, height: nil).size.width, 0.001, "Inter-Bold")
    }

    @Test func mixedRunsAreMeasuredAsOneLayout() {
        let runs = [TextRun(string: "Big ", font: ResolvedFont(size: 34)), TextRun(string: "small", font: ResolvedFont(size: 12))]
        let r = pango.measure(TextLayoutRequest(runs: runs), width: nil, height: nil)
        let big = pango.measure(request("Big ", size: 34), width: nil, height: nil)
        let small = pango.measure(request("small", size: 12), width: nil, height: nil)
        expectClose(r.size.width, big.size.width + small.size.width, 0.05, "runs side by side")
        // The line is as tall as its tallest run, and the baseline is the big run's.
        expectClose(r.firstBaseline, big.firstBaseline, 0.001, "baseline")
        expectClose(r.size.height, big.size.height, 0.001, "height")
    }

    @Test func metricsComeFromTheFont() {
        let m = pango.metrics(of: ResolvedFont(size: 17))
        expectClose(m.ascender, 16.47, 0.01, "ascender")
        expectClose(m.ascender - m.descender, 20.57, 0.01, "line height")
        #expect(m.capHeight > 11 && m.capHeight < 13.5, "cap height \(m.capHeight)")
        #expect(m.leading == 0)
    }

    @Test func cachedAndUncachedAgree() {
        let uncached = PangoTextMeasurer(cacheCapacity: 0)
        let r = request("The quick brown fox jumps over the lazy dog", lineLimit: 2)
        #expect(uncached.measure(r, width: 150, height: nil) == pango.measure(r, width: 150, height: nil))
        #expect(pango.measure(r, width: 150, height: nil) == pango.measure(r, width: 150, height: nil))
    }

    @Test func measuringFromManyThreadsIsSafe() async {
        let texts = (0..<40).map { "Text number \($0) that wraps at some width" }
        let expected = texts.map { PangoTextMeasurer(cacheCapacity: 0).measure(request($0), width: 120, height: nil) }
        let shared = PangoTextMeasurer(cacheCapacity: 16)
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    texts.indices.allSatisfy { shared.measure(request(texts[$0]), width: 120, height: nil) == expected[$0] }
                }
            }
            for await ok in group { #expect(ok) }
        }
    }

    @Test func nonFiniteProposalsAreUnconstrained() {
        let ideal = pango.measure(request("Hello world"), width: nil, height: nil)
        #expect(pango.measure(request("Hello world"), width: .infinity, height: .nan) == ideal)
        #expect(pango.measure(request("Hello world"), width: .nan, height: nil) == ideal)
        #expect(pango.measure(request("Hello world"), width: -5, height: nil).size == .zero)
    }
}
