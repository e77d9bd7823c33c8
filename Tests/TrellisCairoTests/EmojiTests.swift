import Foundation
import Testing
import Trellis
import TrellisCairo

/// Emoji draw in colour, as on iOS: Pango falls back to the colour emoji font (Debian's
/// `fonts-noto-color-emoji`, which `make` installs) and Cairo paints its bitmaps.
@Suite struct EmojiText {
    /// The most saturated pixel of a render: max − min of its channels.
    static func saturation(_ image: RenderedImage) -> Int {
        var best = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                guard let p = image.pixel(x: x, y: y), p.alpha > 0 else { continue }
                best = max(best, max(p.red, p.green, p.blue) - min(p.red, p.green, p.blue))
            }
        }
        return best
    }

    @Test func aTulipAndASnowmanDrawInColourNotAsTofu() throws {
        let tulip = try PNGRenderer.image(Text("🌷").font(.largeTitle), size: CGSize(width: 60, height: 60))
        // The tulip's pink and green: far from grey (a tofu box or a monochrome glyph is grey).
        #expect(Self.saturation(tulip) > 100, "\(Self.saturation(tulip))")
        let plain = try PNGRenderer.image(Text("Snow").font(.largeTitle), size: CGSize(width: 60, height: 60))
        #expect(Self.saturation(plain) < 10)
    }

    @Test func anEmojiIsMeasuredWithTheFontThatDrawsIt() {
        // One emoji is about as wide as the font's size (Noto's glyphs are square), not a narrow box.
        let tree = LayoutTree(of: Text("🌷").font(.largeTitle).id("t"), in: CGSize(width: 200, height: 100),
                              environment: { var e = EnvironmentValues(); e.layoutBackend = CairoBackend.backend(); return e }())
        let frame = tree.frame(id: "t")!
        #expect(frame.width > 30 && frame.width < 50, "\(frame)")
    }
}
