import Foundation
import Testing
import Trellis
@testable import TrellisCairo

/// Images inside text: `Text(Image(…))`, `Text + Text`, `"\(Image(…))"` interpolation.
@Suite struct TextImageTests {
    @Test func aSymbolTakesItsWidthInTheLineAndSitsOnTheText() throws {
        let plain = pangoLayout(Text(" 4.8").font(.title).id("t"), 300, 100).frame(id: "t")!
        let withStar = pangoLayout(Text("\(Image(systemName: "star.fill")) 4.8").font(.title).id("t"), 300, 100).frame(id: "t")!
        // The star is as wide as the symbol beside the text would be, and the line as tall as before.
        let star = pangoLayout(Image(systemName: "star.fill").font(.title).id("s"), 300, 100).frame(id: "s")!
        expectClose(withStar.width, (plain.width + star.width).rounded(.up), 1, "width of star + text")
        #expect(withStar.height == plain.height, "the symbol fits the line: \(withStar.height) vs \(plain.height)")
    }

    @Test func theSymbolIsDrawnInTheTextColourWhereItsRunIs() throws {
        let view = (Text(Image(systemName: "square.fill")) + Text(" Blocks")).font(.system(size: 40)).foregroundColor(.red)
        let image = try render(view, 260, 80, name: "text-image-symbol")
        let red = image.pixels(matching: 255, 59, 48, tolerance: 40)
        let box = try #require(boundingBox(red))
        // The square is the leftmost red: a solid block of it in the first 40-odd points of the line.
        let squareWidth = pangoLayout(Image(systemName: "square.fill").font(.system(size: 40)).id("s"), 300, 100).frame(id: "s")!.width
        let textFrame = pangoLayout(view.id("t"), 260, 80).frame(id: "t")!
        #expect(abs(CGFloat(box.minX) - textFrame.minX) <= 4, "the square starts the line: \(box) vs \(textFrame)")
        let middle = Int(textFrame.minX + squareWidth / 2), mid = Int(textFrame.midY)
        #expect(image.rgb(middle, mid).map { $0.0 > 200 && $0.1 < 100 } == true, "inside the square: \(String(describing: image.rgb(middle, mid)))")
    }

    @Test func aTruncatedLineDropsTheImageWithTheCharacters() throws {
        let long = Text("Some words that will not fit \(Image(systemName: "star.fill"))").lineLimit(1).foregroundColor(.blue)
        let image = try render(long.frame(width: 120), 160, 40, name: "text-image-truncated")
        // The star would come after the cut: no star-sized blue blob beyond the text's frame.
        #expect(image.pixels(matching: 0, 122, 255, tolerance: 30).allSatisfy { $0.x < 140 })
    }
}
