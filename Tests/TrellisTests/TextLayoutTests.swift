import Foundation
import Testing
import Trellis

/// Conformance cases 64 and K (82–85), with the engine's default measurer
/// (`ApproximateTextMeasurer`): the reference gives them symbolically, so the tests check the
/// relations with that measurer's numbers. (The text helper checks the same cases with Pango.)
@Suite struct TextLayoutConformance {
    static let env: EnvironmentValues = {
        var e = EnvironmentValues()
        e.textMeasurer = ApproximateTextMeasurer()
        return e
    }()

    /// Ideal size of a text as laid out on its own.
    static func idealSize(_ text: Text) -> CGSize {
        layout(text.id("t").fixedSize(), 1000, 1000, environment: env).frame(id: "t")!.size
    }

    /// First baseline of a one-line text in a font, from the measurer.
    static func baseline(_ string: String, _ font: Font) -> CGFloat {
        let request = TextLayoutRequest(runs: [TextRun(string: string, font: font.resolve(in: env))])
        return ApproximateTextMeasurer().measure(request, width: nil, height: nil).firstBaseline
    }

    @Test func case64_firstTextBaselineAlignment() {
        let big = Text("Big").font(.largeTitle), small = Text("small")
        let s1 = Self.idealSize(big), s2 = Self.idealSize(small)
        let b1 = Self.baseline("Big", .largeTitle), b2 = Self.baseline("small", .body)
        #expect(b1 >= b2)
        let t = layout(HStack(alignment: .firstTextBaseline) { big.id("big"); small.id("small") }.id("h"),
                       environment: Self.env)
        let h = t.frame(id: "h")!, bf = t.frame(id: "big")!, sf = t.frame(id: "small")!
        #expect(abs(bf.minY - h.minY) < 0.01)
        #expect(abs((sf.minY - h.minY) - (b1 - b2)) < 0.01)
        #expect(abs(h.height - (max(b1, b2) + max(s1.height - b1, s2.height - b2))) < 0.01)
        #expect(abs(h.width - (s1.width + 8 + s2.width)) < 0.01)
    }

    @Test func case64_nonTextViewBaselineIsItsBottom() {
        let small = Text("small")
        let b2 = Self.baseline("small", .body)
        let t = layout(HStack(alignment: .firstTextBaseline) {
            Color.red.frame(width: 10, height: 40).id("box"); small.id("small")
        }, environment: Self.env)
        let box = t.frame(id: "box")!, sf = t.frame(id: "small")!
        #expect(abs((sf.minY + b2) - box.maxY) < 0.01)
    }

    @Test func case82_textAndSpacer() {
        let size = Self.idealSize(Text("Hello, world"))
        let t = layout(HStack { Text("Hello, world").id("text"); Spacer().id("sp") }.id("h").frame(width: 200),
                       environment: Self.env)
        let h = t.frame(id: "h")!
        expectFrame(t, "h", 0, (200 - size.height) / 2, 200, size.height)
        expectFrame(t, "text", 0, h.minY, size.width, size.height)
        expectFrame(t, "sp", size.width, h.minY + size.height / 2, 200 - size.width, 0)
    }

    @Test func case83_leadingAlignedFullWidthText() {
        let size = Self.idealSize(Text("Hello, world"))
        let t = layout(Text("Hello, world").id("text").frame(maxWidth: .infinity, alignment: .leading).id("frame"),
                       300, 300, environment: Self.env)
        expectFrame(t, "frame", 0, (300 - size.height) / 2, 300, size.height)
        expectFrame(t, "text", 0, (300 - size.height) / 2, size.width, size.height)
    }

    @Test func case84_textWithPadding() {
        let size = Self.idealSize(Text("Hello"))
        let t = layout(Text("Hello").id("text").padding().id("pad"), environment: Self.env)
        let p = t.frame(id: "pad")!
        #expect(abs(p.width - (size.width + 32)) < 0.01 && abs(p.height - (size.height + 32)) < 0.01)
        expectFrame(t, "text", p.minX + 16, p.minY + 16, size.width, size.height)
    }

    @Test func case85_defaultVerticalSpacingAroundText() {
        let m = ApproximateTextMeasurer().metrics(of: Font.body.resolve(in: Self.env))
        let px: CGFloat = 1  // display scale 1
        let lineHeight = m.ascender - m.descender
        let textSpacing = (lineHeight * 0.1 / px).rounded(.up) * px
        let lineSpacing = lineHeight + textSpacing
        let above = lineSpacing - m.ascender
        let below = max(lineSpacing - m.capHeight, textSpacing - m.descender)
        let t = layout(VStack {
            Color.red.frame(width: 150, height: 30).id("top"); Text("Fat").id("text"); Color.red.frame(width: 150, height: 30).id("bottom")
        }, environment: Self.env)
        let top = t.frame(id: "top")!, text = t.frame(id: "text")!, bottom = t.frame(id: "bottom")!
        #expect(abs((text.minY - top.maxY) - above) < 0.01)
        #expect(abs((bottom.minY - text.maxY) - below) < 0.01)
        #expect(abs(above - 8) > 0.1 && abs(below - above) > 0.1)
    }

    @Test func case85_horizontalGapNextToTextIsEight() {
        let t = layout(HStack { Color.red.frame(width: 10, height: 10).id("a"); Text("Fat").id("text"); Color.red.frame(width: 10, height: 10).id("b") },
                       environment: Self.env)
        #expect(abs(t.frame(id: "text")!.minX - t.frame(id: "a")!.maxX - 8) < 0.01)
        #expect(abs(t.frame(id: "b")!.minX - t.frame(id: "text")!.maxX - 8) < 0.01)
    }

    @Test func textWrapsInANarrowProposal() {
        let one = Self.idealSize(Text("Hello, world"))
        let t = layout(Text("Hello, world").id("text").frame(width: one.width - 1), environment: Self.env)
        let f = t.frame(id: "text")!
        #expect(f.width < one.width && f.height > one.height)
    }
}
