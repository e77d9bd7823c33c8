import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// Text views in layouts, measured by Pango.
@Suite struct TextLayoutTests {
    /// The unrounded Pango size of a text in `font` in the default environment.
    func measured(_ string: String, _ font: Font = .body, width: CGFloat? = nil) -> TextLayoutResult {
        let resolved = font.resolve(in: EnvironmentValues())
        return pango.measure(TextLayoutRequest(runs: [TextRun(string: string, font: resolved)]), width: width, height: nil)
    }

    func up(_ v: CGFloat, _ scale: CGFloat) -> CGFloat { (v * scale - 1e-9).rounded(.up) / scale }

    @Test(arguments: [1.0, 2.0, 3.0] as [CGFloat])
    func textSizesAreRoundedUpToThePixelGrid(scale: CGFloat) {
        let tree = pangoLayout(Text("Hello, World!").id("t"), scale: scale)
        let m = measured("Hello, World!")
        let f = tree.frame(id: "t")!
        expectClose(f.width, up(m.size.width, scale), 0.0001, "width")
        expectClose(f.height, up(m.size.height, scale), 0.0001, "height")
        // Centred in the window, unrounded.
        expectClose(f.minX, (300 - f.width) / 2, 0.0001, "x")
    }

    @Test func narrowFrameWrapsAndFixedSizeKeepsTheIdealWidth() {
        let text = "The quick brown fox jumps"
        let wrapped = pangoLayout(Text(text).id("t").frame(width: 80))
        let m = measured(text, width: 80)
        #expect(m.lineCount > 1)
        expectClose(wrapped.frame(id: "t")!.height, up(m.size.height, 1), 0.0001, "wrapped height")
        #expect(wrapped.frame(id: "t")!.width <= 80)

        let fixed = pangoLayout(Text(text).fixedSize().id("t").frame(width: 80))
        expectClose(fixed.frame(id: "t")!.width, up(measured(text).size.width, 1), 0.0001, "ideal width")
        expectClose(fixed.frame(id: "t")!.height, up(measured(text).size.height, 1), 0.0001, "one line")

        let vertical = pangoLayout(Text(text).fixedSize(horizontal: false, vertical: true).id("t").frame(width: 80, height: 10))
        expectClose(vertical.frame(id: "t")!.height, up(m.size.height, 1), 0.0001, "all lines despite the height")
    }

    @Test func firstBaselineAlignmentOfMixedFontsIsExact() {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle).id("big")
            Text("small").font(.caption).id("small")
            Text("two\nlines").font(.headline).id("two")
        }
        let tree = pangoLayout(view)
        let big = measured("Big", .largeTitle), small = measured("small", .caption)
        let two = measured("two\nlines", .headline)
        let b = tree.frame(id: "big")!.minY + big.firstBaseline
        expectClose(tree.frame(id: "small")!.minY + small.firstBaseline, b, 0.0001, "caption baseline")
        // A headline's bold weight has its own metrics; its first baseline still lines up.
        expectClose(tree.frame(id: "two")!.minY + two.firstBaseline, b, 0.0001, "headline baseline")
        #expect(two.lineCount == 2)
    }

    @Test func lastBaselineAlignment() {
        let view = HStack(alignment: .lastTextBaseline) {
            Text("one\ntwo\nthree").id("a")
            Text("x").font(.title).id("b")
        }
        let tree = pangoLayout(view)
        let a = measured("one\ntwo\nthree"), b = measured("x", .title)
        expectClose(tree.frame(id: "a")!.minY + a.lastBaseline, tree.frame(id: "b")!.minY + b.lastBaseline, 0.0001, "last baselines")
    }

    @Test func nonTextViewsHaveTheirBaselineAtTheBottom() {
        let view = HStack(alignment: .firstTextBaseline) {
            Color.red.frame(width: 20, height: 40).id("box")
            Text("Label").id("t")
        }
        let tree = pangoLayout(view)
        let t = measured("Label")
        expectClose(tree.frame(id: "box")!.maxY, tree.frame(id: "t")!.minY + t.firstBaseline, 0.0001, "bottom on baseline")
    }

    @Test func textSpacingFollowsFontMetrics() {
        // A view above a text: lineSpacing - ascender; a text above a view: the larger of
        // lineSpacing - capHeight and textSpacing + descent (semantics §4.5, iOS 17 rounding).
        let view = VStack {
            Color.red.frame(width: 10, height: 10).id("top")
            Text("Middle").id("t")
            Color.blue.frame(width: 10, height: 10).id("bottom")
        }
        let tree = pangoLayout(view, scale: 3)
        let m = pango.metrics(of: Font.body.resolve(in: EnvironmentValues()))
        let lineHeight = m.ascender - m.descender
        let textSpacing = (lineHeight * 0.1 * 3).rounded(.up) / 3
        let lineSpacing = lineHeight + textSpacing
        let above = tree.frame(id: "t")!.minY - tree.frame(id: "top")!.maxY
        let below = tree.frame(id: "bottom")!.minY - tree.frame(id: "t")!.maxY
        expectClose(above, lineSpacing - m.ascender, 0.0001, "view above text")
        expectClose(below, max(lineSpacing - m.capHeight, textSpacing - m.descender), 0.0001, "text above view")
        #expect(above != 8 && below != 8)
    }

    @Test func textNextToTextVerticallyTouches() {
        // The choice named here: following the reverse-engineered spacing (§4.5), two texts in a
        // VStack with default spacing meet with the leading of the lower font (0 for Inter):
        // their line boxes touch. Horizontally, text has no preference: 8.
        let tree = pangoLayout(VStack { Text("One").id("a"); Text("Two").id("b") })
        expectClose(tree.frame(id: "b")!.minY, tree.frame(id: "a")!.maxY, 0.0001, "touching")
        let row = pangoLayout(HStack { Text("One").id("a"); Text("Two").id("b") })
        expectClose(row.frame(id: "b")!.minX - row.frame(id: "a")!.maxX, 8, 0.0001, "horizontal 8")
    }

    @Test func textStylesHaveApplesSizesAndWeights() {
        let expected: [(Font, CGFloat, Int)] = [
            (.largeTitle, 34, 400), (.title, 28, 400), (.title2, 22, 400), (.title3, 20, 400), (.headline, 17, 600),
            (.body, 17, 400), (.callout, 16, 400), (.subheadline, 15, 400), (.footnote, 13, 400), (.caption, 12, 400),
            (.caption2, 11, 400),
        ]
        for (font, size, weight) in expected {
            let r = font.resolve(in: EnvironmentValues())
            #expect(r.size == size && r.weight == weight, "\(font): \(r)")
            // Pango measures each at its size.
            let m = pango.measure(TextLayoutRequest(runs: [TextRun(string: "Hg", font: r)]), width: nil, height: nil)
            expectClose(m.size.height, pangoReference("Hg", size: size, weight: weight).height, 0.001, "\(font) height")
        }
    }

    @Test func dynamicTypeFollowsApplesTable() {
        // Apple's HIG table, xSmall ... AX5, for every text style.
        let table: [(Font.TextStyle, [CGFloat])] = [
            (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
            (.title, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
            (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
            (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
            (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
            (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
            (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
            (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
            (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
            (.caption, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
            (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
        ]
        #expect(table.count == Font.TextStyle.allCases.count)
        for (style, sizes) in table {
            for (size, dts) in zip(sizes, DynamicTypeSize.allCases) {
                var env = EnvironmentValues()
                env.dynamicTypeSize = dts
                #expect(Font.system(style).resolve(in: env).size == size, "\(style) at \(dts)")
            }
        }
        // Custom fonts scale with their text style; fixed sizes do not.
        var ax5 = EnvironmentValues()
        ax5.dynamicTypeSize = .accessibility5
        expectClose(Font.custom("Inter", size: 34, relativeTo: .body).resolve(in: ax5).size, 34 * 53 / 17, 0.0001, "relative")
        #expect(Font.custom("Inter", fixedSize: 34).resolve(in: ax5).size == 34)
        #expect(Font.system(size: 34).resolve(in: ax5).size == 34)
    }

    @Test func dynamicTypeChangesMeasuredText() {
        let small = pangoLayout(Text("Hello").id("t")) { $0.dynamicTypeSize = .xSmall }
        let large = pangoLayout(Text("Hello").id("t")) { $0.dynamicTypeSize = .accessibility3 }
        let ref14 = pangoReference("Hello", size: 14), ref40 = pangoReference("Hello", size: 40)
        expectClose(small.frame(id: "t")!.width, up(ref14.width, 1), 0.0001, "14 pt")
        expectClose(large.frame(id: "t")!.width, up(ref40.width, 1), 0.0001, "40 pt")
    }

    @Test func fontModifiers() {
        let env = EnvironmentValues()
        #expect(Font.system(size: 20, weight: .semibold, design: .serif).resolve(in: env)
            == ResolvedFont(size: 20, weight: 600, design: .serif))
        #expect(Font.body.bold().resolve(in: env).weight == 700)
        #expect(Font.body.italic().resolve(in: env).italic)
        #expect(Font.title.weight(.black).resolve(in: env).weight == 900)
        #expect(Font.body.monospaced().resolve(in: env).design == .monospaced)
        #expect(Font.custom("Inter", size: 13).resolve(in: env).family == "Inter")
        let regular = pangoLayout(Text("Weight").id("t")).frame(id: "t")!.width
        let bold = pangoLayout(Text("Weight").bold().id("t")).frame(id: "t")!.width
        let viewBold = pangoLayout(Text("Weight").id("t").bold()).frame(id: "t")!.width
        #expect(bold > regular)
        #expect(viewBold == bold)
    }

    @Test func concatenatedTextKeepsEachStyle() {
        let text = Text("Bold").bold() + Text(" and ") + Text("italic").italic().foregroundColor(.red)
        #expect(text.string == "Bold and italic")
        let view = (text + Text(" tail")).font(.title).id("t")
        let layout = ResolvedTree(view, environment: pangoEnvironment())
        layout.layout(in: CGSize(width: 400, height: 100))
        guard case let .text(t)? = layout.displayList().items.first?.content else {
            Issue.record("no text item")
            return
        }
        #expect(t.request.runs.map(\.string) == ["Bold", " and ", "italic", " tail"])
        #expect(t.request.runs.map(\.font.weight) == [700, 400, 400, 400])
        #expect(t.request.runs.map(\.font.italic) == [false, false, true, false])
        #expect(t.request.runs.allSatisfy { $0.font.size == 28 })
        #expect(t.runs[2].paint == .color(Color.red.resolve(in: EnvironmentValues())))
        #expect(t.runs[0].paint == .color(Color.primary.resolve(in: EnvironmentValues())))
    }

    @Test func stringLiteralsReadMarkdownAndVerbatimDoesNot() {
        let md = Text("Hello **bold** *it* ~~gone~~ `code` [link](https://x.org)")
        #expect(md.string == "Hello bold it gone code link")
        let verbatim = Text(verbatim: "**bold**")
        #expect(verbatim.string == "**bold**")
        let variable = "**kept**"
        #expect(Text(variable).string == "**kept**")
        let layout = ResolvedTree(md, environment: pangoEnvironment())
        layout.layout(in: CGSize(width: 600, height: 100))
        guard case let .text(t)? = layout.displayList().items.first?.content else { return }
        let runs = Dictionary(t.request.runs.map { ($0.string, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(runs["bold"]?.font.weight == 700)
        #expect(runs["it"]?.font.italic == true)
        #expect(runs["code"]?.font.design == .monospaced)
        let gone = t.request.runs.firstIndex { $0.string == "gone" }!
        #expect(t.runs[gone].strikethrough != nil)
        let link = t.request.runs.firstIndex { $0.string == "link" }!
        #expect(t.runs[link].paint == .color(Color.accentColor.resolve(in: EnvironmentValues())))
        #expect(Text("snake_case_name and 5 * 3 = 15").string == "snake_case_name and 5 * 3 = 15")
    }

    @Test func interpolation() {
        let name = "Ada"
        #expect(Text("Hello, \(name)!").string == "Hello, Ada!")
        #expect(Text("\(42) items").string == "42 items")
        #expect(Text("\(3.5)").string == "3.500000")
        #expect(Text("\(3.14159, specifier: "%.2f")").string == "3.14")
        #expect(Text("**\(name)** wrote \(Text("this").italic())").string == "Ada wrote this")
        let styled = Text("**\(name)** wrote")
        let layout = ResolvedTree(styled, environment: pangoEnvironment())
        layout.layout(in: CGSize(width: 300, height: 100))
        guard case let .text(t)? = layout.displayList().items.first?.content else { return }
        #expect(t.request.runs.first?.string == "Ada" && t.request.runs.first?.font.weight == 700)
    }

    @Test func lineLimitModifiers() {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let line = up(measured("x").size.height, 1)
        func height<V: View>(_ v: V) -> CGFloat { pangoLayout(v.frame(width: 60)).frame(id: "t")! .height }
        #expect(height(Text(text).id("t").lineLimit(2)) == 2 * line)
        #expect(height(Text("short").id("t").lineLimit(3, reservesSpace: true)) == up(3 * measured("x").size.height, 1))
        #expect(height(Text("short").id("t").lineLimit(2...4)) == up(2 * measured("x").size.height, 1))
        #expect(height(Text(text).id("t").lineLimit(2...4)) == up(4 * measured("x").size.height, 1))
        #expect(height(Text(text).id("t").lineLimit(...3)) == up(3 * measured("x").size.height, 1))
        #expect(height(Text("short").id("t").lineLimit(2...)) == up(2 * measured("x").size.height, 1))
        // The innermost limit wins.
        #expect(height(Text(text).id("t").lineLimit(1).lineLimit(3)) == line)
    }

    @Test func textEnvironmentModifiers() {
        let text = "one two three four"
        let spaced = pangoLayout(Text(text).id("t").lineSpacing(6).frame(width: 60)).frame(id: "t")!
        let plain = pangoLayout(Text(text).id("t").frame(width: 60)).frame(id: "t")!
        let lines = measured(text, width: 60).lineCount
        expectClose(spaced.height, up(measured(text, width: 60).size.height + CGFloat(lines - 1) * 6, 1), 0.0001, "spacing")
        #expect(plain.height < spaced.height)
        let upper = ResolvedTree(Text("Mixed Case").textCase(.uppercase), environment: pangoEnvironment())
        upper.layout(in: CGSize(width: 300, height: 100))
        if case let .text(t)? = upper.displayList().items.first?.content { #expect(t.request.string == "MIXED CASE") }
        let scaled = pangoLayout(Text("A long line of text").id("t").lineLimit(1).minimumScaleFactor(0.5).frame(width: 80))
        #expect(scaled.frame(id: "t")!.width <= 80)
    }

    @Test func multilineAlignmentPlacesLinesInTheFrame() {
        for (alignment, fraction) in [(TextAlignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)] as [(TextAlignment, CGFloat)] {
            let layout = ResolvedTree(Text("a wide first line\nshort").multilineTextAlignment(alignment), environment: pangoEnvironment())
            layout.layout(in: CGSize(width: 300, height: 100))
            guard case let .text(t)? = layout.displayList().items.first?.content else { continue }
            #expect(t.alignment == fraction)
        }
        var rtl = pangoEnvironment()
        rtl.layoutDirection = .rightToLeft
        let layout = ResolvedTree(Text("a\nbb"), environment: rtl)
        layout.layout(in: CGSize(width: 300, height: 100))
        if case let .text(t)? = layout.displayList().items.first?.content { #expect(t.alignment == 1) }
    }

    @Test func symbolImagesSitOnTheTextBaseline() {
        let view = HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star.fill").id("star")
            Text("Rating").id("t")
        }
        let tree = pangoLayout(view)
        let m = pango.metrics(of: Font.body.resolve(in: EnvironmentValues()))
        let star = tree.frame(id: "star")!, t = tree.frame(id: "t")!
        let baseline = t.minY + measured("Rating").firstBaseline
        // The symbol's centre is on the middle of the cap height.
        expectClose(star.midY, baseline - m.capHeight / 2, 0.0001, "centred on the cap height")
        // Sized by the font.
        let big = pangoLayout(Image(systemName: "star.fill").font(.largeTitle).id("s")).frame(id: "s")!
        expectClose(big.height / star.height, 34 / 17, 0.0001, "scales with the font")
        let large = pangoLayout(Image(systemName: "star.fill").imageScale(.large).id("s")).frame(id: "s")!
        #expect(large.height > star.height)
    }
}
