import Foundation
import Testing
@testable import Trellis
@testable import TrellisCairo

/// Pixels: colours and positions at the frames the layout reports.
@Suite struct RenderTests {
    @Test func redSquareAt2xCoversExactly100By100Pixels() throws {
        let image = try render(Color.red.frame(width: 50, height: 50), 200, 200, scale: 2, name: "red-square-2x")
        #expect(image.width == 400 && image.height == 400)
        let red = image.pixels(matching: 255, 59, 48)
        #expect(red.count == 100 * 100)
        let box = boundingBox(red)
        #expect(box?.minX == 150 && box?.minY == 150 && box?.maxX == 249 && box?.maxY == 249)
        #expect(image.rgb(0, 0)! == (255, 255, 255))
    }

    @Test func unroundedFramesSnapToPixelsWithoutGaps() throws {
        // Three columns of 100/3 points: their pixel edges meet exactly.
        let view = HStack(spacing: 0) {
            Color.red
            Color.green
            Color.blue
        }.frame(width: 100, height: 10)
        let image = try render(view, 100, 10, scale: 3, name: "thirds-3x")
        let red = image.pixels(matching: 255, 59, 48).count, green = image.pixels(matching: 52, 199, 89).count
        let blue = image.pixels(matching: 0, 122, 255).count
        #expect(red + green + blue == 300 * 30)
        #expect(red == 100 * 30 && green == 100 * 30 && blue == 100 * 30)
    }

    @Test func darkModeColoursAndBackground() throws {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
            Rectangle().frame(width: 20, height: 20)
        }
        let image = try render(view, 40, 80, name: "dark-mode") { $0.colorScheme = .dark }
        #expect(image.rgb(0, 0)! == (0, 0, 0))
        #expect(image.rgb(20, 15)! == (255, 69, 58))
        #expect(image.rgb(20, 35)! == (10, 132, 255))
        #expect(image.rgb(20, 55)! == (255, 255, 255), "a shape fills with the primary colour: white in dark mode")
        let light = try render(view, 40, 80, name: "light-mode")
        #expect(light.rgb(20, 15)! == (255, 59, 48))
        #expect(light.rgb(20, 55)! == (0, 0, 0))
    }

    @Test func textPixelsFallInsideTheTextFrame() throws {
        // (Accents over capitals, like Å, rise above the font's ascender in any text engine.)
        let view = Text("Typography gjpqy fly").font(.title).id("t")
        let scale: CGFloat = 2
        let tree = pangoLayout(view, 300, 100, scale: scale)
        let frame = tree.frame(id: "t")!
        let image = try render(view, 300, 100, scale: scale, name: "text-frame")
        let ink = image.pixels(differingFrom: 255, 255, 255, tolerance: 0)
        #expect(ink.count > 500)
        let box = boundingBox(ink)!
        #expect(CGFloat(box.minX) >= (frame.minX * scale).rounded(.down))
        #expect(CGFloat(box.maxX) < (frame.maxX * scale).rounded(.up))
        #expect(CGFloat(box.minY) >= (frame.minY * scale).rounded(.down))
        #expect(CGFloat(box.maxY) < (frame.maxY * scale).rounded(.up))
        // The ink reaches most of the frame's width.
        #expect(CGFloat(box.maxX - box.minX) > frame.width * scale * 0.9)
    }

    @Test func wrappedTextPixelsStayInTheirFrame() throws {
        let view = Text("A longer text that has to wrap over several lines of a narrow frame")
            .multilineTextAlignment(.center).frame(width: 120).id("t")
        let tree = pangoLayout(view, 200, 200, scale: 2)
        let frame = tree.frame(id: "t")!
        let image = try render(view, 200, 200, scale: 2, name: "text-wrapped")
        let box = boundingBox(image.pixels(differingFrom: 255, 255, 255, tolerance: 0))!
        #expect(CGFloat(box.minX) >= frame.minX * 2 - 1 && CGFloat(box.maxX) <= frame.maxX * 2 + 1)
        #expect(CGFloat(box.minY) >= frame.minY * 2 - 1 && CGFloat(box.maxY) <= frame.maxY * 2 + 1)
    }

    @Test func textColourAndDarkModeText() throws {
        let red = try render(Text("█████").foregroundColor(.red).font(.title), 200, 60, name: "text-red")
        #expect(red.pixels(matching: 255, 59, 48, tolerance: 2).count > 100)
        let dark = try render(Text("█████").font(.title), 200, 60, name: "text-dark") { $0.colorScheme = .dark }
        #expect(dark.pixels(matching: 255, 255, 255, tolerance: 2).count > 100)
        #expect(dark.rgb(0, 0)! == (0, 0, 0))
        let styled = try render(Text("█████").font(.title).foregroundStyle(.blue), 200, 60, name: "text-blue")
        #expect(styled.pixels(matching: 0, 122, 255, tolerance: 2).count > 100)
    }

    @Test func shapesFillStrokeAndStrokeBorder() throws {
        let view = HStack(spacing: 0) {
            Circle().fill(.blue).frame(width: 40, height: 40)
            Rectangle().strokeBorder(Color.green, lineWidth: 4).frame(width: 40, height: 40)
            Rectangle().stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40)
        }
        let image = try render(view, 160, 60, name: "shapes")
        // Circle: centre filled, corner empty.
        #expect(image.rgb(20 + 20, 30)! == (0, 122, 255))
        #expect(image.rgb(21, 11)! == (255, 255, 255))
        // strokeBorder: a 4-point band inside the frame (60...100 × 10...50).
        #expect(image.rgb(60, 30)! == (52, 199, 89) && image.rgb(63, 30)! == (52, 199, 89))
        #expect(image.rgb(64, 30)! == (255, 255, 255))
        #expect(image.rgb(61, 9)! == (255, 255, 255), "nothing outside the frame")
        // stroke: centred on the outline, 2 points out and 2 in.
        #expect(image.rgb(98, 30)! == (255, 59, 48) && image.rgb(101, 30)! == (255, 59, 48))
        #expect(image.rgb(102, 30)! == (255, 255, 255))
    }

    @Test func backgroundOverlayBorderAndCornerRadius() throws {
        let view = Color.clear.frame(width: 40, height: 40)
            .background(.red)
            .overlay(alignment: .topLeading) { Color.blue.frame(width: 10, height: 10) }
            .border(Color.green, width: 2)
            .padding(10)
            .background(Color.yellow)
            .cornerRadius(20)
        let image = try render(view, 60, 60, name: "decorations")
        #expect(image.rgb(30, 30)! == (255, 59, 48), "background")
        #expect(image.rgb(15, 15)! == (0, 122, 255), "overlay on top")
        #expect(image.rgb(10, 30)! == (52, 199, 89) && image.rgb(11, 30)! == (52, 199, 89), "border inside")
        #expect(image.rgb(12, 30)! == (255, 59, 48))
        #expect(image.rgb(5, 30)! == (255, 204, 0), "padding background")
        #expect(image.rgb(1, 1)! == (255, 255, 255), "corner clipped away")
    }

    @Test func opacityBlendsWithWhatIsBehind() throws {
        let image = try render(Color.red.opacity(0.5).frame(width: 20, height: 20), 20, 20, name: "opacity-colour")
        let p = image.rgb(10, 10)!
        #expect(abs(p.0 - 255) <= 1 && abs(p.1 - 157) <= 1 && abs(p.2 - 152) <= 1, "\(p)")
        let group = try render(ZStack { Color.blue; Color.red.frame(width: 10, height: 10) }.frame(width: 20, height: 20).opacity(0.5),
                               20, 20, name: "opacity-group")
        // The group fades as one: red over blue, not a mix of both faded.
        let q = group.rgb(10, 10)!
        #expect(abs(q.0 - 255) <= 1 && abs(q.1 - 157) <= 1 && abs(q.2 - 152) <= 1, "\(q)")
        #expect(group.pixels(matching: 255, 255, 255).isEmpty == true)
        #expect(try render(Color.red.frame(width: 20, height: 20).hidden(), 20, 20, name: "hidden").pixels(matching: 255, 59, 48).isEmpty)
    }

    @Test func dividerIsTheSeparatorColour() throws {
        let image = try render(VStack(spacing: 0) { Color.clear.frame(height: 10); Divider(); Color.clear.frame(height: 10) }
            .frame(width: 20), 20, 21, name: "divider")
        // separator (60, 60, 67) at 29 % over white.
        let p = image.rgb(10, 10)!
        let expected = (Int((255 * 0.71 + 60 * 0.29).rounded()), Int((255 * 0.71 + 60 * 0.29).rounded()), Int((255 * 0.71 + 67 * 0.29).rounded()))
        #expect(abs(p.0 - expected.0) <= 1 && abs(p.2 - expected.2) <= 1, "\(p)")
        #expect(image.rgb(10, 9)! == (255, 255, 255) && image.rgb(10, 11)! == (255, 255, 255))
    }

    @Test func gradientsRunAcrossTheFrame() throws {
        let image = try render(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 10),
                               100, 10, name: "gradient")
        let left = image.rgb(0, 5)!, right = image.rgb(99, 5)!
        #expect(left.0 > 240 && left.2 < 60, "\(left)")
        #expect(right.0 < 20 && right.2 > 240, "\(right)")
    }

    @Test func shadowDarkensBelowAndClipCutsIt() throws {
        let view = Color.white.frame(width: 40, height: 40).shadow(color: .black, radius: 4, x: 0, y: 10)
        let image = try render(view, 100, 100, name: "shadow")
        let below = image.rgb(50, 75)!
        #expect(below.0 < 200, "shadow under the view \(below)")
        #expect(image.rgb(50, 50)! == (255, 255, 255), "the view itself on top")
        #expect(image.rgb(5, 5)! == (255, 255, 255), "far away untouched")
        let clipped = try render(view.clipped(), 100, 100, name: "shadow-clipped")
        #expect(clipped.rgb(50, 75)! == (255, 255, 255))
    }

    @Test func rotationAndScaleEffectsDoNotChangeLayout() throws {
        let view = Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90)).id("r")
        #expect(pangoLayout(view, 100, 100).frame(id: "r")! == CGRect(x: 30, y: 45, width: 40, height: 10))
        let image = try render(view, 100, 100, name: "rotated")
        #expect(image.rgb(50, 30)! == (255, 59, 48) && image.rgb(35, 50)! == (255, 255, 255))
        let scaled = try render(Color.red.frame(width: 20, height: 20).scaleEffect(2), 100, 100, name: "scaled")
        #expect(scaled.pixels(matching: 255, 59, 48).count == 40 * 40)
    }

    @Test func blurSpreadsTheDrawing() throws {
        let image = try render(Color.black.frame(width: 20, height: 20).blur(radius: 4), 60, 60, name: "blur")
        let edge = image.rgb(18, 30)!
        #expect(edge.0 > 20 && edge.0 < 235, "\(edge)")
    }
}

/// Masks, colour effects, symbol variants and text decorations.
@Suite struct EffectRenderTests {
    @Test func maskDrawsOnlyWhereTheMaskIsOpaque() throws {
        let view = Color.red.frame(width: 40, height: 40).mask { Circle() }.id("m")
        #expect(pangoLayout(view, 60, 60).frame(id: "m") == CGRect(x: 10, y: 10, width: 40, height: 40))
        let image = try render(view, 60, 60, name: "mask")
        #expect(image.rgb(30, 30)! == (255, 59, 48))
        #expect(image.rgb(12, 12)! == (255, 255, 255))
        let half = try render(Color.red.frame(width: 40, height: 40).mask(alignment: .leading) { Color.black.frame(width: 20) },
                              60, 60, name: "mask-half")
        #expect(half.rgb(20, 30)! == (255, 59, 48) && half.rgb(40, 30)! == (255, 255, 255))
    }

    @Test func colourAdjustments() throws {
        let gray = try render(Color.red.frame(width: 20, height: 20).grayscale(1), 20, 20, name: "grayscale")
        let g = gray.rgb(10, 10)!
        #expect(g.0 == g.1 && g.1 == g.2, "\(g)")
        let inverted = try render(Color.red.frame(width: 20, height: 20).colorInvert(), 20, 20, name: "invert")
        #expect(inverted.rgb(10, 10)! == (0, 196, 207))
        let multiplied = try render(Color.white.frame(width: 20, height: 20).colorMultiply(.blue), 20, 20, name: "multiply")
        #expect(multiplied.rgb(10, 10)! == (0, 122, 255))
        let bright = try render(Color.black.frame(width: 20, height: 20).brightness(0.5), 20, 20, name: "brightness")
        let b = bright.rgb(10, 10)!
        #expect(abs(b.0 - 128) <= 1, "\(b)")
    }

    @Test func symbolVariants() {
        let fill = SymbolVariants.fill.apply(to: "star") { SymbolCatalog.table[$0] != nil }
        #expect(fill == "star.fill")
        #expect(SymbolVariants.circle.fill.apply(to: "person") { SymbolCatalog.table[$0] != nil } == "person.circle.fill")
        #expect(SymbolVariants.fill.apply(to: "magnifyingglass") { SymbolCatalog.table[$0] != nil } == "magnifyingglass")
        let layout = ResolvedTree(Image(systemName: "heart").symbolVariant(.fill), environment: pangoEnvironment())
        layout.layout(in: CGSize(width: 50, height: 50))
        if case let .image(i)? = layout.displayList().items.first?.content, case let .symbol(glyph) = i.source {
            #expect(glyph.name == "heart.fill")
        } else {
            Issue.record("no symbol")
        }
    }

    @Test func underlineAndStrikethroughDrawLines() throws {
        let plain = try render(Text("Under").font(.title), 120, 50, name: "text-plain")
        let under = try render(Text("Under").font(.title).underline(), 120, 50, name: "text-underline")
        let struck = try render(Text("Under").font(.title).strikethrough(color: .red), 120, 50, name: "text-strike")
        #expect(under.pixels(differingFrom: 255, 255, 255).count > plain.pixels(differingFrom: 255, 255, 255).count + 40)
        #expect(struck.pixels(matching: 255, 59, 48, tolerance: 10).count > 40)
    }
}
